import { algoliaPage, algoliaParams, parseHighlight } from '../../../src/lib/search/algolia';

describe('algoliaParams', () => {
  it('asks for 5 hits, the hierarchy highlighted, a content snippet and the lvl0 facet', () => {
    const params = new URLSearchParams(algoliaParams({ query: 'output filename', hitsPerPage: 5, facet: null }));
    expect(params.get('query')).toBe('output filename');
    expect(params.get('hitsPerPage')).toBe('5');
    expect(JSON.parse(params.get('facets') ?? '')).toEqual(['hierarchy.lvl0']);
    expect(JSON.parse(params.get('attributesToSnippet') ?? '')).toEqual(['content:24']);
    expect(params.has('facetFilters')).toBe(false);
  });

  it('filters by the chosen facet and encodes every value', () => {
    const raw = algoliaParams({ query: 'a&b=c', hitsPerPage: 50, facet: 'Guides' });
    expect(raw).toContain('query=a%26b%3Dc');
    expect(JSON.parse(new URLSearchParams(raw).get('facetFilters') ?? '')).toEqual([['hierarchy.lvl0:Guides']]);
  });
});

describe('parseHighlight', () => {
  it('turns the highlight markers into segments', () => {
    expect(parseHighlight('set __aa-highlight__output__/aa-highlight__.path')).toEqual([
      { text: 'set ', match: false },
      { text: 'output', match: true },
      { text: '.path', match: false },
    ]);
    expect(parseHighlight('<b>plain</b>')).toEqual([{ text: '<b>plain</b>', match: false }]);
  });
});

describe('algoliaPage', () => {
  const hit = {
    objectID: '/configuration/output/#outputfilename',
    url: '/configuration/output/',
    anchor: 'outputfilename',
    hierarchy: { lvl0: 'Configuration', lvl1: 'Output', lvl2: 'output.filename', lvl3: null },
    _highlightResult: { hierarchy: { lvl2: { value: 'output.__aa-highlight__filename__/aa-highlight__' } } },
    _snippetResult: { content: { value: '… names each __aa-highlight__file__/aa-highlight__ …' } },
  };

  it('maps hits, totals and facet counts', () => {
    const warn = jest.fn();
    const page = algoliaPage({ results: [{ hits: [hit], nbHits: 12, facets: { 'hierarchy.lvl0': { Configuration: 7, Guides: 5 } } }] }, warn);
    expect(page.total).toBe(12);
    expect(page.facets).toEqual([
      { value: 'Configuration', count: 7 },
      { value: 'Guides', count: 5 },
    ]);
    const [mapped] = page.hits;
    expect(mapped.url).toBe('/configuration/output/#outputfilename');
    expect(mapped.category).toBe('Configuration');
    expect(mapped.levels.map((l) => l.level)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(mapped.levels[2].text).toEqual([
      { text: 'output.', match: false },
      { text: 'filename', match: true },
    ]);
    expect(mapped.snippet?.filter((s) => s.match)).toEqual([{ text: 'file', match: true }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about a hit with neither URL nor anchor and lists it without a link', () => {
    const warn = jest.fn();
    const page = algoliaPage({ results: [{ hits: [{ objectID: 'x', hierarchy: { lvl0: 'Guides', lvl1: 'Lost' } }] }] }, warn);
    expect(page.hits[0].url).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/neither a URL nor an anchor/));
  });

  it('survives an answer of the wrong shape', () => {
    expect(algoliaPage({}, jest.fn())).toEqual({ hits: [], total: 0, facets: [] });
  });
});
