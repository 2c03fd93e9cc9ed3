import { navigate } from 'gatsby';
import { searchPageUrl } from '../../lib/search/search-page';
import * as React from 'react';
import { groupHits } from '../../lib/search/hit';
import { SEARCH_SETTINGS } from '../../lib/search/setup';
import { SearchIcon } from './icons';
import { SEARCH_LABEL, searchInputId, searchListboxId } from './names';
import type { SearchProvider } from './provider';
import { SearchResults } from './SearchResults';
import { useSearch, type SearchState } from './useSearch';
import * as styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** Prefix of the element ids; unique on the page. */
  readonly id: string;
  readonly placeholder: string;
  /** Loads the provider on first focus or typing; the input is checked by the setup validation. */
  readonly getProvider: (input: HTMLInputElement | null) => Promise<SearchProvider>;
  /** Focus the input when the box appears (the dropdown variant becoming active). */
  readonly autoFocus?: boolean;
  /** Typed before the box appeared (into the page's preview of it). */
  readonly initialQuery?: string;
  /** After Escape or a chosen hit. */
  readonly onDone?: () => void;
}

/**
 * A combobox (ARIA 1.2): results show while the input has focus or was clicked and a query is
 * typed; the first hit is preselected; Up/Down move, Enter or Tab choose, Escape closes and clears.
 */
export function SearchBox({ id, placeholder, getProvider, autoFocus = false, initialQuery = '', onDone }: SearchBoxProps) {
  const root = React.useRef<HTMLDivElement>(null);
  const input = React.useRef<HTMLInputElement>(null);
  const load = React.useCallback(() => getProvider(input.current), [getProvider]);
  const { state, run } = useSearch(load);
  const [query, setQuery] = React.useState(initialQuery);
  const [facet, setFacet] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  const [cursor, setCursor] = React.useState<number | null>(null);

  const trimmed = query.trim();
  const active = trimmed.length >= SEARCH_SETTINGS.minQueryLength;
  React.useEffect(() => {
    void run(active ? { query: trimmed, hitsPerPage: SEARCH_SETTINGS.hitsPerPage, facet, minPages: SEARCH_SETTINGS.minPagesPerDropdown } : null);
  }, [run, active, trimmed, facet]);

  const groups = React.useMemo(() => groupHits(state.page?.hits ?? []), [state.page]);
  const hits = groups.flatMap((group) => group.hits);
  const canSeeAll = Boolean(state.page && state.page.total > state.page.hits.length);
  const count = hits.length + (canSeeAll ? 1 : 0);
  const visible = open && active && Boolean(state.page || state.error || state.loading);
  const listboxId = searchListboxId(id);
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new answer preselects its first hit.
  React.useEffect(() => setCursor((current) => (current !== null && current < count ? current : count ? 0 : null)), [state.page, count]);

  React.useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  React.useEffect(() => {
    if (cursor !== null) document.getElementById(`${id}-option-${cursor}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, cursor]);

  React.useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    return () => document.removeEventListener('mousedown', closeIfOutside);
  }, [open]);

  const reset = () => {
    setQuery('');
    setFacet(null);
    setCursor(null);
    setOpen(false);
  };

  const go = (url: string) => {
    reset();
    if (url.startsWith('#')) window.location.hash = url;
    else void navigate(url);
    onDone?.();
  };

  const choose = (index: number) => {
    if (index === hits.length && canSeeAll) {
      go(searchPageUrl(trimmed));
      return;
    }
    const url = hits[index]?.url;
    if (url) go(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const step = (delta: number) => {
      event.preventDefault();
      setOpen(true);
      // Past either end the cursor rests on the input itself, as in autocomplete.js.
      setCursor((current) => {
        if (!count) return null;
        const next = (current ?? (delta > 0 ? -1 : count)) + delta;
        return next < 0 || next >= count ? null : next;
      });
    };
    if (event.key === 'ArrowDown') step(1);
    else if (event.key === 'ArrowUp') step(-1);
    else if ((event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) && visible && cursor !== null) {
      event.preventDefault();
      choose(cursor);
    } else if (event.key === 'Enter' && active) {
      // Nothing highlighted: the full results page for the query.
      event.preventDefault();
      go(searchPageUrl(trimmed));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      reset();
      onDone?.();
    }
  };

  return (
    <div
      ref={root}
      role="search"
      className={styles.search}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={searchInputId(id)} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <SearchIcon className={styles.icon} />
      <input
        ref={input}
        id={searchInputId(id)}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={visible}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={visible && cursor !== null ? optionId(cursor) : undefined}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onFocus={() => {
          setOpen(true);
          load().catch(() => undefined); // Warm up; a failure is reported by the search itself.
        }}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setCursor(null);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={styles.popup}
        hidden={!visible}
        // Clicks on hits keep the focus in the input; the facet select and links take it as usual.
        onMouseDown={(event) => {
          if (!(event.target as Element).closest('select, a:not([data-hit])')) event.preventDefault();
        }}
      >
        <SearchResults
          listboxId={listboxId}
          optionId={optionId}
          state={state}
          groups={groups}
          canSeeAll={canSeeAll}
          cursor={cursor}
          facet={facet}
          onFacet={(value) => {
            setFacet(value);
            setCursor(null);
          }}
          onChoose={choose}
          onPoint={setCursor}
          seeAllUrl={active ? searchPageUrl(trimmed) : null}
        />
      </div>
      <p role="status" className="visually-hidden">
        {statusText(visible, state)}
      </p>
    </div>
  );
}

/** What a screen reader hears as results arrive. */
function statusText(visible: boolean, { page, error, loading, request }: SearchState): string {
  if (!visible) return '';
  if (error) return error;
  if (!page) return loading ? 'Loading search…' : '';
  if (!page.total) return `No results found for "${request?.query ?? ''}"`;
  return page.total > page.hits.length ? `${page.hits.length} of ${page.total} results` : `${page.total} results`;
}
