import { stemmer } from 'stemmer';
import { keywordsOfContent } from './keywords';
import { recordTitle, type SearchRecord } from './record';
import { processTerm, tokenize } from './tokenize';

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
  /**
   * How strongly matching more of the query's words counts (score × share of words matched ^ this): above 1, a
   * section with the one rare word a reader asked about ("breakpoint") is not outscored by one repeating the
   * common ones ("custom", "loader") in its heading.
   */
  coveragePower: 1.5,
  /** How much a section gains from the rest of its page matching too (0 = nothing). */
  pageWeight: 1,
  /** An option heading of a package README (a loader's `publicPath`) yields to webpack's own reference. */
  packageHeading: 8,
  /** Extra factor for Concepts pages and glossary entries when the query asks what something is. */
  definition: 3,
  /** Extra factor for a title spelled as typed over one that only shares its stem (Target, Targets). */
  sameSpelling: 1.5,
  /** Extra factor for the longest heading a pasted message starts with. */
  longestMessage: 3,
  /**
   * Extra factor for a section one of whose keywords the query holds whole ("process is not defined", "gzip"): a
   * keyword is a reviewed statement that those words mean this section, so all of its words together are the
   * reader naming it, where the engine counts each word alone and finds them scattered over other sections.
   */
  keywordInQuery: 4,
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
  // The Stats object's methods and the compiler's run/watch/close are the Node API, not `stats.*` options.
  // "stats toJson" is stats.toJson() written with a space.
  { pattern: /^(stats[. ](to|has)[A-Z]\w*|compiler\.(run|watch|close))\b/, page: '/api/node/' },
  // A command line with a flag ("webpack serve --open") is answered where the flags are listed.
  { pattern: /^(--[a-z]|(npx )?webpack(-cli)? (configtest|info|version|help|--|[a-z]+ --[a-z]))/, page: '/api/cli/' },
  // A line of webpack's schema validation error names the option it rejects: "configuration.output.path: The provided value …".
  { pattern: /^-?\s*configuration(\.[\w[\]]+)+:\s/, page: '/guides/troubleshooting/#invalid-configuration-object' },
];

const QUESTION =
  /^(what|what's|whats|how|why|when|where|which|who|is|are|can|do|does|should)\b(\s+(is|are|was|do|does|did|can|should|i|you|we|to|a|an|the))*\s+/i;

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
  return query
    .trim()
    .replace(QUESTION, '')
    .replace(/^(a|an|the)\s+/i, '')
    .replace(/[?!.]+$/, '');
}

/** Headings compared as names: the flag table's "--mode" and the glossary's "Chunk" both name "mode"/"chunk". */
const headingName = (heading: string) => normalizedName(heading.replace(/[`:'"]/g, ''));

/** A name with each word stemmed, so a page titled "Loaders" or "Entry Points" answers "loader", "entry point". */
const stemmedName = (name: string) =>
  name
    .split(/[\s-]+/)
    .map((word) => stemmer(word))
    .join(' ');

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

/** What the rules compare of a record, worked out once per index rather than once per query. */
interface RecordKeys {
  readonly page: string;
  readonly url: string;
  /** The page title, stemmed, for a page's intro record; null for a heading section. */
  readonly stemmedTitle: string | null;
  /** The page title as a name, unstemmed, for a page's intro record; null for a heading section. */
  readonly title: string | null;
  /** The record's own heading as a name ("output.publicpath", "chunk"). */
  readonly heading: string;
  /** Whether the heading has the three words or more of a message's start ("module not found: error"). */
  readonly messageLike: boolean;
  /** The last segment of an option path heading ("publicpath"), or null. */
  readonly lastSegment: string | null;
  readonly packageSection: boolean;
  /** Concepts pages, the glossary and the comparison: where "what is …" and "X vs Y" are answered. */
  readonly explains: boolean;
  /** The list of releases, which answers "changelog" when no version is named. */
  readonly releaseList: boolean;
  /** Each keyword of the record as the terms a query would have for it. */
  readonly keywordTerms: readonly (readonly string[])[];
}

const keyCache = new WeakMap<readonly SearchRecord[], (RecordKeys | undefined)[]>();

function keysOfRecord(record: SearchRecord): RecordKeys {
  const heading = headingName(recordTitle(record.hierarchy));
  const segments = heading.split('.');
  return {
    page: record.url.split('#')[0],
    url: record.url,
    stemmedTitle: record.type === 'lvl1' ? stemmedName(headingName(record.hierarchy.lvl1 ?? '')) : null,
    title: record.type === 'lvl1' ? headingName(record.hierarchy.lvl1 ?? '') : null,
    heading,
    messageLike: heading.split(' ').length >= 3,
    lastSegment: segments.length > 1 ? (segments.pop() ?? null) : null,
    packageSection: PACKAGE_SECTIONS.has(record.hierarchy.lvl0 ?? ''),
    explains: EXPLAINING_PAGES.some((page) => record.url.startsWith(page)),
    releaseList: record.url === RELEASE_LIST,
    keywordTerms: keywordsOfContent(record.keywords ?? '')
      .map(termsOf)
      .filter((terms) => terms.length > 0),
  };
}

/**
 * The words of a text as terms: stemmed, compounds also whole ("webpack-dev-server"), and stop words kept, so a
 * keyword is held only by a query with all of its words ("what plugins do" is not "plugin").
 */
function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => processTerm(word) ?? [word.toLowerCase()]))];
}

/** The keys of one record, computed the first time a search returns it and kept for the index's life. */
function keysAccessor(records: readonly SearchRecord[]): (id: number) => RecordKeys | undefined {
  let cache = keyCache.get(records);
  if (!cache) keyCache.set(records, (cache = []));
  const known = cache;
  return (id) => {
    const record = records[id];
    if (!record) return undefined;
    return (known[id] ??= keysOfRecord(record));
  };
}

/**
 * "what is a chunk", "what are targets": a reader asking for a definition rather than an option; "webpack vs vite",
 * "rollup or webpack for a library", "difference between loader and plugin": one asking how two things differ or
 * which to choose, which the same pages answer.
 */
const DEFINITION_QUESTION = /^(what|what's|whats)\s+(is|are)\b|\b(vs\.?|versus|or|differences? between|compared? (to|with))\s/i;

const EXPLAINING_PAGES = ['/concepts/', '/glossary/', '/comparison/'];

/** What joins the things a comparison names: "loader and plugin", "webpack vs vite", "rollup or webpack". */
const COMPARED_JOINS = /\s+(?:and|or|vs\.?|versus|compared (?:to|with))\s+/i;

/**
 * The things a comparison names, each as a name ("difference between loader and plugin" → loader, plugin); none
 * for a query that compares nothing. The page that explains each one answers the comparison: the reader asks what
 * both are. The first page, alone, would be the one whose text happens to name both.
 */
export function comparedSubjects(query: string): string[] {
  const trimmed = query.trim();
  if (!DEFINITION_QUESTION.test(trimmed) || /^(what|what's|whats)\s/i.test(trimmed)) return [];
  const subjects = trimmed
    .replace(/^.*?\bdifferences? between\s+/i, '')
    .split(COMPARED_JOINS)
    .map((subject) => normalizedName(questionSubject(subject)))
    .filter(Boolean);
  return subjects.length >= 2 ? subjects : [];
}
const RELEASE_LIST = '/migrate/releases/';
/** A version number: "5.113", "v5.112.2". */
const VERSION = /\bv?\d+\.\d+(\.\d+)?\b/;

/**
 * A query that asks about a version or about what changed ("5.113", "what's new in webpack", "changelog",
 * "deprecated in", "since when"): only then do release notes answer before the pages that document a thing.
 */
const CHANGE_QUESTION =
  /(\b\d+\.\d+(\.\d+)?\b|\bwhat'?s new\b|\bchange ?logs?\b|\brelease(s|d)?\b|\bsince\b|\bdeprecat\w*|\bchanged?\b|\b(added|removed|new) in\b|\bversion\b)/i;

export const asksAboutChanges = (query: string) => CHANGE_QUESTION.test(query);

/** Release notes list what a release changed and link to the page that documents each change. */
export const isReleaseNote = (url: string) => url.startsWith('/migrate/releases/');

/** Reorders full-text results by the rules above; ties keep the engine's order. */
export function rerank<T extends Scored>(query: string, results: readonly T[], records: readonly SearchRecord[]): T[] {
  const keyOf = keysAccessor(records);
  const names = new Set([normalizedName(query), normalizedName(questionSubject(query))].filter(Boolean));
  const stems = new Set([...names].map(stemmedName));
  const home = apiHomeOf(query);
  const typed = normalizedName(query).replace(/[:'"`]/g, '');
  const definition = DEFINITION_QUESTION.test(query.trim());
  const compared = new Set(comparedSubjects(query).map(stemmedName));
  // "webpack changelog", "what's new": a question about changes that names no release is answered by the list of
  // releases, before one release's note and before the changelog sections of package READMEs.
  const releaseList = asksAboutChanges(query) && !VERSION.test(query);
  // `--env` names the CLI's flag and "what is the runtime" the concept, not `stats.env` or `entry.runtime`.
  const segmentsCount = !definition && !query.trim().startsWith('-');
  const startsMessage = (key: RecordKeys) => key.messageLike && typed.startsWith(key.heading);
  const queryTerms = new Set(termsOf(query));
  // An API name is answered where its form says it is documented (`__webpack_public_path__` by the module
  // variables, `--progress` by the CLI), not by a page that lists it among readers' words.
  const holdsKeyword = (key: RecordKeys) => !home && key.keywordTerms.some((terms) => terms.every((term) => queryTerms.has(term)));
  let longestMessageHeading = 0;
  for (const result of results) {
    const key = keyOf(result.id);
    if (key && key.heading.length > longestMessageHeading && startsMessage(key)) longestMessageHeading = key.heading.length;
  }
  const factor = (key: RecordKeys | undefined): number => {
    if (!key) return 1;
    if (releaseList && key.releaseList) return RERANK.exactPageTitle;
    const boost = definition && key.explains ? RERANK.definition : 1;
    if (key.stemmedTitle !== null && (stems.has(key.stemmedTitle) || (key.explains && compared.has(key.stemmedTitle)))) {
      // "target" is the page titled Target before the one titled Targets.
      return RERANK.exactPageTitle * boost * (names.has(key.title ?? '') ? RERANK.sameSpelling : 1);
    }
    const { heading } = key;
    // A pasted message starts with the words of the heading that explains it; of several such headings
    // the longest is the closest ("… resolve './src'" over "… resolve").
    if (startsMessage(key)) return RERANK.exactHeading * (heading.length === longestMessageHeading ? RERANK.longestMessage : 1);
    // An option path heading also answers its last segment: `output.publicPath` for "publicPath".
    if (names.has(heading) || (segmentsCount && key.lastSegment !== null && names.has(key.lastSegment))) {
      return (key.packageSection ? RERANK.packageHeading : RERANK.exactHeading) * boost;
    }
    if (home && key.url.startsWith(home)) return RERANK.apiHome;
    return boost * (holdsKeyword(key) ? RERANK.keywordInQuery : 1);
  };
  // A section that matches more of the query's words answers it better than one repeating a single
  // word, and a rare word ("gzip") says more about what the reader wants than a common one ("bundle"):
  // each word counts by its inverse document frequency among the results, which hold every document
  // that has any of the words.
  const frequency = new Map<string, number>();
  for (const result of results) for (const term of result.queryTerms ?? []) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const weights = new Map<string, number>();
  let asked = 0;
  for (const [term, count] of frequency) {
    const weight = Math.log(1 + records.length / count);
    weights.set(term, weight);
    asked += weight;
  }
  const coverage = (result: T) => {
    if (!result.queryTerms || asked === 0) return 1;
    let matched = 0;
    for (const term of result.queryTerms) matched += weights.get(term) ?? 0;
    return (matched / asked) ** RERANK.coveragePower;
  };
  // A page many of whose sections match is about the query: its sections rise together.
  // Worked out once per result into arrays: a query such as "webpack" returns most of the index, and this runs
  // on every keystroke.
  const covered = results.map(coverage);
  const pageScores = new Map<string, number>();
  let topPage = 1e-9;
  results.forEach((result, index) => {
    const page = keyOf(result.id)?.page ?? '';
    const total = (pageScores.get(page) ?? 0) + result.score * (covered[index] ?? 1);
    pageScores.set(page, total);
    if (total > topPage) topPage = total;
  });
  const pageWeight = (result: T) => 1 + RERANK.pageWeight * ((pageScores.get(keyOf(result.id)?.page ?? '') ?? 0) / topPage);
  // A release note names an option, hook or message in one line and links to the page that documents it;
  // it repeats the names of many pages, so unless the reader asks what changed it comes after every page
  // that documents rather than announces.
  const notesLast = !asksAboutChanges(query);
  const isNote = (result: T) => notesLast && isReleaseNote(keyOf(result.id)?.url ?? '');
  const scores = results.map((result, index) => result.score * factor(keyOf(result.id)) * (covered[index] ?? 1) * pageWeight(result));
  const notes = results.map(isNote);
  return results
    .map((_, index) => index)
    .sort((a, b) => Number(notes[a]) - Number(notes[b]) || (scores[b] ?? 0) - (scores[a] ?? 0) || a - b)
    .map((index) => ({ ...results[index], score: scores[index] ?? 0 }));
}

/**
 * The words that frame a comparison ("difference between loader and plugin", "webpack vs vite"): they say how to
 * answer, which the rules above read from the query, and matched as text they find sections that merely compare
 * something else ("… between files").
 */
const COMPARISON_FRAME = /\b(differences? between|vs\.?|versus|compared? (to|with))(?=\s|$)/gi;

/**
 * The words to hand the full-text engine. A comparison loses the words that frame it. A pasted error message carries the reader's own paths
 * and names in quotes ('./App' in '/home/me/app/src'); they match unrelated sections, so a long
 * query drops its quoted parts and keeps webpack's own words.
 */
export function engineQuery(query: string): string {
  const subjects = query.replace(COMPARISON_FRAME, ' ').replace(/\s+/g, ' ').trim();
  if (subjects !== query.trim() && subjects) return subjects;
  const words = query.trim().split(/\s+/);
  if (words.length < 5) return query;
  // A quote that opens after a letter is an apostrophe (Can't), not a quotation.
  const unquoted = query
    .replace(/(?<!\w)('[^']*'|"[^"]*"|`[^`]*`)(?!\w)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return unquoted.split(' ').length >= 3 ? unquoted : query;
}
