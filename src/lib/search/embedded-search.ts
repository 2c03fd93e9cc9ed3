import type { SearchEngine } from './engine';
import { markTerms, snippet } from './highlight';
import type { FacetCount, SearchHit, SearchPage, SearchRequest } from './hit';
import { LEVELS, type SearchRecord } from './record';

function toHit(record: SearchRecord, terms: ReadonlySet<string>): SearchHit {
  const levels = LEVELS.flatMap((level) => {
    const value = record.hierarchy[level];
    return value ? [{ level, text: markTerms(value, terms) }] : [];
  });
  return {
    id: record.objectID,
    url: record.url,
    category: record.hierarchy.lvl0 ?? '',
    levels,
    snippet: record.content ? snippet(record.content, terms) : null,
  };
}

/** Counts per lvl0, most hits first. */
function countFacets(values: readonly string[]): FacetCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** One page of hits from the embedded index, with the lvl0 facet counted over every hit. */
export function searchEmbedded(engine: SearchEngine, { query, hitsPerPage, facet }: SearchRequest): SearchPage {
  const results = engine.search(query).map((result) => ({ record: engine.records[result.id], terms: result.terms }));
  const selected = facet ? results.filter(({ record }) => record.hierarchy.lvl0 === facet) : results;
  return {
    hits: selected.slice(0, hitsPerPage).map(({ record, terms }) => toHit(record, new Set(terms))),
    total: selected.length,
    facets: countFacets(results.map(({ record }) => record.hierarchy.lvl0 ?? '')),
  };
}
