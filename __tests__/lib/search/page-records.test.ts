import { categoryOf, GENERAL_CATEGORY, isSearchablePage, MAX_CONTENT_LENGTH, pageRecords, pageRecordsInputs } from '../../../src/lib/search/page-records';

const html = (body: string) => `<html><body><main>${body}</main></body></html>`;

describe('pageRecords', () => {
  const records = pageRecords(
    '/configuration/output/',
    html(
      '<h1>Output</h1><p>Intro.</p><h2 id="outputfilename">output.filename</h2><p>Names.</p><h3 id="hashes">Hashes</h3><p>Use contenthash.</p><h2>No id</h2><p>x</p>',
    ),
  );

  it('makes one record per section in the search-hit shape, linking to the heading', () => {
    expect(records[1]).toEqual({
      objectID: '/configuration/output/#outputfilename',
      url: '/configuration/output/#outputfilename',
      anchor: 'outputfilename',
      hierarchy: { lvl0: 'Configuration', lvl1: 'Output', lvl2: 'output.filename', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'Names.',
      type: 'lvl2',
    });
  });

  it('puts the intro on the page URL and nests h3 under its h2', () => {
    expect(records[0]).toMatchObject({ url: '/configuration/output/', anchor: null, type: 'lvl1', content: 'Intro.' });
    expect(records[2]).toMatchObject({ url: '/configuration/output/#hashes', type: 'lvl3', hierarchy: { lvl2: 'output.filename', lvl3: 'Hashes' } });
  });

  it('keeps a heading without id (no link target) in the section above it', () => {
    expect(records).toHaveLength(3);
    expect(records[2].content).toBe('Use contenthash. No id x');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('cuts very long sections for Algolia record limits', () => {
    const [intro] = pageRecords('/glossary/', html(`<h1>Glossary</h1><p>${'word '.repeat(3000)}</p>`));
    expect(intro.content?.length).toBe(MAX_CONTENT_LENGTH);
    expect(intro.hierarchy.lvl0).toBe(GENERAL_CATEGORY);
  });

  it("puts the page's meta keywords on its intro record only", () => {
    const page = `<html><head><meta name="keywords" content="gzip, brotli, Content-Encoding &amp; more"/></head><body><main><h1>compression-webpack-plugin</h1><p>Intro.</p><h2 id="options">Options</h2><p>x</p></main></body></html>`;
    const [intro, options] = pageRecords('/plugins/compression-webpack-plugin/', page);
    expect(intro.keywords).toBe('gzip, brotli, Content-Encoding & more');
    expect(options).not.toHaveProperty('keywords');
    expect(records[0]).not.toHaveProperty('keywords');
  });

  it('names a page without h1 after its URL', () => {
    expect(pageRecords('/guides/code-splitting/', html('<p>Text</p>'))[0].hierarchy.lvl1).toBe('code splitting');
  });
});

describe('searchable pages and categories', () => {
  it('skips printable pages, the 404 page and the offline shells', () => {
    for (const url of ['/printable/', '/concepts/printable/', '/404/', '/404.html/', '/app-shell/', '/offline-plugin-app-shell-fallback/']) {
      expect(isSearchablePage(url)).toBe(false);
    }
    for (const url of ['/', '/concepts/', '/loaders/css-loader/', '/glossary/']) expect(isSearchablePage(url)).toBe(true);
  });

  it('names the category after the section', () => {
    expect(categoryOf('/loaders/css-loader/')).toBe('Loaders');
    expect(categoryOf('/api/')).toBe('API');
    expect(categoryOf('/branding/')).toBe(GENERAL_CATEGORY);
  });
});

describe('pageRecordsInputs', () => {
  const page = ({ keywords = 'bundle, output', script = 'app-1.js', nav = 'Entry', text = 'Names.' } = {}) =>
    `<html><head><meta name="keywords" content="${keywords}"><script src="/${script}"></script></head><body>` +
    `<nav><a href="/concepts/entry/">${nav}</a></nav><main><h1>Output</h1><h2 id="names">Names</h2><p>${text}</p></main>` +
    `<script src="/${script}"></script></body></html>`;
  const inputs = (html: string, url = '/concepts/output/') => pageRecordsInputs(url, html);

  it('ignores what records are not made of: scripts (the bundle hash) and the sidebar outside <main>', () => {
    expect(inputs(page({ script: 'app-2.js', nav: 'Entry Points' }))).toEqual(inputs(page()));
    // …and the records made from both pages are indeed the same.
    expect(pageRecords('/concepts/output/', page({ script: 'app-2.js', nav: 'Entry Points' }))).toEqual(pageRecords('/concepts/output/', page()));
  });

  it('changes with the text, the keywords and the URL', () => {
    const base = inputs(page());
    expect(inputs(page({ text: 'Names and hashes.' }))).not.toEqual(base);
    expect(inputs(page({ keywords: 'bundle' }))).not.toEqual(base);
    expect(inputs(page(), '/concepts/outputs/')).not.toEqual(base);
  });

  it('takes the whole page when its <main> elements are not plainly balanced', () => {
    const unclosed = '<html><body><main><h1>Output</h1><p>Names.</p></body></html>';
    expect(inputs(unclosed)[1]).toBe(unclosed);
    const nested = '<main><main><h1>Output</h1></main><p>After the inner main, still inside the outer one.</p>';
    expect(inputs(nested)[1]).toBe(nested);
    expect(inputs('<p>No main at all</p>')[1]).toBe('<p>No main at all</p>');
  });
});
