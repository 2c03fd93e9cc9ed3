import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { Contributors } from '../../src/components/Contributors';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const box = (top: number) => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });
const github = (handle: string, name = handle) => ({ name, handle, url: `https://github.com/${handle}`, avatarUrl: `https://github.com/${handle}.png` });
const plain = (name: string) => ({ name, handle: null, url: null, avatarUrl: null });

describe('Contributors', () => {
  it('renders nothing without contributors', () => {
    const { container } = render(<Contributors contributors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads 90 px avatars only once the block is partly visible, checking every 300 ms, and keeps them', () => {
    let top = 5000;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => box(top));
    render(<Contributors contributors={[github('sokra')]} />);
    expect(screen.getByRole('link', { name: 'sokra' })).toHaveAttribute('href', 'https://github.com/sokra');
    expect(screen.queryByRole('img')).toBeNull();
    act(() => jest.advanceTimersByTime(900));
    expect(screen.queryByRole('img')).toBeNull();
    top = window.innerHeight - 10;
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('img')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const avatar = document.querySelector('img')!;
    expect(avatar).toHaveAttribute('width', '90');
    expect(avatar.getAttribute('src')).toBe('https://github.com/sokra.png?size=180');
    top = 5000;
    act(() => jest.advanceTimersByTime(900));
    expect(document.querySelector('img')).not.toBeNull();
  });

  it('names a GitHub user by their git name, linked to the profile', () => {
    render(<Contributors contributors={[github('sokra', 'Tobias Koppers')]} />);
    expect(screen.getByRole('link', { name: 'Tobias Koppers' })).toHaveAttribute('href', 'https://github.com/sokra');
  });

  it('shows someone without a GitHub account by name with drawn initials, and requests no image even when seen', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => box(0));
    const { container } = render(<Contributors contributors={[plain('Seed d68198fc maintainers')]} />);
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Seed d68198fc maintainers');
    expect(container.querySelector('img')).toBeNull();
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveTextContent('SM');
    expect(svg.querySelector('image')).toBeNull();
  });

  it('links a non-GitHub person with a homepage, the name being the link text', () => {
    render(<Contributors contributors={[{ ...plain('Kyle Robinson Young'), url: 'http://dontkry.com' }]} />);
    expect(screen.getByRole('link', { name: 'Kyle Robinson Young' })).toHaveAttribute('href', 'http://dontkry.com');
  });
});
