import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { ThemeToggle } from '../../src/components/ThemeToggle';
import { THEME_KEY } from '../../src/lib/theme';

type Listener = () => void;
let systemDark = false;
let listeners: Listener[] = [];

beforeEach(() => {
  systemDark = false;
  listeners = [];
  window.matchMedia = jest.fn().mockImplementation(() => ({
    get matches() {
      return systemDark;
    },
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    removeEventListener: (_type: string, listener: Listener) => (listeners = listeners.filter((l) => l !== listener)),
  }));
});

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const theme = () => document.documentElement.getAttribute('data-theme');

describe('ThemeToggle', () => {
  it('shows the current theme as its pressed state and switches it', () => {
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(theme()).toBe('light');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(theme()).toBe('dark');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('starts from a stored choice and forgets it when the reader picks the system theme again', () => {
    window.localStorage.setItem(THEME_KEY, 'dark');
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(theme()).toBe('light');
    expect(window.localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('follows a change of the system setting while no choice is stored', () => {
    render(<ThemeToggle />);
    systemDark = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(theme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
