import * as React from 'react';
import type { FacetCount, SearchHit } from '../../lib/search/hit';
import { SmartLink } from '../SmartLink';
import { Highlight, HitPath } from './Highlight';
import type { SearchState } from './useSearch';
import * as styles from './SearchBox.module.css';

// The include-all facet's title.
const ALL_DEPARTMENTS = 'All departments';

export interface SearchResultsProps {
  readonly listboxId: string;
  readonly optionId: (index: number) => string;
  readonly state: SearchState;
  /** Hits in the order they are listed (grouped by category). */
  readonly groups: readonly { readonly category: string; readonly hits: readonly SearchHit[] }[];
  readonly canSeeAll: boolean;
  readonly cursor: number | null;
  readonly facet: string | null;
  readonly onFacet: (facet: string | null) => void;
  readonly onChoose: (index: number) => void;
  readonly onPoint: (index: number) => void;
  /** The results page for the query, where "See all" leads. */
  readonly seeAllUrl: string | null;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const isModified = (event: React.MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

function FacetSelect({
  facets,
  facet,
  onFacet,
}: {
  readonly facets: readonly FacetCount[];
  readonly facet: string | null;
  readonly onFacet: (facet: string | null) => void;
}) {
  const total = facets.reduce((sum, { count }) => sum + count, 0);
  return (
    <label className={styles.facet}>
      <span>Show</span>
      <select value={facet ?? ''} onChange={(event) => onFacet(event.target.value || null)}>
        <option value="">
          {ALL_DEPARTMENTS} ({total})
        </option>
        {facets.map(({ value, count }) => (
          <option key={value} value={value}>
            {value} ({count})
          </option>
        ))}
      </select>
    </label>
  );
}

/** The dropdown's content: the facet, the listbox of grouped hits, empty and error texts, the credit. */
export function SearchResults({ listboxId, optionId, state, groups, canSeeAll, cursor, facet, onFacet, onChoose, onPoint, seeAllUrl }: SearchResultsProps) {
  const { page, error, loading, request, credit } = state;
  let index = -1;
  // An option with somewhere to go is itself a link (role=option is allowed on <a href>): a plain
  // click or Enter navigates in the app, a modified or middle click opens a tab, the address can be
  // copied. It is never tabbed to: the focus stays in the input, as the combobox pattern wants.
  const option = (content: React.ReactNode, href: string | null, className: string) => {
    const current = ++index;
    const props = {
      key: current,
      id: optionId(current),
      role: 'option',
      'aria-selected': cursor === current,
      className: cursor === current ? `${className} ${styles.active}` : className,
      onMouseMove: () => cursor !== current && onPoint(current),
    };
    if (!href) {
      return (
        <div {...props} aria-disabled>
          {content}
        </div>
      );
    }
    return (
      <a
        {...props}
        href={href}
        tabIndex={-1}
        data-hit=""
        onClick={(event) => {
          if (isModified(event)) return;
          event.preventDefault();
          onChoose(current);
        }}
      >
        {content}
      </a>
    );
  };
  const hasHits = Boolean(page?.hits.length);
  return (
    <>
      {loading && !page && !error && <p className={styles.note}>Loading search…</p>}
      {error && <p className={styles.error}>{error}</p>}
      {page && (page.facets.length > 1 || facet) && <FacetSelect facets={page.facets} facet={facet} onFacet={onFacet} />}
      {page && !hasHits && request && <p className={styles.note}>No results found for &quot;{request.query}&quot;</p>}
      <div id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox} hidden={!hasHits}>
        {groups.map(({ category, hits }) => (
          <div key={category} role="group" aria-label={category} className={styles.group}>
            <div className={styles.category} aria-hidden="true">
              {category}
            </div>
            {hits.map((hit) => {
              const title = hit.levels[hit.levels.length - 1];
              return option(
                <>
                  <span className={styles.title}>{title && <Highlight text={title.text} />}</span>
                  <HitPath levels={hit.levels.slice(0, -1)} className={styles.path} />
                  {hit.snippet && (
                    <span className={styles.snippet}>
                      <Highlight text={hit.snippet} />
                    </span>
                  )}
                </>,
                hit.url,
                styles.option,
              );
            })}
          </div>
        ))}
        {canSeeAll && page && option(<>See all {page.total} results</>, seeAllUrl, `${styles.option} ${styles.seeAll}`)}
      </div>
      {credit && (
        <p className={styles.credit}>
          Search by{' '}
          <SmartLink href={credit.url} className={styles.creditLink}>
            {credit.name}
          </SmartLink>
        </p>
      )}
    </>
  );
}
