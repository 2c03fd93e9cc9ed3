import MiniSearch from 'minisearch';
import { packIndex, unpackIndex } from '../../../src/lib/search/index-codec';

const docs = [
  { id: 0, text: 'output filename output' },
  { id: 1, text: 'public path' },
  { id: 2, text: 'output path' },
];

describe('index codec', () => {
  const engine = new MiniSearch({ fields: ['text'] });
  engine.addAll(docs);
  const plain = engine.toJSON();

  it('round-trips MiniSearch\'s serialized index', () => {
    expect(unpackIndex(JSON.parse(JSON.stringify(packIndex(plain))))).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  it('searches the same after the round trip', () => {
    const loaded = MiniSearch.loadJS(unpackIndex(packIndex(plain)), { fields: ['text'] });
    expect(loaded.search('output path')).toEqual(engine.search('output path'));
  });

  it('stores document ids as gaps and leaves out counts of one', () => {
    const packed = packIndex(plain);
    expect(packed.terms.find(([term]) => term === 'path')).toEqual(['path', [0, [1, 1], 0]]);
    expect(packed.terms.find(([term]) => term === 'output')).toEqual(['output', [0, [0, 2], [2, 1]]]);
  });

  it('leaves out the counts of presence-only fields, read back as one', () => {
    const packed = packIndex(plain, ['text']);
    expect(packed.terms.find(([term]) => term === 'output')).toEqual(['output', [0, [0, 2], 0]]);
    expect(unpackIndex(packed).index.find(([term]) => term === 'output')?.[1]).toEqual({ 0: { 0: 1, 2: 1 } });
  });

  it('refuses documents not numbered 0…n-1 in order', () => {
    const other = new MiniSearch({ fields: ['text'] });
    other.add({ id: 'a', text: 'x' });
    expect(() => packIndex(other.toJSON())).toThrow(/ids must be 0…n-1/);
  });
});
