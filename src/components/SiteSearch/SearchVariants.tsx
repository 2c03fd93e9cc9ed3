import * as React from 'react';
import { ClearIcon, loadProvider, SearchBox, SearchIcon, type SearchProvider } from '../SearchBox';
import { SITE_SEARCH } from '../SearchBox/names';
import type { SearchVariant } from './SearchPreview';
import * as styles from './SiteSearch.module.css';

/** How the reader reached for search before the box loaded. */
export interface SearchStart {
  readonly variant: SearchVariant;
  /** The preview's input: what was typed into it, and whether it has the focus, carry over. */
  readonly preview: HTMLInputElement | null;
}

export interface SearchVariantsProps {
  readonly start: SearchStart;
}

/**
 * Wide screens get the input in the bar; narrow ones a search icon that opens a dropdown with its
 * own input, focused as it opens; the clear icon closes it.
 */
export default function SearchVariants({ start }: SearchVariantsProps) {
  const [dropdown, setDropdown] = React.useState(start.variant === 'dropdown');
  const toggle = React.useRef<HTMLButtonElement>(null);
  // Both variants share one provider, loaded once; a failed load is tried again next time.
  const provider = React.useRef<Promise<SearchProvider> | null>(null);
  const getProvider = React.useCallback((input: HTMLInputElement | null) => {
    provider.current ??= loadProvider(input).catch((error: unknown) => {
      provider.current = null;
      throw error;
    });
    return provider.current;
  }, []);
  const closeDropdown = React.useCallback(() => {
    setDropdown(false);
    toggle.current?.focus();
  }, []);
  const barStart = start.variant === 'bar';
  // Read once, as the box replaces the preview.
  const [preview] = React.useState(() => ({ query: start.preview?.value ?? '', focused: start.preview !== null && document.activeElement === start.preview }));

  return (
    <div className={styles.slot}>
      <div className={styles.bar}>
        <SearchBox
          id={SITE_SEARCH.id}
          placeholder={SITE_SEARCH.placeholder}
          getProvider={getProvider}
          initialQuery={barStart ? preview.query : ''}
          autoFocus={barStart && preview.focused}
        />
      </div>
      <div className={styles.toggleVariant}>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={dropdown}
          aria-controls="search-dropdown"
          aria-label={dropdown ? 'Close search' : 'Open search'}
          onClick={() => setDropdown((value) => !value)}
        >
          {dropdown ? <ClearIcon /> : <SearchIcon />}
        </button>
        <div id="search-dropdown" className={styles.dropdown} hidden={!dropdown}>
          {dropdown && <SearchBox id="search-dropdown" placeholder="Search the docs" getProvider={getProvider} autoFocus onDone={closeDropdown} />}
        </div>
      </div>
    </div>
  );
}
