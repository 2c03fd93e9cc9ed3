import { hasTerm, rememberingProcessTerm } from '../../../src/lib/search/engine';
import { processTerm } from '../../../src/lib/search/tokenize';

describe('rememberingProcessTerm', () => {
  const words = ['output.filename', 'Loaders', 'publicPath', 'the', 'directory', 'css-loader', '1', 'x'];
  const fields = ['title', 'keywords', 'parents', 'content', undefined];

  it('gives every word the terms processTerm gives it, in every kind of field and at query time', () => {
    const remembering = rememberingProcessTerm();
    for (const round of [1, 2]) {
      for (const field of fields) {
        for (const word of words) expect([round, field, word, remembering(word, field)]).toEqual([round, field, word, processTerm(word, field)]);
      }
    }
  });

  it('processes a word once per kind of field: headings, body text, a query', () => {
    const spy = jest.fn(processTerm);
    const remembering = rememberingProcessTerm(spy);
    for (const field of fields) for (const word of words) remembering(word, field);
    expect(spy).toHaveBeenCalledTimes(words.length * 3);
  });
});

describe('hasTerm', () => {
  const sorted = ['loader', 'output', 'output.filename', 'stack'];
  it('finds a term as it is, or as the start of one when asked', () => {
    expect(hasTerm(sorted, 'output', false)).toBe(true);
    expect(hasTerm(sorted, 'outp', false)).toBe(false);
    expect(hasTerm(sorted, 'outp', true)).toBe(true);
    expect(hasTerm(sorted, 'output.file', true)).toBe(true);
    expect(hasTerm(sorted, 'rspack', true)).toBe(false);
    expect(hasTerm(sorted, 'zzz', true)).toBe(false);
    expect(hasTerm([], 'a', true)).toBe(false);
  });
});
