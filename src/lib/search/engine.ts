import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { recordTitle, type SearchRecord } from './record';
import { processTerm, tokenize } from './tokenize';

/** What the full-text engine indexes for one record. */
interface IndexedFields {
  readonly id: number;
  /** The record's own heading (the page title for a page's intro). */
  readonly title: string;
  /** The headings above it: page title, then h2 for an h3. */
  readonly parents: string;
  readonly content: string;
}

/**
 * Ranking: a match in a section's own heading outweighs one in the headings above it, which
 * outweighs body text. Prefix matching serves type-ahead and plurals ("loader" → "loaders");
 * a small fuzziness forgives a typo in longer words. Both count for less than an exact match.
 */
export const RANKING = {
  boost: { title: 5, parents: 1.5, content: 1 },
  weights: { prefix: 0.4, fuzzy: 0.25 },
  minPrefixLength: 3,
  minFuzzyLength: 5,
  fuzziness: 0.2,
} as const;

const ENGINE_OPTIONS: Options<IndexedFields> = {
  fields: ['title', 'parents', 'content'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: RANKING.boost,
    weights: RANKING.weights,
    prefix: (term) => term.length >= RANKING.minPrefixLength,
    fuzzy: (term) => (term.length >= RANKING.minFuzzyLength ? RANKING.fuzziness : false),
    combineWith: 'OR',
  },
};

/** The embedded index as the build writes it to search-index.json. */
export interface EmbeddedIndex {
  readonly records: readonly SearchRecord[];
  readonly index: AsPlainObject;
}

function fieldsOf(record: SearchRecord, id: number): IndexedFields {
  const { lvl1, lvl2 } = record.hierarchy;
  const parents = record.type === 'lvl1' ? [] : record.type === 'lvl2' ? [lvl1] : [lvl1, lvl2];
  return { id, title: recordTitle(record.hierarchy), parents: parents.filter(Boolean).join(' '), content: record.content ?? '' };
}

/**
 * The whole text is indexed, but only its start ships for snippets: the full text of every
 * section would double the download.
 */
export const EXCERPT_LENGTH = 200;

function excerpt(content: string | null): string | null {
  if (!content || content.length <= EXCERPT_LENGTH) return content;
  const cut = content.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${content.slice(0, cut > 0 ? cut : EXCERPT_LENGTH)}…`;
}

export function buildEmbeddedIndex(records: readonly SearchRecord[]): EmbeddedIndex {
  const engine = new MiniSearch<IndexedFields>(ENGINE_OPTIONS);
  engine.addAll(records.map(fieldsOf));
  return { records: records.map((record) => ({ ...record, content: excerpt(record.content) })), index: engine.toJSON() };
}

export interface SearchEngine {
  readonly records: readonly SearchRecord[];
  search(query: string): SearchResult[];
}

export function loadEmbeddedIndex({ records, index }: EmbeddedIndex): SearchEngine {
  const engine = MiniSearch.loadJS<IndexedFields>(index, ENGINE_OPTIONS);
  return { records, search: (query) => engine.search(query) };
}
