import fs from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../../../src/lib/search/record';
import { checkVocabulary, VOCABULARY_FILE, withVocabulary } from '../../../src/lib/search/vocabulary';

const section = (url: string, keywords?: string): SearchRecord => ({
  objectID: url,
  url,
  anchor: url.split('#')[1] ?? null,
  hierarchy: { lvl0: 'Configuration', lvl1: 'Output', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  type: 'lvl1',
  ...(keywords ? { keywords } : {}),
});

describe('readers vocabulary', () => {
  it('the reviewed list is valid, every entry says where its words come from', () => {
    const entries = checkVocabulary(JSON.parse(fs.readFileSync(VOCABULARY_FILE, 'utf8')));
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.find((entry) => entry.targets.includes('/configuration/output/#outputclean'))?.words).toContain('delete old files in dist');
  });

  it('quotes the messages it says a tool prints as the installed tool prints them', () => {
    const printed = checkVocabulary(JSON.parse(fs.readFileSync(VOCABULARY_FILE, 'utf8'))).filter((entry) => entry.printedBy);
    expect(printed.length).toBeGreaterThanOrEqual(3);
    const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
    for (const { printedBy, words } of printed) {
      const source = flat(fs.readFileSync(path.join('node_modules', printedBy ?? ''), 'utf8'));
      for (const word of words) expect([printedBy, source.includes(flat(word))]).toEqual([printedBy, true]);
    }
  });

  it.each([
    [[{ words: ['gzip'], targets: ['/a/'], origin: 'x', printedBy: '../secret' }], /"printedBy"/],
    [{}, /must be a list/],
    [[{ words: [], targets: ['/a/'], origin: 'x' }], /entry 0: "words"/],
    [[{ words: ['gzip'], targets: ['configuration'], origin: 'x' }], /entry 0 \("gzip"\): "targets"/],
    [[{ words: ['gzip'], targets: ['/a/'], origin: ' ' }], /entry 0 \("gzip"\): "origin"/],
    [[{ words: ['a, b'], targets: ['/a/'], origin: 'x' }], /"words"/],
  ])('names the entry that is wrong: %j', (value, message) => {
    expect(() => checkVocabulary(value)).toThrow(message);
  });

  it('adds the words to the keywords of each target and refuses a target no section has', () => {
    const entries = checkVocabulary([{ words: ['clean dist', 'empty dist'], targets: ['/o/#outputclean'], origin: 'test' }]);
    const records = withVocabulary([section('/o/', 'output'), section('/o/#outputclean')], entries);
    expect(records.map((record) => record.keywords)).toEqual(['output', 'clean dist, empty dist']);
    expect(() => withVocabulary([section('/o/')], entries)).toThrow('entry 0 ("clean dist") targets /o/#outputclean, which no page section has');
  });
});
