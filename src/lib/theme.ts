/**
 * Light or dark colours. The system setting decides until the reader picks the other theme with the
 * toggle; that choice is kept in localStorage. Picking the system's own theme again forgets the
 * choice, so the site follows the system from then on.
 */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';
/** Set on <html> by the head script before the first paint; the dark tokens hang off it. */
export const THEME_ATTRIBUTE = 'data-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export function readStoredTheme(storage: Storage): Theme | null {
  try {
    const value = storage.getItem(THEME_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function resolveTheme(stored: Theme | null, systemPrefersDark: boolean): Theme {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

/** Remembers a choice that differs from the system, forgets one that matches it. */
export function storeTheme(storage: Storage, theme: Theme, systemPrefersDark: boolean): void {
  try {
    if (theme === resolveTheme(null, systemPrefersDark)) storage.removeItem(THEME_KEY);
    else storage.setItem(THEME_KEY, theme);
  } catch {
    // Storage refused (private mode): the theme still changes for this page view.
  }
}

/** Runs in <head> before the body renders, so the first paint already has the right colours. */
export const themeHeadScript = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t!=="light"&&t!=="dark")t=matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches?"dark":"light";document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`;
