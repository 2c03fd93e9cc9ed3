import { render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { IslandBoundary } from '../../src/components/IslandBoundary';

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
});
