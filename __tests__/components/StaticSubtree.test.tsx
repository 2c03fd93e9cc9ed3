import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StaticSubtree } from '../../src/components/StaticContent';

const rendered = jest.fn();
function Entries({ page }: { readonly page: string }) {
  rendered(page);
  return (
    <table>
      <tbody>
        <tr>
          <td>
            <a href={`/configuration/${page}/`}>{page} entries</a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const page = (name: string) => (
  <StaticSubtree key={name}>
    <Entries page={name} />
  </StaticSubtree>
);

beforeEach(() => {
  rendered.mockClear();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe('StaticSubtree', () => {
  it('keeps the served HTML on the first load without rendering its children', async () => {
    const container = document.createElement('div');
    // As the build serves it (StaticSubtree.server.test.tsx checks the build renders the children).
    container.innerHTML = '<div><table><tbody><tr><td><a href="/configuration/output/">output entries</a></td></tr></tbody></table></div>';
    document.body.append(container);
    const served = container.querySelector('table');
    rendered.mockClear();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page('output'));
      await Promise.resolve();
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('table')).toBe(served);
    expect(screen.getByRole('link', { name: 'output entries' })).toHaveAttribute('href', '/configuration/output/');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders its children after a client-side navigation', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    render(page('module'));
    expect(rendered).toHaveBeenCalledWith('module');
    expect(screen.getByRole('link', { name: 'module entries' })).toBeInTheDocument();
  });

  it('renders its children when the page arrived without its served HTML (offline app shell)', () => {
    render(page('resolve'));
    expect(screen.getByRole('link', { name: 'resolve entries' })).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledWith('resolve');
  });

  it('keeps a labelled landmark as served (the top bar links) and renders it anew once its key changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<nav aria-label="Main" class="main"><ul><li><a href="/concepts/" aria-current="true">Documentation</a></li></ul></nav>';
    document.body.append(container);
    const served = container.querySelector('ul');
    const bar = (section: string) => (
      <StaticSubtree key={section} as="nav" aria-label="Main" className="main">
        <ul>
          <li>
            <a href="/concepts/" aria-current={section === 'docs' ? 'true' : undefined}>
              Documentation
            </a>
          </li>
          <li>
            <Entries page={section} />
          </li>
        </ul>
      </StaticSubtree>
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, bar('docs'));
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('ul')).toBe(served);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('main');
    // Another section after a client-side navigation: rendered by React, with the new current link.
    document.documentElement.setAttribute('data-hydrated', '');
    await act(async () => {
      root?.render(bar('contribute'));
      await Promise.resolve();
    });
    expect(rendered).toHaveBeenCalledWith('contribute');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('main');
    expect(screen.getByRole('link', { name: 'Documentation' })).not.toHaveAttribute('aria-current');
    errors.mockRestore();
  });
});
