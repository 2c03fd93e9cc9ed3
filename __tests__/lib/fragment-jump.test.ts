import { FRAGMENT_JUMP_CLASS, fragmentJumpHeadScript, keepInView, layOutEverythingForJump } from '../../src/lib/fragment-jump';

it('marks the document while it jumps to a fragment, and unmarks it on a page without one', () => {
  layOutEverythingForJump(document, true);
  expect(document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS)).toBe(true);
  layOutEverythingForJump(document, false);
  expect(document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS)).toBe(false);
});

describe('fragment jump head script', () => {
  const marked = () => document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS);
  const clickLink = (href: string) => {
    const link = document.createElement('a');
    link.href = href;
    link.append(document.createElement('span'));
    document.body.append(link);
    // A click on the link's text, its default prevented so that jsdom does not navigate.
    link.addEventListener('click', (event) => event.preventDefault());
    link.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    link.remove();
  };

  beforeAll(() => {
    window.history.replaceState(null, '', '/configuration/output/#outputpath');
    // The head script, as the served page runs it before the body is parsed.
    const script = document.createElement('script');
    script.textContent = fragmentJumpHeadScript;
    document.head.append(script);
  });

  it('marks a page opened at a fragment before anything is parsed', () => {
    expect(marked()).toBe(true);
  });

  it('follows the fragment when it changes, and unmarks a page without one', () => {
    window.history.replaceState(null, '', '/configuration/output/');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(marked()).toBe(false);
    window.history.replaceState(null, '', '/configuration/output/#');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(marked()).toBe(false);
    window.history.replaceState(null, '', '/configuration/output/#outputclean');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(marked()).toBe(true);
  });

  it('marks the page as a link to a fragment of this page is clicked, not for other links', () => {
    window.history.replaceState(null, '', '/configuration/output/');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    clickLink('/configuration/module/#modulerules');
    clickLink('/configuration/output/?print=1#outputpath');
    clickLink('https://example.com/configuration/output/#outputpath');
    clickLink('#');
    clickLink('/configuration/output/');
    expect(marked()).toBe(false);
    clickLink('#outputpath');
    expect(marked()).toBe(true);
    layOutEverythingForJump(document, false);
    clickLink('/configuration/output/#outputclean');
    expect(marked()).toBe(true);
  });
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
