import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { SidebarItem } from '../../src/components/Sidebar';

const item = {
  title: 'Output',
  url: '/concepts/output/',
  anchors: [{ title: 'Filenames', id: 'filenames', level: 2, children: [{ title: 'Hashes', id: 'hashes', level: 3, children: [] }] }],
};

const renderItem = (current: boolean, anchors = item.anchors) =>
  render(
    <ul>
      <SidebarItem item={{ ...item, anchors }} current={current} />
    </ul>,
  );

describe('SidebarItem', () => {
  it('is open with nested anchor links when it is the current page', () => {
    renderItem(true);
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Filenames' })).toHaveAttribute('href', '/concepts/output/#filenames');
    expect(screen.getByRole('link', { name: 'Hashes' })).toHaveAttribute('href', '/concepts/output/#hashes');
  });

  it('is closed on other pages and toggles with the chevron', () => {
    renderItem(false);
    expect(screen.queryByRole('link', { name: 'Filenames' })).toBeNull();
    const chevron = screen.getByRole('button', { name: 'Show sections of Output' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(chevron);
    expect(screen.getByRole('link', { name: 'Filenames' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide sections of Output' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('recalculates when the current page changes', () => {
    const { rerender } = renderItem(false);
    rerender(
      <ul>
        <SidebarItem item={item} current />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Filenames' })).toBeInTheDocument();
  });

  it('disables the chevron when the page has no anchors', () => {
    renderItem(true, []);
    expect(screen.getByRole('button', { name: /sections of Output/ })).toBeDisabled();
  });
});
