import { navigate } from 'gatsby';
import * as React from 'react';
import { groupHits, type SearchHit } from '../../lib/search/hit';
import { searchPageUrl } from '../../lib/search/search-page';
import { SEARCH_SETTINGS } from '../../lib/search/setup';
import { Highlight, HitPath } from '../SearchBox/Highlight';
import { loadProvider } from '../SearchBox/load-provider';
import { useSearch } from '../SearchBox/useSearch';
import * as styles from './SearchResultsPage.module.css';

function Hit({ hit }: { readonly hit: SearchHit }) {
  const title = hit.levels[hit.levels.length - 1];
  return (
    <li className={styles.hit}>
      {hit.url ? (
        <a href={hit.url} className={styles.title}>
          {title && <Highlight text={title.text} />}
        </a>
      ) : (
        <span className={styles.title}>{title && <Highlight text={title.text} />}</span>
      )}
      <HitPath levels={hit.levels.slice(1, -1)} className={styles.path} />
      {hit.snippet && (
        <p className={styles.snippet}>
          <Highlight text={hit.snippet} />
        </p>
      )}
    </li>
  );
}

/**
 * Every hit for the query in the address (`?q=`), grouped by section, with the box to search again.
 * Searching again changes the address, so results can be shared, reloaded and gone back to.
 */
export function SearchResultsPage({ query }: { readonly query: string }) {
  const load = React.useCallback(() => loadProvider(null), []);
  const { state, run } = useSearch(load);
  const [draft, setDraft] = React.useState(query);

  React.useEffect(() => setDraft(query), [query]);
  React.useEffect(() => {
    void run(query ? { query, hitsPerPage: SEARCH_SETTINGS.seeAllHitsPerPage, facet: null } : null);
  }, [run, query]);

  const groups = groupHits(state.page?.hits ?? []);
  const { page, error } = state;
  return (
    <>
      <form
        role="search"
        className={styles.form}
        action="/search/"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) void navigate(searchPageUrl(draft));
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the documentation
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      <div aria-live="polite">
        {!query && <p className={styles.note}>Type what you are looking for: an option, a loader, an error message.</p>}
        {query && !page && !error && <p className={styles.note}>Searching…</p>}
        {error && <p className={styles.error}>{error}</p>}
        {query && page && !page.hits.length && <p className={styles.note}>No results found for &quot;{query}&quot;</p>}
        {query && page && page.hits.length > 0 && (
          <p className={styles.note}>
            {page.total > page.hits.length
              ? `The first ${page.hits.length} of ${page.total} results`
              : `${page.total} ${page.total === 1 ? 'result' : 'results'}`}{' '}
            for &quot;{query}&quot;
          </p>
        )}
      </div>
      {groups.map(({ category, hits }) => (
        <section key={category} aria-labelledby={`results-${category}`} className={styles.group}>
          <h2 id={`results-${category}`} className={styles.category}>
            {category}
          </h2>
          <ol className={styles.hits}>
            {hits.map((hit) => (
              <Hit key={hit.id} hit={hit} />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
