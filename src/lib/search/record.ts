/** The spec's search hit (§3) as a stored record: one per heading section, DocSearch's shape. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** lvl0 is the section ("Configuration"), lvl1 the page title, lvl2/lvl3 the h2/h3 the record sits under. */
export type Hierarchy = { readonly [L in Level]: string | null };

export interface SearchRecord {
  /** Unique and stable across builds: Algolia replaces a record with the same id. */
  readonly objectID: string;
  /** The page URL, with #anchor for a heading section. */
  readonly url: string;
  readonly anchor: string | null;
  readonly hierarchy: Hierarchy;
  /** Plain text of the section (code blocks left out). */
  readonly content: string | null;
  /** Search keywords: the page's on its intro record, and readers' vocabulary on any section it targets. */
  readonly keywords?: string;
  /** The deepest level set, as DocSearch names it. */
  readonly type: Level;
}

/** Files the build writes next to the pages. */
export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_RECORDS_FILE = 'search-records.json';
export const SEARCH_CONFIG_FILE = 'search-config.json';

/** The deepest heading of a record: the page title for a page's intro, else its h2 or h3. */
export function recordTitle(hierarchy: Hierarchy): string {
  for (let i = LEVELS.length - 1; i > 0; i--) {
    const value = hierarchy[LEVELS[i]];
    if (value) return value;
  }
  return hierarchy.lvl0 ?? '';
}

/**
 * A record's objectID: its anchor URL, else the page URL (a section without an id after the
 * first gets ~n, its position on the page).
 */
export const recordId = (pageUrl: string, anchor: string | null, index: number): string =>
  anchor ? `${pageUrl}#${anchor}` : index === 0 ? pageUrl : `${pageUrl}~${index}`;
