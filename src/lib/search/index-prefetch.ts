import { fetchJson } from '../fetch-ok';
import { SEARCH_CONFIG_FILE, SEARCH_INDEX_FILE } from './record';
import { checkSearchConfig } from './setup';

export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;
export const SEARCH_CONFIG_URL = `/${SEARCH_CONFIG_FILE}`;

let config: Promise<unknown> | null = null;
let index: Promise<unknown> | null = null;

/** The build's search config; null when it cannot be read (the box then uses the embedded index). */
export function searchConfigJson(): Promise<unknown> {
  config ??= fetchJson<unknown>(SEARCH_CONFIG_URL).catch(() => {
    config = null;
    return null;
  });
  return config;
}

/**
 * Starts loading what the box needs as soon as the reader reaches for it, while the box's code is
 * still loading: the config, then, unless it names Algolia, the embedded index. The first keystroke
 * then waits for neither after the other.
 */
export function prefetchSearch(): void {
  void searchConfigJson().then((value) => {
    if (checkSearchConfig(value).algolia || index) return;
    index = fetchJson<unknown>(SEARCH_INDEX_URL);
    index.catch(() => {
      index = null;
    });
  });
}

/** The prefetched index, or a fresh download; a failed prefetch is not reused. */
export function searchIndexJson<T>(): Promise<T> {
  const pending = index;
  index = null;
  return (pending as Promise<T> | null) ?? fetchJson<T>(SEARCH_INDEX_URL);
}
