import { embeddedProvider } from '../../../src/components/SearchBox/providers/embedded';
import { buildEmbeddedIndex } from '../../../src/lib/search/engine';
import { pageTexts, pageTextUrl } from '../../../src/lib/search/page-text';
import type { SearchRecord } from '../../../src/lib/search/record';

const record = (url: string, lvl1: string, content: string): SearchRecord => ({
  objectID: url,
  url,
  anchor: null,
  hierarchy: { lvl0: 'Guides', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  type: 'lvl1',
});
const records = [
  record('/guides/caching/', 'Caching', 'Use contenthash in file names.'),
  record('/guides/production/', 'Production', 'Minify with contenthash names.'),
];

// The files the build writes, served from memory; a page listed in `failing` answers 503.
const files = new Map<string, unknown>([['/search-index.json', JSON.parse(JSON.stringify(buildEmbeddedIndex(records)))]]);
for (const [page, text] of pageTexts(records)) files.set(pageTextUrl(page), text);
const failing = new Set<string>();
const requested: string[] = [];
beforeAll(() => {
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    const body = failing.has(url) ? undefined : files.get(url);
    return { ok: body !== undefined, status: body === undefined ? 503 : 200, json: async () => body } as Response;
  }) as typeof fetch;
});

test('hits come at once, snippets that need the network follow, and known snippets come with the hits', async () => {
  const provider = await embeddedProvider();
  const request = { query: 'contenthash', hitsPerPage: 5, facet: null };
  failing.add(pageTextUrl('/guides/production/'));

  const first = await provider.search(request);
  expect(first.hits.map((hit) => hit.url).sort()).toEqual(['/guides/caching/', '/guides/production/']);
  expect(first.hits.every((hit) => hit.snippet === null)).toBe(true);
  expect(requested.filter((url) => url.endsWith('search-text.json'))).toEqual([]);

  const completed = await provider.withSnippets?.(request, first);
  const snippet = (page: typeof first | null | undefined, url: string) => page?.hits.find((hit) => hit.url === url)?.snippet;
  expect(snippet(completed, '/guides/caching/')).not.toBeNull();
  expect(snippet(completed, '/guides/production/')).toBeNull(); // its text file failed: shown without

  failing.clear();
  const again = await provider.search(request);
  expect(snippet(again, '/guides/caching/')).not.toBeNull();
  expect(snippet(again, '/guides/production/')).toBeNull();
  // Only the page whose text is still missing is fetched again.
  const retried = await provider.withSnippets?.(request, again);
  expect(snippet(retried, '/guides/production/')).not.toBeNull();
  expect(requested.filter((url) => url === pageTextUrl('/guides/caching/'))).toHaveLength(1);
  expect(await provider.withSnippets?.(request, await provider.search(request))).toBeNull();
});
