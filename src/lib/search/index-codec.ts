import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

/** One field's postings of a term: the field id, document ids as gaps, term counts (0: all ones). */
type Posting = [field: number, gaps: number[], counts: number[] | 0];

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
      return [Number(field), ids.map((id, i) => id - (i ? ids[i - 1] : 0)), allOnes ? 0 : counts];
    });
    return [term, ...postings];
  });
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
  _index: { set(term: string, data: Map<number, Map<number, number>>): unknown };
}

/**
 * A MiniSearch engine over a packed index. MiniSearch.loadJS would need the plain object form back
 * (objects keyed by document id, turned into Maps again), which took four fifths of the time to
 * first results; this fills the same Maps straight from the gaps. The index-codec test checks the
 * result serializes exactly like the engine the build packed, so a minisearch that names its
 * internals differently fails there.
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
  for (const [term, ...postings] of packed.terms) {
    const byField = new Map<number, Map<number, number>>();
    for (const [field, gaps, counts] of postings) {
      const entry = new Map<number, number>();
      let id = 0;
      for (let i = 0; i < gaps.length; i++) {
        id += gaps[i] ?? 0;
        entry.set(id, counts === 0 ? 1 : (counts[i] ?? 1));
      }
      byField.set(field, entry);
    }
    internals._index.set(term, byField);
  }
  return engine;
}
