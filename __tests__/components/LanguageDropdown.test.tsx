import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { LanguageDropdown } from '../../src/components/LanguageDropdown';

function setup() {
  render(
    <div>
      <LanguageDropdown />
      <button type="button">outside</button>
    </div>,
  );
  return screen.getByRole('button', { name: /select language/i });
}

const menuOpen = () => screen.getByRole('button', { name: /select language/i }).getAttribute('aria-expanded') === 'true';

describe('LanguageDropdown', () => {
  it('opens on click and lists English and Chinese with their lang', () => {
    const button = setup();
    expect(menuOpen()).toBe(false);
    fireEvent.click(button);
    expect(menuOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('href', 'https://webpack.docschina.org/');
  });

  it('opens on hover and closes when the pointer leaves', () => {
    const button = setup();
    fireEvent.mouseEnter(button.parentElement!);
    expect(menuOpen()).toBe(true);
    fireEvent.mouseLeave(button.parentElement!);
    expect(menuOpen()).toBe(false);
  });

  it('moves with the arrow keys, wrapping at both ends, and closes on Escape', () => {
    const button = setup();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(menuOpen()).toBe(true);
    expect(document.activeElement).toHaveTextContent('English');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('中文');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('English');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveTextContent('中文');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menuOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click or focus outside', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'outside' }));
    expect(menuOpen()).toBe(false);
    fireEvent.click(button);
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    expect(menuOpen()).toBe(false);
  });
});
