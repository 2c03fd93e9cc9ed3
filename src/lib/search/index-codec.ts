import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

/** One field's postings of a term: the field id, document ids as gaps, term counts (0: all ones), both as varint text. */
type Posting = [field: number, gaps: string, counts: string | 0];

/**
 * Numbers as text of URL-safe characters, five bits per character with a continuation bit: a gap
 * or a count below 32 (most of them) takes one character where JSON took two or three with its
 * comma, and the browser parses one string per posting instead of an array of numbers.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUES = new Map([...DIGITS].map((digit, value) => [digit.charCodeAt(0), value]));

export function encodeNumbers(numbers: readonly number[]): string {
  let text = '';
  for (const number of numbers) {
    if (!Number.isInteger(number) || number < 0) throw new Error(`encodeNumbers: ${number} is not a non-negative integer`);
    let rest = number;
    while (rest >= 32) {
      text += DIGITS[32 + (rest % 32)];
      rest = Math.floor(rest / 32);
    }
    text += DIGITS[rest];
  }
  return text;
}

export function decodeNumbers(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT_VALUES.get(text.charCodeAt(i));
    if (digit === undefined) throw new Error(`decodeNumbers: unexpected character ${JSON.stringify(text[i])}`);
    if (digit >= 32) {
      value += (digit - 32) * scale;
      scale *= 32;
    } else {
      numbers.push(value + digit * scale);
      value = 0;
      scale = 1;
    }
  }
  if (scale !== 1) throw new Error('decodeNumbers: the text ends inside a number');
  return numbers;
}

/**
 * MiniSearch's serialized index in denser JSON, about 30 % smaller gzipped: documents are
 * numbered 0…n-1 (as the build adds them), so their id table and keys go, and each term's
 * document ids are stored as gaps. Term counts of the fields named in `presenceOnly` are left
 * out (read back as one): in short sections a word's presence is what ranks, and body-text
 * counts were a fifth of the whole index.
 */
export interface PackedIndex {
  readonly version: number;
  readonly fields: Readonly<Record<string, number>>;
  readonly lengths: readonly (readonly number[])[];
  readonly averages: readonly number[];
  readonly terms: readonly [string, ...Posting[]][];
}

export function packIndex(plain: AsPlainObject, presenceOnly: readonly string[] = []): PackedIndex {
  const countless = new Set(presenceOnly.map((name) => plain.fieldIds[name]));
  const count = plain.documentCount;
  for (let id = 0; id < count; id++) {
    if (plain.documentIds[id] !== id) throw new Error(`packIndex: document ${id} has id ${String(plain.documentIds[id])}; ids must be 0…n-1 in order`);
  }
  const terms = plain.index.map(([term, byField]): [string, ...Posting[]] => {
    const postings = Object.entries(byField).map(([field, entry]): Posting => {
      const ids = Object.keys(entry)
        .map(Number)
        .sort((a, b) => a - b);
      const counts = ids.map((id) => entry[id]);
      const allOnes = countless.has(Number(field)) || counts.every((n) => n === 1);
      return [Number(field), encodeNumbers(ids.map((id, i) => id - (i ? ids[i - 1] : 0))), allOnes ? 0 : encodeNumbers(counts)];
    });
    return [term, ...postings];
  });
  // Sorted, the loader builds the term tree in one pass (termTree).
  terms.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version: plain.serializationVersion,
    fields: plain.fieldIds,
    lengths: Array.from({ length: count }, (_, id) => plain.fieldLength[id]),
    averages: plain.averageFieldLength,
    terms,
  };
}

/** The parts of a MiniSearch instance that loadJS fills, by the names minisearch 7 gives them. */
interface MiniSearchInternals {
  _documentIds: Map<number, number>;
  _idToShortId: Map<number, number>;
  _fieldLength: Map<number, number[]>;
  _index: { _tree: TermTree; _size: number | undefined };
}

/** MiniSearch's radix tree: edge labels to child nodes, and '' to a term's data at the node where it ends. */
type TermTree = Map<string, TermTree | PackedTermData>;

const LEAF = '';

/**
 * The radix tree of terms sorted by code unit, built in one pass: terms that share a first letter
 * are adjacent, and their longest common prefix (that of the first and the last) is the edge to
 * their subtree. Inserting them one by one, splitting edges as it goes, took ten times as long.
 */
function termTree(terms: readonly string[], data: readonly PackedTermData[], from: number, to: number, depth: number): TermTree {
  const node: TermTree = new Map();
  let i = from;
  if (terms[i]?.length === depth) node.set(LEAF, data[i++]);
  while (i < to) {
    const first = terms[i] ?? '';
    let j = i + 1;
    while (j < to && terms[j]?.[depth] === first[depth]) j++;
    const last = terms[j - 1] ?? '';
    let end = depth + 1;
    while (end < first.length && first[end] === last[end]) end++;
    node.set(first.slice(depth, end), termTree(terms, data, i, j, end));
    i = j;
  }
  return node;
}

/**
 * One term's postings by field, decoded from the gaps the first time the engine reads them. A query
 * touches a few dozen of the index's thousands of terms (its words, their prefixes and typos), so
 * decoding every term's document ids up front was most of the time to first results. It is a full
 * Map once read: every reading method decodes first, then answers as a Map.
 */
class PackedTermData extends Map<number, Map<number, number>> {
  private postings: readonly Posting[] | null;

  constructor(postings: readonly Posting[]) {
    super();
    this.postings = postings;
  }

  private decode(): void {
    const postings = this.postings;
    if (!postings) return;
    this.postings = null;
    for (const [field, gapText, countText] of postings) {
      const gaps = decodeNumbers(gapText);
      const counts = countText === 0 ? null : decodeNumbers(countText);
      const entry = new Map<number, number>();
      let id = 0;
      for (let i = 0; i < gaps.length; i++) {
        id += gaps[i] ?? 0;
        entry.set(id, counts?.[i] ?? 1);
      }
      super.set(field, entry);
    }
  }

  override get(field: number) {
    this.decode();
    return super.get(field);
  }
  override has(field: number) {
    this.decode();
    return super.has(field);
  }
  override get size() {
    this.decode();
    return super.size;
  }
  override keys() {
    this.decode();
    return super.keys();
  }
  override values() {
    this.decode();
    return super.values();
  }
  override entries() {
    this.decode();
    return super.entries();
  }
  override forEach(callback: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void, thisArg?: unknown) {
    this.decode();
    super.forEach(callback, thisArg);
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

/**
 * A MiniSearch engine over a packed index. MiniSearch.loadJS would need the plain object form back
 * (objects keyed by document id, turned into Maps again), which took four fifths of the time to
 * first results; this fills the same Maps from the gaps, each term's when a search first reads it.
 * The index-codec test checks the result serializes exactly like the engine the build packed, so a
 * minisearch that names its internals differently fails there.
 */
export function loadPackedIndex<T>(packed: PackedIndex, options: Options<T>): MiniSearch<T> {
  const count = packed.lengths.length;
  const engine = MiniSearch.loadJS<T>(
    {
      documentCount: count,
      nextId: count,
      documentIds: {},
      fieldIds: { ...packed.fields },
      fieldLength: {},
      averageFieldLength: [...packed.averages],
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: packed.version,
    },
    options,
  );
  const internals = engine as unknown as MiniSearchInternals;
  for (let id = 0; id < count; id++) {
    internals._documentIds.set(id, id);
    internals._idToShortId.set(id, id);
    internals._fieldLength.set(id, [...(packed.lengths[id] ?? [])]);
  }
  const sorted = packed.terms.every(([term], i, all) => i === 0 || (all[i - 1]?.[0] ?? '') < term)
    ? packed.terms
    : [...packed.terms].sort(([a], [b]) => (a < b ? -1 : 1));
  const terms = sorted.map(([term]) => term);
  const data = sorted.map(([, ...postings]) => new PackedTermData(postings));
  internals._index._tree = termTree(terms, data, 0, terms.length, 0);
  internals._index._size = undefined;
  return engine;
}
