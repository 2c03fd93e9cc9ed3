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
});
