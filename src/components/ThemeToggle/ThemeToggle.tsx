import * as React from 'react';
import { DARK_QUERY, readStoredTheme, resolveTheme, storeTheme, THEME_ATTRIBUTE, type Theme } from '../../lib/theme';
import { earlyTap } from '../../lib/early-taps';
import * as styles from './ThemeToggle.module.css';

const systemPrefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;
const currentTheme = () => resolveTheme(readStoredTheme(window.localStorage), systemPrefersDark());
const applyTheme = (theme: Theme) => document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);

/**
 * The top bar's dark-theme switch. The head script (gatsby-ssr) has already set the theme before
 * paint; this button only changes it. Both icons are in the markup and CSS shows the one that fits
 * the <html> attribute, so the button looks right before hydration too.
 */
export function ThemeToggle() {
  // Unknown during static generation: aria-pressed appears once the browser says which theme is on.
  const [theme, setTheme] = React.useState<Theme | null>(null);

  React.useEffect(() => {
    const sync = () => {
      const next = currentTheme();
      applyTheme(next);
      setTheme(next);
    };
    sync();
    // Follow the system while no choice is stored, and choices made in other tabs.
    const media = window.matchMedia?.(DARK_QUERY);
    media?.addEventListener('change', sync);
    window.addEventListener('storage', sync);
    return () => {
      media?.removeEventListener('change', sync);
      window.removeEventListener('storage', sync);
    };
  }, []);

  const toggle = () => {
    const next: Theme = (theme ?? currentTheme()) === 'dark' ? 'light' : 'dark';
    storeTheme(window.localStorage, next, systemPrefersDark());
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      onClick={toggle}
      {...earlyTap('theme')}
    >
      <svg className={styles.moon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <svg className={styles.sun} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
