import { prefetchSearch, SEARCH_CONFIG_URL, SEARCH_INDEX_URL, searchConfigJson, searchIndexJson } from '../../../src/lib/search/index-prefetch';

let files: Record<string, unknown> = {};
const requested: string[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
beforeEach(() => {
  requested.length = 0;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    const body = files[url];
    return { ok: body !== undefined, status: body === undefined ? 503 : 200, json: async () => body } as Response;
  }) as typeof fetch;
});

test('reaching for the box downloads the config, then the embedded index once; the box takes both', async () => {
  files = { [SEARCH_CONFIG_URL]: { algolia: null }, [SEARCH_INDEX_URL]: { version: 1 } };
  prefetchSearch();
  prefetchSearch(); // pointer, then focus
  await settle();
  expect(await searchConfigJson()).toEqual({ algolia: null });
  expect(await searchIndexJson()).toEqual({ version: 1 });
  expect(requested).toEqual([SEARCH_CONFIG_URL, SEARCH_INDEX_URL]);
});

test('a config naming Algolia leaves the embedded index alone; without a prefetch it is downloaded when asked', async () => {
  files = { [SEARCH_INDEX_URL]: { version: 2 } };
  // A fresh module state: the config read above is kept for the page's life.
  jest.resetModules();
  const fresh = await import('../../../src/lib/search/index-prefetch');
  files[SEARCH_CONFIG_URL] = { algolia: { appId: 'A', apiKey: 'k', indexName: 'docs' } };
  fresh.prefetchSearch();
  await settle();
  expect(requested).toEqual([SEARCH_CONFIG_URL]);
  expect(await fresh.searchIndexJson()).toEqual({ version: 2 });
});

test('a config that cannot be read is tried again next time', async () => {
  jest.resetModules();
  const fresh = await import('../../../src/lib/search/index-prefetch');
  files = {};
  expect(await fresh.searchConfigJson()).toBeNull();
  files = { [SEARCH_CONFIG_URL]: { algolia: null } };
  expect(await fresh.searchConfigJson()).toEqual({ algolia: null });
});
