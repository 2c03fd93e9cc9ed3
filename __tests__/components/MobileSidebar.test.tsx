import { fireEvent, render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { MenuButton, MobileSidebar } from '../../src/components/MobileSidebar';

const TREE = [
  {
    name: 'concepts',
    title: 'Concepts',
    url: '/concepts/',
    pages: [
      { title: 'Output', url: '/concepts/output/' },
      { title: 'Concepts', url: '/concepts/' },
      { title: 'Printable Concepts', url: '/concepts/printable/' },
    ],
  },
  { name: 'guides', title: 'Guides', url: '/guides/', pages: [{ title: 'Guides', url: '/guides/' }] },
];

/** The layout's wiring: the menu button opens the panel, the panel reports closing. */
function Harness() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <MenuButton open={open} onOpen={() => setOpen(true)} />
      <MobileSidebar open={open} onOpenChange={setOpen} currentUrl="/concepts/output/" />
      <a href="/elsewhere/">Page link</a>
    </>
  );
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => TREE }) as Response);
  global.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

const touch = (element: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
  fireEvent[type](element, { changedTouches: [{ clientX: x, clientY: y }], touches: type === 'touchEnd' ? [] : [{ clientX: x, clientY: y }] });

describe('MobileSidebar', () => {
  it('fetches the site tree only when first opened and lists sections, index first, printable hidden', async () => {
    render(<Harness />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(fetchMock).toHaveBeenCalledWith('/site-tree.json');
    const nav = await screen.findByRole('navigation', { name: 'All documentation' });
    const concepts = within(nav).getByRole('region', { name: 'Concepts' });
    expect(
      within(concepts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Concepts', 'Output']);
    expect(within(concepts).getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('region', { name: 'Guides' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus to the menu button', async () => {
    render(<Harness />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const close = screen.getByRole('button', { name: 'Close the menu' });
    expect(close).toHaveFocus();
    const dialog = screen.getByRole('dialog', { name: 'Site navigation' });
    await within(dialog).findByRole('navigation');
    const links = within(dialog).getAllByRole('link');
    links[links.length - 1].focus();
    fireEvent.keyDown(links[links.length - 1], { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(links[links.length - 1]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes on a link, on the close icon and on a tap outside', async () => {
    render(<Harness />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('link', { name: 'Output' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    // The backdrop is the layer right behind the panel.
    fireEvent.click(screen.getByRole('dialog').previousElementSibling!);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a right swipe over 20 px from the edge handle, following the finger under 295 px', () => {
    render(<Harness />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const handle = screen.getByTestId('mobile-sidebar-handle');
    const dialog = screen.getByRole('dialog', { hidden: true });
    touch(handle, 'touchStart', 2, 300);
    touch(handle, 'touchMove', 22, 300);
    touch(handle, 'touchEnd', 22, 300);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    touch(handle, 'touchStart', 2, 300);
    touch(handle, 'touchMove', 500, 310);
    expect(dialog.style.transform).toBe('translateX(calc(-100% + 294px))');
    touch(handle, 'touchEnd', 500, 310);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.style.transform).toBe('');
  });

  it('ignores steep swipes and closes on a left swipe over 20 px', () => {
    render(<Harness />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    touch(screen.getByTestId('mobile-sidebar-handle'), 'touchStart', 2, 300);
    touch(screen.getByTestId('mobile-sidebar-handle'), 'touchEnd', 102, 380);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    const dialog = screen.getByRole('dialog');
    touch(dialog, 'touchStart', 200, 300);
    touch(dialog, 'touchEnd', 181, 300);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    touch(dialog, 'touchStart', 200, 300);
    touch(dialog, 'touchEnd', 150, 310);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
