import * as React from 'react';
import { fetchJson } from '../lib/fetch-ok';

export type FetchState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly data: T }
  | { readonly status: 'error'; readonly message: string };

/**
 * Fetches a JSON file of this site once `enabled` turns true (lazy data: nothing is requested
 * before). `accept` checks the shape, since the answer comes over the network; pass a function that
 * does not change between renders. The second value asks again after an error.
 */
export function useFetchJson<T>(url: string, enabled: boolean, accept: (data: unknown) => data is T): [FetchState<T>, () => void] {
  const [state, setState] = React.useState<FetchState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState({ status: 'loading' });
    fetchJson<unknown>(url)
      .then((data) => {
        if (!accept(data)) throw new Error(`${url} does not hold the expected data`);
        if (current) setState({ status: 'loaded', data });
      })
      .catch((error: Error) => {
        if (current) setState({ status: 'error', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [enabled, url, accept, attempt]);
  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
