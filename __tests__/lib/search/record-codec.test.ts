import { pageRecords } from '../../../src/lib/search/page-records';
import { packRecords, unpackRecords } from '../../../src/lib/search/record-codec';

const page = (body: string) => `<main><h1>Output</h1><p>Intro.</p>${body}</main>`;

const records = [
  ...pageRecords(
    '/configuration/output/',
    page(
      '<h2 id="outputfilename">output.filename</h2><p>Name.</p>' +
        '<h3 id="template-strings">Template strings</h3><p>[name]</p>' +
        '<h2 id="examples">Examples</h2><p>One.</p>' +
        '<h3 id="template-strings-1">Template strings</h3><p>Again.</p>' +
        '<h2 id="custom-id">Something else</h2><p>Odd id.</p>',
    ),
  ),
  ...pageRecords('/guides/caching/', '<main><h1>Caching</h1><p>Hashes.</p><h2 id="hashes">Hashes</h2><p>x</p></main>'),
];

describe('record codec', () => {
  it('reads back every record as page-records made it, without its text', () => {
    expect(records.length).toBe(8);
    const back = unpackRecords(JSON.parse(JSON.stringify(packRecords(records))));
    expect(back).toEqual(records.map((record) => ({ ...record, content: null })));
  });

  it('keeps the keywords of the records that have some, wherever their page is', () => {
    const withKeywords = records.map((record, index) => (index === 0 || index === 7 ? { ...record, keywords: `words ${index}` } : record));
    const packed = packRecords([...withKeywords.slice(6), ...withKeywords.slice(0, 6)]);
    expect(packed.keywords).toEqual([
      [1, 'words 7'],
      [2, 'words 0'],
    ]);
    const back = unpackRecords(JSON.parse(JSON.stringify(packed)));
    expect(back.filter((record) => record.keywords).map(({ url, keywords }) => [url, keywords])).toEqual([
      ['/guides/caching/#hashes', 'words 7'],
      ['/configuration/output/', 'words 0'],
    ]);
  });

  it('writes a page once, and an anchor only when it is not the slug of its heading', () => {
    const { categories, pages } = packRecords(records);
    expect(categories).toEqual(['Configuration', 'Guides']);
    expect(pages.map(([url]) => url)).toEqual(['/configuration/output/', '/guides/caching/']);
    expect(pages[0][3]).toEqual([
      [1],
      [2, 'output.filename'],
      [3, 'Template strings'],
      [2, 'Examples'],
      [3, 'Template strings'],
      [2, 'Something else', 'custom-id'],
    ]);
  });
});
