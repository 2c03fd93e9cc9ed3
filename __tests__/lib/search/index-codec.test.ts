import MiniSearch from 'minisearch';
import { decodeNumbers, encodeNumbers, loadPackedIndex, packIndex } from '../../../src/lib/search/index-codec';

const docs = [
  { id: 0, text: 'output filename output' },
  { id: 1, text: 'public path' },
  { id: 2, text: 'output path' },
];

describe('index codec', () => {
  const engine = new MiniSearch({ fields: ['text'] });
  engine.addAll(docs);
  const plain = engine.toJSON();

  it('loads into an engine that serializes exactly like the one packed', () => {
    const loaded = loadPackedIndex(JSON.parse(JSON.stringify(packIndex(plain))), { fields: ['text'] });
    // The term tree lists terms in insertion order, which packing does not keep.
    const normal = (index: typeof plain) => JSON.parse(JSON.stringify({ ...index, index: [...index.index].sort(([a], [b]) => a.localeCompare(b)) }));
    expect(normal(loaded.toJSON())).toEqual(normal(plain));
  });

  it('searches the same after the round trip, prefix and fuzzy matches included', () => {
    const loaded = loadPackedIndex(packIndex(plain), { fields: ['text'] });
    for (const query of ['output path', 'outp', 'pubic']) {
      expect(loaded.search(query, { prefix: true, fuzzy: 1 })).toEqual(engine.search(query, { prefix: true, fuzzy: 1 }));
    }
  });

  it('stores document ids as gaps and leaves out counts of one', () => {
    const packed = packIndex(plain);
    expect(packed.terms.find(([term]) => term === 'path')).toEqual(['path', [0, encodeNumbers([1, 1]), 0]]);
    expect(packed.terms.find(([term]) => term === 'output')).toEqual(['output', [0, encodeNumbers([0, 2]), encodeNumbers([2, 1])]]);
  });

  it('leaves out the counts of presence-only fields, read back as one', () => {
    const packed = packIndex(plain, ['text']);
    expect(packed.terms.find(([term]) => term === 'output')).toEqual(['output', [0, encodeNumbers([0, 2]), 0]]);
    expect(
      loadPackedIndex(packed, { fields: ['text'] })
        .toJSON()
        .index.find(([term]) => term === 'output')?.[1],
    ).toEqual({ 0: { 0: 1, 2: 1 } });
  });

  it('builds the same term tree as inserting the terms one by one, in whatever order they come', () => {
    const words = ['out', 'output', 'outputs', 'outline', 'o', 'path', 'pathinfo', 'public', 'publicpath', 'pub', 'zz', 'äpfel'];
    const many = new MiniSearch({ fields: ['text'] });
    many.addAll(words.map((word, id) => ({ id, text: `${word} ${words[(id + 3) % words.length]}` })));
    const packed = packIndex(many.toJSON());
    expect(packed.terms.map(([term]) => term)).toEqual([...words].sort());
    for (const terms of [packed.terms, [...packed.terms].reverse()]) {
      const loaded = loadPackedIndex({ ...packed, terms }, { fields: ['text'] });
      for (const query of ['out', 'outpt', 'pub', 'pathinf', 'o', 'äpfel', 'zzz']) {
        expect(loaded.search(query, { prefix: true, fuzzy: 2 })).toEqual(many.search(query, { prefix: true, fuzzy: 2 }));
      }
      expect(loaded.termCount).toBe(words.length);
    }
  });

  it('writes numbers as varint text, one character each below 32, and reads them back', () => {
    expect(encodeNumbers([0, 1, 31])).toBe('ABf');
    expect(encodeNumbers([32])).toHaveLength(2);
    const numbers = [0, 1, 31, 32, 33, 1023, 1024, 65535, 2 ** 31, 7];
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    expect(decodeNumbers('')).toEqual([]);
  });

  it('refuses what it cannot write or read', () => {
    expect(() => encodeNumbers([-1])).toThrow(/not a non-negative integer/);
    expect(() => encodeNumbers([1.5])).toThrow(/not a non-negative integer/);
    expect(() => decodeNumbers('A*')).toThrow(/unexpected character "\*"/);
    expect(() => decodeNumbers(encodeNumbers([40]).slice(0, 1))).toThrow(/ends inside a number/);
  });

  it('refuses documents not numbered 0…n-1 in order', () => {
    const other = new MiniSearch({ fields: ['text'] });
    other.add({ id: 'a', text: 'x' });
    expect(() => packIndex(other.toJSON())).toThrow(/ids must be 0…n-1/);
  });
});
