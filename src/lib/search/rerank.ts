import { stemmer } from 'stemmer';
import { recordTitle, type SearchRecord } from './record';

/**
 * What a reader means when the words alone do not rank it first. Full-text scores reward matching
 * words; these rules reward matching the thing a reader named:
 * - a query that is exactly a section's heading (an option path such as `devtool`, a glossary
 *   term, a hook name) puts that section first, before longer names that merely start with it;
 * - a query that is exactly a page's title (a loader, a plugin, a guide) puts the page first;
 * - a CLI flag (`--mode`) or an API call written with parentheses is read as the name inside.
 * A question ("what is a chunk") is reduced to its content words first, so its term is matched too.
 */
export const RERANK = {
  /** Score factor for a page whose title is the query, plurals aside ("loader" → Loaders). */
  exactPageTitle: 40,
  /** Score factor for a section whose own heading is the query. */
  exactHeading: 30,
  /** Score factor for the page that documents the API a query names by its prefix. */
  apiHome: 30,
  /** How strongly matching more of the query's words counts (score × share of words matched ^ this). */
  coveragePower: 1,
  /** How much a section gains from the rest of its page matching too (0 = nothing). */
  pageWeight: 1,
  /** An option heading of a package README (a loader's `publicPath`) yields to webpack's own reference. */
  packageHeading: 8,
} as const;

/** Sections of package READMEs, whose option names repeat webpack's. */
const PACKAGE_SECTIONS = new Set(['Loaders', 'Plugins']);

/**
 * Where the API a reader names by its form lives: `this.async` is the loader context, `__webpack_hash__`
 * a module variable, `module.hot.accept` the HMR API, `--fail-on-warnings` and `webpack configtest` the CLI.
 */
export const API_HOMES: readonly { readonly pattern: RegExp; readonly page: string }[] = [
  { pattern: /^this\.\w/, page: '/api/loaders/' },
  { pattern: /^__\w+__$/, page: '/api/module-variables/' },
  { pattern: /^(module\.hot|import\.meta\.webpackHot)\b/, page: '/api/hot-module-replacement/' },
  { pattern: /^compiler\.hooks\b/, page: '/api/compiler-hooks/' },
  { pattern: /^compilation\.hooks\b/, page: '/api/compilation-hooks/' },
  { pattern: /^(--[a-z]|(npx )?webpack(-cli)? (configtest|info|version|help|--))/, page: '/api/cli/' },
];

const QUESTION = /^(what|what's|whats|how|why|when|where|which|who|is|are|can|do|does|should)\b(\s+(is|are|was|do|does|did|can|should|i|you|we|to|a|an|the))*\s+/i;

/** The name a reader typed, as a heading would spell it: case, dashes of a flag and call parentheses aside. */
export function normalizedName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^--?/, '')
    .replace(/\(\)$/, '')
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ');
}

/** The words of a question without the question around them: "what is a chunk?" → "chunk". */
export function questionSubject(query: string): string {
  return query.trim().replace(QUESTION, '').replace(/^(a|an|the)\s+/i, '').replace(/[?!.]+$/, '');
}

/** Headings compared as names: the flag table's "--mode" and the glossary's "Chunk" both name "mode"/"chunk". */
const headingName = (heading: string) => normalizedName(heading.replace(/[`:'"]/g, ''));

/** A name with each word stemmed, so a page titled "Loaders" or "Entry Points" answers "loader", "entry point". */
const stemmedName = (name: string) => name.split(/[\s-]+/).map((word) => stemmer(word)).join(' ');

export interface Scored {
  readonly id: number;
  readonly score: number;
  /** The query's terms this result matched (MiniSearch's queryTerms). */
  readonly queryTerms?: readonly string[];
}

/** The page an API-shaped query belongs to (`this.async` → /api/loaders/), if any. */
export function apiHomeOf(query: string): string | undefined {
  return API_HOMES.find(({ pattern }) => pattern.test(query.trim()))?.page;
}

/** Reorders full-text results by the rules above; ties keep the engine's order. */
export function rerank<T extends Scored>(query: string, results: readonly T[], records: readonly SearchRecord[]): T[] {
  const names = new Set([normalizedName(query), normalizedName(questionSubject(query))].filter(Boolean));
  const stems = new Set([...names].map(stemmedName));
  const home = apiHomeOf(query);
  const typed = normalizedName(query).replace(/[:'"`]/g, '');
  const factor = (record: SearchRecord | undefined): number => {
    if (!record) return 1;
    if (record.type === 'lvl1' && stems.has(stemmedName(headingName(record.hierarchy.lvl1 ?? '')))) return RERANK.exactPageTitle;
    const heading = headingName(recordTitle(record.hierarchy));
    // A pasted message starts with the words of the heading that explains it.
    if (heading.split(' ').length >= 3 && typed.startsWith(heading)) return RERANK.exactHeading;
    // An option path heading also answers its last segment: `output.publicPath` for "publicPath".
    if (names.has(heading) || names.has(heading.split('.').pop() ?? '')) return PACKAGE_SECTIONS.has(record.hierarchy.lvl0 ?? '') ? RERANK.packageHeading : RERANK.exactHeading;
    if (home && record.url.startsWith(home)) return RERANK.apiHome;
    return 1;
  };
  // A section that matches more of the query's words answers it better than one repeating a single word.
  const asked = Math.max(1, ...results.map((result) => result.queryTerms?.length ?? 0));
  const coverage = (result: T) => ((result.queryTerms?.length ?? asked) / asked) ** RERANK.coveragePower;
  // A page many of whose sections match is about the query: its sections rise together.
  const pageOf = (result: T) => records[result.id]?.url.split('#')[0] ?? '';
  const pageScores = new Map<string, number>();
  for (const result of results) pageScores.set(pageOf(result), (pageScores.get(pageOf(result)) ?? 0) + result.score * coverage(result));
  const topPage = Math.max(1e-9, ...pageScores.values());
  const pageWeight = (result: T) => 1 + RERANK.pageWeight * ((pageScores.get(pageOf(result)) ?? 0) / topPage);
  return results
    .map((result, index) => ({ result, index, score: result.score * factor(records[result.id]) * coverage(result) * pageWeight(result) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ result, score }) => ({ ...result, score }));
}

/**
 * The words to hand the full-text engine. A pasted error message carries the reader's own paths
 * and names in quotes ('./App' in '/home/me/app/src'); they match unrelated sections, so a long
 * query drops its quoted parts and keeps webpack's own words.
 */
export function engineQuery(query: string): string {
  const words = query.trim().split(/\s+/);
  if (words.length < 5) return query;
  // A quote that opens after a letter is an apostrophe (Can't), not a quotation.
  const unquoted = query.replace(/(?<!\w)('[^']*'|"[^"]*"|`[^`]*`)(?!\w)/g, ' ').replace(/\s+/g, ' ').trim();
  return unquoted.split(' ').length >= 3 ? unquoted : query;
}
