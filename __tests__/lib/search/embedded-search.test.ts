import { embeddedPage, rankEmbedded, withDistinctPages } from '../../../src/lib/search/embedded-search';
import { buildEmbeddedIndex, loadEmbeddedIndex } from '../../../src/lib/search/engine';
import type { SearchRecord } from '../../../src/lib/search/record';

function record(url: string, lvl0: string, lvl1: string, heading: string | null, content: string): SearchRecord {
  const anchor = heading ? heading.toLowerCase().replace(/[^a-z0-9]+/g, '') : null;
  return {
    objectID: anchor ? `${url}#${anchor}` : url,
    url: anchor ? `${url}#${anchor}` : url,
    anchor,
    hierarchy: { lvl0, lvl1, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    type: heading ? 'lvl2' : 'lvl1',
  };
}

const records: SearchRecord[] = [
  record('/guides/caching/', 'Guides', 'Caching', null, 'Set output.filename to a name with [contenthash] so browsers cache files until they change.'),
  record('/configuration/output/', 'Configuration', 'Output', null, 'The output options decide where files go.'),
  record('/configuration/output/', 'Configuration', 'Output', 'output.filename', 'Names each output bundle.'),
  record('/configuration/output/', 'Configuration', 'Output', 'output.publicPath', 'The URL the browser loads files from.'),
  record('/concepts/loaders/', 'Concepts', 'Loaders', null, 'Loaders transform files; for example css-loader reads CSS. '.repeat(10)),
  record('/guides/code-splitting/', 'Guides', 'Code Splitting', 'Split vendor code', 'Put node_modules in a vendors chunk with splitChunks.cacheGroups.'),
];
// The index goes through JSON as it does between the build and the browser.
const engine = loadEmbeddedIndex(JSON.parse(JSON.stringify(buildEmbeddedIndex(records))));
const texts = new Map(records.map((r) => [r.objectID, r.content]));
const search = (query: string, facet: string | null = null, hitsPerPage = 5) =>
  embeddedPage(rankEmbedded(engine, { query, hitsPerPage, facet }), (record) => texts.get(record.objectID) ?? null);
const urls = (query: string) => search(query).hits.map((hit) => hit.url);

describe('embedded search', () => {
  it('ranks an exact option path on its reference entry first', () => {
    expect(urls('output.filename')[0]).toBe('/configuration/output/#outputfilename');
    expect(urls('publicPath')[0]).toBe('/configuration/output/#outputpublicpath');
  });

  it('ranks a heading match above body text', () => {
    expect(urls('split vendor')[0]).toBe('/guides/code-splitting/#splitvendorcode');
    expect(urls('caching')[0]).toBe('/guides/caching/');
  });

  it('matches prefixes as the reader types, and forgives a typo', () => {
    expect(urls('outp')).toContain('/configuration/output/');
    expect(urls('splitchunk')).toContain('/guides/code-splitting/#splitvendorcode');
    expect(urls('contenthsah')).toContain('/guides/caching/');
  });

  it('takes a word the index knows as typed, not as a typo of a more frequent one', () => {
    const tools = [
      ...records,
      record('/comparison/', 'General', 'Comparison', null, 'Rspack runs most webpack loaders.'),
      ...['stats.errorStack', 'stats.moduleStack', 'stats.warningStack'].map((name) =>
        record('/configuration/stats/', 'Configuration', 'Stats', name, 'Adds the stack of each error.'),
      ),
    ];
    const withTools = loadEmbeddedIndex(buildEmbeddedIndex(tools));
    const found = (query: string) => rankEmbedded(withTools, { query, hitsPerPage: 5, facet: null }).results.map((r) => r.record.url);
    expect(found('rspack')).toEqual(['/comparison/']);
    // A word it does not know is still read as a typo.
    expect(found('stakc')[0]).toMatch(/^\/configuration\/stats\//);
  });

  it('expands only the word being typed by prefix; the words before it are complete', () => {
    expect(urls('outp')).toContain('/configuration/output/');
    expect(urls('outp publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
    expect(urls('publicPath outp')).toContain('/configuration/output/');
  });

  it('returns hierarchy levels and a snippet with the matched words marked', () => {
    const [hit] = search('public path').hits;
    expect(hit.category).toBe('Configuration');
    expect(hit.levels.map((level) => level.level)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit.levels[2].text).toEqual([{ text: 'output.publicPath', match: true }]);
    expect(hit.snippet).toEqual([{ text: 'The URL the browser loads files from.', match: false }]);
  });

  it('counts the lvl0 facet over all hits and filters by it', () => {
    const all = search('files');
    expect(all.facets).toEqual([
      { value: 'Configuration', count: 3 },
      { value: 'Guides', count: 1 },
      { value: 'Concepts', count: 1 },
    ]);
    const guides = search('files', 'Guides');
    expect(guides.hits.every((hit) => hit.category === 'Guides')).toBe(true);
    expect(guides.total).toBe(1);
    expect(guides.facets).toEqual(all.facets);
  });

  it('pages hits and reports the total', () => {
    const page = search('output files', null, 2);
    expect(page.hits).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it('finds nothing for words the site does not have', () => {
    expect(search('kubernetes')).toEqual({ hits: [], total: 0, facets: [] });
  });

  it('ships records without their text, and lists a hit without snippet when its text is unknown', () => {
    expect(engine.records.every((record) => record.content === null)).toBe(true);
    const [hit] = embeddedPage(rankEmbedded(engine, { query: 'caching', hitsPerPage: 5, facet: null }), () => null).hits;
    expect(hit.snippet).toBeNull();
  });

  it("ranks webpack's reference above the site's other pages for the same words", () => {
    const other = [...records, record('/organization/', 'General', 'The Organization', null, 'The output of every project.')];
    const withOther = loadEmbeddedIndex(buildEmbeddedIndex(other));
    const urls2 = rankEmbedded(withOther, { query: 'output', hitsPerPage: 10, facet: null }).results.map((r) => r.record.url);
    expect(urls2.indexOf('/configuration/output/')).toBeLessThan(urls2.indexOf('/organization/'));
  });
});

describe('withDistinctPages', () => {
  const hit = (url: string) => ({ record: { url } as SearchRecord });
  const ranked = ['/a/#1', '/a/#2', '/a/#3', '/a/#4', '/a/#5', '/a/#6', '/b/#1', '/b/#2', '/c/', '/d/'].map(hit);
  const urlsOf = (hits: readonly { record: SearchRecord }[]) => hits.map((h) => h.record.url);

  it('shows the best section of three pages among five hits when one page would fill them, in rank order', () => {
    expect(urlsOf(withDistinctPages(ranked, 5, 3))).toEqual(['/a/#1', '/a/#2', '/a/#3', '/b/#1', '/c/']);
  });

  it('keeps the ranking when enough pages are already there, and when fewer pages match', () => {
    expect(urlsOf(withDistinctPages(ranked.slice(6), 4, 3))).toEqual(['/b/#1', '/b/#2', '/c/', '/d/']);
    expect(urlsOf(withDistinctPages(ranked.slice(6), 3, 3))).toEqual(['/b/#1', '/c/', '/d/']);
    expect(urlsOf(withDistinctPages(ranked.slice(0, 7), 5, 3))).toEqual(['/a/#1', '/a/#2', '/a/#3', '/a/#4', '/b/#1']);
  });

  it('applies to a request that asks for it; the results page keeps every section', () => {
    const many = rankEmbedded(engine, { query: 'output', hitsPerPage: 2, facet: null, minPages: 2 }).results.map(({ record }) => record.url.split('#')[0]);
    expect(new Set(many).size).toBe(2);
  });
});
