import { contentUrlOf, mergePageContent, splitPageContent } from '../../src/lib/page-content/split';

test('splitting a query result and merging the content back gives the same result', () => {
  const data = {
    site: { siteMetadata: { webpackVersion: '5.0.0' } },
    docPage: { title: 'Output', html: '<p>text</p>', generatedTable: { id: 't' }, options: [], url: '/configuration/output/' },
    allConfigOption: { nodes: [{ path: 'output.path' }] },
    previous: null,
  };
  const split = splitPageContent(data);
  expect(split?.rest).toEqual({ site: data.site, docPage: { title: 'Output', url: '/configuration/output/' }, previous: null });
  expect(split?.content).toEqual({ docPage: { html: '<p>text</p>', generatedTable: { id: 't' }, options: [] }, allConfigOption: data.allConfigOption });
  expect(mergePageContent(split?.rest ?? {}, split!.content)).toEqual(data);
});

test('a page without a configuration reference keeps no empty allConfigOption, and one without text has no content', () => {
  const split = splitPageContent({ docPage: { title: 'Concepts', html: '<p>text</p>' } });
  expect(split?.content).toEqual({ docPage: { html: '<p>text</p>' } });
  expect(mergePageContent({ docPage: { title: 'Concepts' } }, split!.content)).toEqual({ docPage: { title: 'Concepts', html: '<p>text</p>' } });
  expect(splitPageContent({ docPage: null })).toBeNull();
  expect(splitPageContent({ site: {} })).toBeNull();
});

test('the content file sits beside the page-data file', () => {
  expect(contentUrlOf('/page-data/concepts/output/page-data.json')).toBe('/page-data/concepts/output/content.json');
  expect(contentUrlOf('/page-data/index/page-data.json')).toBe('/page-data/index/content.json');
});
