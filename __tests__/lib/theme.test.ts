import { readStoredTheme, resolveTheme, storeTheme, THEME_KEY, themeHeadScript } from '../../src/lib/theme';

const setSystemDark = (dark: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
};

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  jest.restoreAllMocks();
});

describe('theme storage', () => {
  it('reads only a valid stored theme', () => {
    expect(readStoredTheme(window.localStorage)).toBeNull();
    window.localStorage.setItem(THEME_KEY, 'dark');
    expect(readStoredTheme(window.localStorage)).toBe('dark');
    window.localStorage.setItem(THEME_KEY, 'sepia');
    expect(readStoredTheme(window.localStorage)).toBeNull();
  });

  it('follows the system unless a choice is stored', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('stores a choice that differs from the system and forgets one that matches it', () => {
    storeTheme(window.localStorage, 'dark', false);
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    storeTheme(window.localStorage, 'light', false);
    expect(window.localStorage.getItem(THEME_KEY)).toBeNull();
    storeTheme(window.localStorage, 'light', true);
    expect(window.localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('survives storage that throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readStoredTheme(window.localStorage)).toBeNull();
    expect(() => storeTheme(window.localStorage, 'dark', false)).not.toThrow();
  });
});

describe('theme head script', () => {
  it('applies the stored choice before paint', () => {
    setSystemDark(false);
    window.localStorage.setItem(THEME_KEY, 'dark');
    new Function(themeHeadScript)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('applies the system setting when nothing is stored', () => {
    setSystemDark(true);
    new Function(themeHeadScript)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    setSystemDark(false);
    new Function(themeHeadScript)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
