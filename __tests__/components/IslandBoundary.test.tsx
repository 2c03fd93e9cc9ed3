import { render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { IslandBoundary } from '../../src/components/IslandBoundary';
import { BrowserOnly } from '../../src/components/StandalonePage';

describe('IslandBoundary', () => {
  it('renders nothing for an island whose chunk does not load, and leaves the rest of the page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Island = React.lazy(() => Promise.reject(new Error('Loading chunk 361 failed.')));
    render(
      <main>
        <p>
          Served text with a link to the <a href="/configuration/target/">target</a> page.
        </p>
        <IslandBoundary name="The option popovers">
          <React.Suspense fallback={null}>
            <Island />
          </React.Suspense>
        </IslandBoundary>
      </main>,
    );
    await waitFor(() => expect(errors).toHaveBeenCalledWith('The option popovers could not start; the page works without it.', expect.any(Error)));
    expect(screen.getByRole('link', { name: 'target' })).toHaveAttribute('href', '/configuration/target/');
    expect(screen.getByRole('main')).toHaveTextContent('Served text with a link to the target page.');
    errors.mockRestore();
  });

  it('renders the island when it starts', () => {
    render(
      <IslandBoundary name="The copy buttons">
        <button type="button">Copy</button>
      </IslandBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('shows its fallback in place of an island that fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Island = React.lazy(() => Promise.reject(new Error('Loading chunk 12 failed.')));
    render(
      <IslandBoundary name="The Gold Sponsors list" fallback={<p>This list could not be loaded.</p>}>
        <React.Suspense fallback={null}>
          <Island />
        </React.Suspense>
      </IslandBoundary>,
    );
    expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('The Gold Sponsors list could not start; the page works without it.', expect.any(Error));
    errors.mockRestore();
  });
});

describe('BrowserOnly', () => {
  it('says the part could not be loaded when its chunk fails, and keeps the page around it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const VoteApp = React.lazy(() => Promise.reject(new Error('Loading chunk 687 failed.')));
    render(
      <main>
        <h1>Vote</h1>
        <BrowserOnly name="The vote" loading="Loading the vote…" noScript="Voting needs JavaScript." failed="The vote could not be loaded.">
          <VoteApp />
        </BrowserOnly>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The vote could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Vote' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the vote…')).not.toBeInTheDocument();
    errors.mockRestore();
  });
});
