import { earlyTapsHeadScript, replayEarlyTaps } from '../../src/lib/early-taps';

describe('taps before the top bar hydrates', () => {
  const clicks: string[] = [];
  beforeAll(() => {
    // The head script, as the served page runs it before any of the site's scripts.
    const script = document.createElement('script');
    script.textContent = earlyTapsHeadScript;
    document.head.append(script);
  });
  beforeEach(() => {
    clicks.length = 0;
    document.body.innerHTML = `
      <button data-early-tap="theme">theme</button>
      <button data-early-tap="menu"><span>Menu</span></button>
      <button id="other">other</button>`;
    for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => clicks.push(button.textContent ?? ''));
    document.documentElement.setAttribute('data-theme', 'light');
    localStorage.clear();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
  });

  it('switches the theme at once and remembers a choice that differs from the system', () => {
    document.querySelector<HTMLElement>('[data-early-tap="theme"]')!.click();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    document.querySelector<HTMLElement>('[data-early-tap="theme"]')!.click();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(clicks).toEqual([]);
  });

  it('records a tap on the menu, inside the button too, and clicks it again once React listens; other controls are left alone', () => {
    jest.useFakeTimers();
    document.querySelector<HTMLElement>('[data-early-tap="menu"] span')!.click();
    document.getElementById('other')!.click();
    expect(clicks).toEqual(['other']);
    replayEarlyTaps();
    // In a task of its own, out of React's commit.
    expect(clicks).toEqual(['other']);
    jest.runAllTimers();
    jest.useRealTimers();
    expect(clicks).toEqual(['other', 'Menu']);
    // From then on the page's own handlers answer directly, and the theme is React's again.
    document.querySelector<HTMLElement>('[data-early-tap="theme"]')!.click();
    expect(clicks).toEqual(['other', 'Menu', 'theme']);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
