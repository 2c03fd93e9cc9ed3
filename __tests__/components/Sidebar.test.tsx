import { act, fireEvent, render, screen } from '@testing-library/react';
import * as gatsby from 'gatsby';
import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Sidebar } from '../../src/components/Sidebar';
import type { SidebarData } from '../../src/lib/sidebar';

const ANCHORS = [{ title: 'Filenames', id: 'filenames', level: 2, children: [] }];
const sidebar: SidebarData = {
  section: 'concepts',
  title: 'Concepts',
  printableUrl: '/concepts/printable/',
  groups: [
    {
      title: null,
      items: [
        { title: 'Concepts', url: '/concepts/', hasAnchors: true, anchors: [{ title: 'Entry', id: 'entry', level: 2, children: [] }] },
        { title: 'Output', url: '/concepts/output/', hasAnchors: true },
      ],
    },
  ],
};
const served = (currentUrl: string) => <Sidebar sidebar={sidebar} currentUrl={currentUrl} version="5.113.0" />;

let navigate: jest.SpyInstance;
beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ '/concepts/output/': ANCHORS }) }) as Response);
  navigate = jest.spyOn(gatsby, 'navigate').mockImplementation(() => undefined);
  document.body.innerHTML = '';
});
afterEach(() => navigate.mockRestore());

/** The sidebar as the build serves it, then hydrated as on a first visit. */
async function arrive(currentUrl: string): Promise<{ container: HTMLElement; root: Root }> {
  document.documentElement.setAttribute('data-hydrated', '');
  const build = render(served(currentUrl));
  const html = build.container.innerHTML;
  build.unmount();
  document.documentElement.removeAttribute('data-hydrated');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, served(currentUrl));
    await Promise.resolve();
  });
  return { container, root: root! };
}

describe('Sidebar on the page the reader arrived on', () => {
  it('keeps the served list without a hydration error, and its links navigate without a reload', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await arrive('/concepts/');
    const output = screen.getByRole('link', { name: 'Output' });
    expect(container.contains(output)).toBe(true);
    expect(screen.getByRole('link', { name: 'Concepts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Entry' })).toHaveAttribute('href', '/concepts/#entry');
    fireEvent.click(output);
    expect(navigate).toHaveBeenCalledWith('/concepts/output/');
    // Served and never hydrated: React attached nothing to the list's elements.
    expect(screen.getByRole('link', { name: 'Output' })).toBe(output);
    expect(Object.keys(output).filter((key) => key.startsWith('__react'))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('opens the item whose served chevron was clicked, with its anchors, and keeps the focus on its chevron', async () => {
    await arrive('/concepts/');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show sections of Output' }));
    });
    const chevron = await screen.findByRole('button', { name: 'Hide sections of Output' });
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    expect(chevron).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Filenames' })).toHaveAttribute('href', '/concepts/output/#filenames');
    // The current page's item stays as it was.
    expect(screen.getByRole('link', { name: 'Entry' })).toBeInTheDocument();
    fireEvent.click(chevron);
    expect(screen.queryByRole('link', { name: 'Filenames' })).toBeNull();
  });

  it('shows the new current page after a client-side navigation', async () => {
    const { root } = await arrive('/concepts/');
    await act(async () => {
      root.render(served('/concepts/output/'));
      await Promise.resolve();
    });
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Concepts' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Entry' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Filenames' })).toBeInTheDocument();
  });
});
