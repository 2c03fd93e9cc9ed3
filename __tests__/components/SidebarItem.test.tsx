import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { SidebarItem } from '../../src/components/Sidebar';
import type { SidebarItemData } from '../../src/lib/sidebar';

const ANCHORS = [{ title: 'Filenames', id: 'filenames', level: 2, children: [{ title: 'Hashes', id: 'hashes', level: 3, children: [] }] }];
const item: SidebarItemData = { title: 'Output', url: '/concepts/output/', hasAnchors: true };

let fetchMock: jest.Mock;
let answer: () => Promise<Response>;
beforeEach(() => {
  answer = async () => ({ ok: true, status: 200, json: async () => ({ '/concepts/output/': ANCHORS }) }) as Response;
  fetchMock = jest.fn(() => answer());
  global.fetch = fetchMock;
});

// Each test its own section: the anchors file of a section is fetched once per page load.
let sections = 0;
const renderItem = (current: boolean, data: SidebarItemData = item) => {
  const section = `section-${++sections}`;
  const view = render(
    <ul>
      <SidebarItem section={section} item={data} current={current} />
    </ul>,
  );
  return { ...view, section };
};

describe('SidebarItem', () => {
  it('is open with nested anchor links when it is the current page, from the anchors it came with', () => {
    renderItem(true, { ...item, anchors: ANCHORS });
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Filenames' })).toHaveAttribute('href', '/concepts/output/#filenames');
    expect(screen.getByRole('link', { name: 'Hashes' })).toHaveAttribute('href', '/concepts/output/#hashes');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is closed on other pages; the chevron opens it with the anchors from its section file, fetched once', async () => {
    const { section } = renderItem(false);
    expect(screen.queryByRole('link', { name: 'Filenames' })).toBeNull();
    const chevron = screen.getByRole('button', { name: 'Show sections of Output' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(chevron);
    expect(await screen.findByRole('link', { name: 'Filenames' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/sidebar-anchors/${section}.json`);
    expect(screen.getByRole('button', { name: 'Hide sections of Output' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide sections of Output' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show sections of Output' }));
    expect(await screen.findByRole('link', { name: 'Hashes' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the anchors cannot be loaded, and tries again on request', async () => {
    answer = async () => ({ ok: false, status: 503, json: async () => ({}) }) as Response;
    renderItem(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show sections of Output' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading content.');
    answer = async () => ({ ok: true, status: 200, json: async () => ({ '/concepts/output/': ANCHORS }) }) as Response;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Filenames' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a file of the wrong shape as a failure', async () => {
    answer = async () => ({ ok: true, status: 200, json: async () => ({ '/concepts/output/': [{ title: 1 }] }) }) as Response;
    renderItem(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show sections of Output' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading content.');
  });

  it('recalculates when the current page changes', () => {
    const { rerender, section } = renderItem(false);
    rerender(
      <ul>
        <SidebarItem section={section} item={{ ...item, anchors: ANCHORS }} current />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Filenames' })).toBeInTheDocument();
  });

  it('disables the chevron when the page has no anchors', () => {
    renderItem(true, { ...item, hasAnchors: false, anchors: [] });
    expect(screen.getByRole('button', { name: /sections of Output/ })).toBeDisabled();
  });
});
