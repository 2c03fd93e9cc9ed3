import { SEARCH_INDEX_FILE } from './record';

export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;

/** Fetches and parses a JSON file; a status other than 2xx is an error. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

let prefetched: Promise<unknown> | null = null;

/**
 * Starts downloading the embedded index as soon as the reader reaches for the search box, while the
 * box's code is still loading, so the first keystroke does not wait for the two one after the
 * other. Kept in the HTTP cache either way (an Algolia setup leaves it unused).
 */
export function prefetchSearchIndex(): void {
  prefetched ??= fetchJson(SEARCH_INDEX_URL);
  prefetched.catch(() => {
    prefetched = null;
  });
}

/** The prefetched index, or a fresh download; a failed prefetch is not reused. */
export function searchIndexJson<T>(): Promise<T> {
  const pending = prefetched;
  prefetched = null;
  return (pending as Promise<T> | null) ?? fetchJson<T>(SEARCH_INDEX_URL);
}
