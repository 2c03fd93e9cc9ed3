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

/** Fields that hold headings: the record's own and the ones above it. */
const HEADING_FIELDS = new Set(['title', 'parents']);

const isPlainWord = (word: string) => /^\p{L}{2,}$/u.test(word) && !STOP_WORDS.has(word.toLowerCase());

/** The stems of every word of the texts, compounds also by their parts ("output.filename" → filenam). */
export function stemsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of tokenize(text.toLowerCase())) for (const part of [word, ...word.split(/[._-]+/)]) words.add(part);
  return new Set([...words].map((word) => stemmer(word)));
}

/**
 * The indexing tokenizer: readers join two words that a heading writes apart, the way webpack's own names do
 * ("contenthash" for "Put a content hash in the file names", "ruleset" for "A typical rule set"). In headings,
 * two neighbouring plain words are also indexed joined when the joined word (its stem) is one the site uses elsewhere
 * (`[contenthash]`, `filename`): only real compounds, so a pair such as "parcel css" adds no term that the
 * first word, typed as a prefix, would match. MiniSearch names the field when indexing.
 */
export function indexTokenizer(knownStems: ReadonlySet<string>): (text: string, fieldName?: string) => string[] {
  return (text, fieldName) => {
    const words = tokenize(text);
    if (fieldName === undefined || !HEADING_FIELDS.has(fieldName)) return words;
    const pairs: string[] = [];
    for (let i = 1; i < words.length; i++) {
      const pair = `${words[i - 1]}${words[i]}`;
      if (isPlainWord(words[i - 1]) && isPlainWord(words[i]) && knownStems.has(stemmer(pair.toLowerCase()))) pairs.push(pair);
    }
    return pairs.length ? [...words, ...pairs] : words;
  };
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
