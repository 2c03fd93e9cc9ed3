import type { SearchEngine } from './engine';
import { markTerms, snippet } from './highlight';
import type { FacetCount, SearchHit, SearchPage, SearchRequest } from './hit';
import { LEVELS, type SearchRecord } from './record';

/** The records of one page of hits, with the index terms each matched. */
export interface RankedPage {
  readonly results: readonly { readonly record: SearchRecord; readonly terms: ReadonlySet<string> }[];
  readonly total: number;
  readonly facets: readonly FacetCount[];
}

/** Counts per lvl0, most hits first. */
function countFacets(values: readonly string[]): FacetCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/**
 * The first `size` results with at least `minPages` distinct pages among them when that many match: the
 * best section of each of the first pages, then the best of the rest, all in rank order. One long page
 * whose sections all match would otherwise fill a five-hit dropdown.
 */
export function withDistinctPages<T extends { readonly record: SearchRecord }>(results: readonly T[], size: number, minPages: number): T[] {
  const top = results.slice(0, size);
  const pageOf = (result: T) => result.record.url.split('#')[0];
  if (new Set(top.map(pageOf)).size >= minPages) return top;
  const chosen = new Set<T>();
  const pages = new Set<string>();
  for (const result of results) {
    if (pages.size >= Math.min(minPages, size)) break;
    if (!pages.has(pageOf(result))) {
      pages.add(pageOf(result));
      chosen.add(result);
    }
  }
  for (const result of results) {
    if (chosen.size >= size) break;
    chosen.add(result);
  }
  return results.filter((result) => chosen.has(result));
}

/** One page of hits from the embedded index, with the lvl0 facet counted over every hit. */
export function rankEmbedded(engine: SearchEngine, { query, hitsPerPage, facet, minPages }: SearchRequest): RankedPage {
  const results = engine.search(query).map((result) => ({ record: engine.records[result.id as number], terms: result.terms }));
  const selected = facet ? results.filter(({ record }) => record.hierarchy.lvl0 === facet) : results;
  const hits = minPages ? withDistinctPages(selected, hitsPerPage, minPages) : selected.slice(0, hitsPerPage);
  return {
    // Only the hits shown need their terms as a set (to mark them); a query can match most of the index.
    results: hits.map(({ record, terms }) => ({ record, terms: new Set(terms) })),
    total: selected.length,
    facets: countFacets(results.map(({ record }) => record.hierarchy.lvl0 ?? '')),
  };
}

/** Ranked records as hits: matched words marked, a snippet from the section's text when known. */
export function embeddedPage({ results, total, facets }: RankedPage, textOf: (record: SearchRecord) => string | null): SearchPage {
  const hits = results.map(({ record, terms }): SearchHit => {
    const text = textOf(record);
    return {
      id: record.objectID,
      url: record.url,
      category: record.hierarchy.lvl0 ?? '',
      levels: LEVELS.flatMap((level) => {
        const value = record.hierarchy[level];
        return value ? [{ level, text: markTerms(value, terms) }] : [];
      }),
      snippet: text ? snippet(text, terms) : null,
    };
  });
  return { hits, total, facets };
}
