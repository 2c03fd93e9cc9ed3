import * as React from 'react';
import { SearchIcon } from '../SearchBox/icons';
import { SEARCH_LABEL, SITE_SEARCH, searchInputId, searchListboxId } from '../SearchBox/names';
import * as boxStyles from '../SearchBox/SearchBox.module.css';
import * as styles from './SiteSearch.module.css';

export type SearchVariant = 'bar' | 'dropdown';

export interface SearchPreviewProps {
  readonly input: React.RefObject<HTMLInputElement>;
  /** The reader reached for search: load the box. */
  readonly onActivate: (variant: SearchVariant) => void;
}

/**
 * The search controls as the page is served: the bar's input and the narrow screens' toggle, with
 * the markup and look of the real box, so nothing moves when it replaces them. Pointing at,
 * focusing or typing into them loads the box; nothing of search is in a page's first load.
 */
export function SearchPreview({ input, onActivate }: SearchPreviewProps) {
  const bar = () => onActivate('bar');
  return (
    <div className={styles.slot}>
      <div className={styles.bar}>
        <div role="search" className={boxStyles.search}>
          <label htmlFor={searchInputId(SITE_SEARCH.id)} className="visually-hidden">
            {SEARCH_LABEL}
          </label>
          <SearchIcon className={boxStyles.icon} />
          <input
            ref={input}
            id={searchInputId(SITE_SEARCH.id)}
            className={boxStyles.input}
            type="search"
            // What it becomes on focus: the box's combobox, its listbox not rendered yet.
            role="combobox"
            aria-expanded={false}
            aria-controls={searchListboxId(SITE_SEARCH.id)}
            aria-autocomplete="list"
            placeholder={SITE_SEARCH.placeholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            onPointerEnter={bar}
            onFocus={bar}
            onInput={bar}
          />
        </div>
      </div>
      <div className={styles.toggleVariant}>
        <button type="button" className={styles.toggle} aria-expanded={false} aria-label="Open search" onClick={() => onActivate('dropdown')}>
          <SearchIcon />
        </button>
      </div>
    </div>
  );
}
