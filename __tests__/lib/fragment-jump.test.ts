import { FRAGMENT_JUMP_CLASS, keepInView, layOutEverythingForJump } from '../../src/lib/fragment-jump';

it('marks the document while it jumps to a fragment, and unmarks it on a page without one', () => {
  layOutEverythingForJump(document, true);
  expect(document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS)).toBe(true);
  layOutEverythingForJump(document, false);
  expect(document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS)).toBe(false);
});

describe('keepInView', () => {
  let resized: () => void = () => undefined;
  beforeEach(() => {
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = () => undefined;
      }
    } as unknown as typeof ResizeObserver;
  });

  function targetAt(tops: number[]) {
    const target = document.createElement('h2');
    target.getBoundingClientRect = () => ({ top: tops[0] }) as DOMRect;
    target.scrollIntoView = jest.fn(() => tops.shift());
    document.body.append(target);
    return target;
  }

  it('brings the target back when the page above it moves it', () => {
    const tops = [111, 20];
    const target = targetAt(tops);
    keepInView(target);
    tops.shift();
    resized();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('lets go once the reader scrolls', () => {
    const tops = [111, 20];
    const target = targetAt(tops);
    keepInView(target);
    window.dispatchEvent(new Event('wheel'));
    tops.shift();
    resized();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
