import * as React from 'react';
import { ClearIcon, loadProvider, SearchBox, SearchIcon, type SearchProvider } from '../SearchBox';
import * as styles from './SiteSearch.module.css';

/**
 * Wide screens get the input in the bar; narrow ones a search icon that opens a dropdown with its
 * own input, focused as it opens; the clear icon closes it.
 */
export default function SearchVariants() {
  const [dropdown, setDropdown] = React.useState(false);
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

  return (
    <div className={styles.slot}>
      <div className={styles.bar}>
        <SearchBox id="site-search" placeholder="Search this site..." getProvider={getProvider} />
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
