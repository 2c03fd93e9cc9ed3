import type { FacetCount, Highlighted, SearchHit, SearchPage, SearchRequest, Segment } from './hit';
import { hitUrl, plainText } from './hit';
import { asObject, asString } from './json';
import { LEVELS } from './record';

// Markers no documentation text contains, turned into segments rather than trusted as HTML.
const PRE_TAG = '__aa-highlight__';
const POST_TAG = '__/aa-highlight__';
const FACET = 'hierarchy.lvl0';
const SNIPPET_WORDS = 24;

/** The `params` string of one request to POST /1/indexes/*\/queries (§7). */
export function algoliaParams({ query, hitsPerPage, facet }: SearchRequest): string {
  const params: [string, string][] = [
    ['query', query],
    ['hitsPerPage', String(hitsPerPage)],
    ['attributesToRetrieve', JSON.stringify(['hierarchy', 'url', 'anchor', 'content'])],
    ['attributesToHighlight', JSON.stringify(LEVELS.map((level) => `hierarchy.${level}`))],
    ['attributesToSnippet', JSON.stringify([`content:${SNIPPET_WORDS}`])],
    ['highlightPreTag', PRE_TAG],
    ['highlightPostTag', POST_TAG],
    ['snippetEllipsisText', '…'],
    ['facets', JSON.stringify([FACET])],
  ];
  if (facet) params.push(['facetFilters', JSON.stringify([[`${FACET}:${facet}`]])]);
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** "a __aa-highlight__b__/aa-highlight__" → [a ][b, marked]. */
export function parseHighlight(value: string): Highlighted {
  const segments: Segment[] = [];
  for (const [index, part] of value.split(PRE_TAG).entries()) {
    const end = part.indexOf(POST_TAG);
    const [marked, rest] = index === 0 || end < 0 ? ['', part] : [part.slice(0, end), part.slice(end + POST_TAG.length)];
    if (marked) segments.push({ text: marked, match: true });
    if (rest) segments.push({ text: rest, match: false });
  }
  return segments;
}

function toHit(raw: unknown, warn: (message: string) => void): SearchHit {
  const hit = asObject(raw);
  const hierarchy = asObject(hit.hierarchy);
  const highlighted = asObject(asObject(hit._highlightResult).hierarchy);
  const id = asString(hit.objectID) ?? '';
  const url = hitUrl(asString(hit.url), asString(hit.anchor));
  if (!url) warn(`Search hit ${id || JSON.stringify(hit)} has neither a URL nor an anchor: it is listed without a link.`);
  const levels = LEVELS.flatMap((level) => {
    const value = asString(hierarchy[level]);
    const marked = asString(asObject(highlighted[level]).value);
    return value ? [{ level, text: marked ? parseHighlight(marked) : plainText(value) }] : [];
  });
  const snippet = asString(asObject(asObject(hit._snippetResult).content).value) ?? asString(hit.content);
  return { id, url, category: asString(hierarchy.lvl0) ?? '', levels, snippet: snippet ? parseHighlight(snippet) : null };
}

/** The first result of a multi-query answer as the box's page of hits. */
export function algoliaPage(response: unknown, warn: (message: string) => void): SearchPage {
  const [result] = Array.isArray(asObject(response).results) ? (asObject(response).results as unknown[]) : [];
  const { hits, nbHits, facets } = asObject(result);
  const counts: FacetCount[] = Object.entries(asObject(asObject(facets)[FACET]))
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([value, count]) => ({ value, count }));
  const list = Array.isArray(hits) ? hits : [];
  return {
    hits: list.map((hit) => toHit(hit, warn)),
    total: typeof nbHits === 'number' ? nbHits : list.length,
    facets: counts,
  };
}
