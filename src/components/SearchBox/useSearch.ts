import * as React from 'react';
import { describeSearchError } from '../../lib/search/errors';
import type { SearchPage, SearchRequest } from '../../lib/search/hit';
import type { SearchProvider } from './provider';

export interface SearchState {
  /** The request the page (or error) answers. */
  readonly request: SearchRequest | null;
  readonly page: SearchPage | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly credit: SearchProvider['credit'] | null;
}

const IDLE: SearchState = { request: null, page: null, loading: false, error: null, credit: null };

/** Query timings the benchmark (scripts/bench-search.mjs) reads in Chromium. */
const QUERY_MEASURE = 'search-query';

/**
 * Runs requests against the provider `getProvider` loads; an answer to an older request than the
 * latest is dropped. Failures are logged with the service's message and shown, never thrown.
 */
export function useSearch(getProvider: () => Promise<SearchProvider>) {
  const [state, setState] = React.useState<SearchState>(IDLE);
  const latest = React.useRef(0);

  const run = React.useCallback(
    async (request: SearchRequest | null) => {
      const ticket = ++latest.current;
      if (!request) {
        setState((previous) => ({ ...IDLE, credit: previous.credit }));
        return;
      }
      setState((previous) => ({ ...previous, loading: true }));
      let provider: SearchProvider;
      try {
        provider = await getProvider();
      } catch (error) {
        console.error('The search index could not be loaded:', error);
        if (ticket === latest.current) {
          setState({ ...IDLE, request, error: 'The search index could not be loaded. Check your connection and try again.' });
        }
        return;
      }
      const start = performance.now();
      let page: SearchPage;
      try {
        page = await provider.search(request);
      } catch (error) {
        const failure = describeSearchError(error);
        console.error(failure.detail);
        if (ticket === latest.current) setState({ request, page: null, loading: false, error: failure.message, credit: provider.credit });
        return;
      }
      if (typeof performance.measure === 'function') performance.measure(QUERY_MEASURE, { start });
      if (ticket !== latest.current) return;
      setState({ request, page, loading: false, error: null, credit: provider.credit });
      // Snippets that needed the network follow; without them the hits stay as shown.
      const completed = await provider.withSnippets?.(request, page).catch(() => null);
      if (completed && ticket === latest.current) setState({ request, page: completed, loading: false, error: null, credit: provider.credit });
    },
    [getProvider],
  );

  return { state, run };
}
