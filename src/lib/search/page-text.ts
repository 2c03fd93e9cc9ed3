import type { SearchRecord } from './record';

/**
 * The text shown under a hit comes from a small file next to its page, fetched for the pages in
 * view: shipping every section's text with the index would double its size.
 */
export const PAGE_TEXT_FILE = 'search-text.json';

/** objectID → the start of that section's text. */
export type PageText = Readonly<Record<string, string>>;

// Enough for a snippet around a match in all but the longest sections.
export const PAGE_TEXT_LENGTH = 1500;

export const pageOf = (url: string): string => url.split('#')[0];

export const pageTextUrl = (pageUrl: string): string => `${pageUrl}${PAGE_TEXT_FILE}`;

/** Every page's section texts, keyed by page URL. */
export function pageTexts(records: readonly SearchRecord[]): Map<string, PageText> {
  const pages = new Map<string, Record<string, string>>();
  for (const { objectID, url, content } of records) {
    if (!content) continue;
    const page = pages.get(pageOf(url)) ?? {};
    page[objectID] = content.length > PAGE_TEXT_LENGTH ? `${content.slice(0, PAGE_TEXT_LENGTH)}…` : content;
    pages.set(pageOf(url), page);
  }
  return pages;
}
