import { prefetchSearchIndex, SEARCH_INDEX_URL, searchIndexJson } from '../../../src/lib/search/index-prefetch';

let answers: { ok: boolean; body: unknown }[] = [];
const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    const { ok, body } = answers.shift() ?? { ok: false, body: null };
    return { ok, status: ok ? 200 : 503, json: async () => body } as Response;
  }) as typeof fetch;
});

test('the box takes the index prefetched when the reader reached for it, downloaded once', async () => {
  answers = [{ ok: true, body: { version: 1 } }];
  prefetchSearchIndex();
  prefetchSearchIndex(); // pointer, then focus: still one download
  expect(await searchIndexJson()).toEqual({ version: 1 });
  expect(requested).toEqual([SEARCH_INDEX_URL]);
});

test('without a prefetch, or after a failed one, the index is downloaded afresh', async () => {
  answers = [{ ok: false, body: null }, { ok: true, body: { version: 2 } }];
  prefetchSearchIndex();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await searchIndexJson()).toEqual({ version: 2 });
  answers = [{ ok: true, body: { version: 3 } }];
  expect(await searchIndexJson()).toEqual({ version: 3 });
  expect(requested).toHaveLength(3);
});
