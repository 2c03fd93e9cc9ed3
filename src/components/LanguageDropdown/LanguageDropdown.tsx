import * as React from 'react';
import { LANGUAGES } from '../../lib/site-links';
import { earlyTap } from '../../lib/early-taps';
import * as styles from './LanguageDropdown.module.css';

/**
 * Language switcher: opens on hover or click, closes on Escape and on a click or focus outside;
 * arrow keys move through the languages and wrap around.
 */
export function LanguageDropdown() {
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLDivElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const items = React.useRef<(HTMLAnchorElement | null)[]>([]);
  // An item to focus once the menu is open (items inside a hidden list cannot take focus).
  const [pendingFocus, setPendingFocus] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const focusItem = (index: number) => {
    const count = LANGUAGES.length;
    items.current[((index % count) + count) % count]?.focus();
  };

  React.useEffect(() => {
    if (!open || pendingFocus === null) return;
    focusItem(pendingFocus);
    setPendingFocus(null);
  }, [open, pendingFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const target = current < 0 ? (step > 0 ? 0 : -1) : current + step;
      if (open) focusItem(target);
      else {
        setOpen(true);
        setPendingFocus(target);
      }
    }
  };

  return (
    <div ref={root} className={styles.dropdown} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen((value) => !value)}
        {...earlyTap('language')}
      >
        <span className="visually-hidden">Select language: </span>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.globe}>
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5M12 2.5C9.4 5.2 8.1 8.4 8.1 12s1.3 6.8 3.9 9.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className={styles.label}>English</span>
      </button>
      <ul id="language-menu" className={styles.menu} hidden={!open}>
        {LANGUAGES.map((language, index) => (
          <li key={language.lang}>
            <a
              ref={(element) => {
                items.current[index] = element;
              }}
              href={language.url}
              lang={language.lang}
              hrefLang={language.lang}
              target="_blank"
              rel="noopener noreferrer"
            >
              {language.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
