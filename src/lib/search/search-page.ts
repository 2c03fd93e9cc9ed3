/** The results page: every hit for a query, grouped by section, at an address a reader can share. */
export const SEARCH_PAGE_PATH = '/search/';
/** Longer queries are cut: nobody types more, and a pasted wall of text should not stall the index. */
export const MAX_QUERY_LENGTH = 500;

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query.trim())}`;
}

/** The query of a results page address (`?q=…`), trimmed and bounded; '' when there is none. */
export function queryFromSearch(search: string): string {
  const value = new URLSearchParams(search).get('q') ?? '';
  return value.trim().slice(0, MAX_QUERY_LENGTH);
}
