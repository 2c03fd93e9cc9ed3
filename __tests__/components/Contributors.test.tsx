import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { Contributors } from '../../src/components/Contributors';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const box = (top: number) => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });

describe('Contributors', () => {
  it('renders nothing without contributors', () => {
    const { container } = render(<Contributors contributors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads 90 px avatars only once the block is partly visible, checking every 300 ms, and keeps them', () => {
    let top = 5000;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => box(top) as DOMRect);
    render(<Contributors contributors={['sokra']} />);
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
    expect(avatar.getAttribute('src')).toMatch(/^https:\/\/github\.com\/sokra\.png/);
    top = 5000;
    act(() => jest.advanceTimersByTime(900));
    expect(document.querySelector('img')).not.toBeNull();
  });
});
