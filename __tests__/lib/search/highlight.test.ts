import { markTerms, snippet } from '../../../src/lib/search/highlight';

describe('markTerms', () => {
  it('marks whole words whose index terms matched, case kept', () => {
    expect(markTerms('Set the Output path', new Set(['output']))).toEqual([
      { text: 'Set the ', match: false },
      { text: 'Output', match: true },
      { text: ' path', match: false },
    ]);
  });

  it('marks an option path by its parts and a camelCase name by its words', () => {
    expect(markTerms('use output.filename', new Set(['filenam']))).toEqual([
      { text: 'use ', match: false },
      { text: 'output.filename', match: true },
    ]);
    expect(markTerms('publicPath', new Set(['path']))).toEqual([{ text: 'publicPath', match: true }]);
    expect(markTerms('Caching', new Set(['cach']))).toEqual([{ text: 'Caching', match: true }]);
  });
});

describe('snippet', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The splitChunks option moves vendors out. ${'Tail words here. '.repeat(10)}`;

  it('cuts around the first match at word edges, with ellipses', () => {
    const parts = snippet(text, new Set(['vendor']), 80);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(82);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['vendors']);
  });

  it('starts at the beginning when nothing matched, and keeps short text whole', () => {
    expect(snippet(text, new Set(['absent']), 40)[0].text.startsWith('Lorem ipsum')).toBe(true);
    expect(snippet('Short text.', new Set(['short']))).toEqual([
      { text: 'Short', match: true },
      { text: ' text.', match: false },
    ]);
  });
});
