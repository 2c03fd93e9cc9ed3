import { loadedPageContent, prefetchPageContent } from '../../src/lib/page-content/load';

test('a prefetched doc page has its content fetched too; a page without a content file fetches nothing', async () => {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ docPage: { html: '<p>x</p>' } }) }) as Response);
  global.fetch = fetchMock;
  const pages: Record<string, unknown> = {
    '/concepts/': { json: { pageContext: { contentUrl: '/page-data/concepts/content.json' } } },
    '/vote/': { json: { pageContext: {} } },
    '/gone/': null,
  };
  const loadPage = async (pathname: string) => pages[pathname] as Awaited<ReturnType<Parameters<typeof prefetchPageContent>[1]>>;
  await prefetchPageContent('/vote/', loadPage);
  await prefetchPageContent('/gone/', loadPage);
  expect(fetchMock).not.toHaveBeenCalled();
  await prefetchPageContent('/concepts/', loadPage);
  await prefetchPageContent('/concepts/', loadPage);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(loadedPageContent('/page-data/concepts/content.json')).toEqual({ docPage: { html: '<p>x</p>' } });
});
