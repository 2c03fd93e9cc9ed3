import { act, render } from '@testing-library/react';
import * as React from 'react';
import { DEFAULT_REPEAT_DELAY, HEIGHT_MEASURE_DELAY, TextRotator } from '../../src/components/TextRotator';

const WORDS = ['assets', 'scripts', 'images', 'styles'];
const current = (container: HTMLElement) => container.querySelector('[data-word]')?.getAttribute('data-word');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('TextRotator', () => {
  it('waits the delay, then changes word every repeat delay, wrapping around', () => {
    const { container } = render(<TextRotator words={WORDS} delay={5000} repeatDelay={5000} />);
    expect(current(container)).toBe('assets');
    act(() => jest.advanceTimersByTime(4999));
    expect(current(container)).toBe('assets');
    act(() => jest.advanceTimersByTime(1));
    expect(current(container)).toBe('scripts');
    act(() => jest.advanceTimersByTime(5000));
    expect(current(container)).toBe('images');
    act(() => jest.advanceTimersByTime(5000));
    expect(current(container)).toBe('styles');
    act(() => jest.advanceTimersByTime(5000));
    expect(current(container)).toBe('assets');
  });

  it('repeats every 3 s by default and stands still while paused', () => {
    expect(DEFAULT_REPEAT_DELAY).toBe(3000);
    const { container, rerender } = render(<TextRotator words={WORDS} />);
    act(() => jest.advanceTimersByTime(0));
    expect(current(container)).toBe('scripts');
    act(() => jest.advanceTimersByTime(3000));
    expect(current(container)).toBe('images');
    rerender(<TextRotator words={WORDS} paused />);
    act(() => jest.advanceTimersByTime(30000));
    expect(current(container)).toBe('images');
  });

  it('measures the line height 50 ms after mounting and scrolls the reel by it', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height: 40 }) as DOMRect);
    const { container } = render(<TextRotator words={WORDS} delay={1000} repeatDelay={1000} />);
    const window = container.querySelector<HTMLElement>('[data-word]')!;
    expect(HEIGHT_MEASURE_DELAY).toBe(50);
    act(() => jest.advanceTimersByTime(49));
    expect(window.style.height).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(window.style.height).toBe('40px');
    act(() => jest.advanceTimersByTime(1000));
    expect((window.firstElementChild as HTMLElement).style.transform).toBe('translateY(-40px)');
  });

  it('is hidden from assistive technology, since the heading says it in words', () => {
    const { container } = render(<TextRotator words={WORDS} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
