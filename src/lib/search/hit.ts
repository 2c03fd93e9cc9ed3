import type { Level } from './record';

/** A piece of displayed text; `match` marks the words the query found. */
export interface Segment {
  readonly text: string;
  readonly match: boolean;
}
export type Highlighted = readonly Segment[];

/** A search result as the box shows it, whichever provider found it. */
export interface SearchHit {
  readonly id: string;
  /** Where choosing it leads; null for a hit with neither URL nor anchor (§8). */
  readonly url: string | null;
  /** lvl0, the group it is listed under. */
  readonly category: string;
  /** lvl0 … the deepest level set, matched words marked: the last one is the hit's title. */
  readonly levels: readonly { readonly level: Level; readonly text: Highlighted }[];
  /** Part of the section's text around the first match. */
  readonly snippet: Highlighted | null;
}

/** A value of the lvl0 facet with its number of hits. */
export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

export interface SearchRequest {
  readonly query: string;
  readonly hitsPerPage: number;
  /** Only hits of this lvl0; null for all departments. */
  readonly facet: string | null;
  /** At least this many distinct pages among the hits when that many match (the dropdown); absent: every section in rank order. */
  readonly minPages?: number;
}

export interface SearchPage {
  readonly hits: readonly SearchHit[];
  /** Hits in all, beyond this page. */
  readonly total: number;
  readonly facets: readonly FacetCount[];
}

/** A hit's link: its URL (with its anchor), else its anchor on this page, else none. */
export function hitUrl(url: string | null | undefined, anchor: string | null | undefined): string | null {
  if (url) return anchor && !url.includes('#') ? `${url}#${anchor}` : url;
  return anchor ? `#${anchor}` : null;
}

/** Hits in groups by category, groups in the order their best hit ranks. */
export function groupHits(hits: readonly SearchHit[]): { category: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.category, [...(groups.get(hit.category) ?? []), hit]);
  return [...groups].map(([category, grouped]) => ({ category, hits: grouped }));
}

export const plainText = (text: string): Highlighted => [{ text, match: false }];
