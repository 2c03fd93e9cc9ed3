import { stemmer } from 'stemmer';

/**
 * Words as readers type them about webpack: option paths (`output.filename`), package names
 * (`css-loader`) and camelCase names (`publicPath`) are kept whole, so an exact path finds its
 * entry first, and are also split into their parts, so "public path" finds `publicPath` too.
 * Words are stemmed (Porter), so "write a loader" finds "Writing a Loader".
 */

// Function words that match nearly every section and only blur the ranking; the reader's own pronouns ("my custom
// loader") too, which matched a heading such as "… bloating my code" before the word that mattered ("breakpoint").
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its me my of on or our so that the then this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/**
 * Words that mean the same to a reader but not to the stemmer, as stems: a section written with
 * one is also indexed under the others, so "dist folder" finds "output directory" and "minify"
 * finds "minimizer". Index-time only, so queries stay as typed.
 */
const SAME_MEANING: readonly (readonly string[])[] = [
  ['directori', 'folder'],
  ['minim', 'minif', 'minifi'],
  ['environ', 'env'],
];
const ALSO_INDEXED = new Map(SAME_MEANING.flatMap((group) => group.map((stem) => [stem, group.filter((other) => other !== stem)] as const)));

/** Splits text into raw words; `.`, `-` and `_` stay inside words for processTerm to expand. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}._-]+/u).filter(Boolean);
}

/**
 * British -ise spellings as the American -ize the pages use ("optimisation" → "optimization"): the stemmer takes
 * -ization off but not -isation. The same on both sides, so a word that merely ends in -ise ("promise") still
 * meets itself.
 */
const BRITISH_ISE = /(?<=\p{L}{3})is(e|es|ed|ing|er|ers|ation|ations)$/u;
const americanSpelling = (word: string) => word.replace(BRITISH_ISE, 'iz$1');

const camelParts = (word: string) => word.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{N})(?=\p{L})/u);

/**
 * Normalizes one raw word into the terms it is indexed and searched under; null drops it. Dotted
 * and hyphenated compounds are indexed whole from headings only (body text gets their pieces):
 * that is where an option path names its entry, and it keeps the index small.
 */
export function processTerm(raw: string, fieldName?: string): string[] | null {
  const word = raw.replace(/^[._-]+|[._-]+$/g, '');
  if (!word) return null;
  const pieces = word.split(/[._-]+/);
  const whole = fieldName === 'content' && pieces.length > 1 ? [] : [word];
  const words = [...whole, ...pieces, ...pieces.flatMap(camelParts)].map((term) => term.toLowerCase());
  const kept = words.filter((term) => !STOP_WORDS.has(term) && (term.length > 1 || /\d/.test(term)));
  const terms = new Set(kept.map((term) => (/[._-]/.test(term) ? term : stemmer(americanSpelling(term)))));
  // At indexing MiniSearch names the field; at query time it does not.
  if (fieldName !== undefined) for (const term of [...terms]) for (const other of ALSO_INDEXED.get(term) ?? []) terms.add(other);
  return terms.size ? [...terms] : null;
}
