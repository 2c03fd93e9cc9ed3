import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { loadPackedIndex, packIndex, type PackedIndex } from './index-codec';
import { recordTitle, type SearchRecord } from './record';
import { packRecords, unpackRecords, type PackedRecords } from './record-codec';
import { apiHomeOf, engineQuery, rerank } from './rerank';
import { indexTokenizer, processTerm, stemsOf, tokenize } from './tokenize';

/** What the full-text engine indexes for one record. */
interface IndexedFields {
  readonly id: number;
  /** The record's own heading (the page title for a page's intro). */
  readonly title: string;
  /** The headings above it: page title, then h2 for an h3. */
  readonly parents: string;
  readonly content: string;
  /** The record's search keywords (the page's on its intro, readers' vocabulary on the sections it targets). */
  readonly keywords: string;
}

/**
 * Ranking: a match in a section's own heading outweighs one in the headings above it, which
 * outweighs body text. Prefix matching serves type-ahead, so it applies to the word being typed,
 * the last one ("output.file"); the words before it are complete, and stemming meets their
 * plurals. A small fuzziness forgives a typo in longer words the index does not know. Both count
 * for less than an exact match.
 * For the same words, webpack's own reference and guides come before package READMEs, and the
 * site's other pages (organization, sponsors) last.
 */
export const RANKING = {
  boost: { title: 5, keywords: 5, parents: 1.5, content: 1 },
  weights: { prefix: 0.4, fuzzy: 0.25 },
  minPrefixLength: 3,
  minFuzzyLength: 5,
  fuzziness: 0.2,
  /** Two letters off ("extrenals", "optimisation") still count in words of five letters or more. */
  minFuzzyEdits: 2,
  categoryBoost: { Configuration: 1.4, API: 1.2, Concepts: 1.2, Guides: 1.2, General: 0.5 } as Readonly<Record<string, number>>,
} as const;

/** The letters a typo may be off by in a word: none in short words, where every edit makes another word. */
const typoEdits = (term: string) =>
  term.length >= RANKING.minFuzzyLength ? Math.max(RANKING.minFuzzyEdits, Math.floor(term.length * RANKING.fuzziness)) : false;

const ENGINE_OPTIONS: Options<IndexedFields> = {
  fields: ['title', 'keywords', 'parents', 'content'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: RANKING.boost,
    weights: RANKING.weights,
    prefix: (term) => term.length >= RANKING.minPrefixLength,
    fuzzy: typoEdits,
    combineWith: 'OR',
  },
};

/**
 * Whether the sorted term list has `term` (or, as a prefix, a term starting with it): a binary search for the
 * first term not below it.
 */
export function hasTerm(sortedTerms: readonly string[], term: string, asPrefix: boolean): boolean {
  let low = 0;
  let high = sortedTerms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sortedTerms[middle] ?? '') < term) low = middle + 1;
    else high = middle;
  }
  const found = sortedTerms[low] ?? '';
  return asPrefix ? found.startsWith(term) : found === term;
}

/**
 * The embedded index as the build writes it to search-index.json: the records without their
 * text (the box fetches that per page, for the hits in view) and the packed full-text index.
 */
export interface EmbeddedIndex {
  readonly records: PackedRecords;
  readonly index: PackedIndex;
}

function fieldsOf(record: SearchRecord, id: number): IndexedFields {
  const { lvl1, lvl2 } = record.hierarchy;
  const parents = record.type === 'lvl1' ? [] : record.type === 'lvl2' ? [lvl1] : [lvl1, lvl2];
  return {
    id,
    title: recordTitle(record.hierarchy),
    parents: parents.filter(Boolean).join(' '),
    content: record.content ?? '',
    keywords: record.keywords ?? '',
  };
}

/**
 * processTerm for one indexing run, remembering each word's terms: most words recur thousands of times, and
 * stemming them again was a third of the build's indexing time. The terms depend only on the word and on whether
 * the field is body text.
 */
export function rememberingProcessTerm(process: typeof processTerm = processTerm): (raw: string, fieldName?: string) => string[] | null {
  const known = new Map<string, string[] | null>();
  return (raw, fieldName) => {
    const key = `${fieldName === 'content' ? 'c' : fieldName === undefined ? 'q' : 'h'}${raw}`;
    let terms = known.get(key);
    if (terms === undefined) known.set(key, (terms = process(raw, fieldName)));
    return terms;
  };
}

export function buildEmbeddedIndex(records: readonly SearchRecord[]): EmbeddedIndex {
  const documents = records.map(fieldsOf);
  const known = stemsOf(documents.flatMap(({ title, parents, content, keywords }) => [title, parents, content, keywords]));
  const engine = new MiniSearch<IndexedFields>({ ...ENGINE_OPTIONS, tokenize: indexTokenizer(known), processTerm: rememberingProcessTerm() });
  engine.addAll(documents);
  return { records: packRecords(records), index: packIndex(engine.toJSON(), ['content']) };
}

export interface SearchEngine {
  readonly records: readonly SearchRecord[];
  search(query: string): SearchResult[];
}

export function loadEmbeddedIndex(embedded: EmbeddedIndex): SearchEngine {
  const records = unpackRecords(embedded.records);
  const engine = loadPackedIndex<IndexedFields>(embedded.index, ENGINE_OPTIONS);
  const boostDocument = (id: number) => RANKING.categoryBoost[records[id].hierarchy.lvl0 ?? ''] ?? 1;
  const pageIds = new Map(records.map((record, id) => [record.url, id]));
  const terms = embedded.index.terms.map(([term]) => term).sort();
  // A word the index has (the word being typed: as the start of one) is taken as typed: only a word it does not
  // know is read as a typo. "rspack" and "parcel" are on the comparison page; read as typos they were "stack",
  // "space" and "parser", whose many headings outranked it. A spell checker corrects unknown words the same way.
  const search = (query: string): SearchResult[] => {
    const words = engineQuery(query);
    // Expanding every word by prefix ("out" → output, outside …) cost most of a keystroke's time and found nothing
    // stemming does not; the last word is the one still being typed.
    const lastWord = new Set(processTerm(tokenize(words).at(-1) ?? '') ?? []);
    const prefix = (term: string) => term.length >= RANKING.minPrefixLength && lastWord.has(term);
    const fuzzy = (term: string) => (hasTerm(terms, term, prefix(term)) ? false : typoEdits(term));
    const results = engine.search(words, { boostDocument, fuzzy, prefix });
    // An API name the text does not spell out (`this.async` is code on its page) still finds the page documenting it.
    const home = apiHomeOf(query);
    const homeId = home === undefined ? undefined : pageIds.get(home);
    if (homeId !== undefined && !results.some((result) => records[result.id as number]?.url.startsWith(home ?? ''))) {
      results.push({ id: homeId, score: results[0]?.score ?? 1, terms: [], queryTerms: [], match: {} });
    }
    return rerank(query, results, records);
  };
  return { records, search };
}
