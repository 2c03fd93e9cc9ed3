import { embeddedPage, rankEmbedded, type RankedPage } from '../../../lib/search/embedded-search';
import { loadEmbeddedIndex, type EmbeddedIndex } from '../../../lib/search/engine';
import { pageOf, pageTextUrl, type PageText } from '../../../lib/search/page-text';
import { fetchJson } from '../../../lib/fetch-ok';
import type { SearchRequest } from '../../../lib/search/hit';
import { searchIndexJson } from '../../../lib/search/index-prefetch';
import type { SearchProvider } from '../provider';

/**
 * Loads the index the build wrote; MiniSearch and the index arrive only with this lazy chunk.
 * Each hit's text comes from its page's small text file, fetched once for the pages in view: hits
 * show at once with the snippets already known, the rest follow (withSnippets). A page whose file
 * cannot be had (offline, never fetched) shows its hits without a snippet.
 */
export async function embeddedProvider(): Promise<SearchProvider> {
  const engine = loadEmbeddedIndex(await searchIndexJson<EmbeddedIndex>());
  const loading = new Map<string, Promise<PageText>>();
  const loaded = new Map<string, PageText>();
  const pageText = (page: string) => {
    const known = loading.get(page);
    if (known) return known;
    const request = fetchJson<PageText>(pageTextUrl(page)).then(
      (text) => {
        loaded.set(page, text);
        return text;
      },
      (): PageText => {
        loading.delete(page);
        return {};
      },
    );
    loading.set(page, request);
    return request;
  };
  const pagesOf = (ranked: RankedPage) => [...new Set(ranked.results.map(({ record }) => pageOf(record.url)))];
  const withKnownTexts = (ranked: RankedPage, texts: ReadonlyMap<string, PageText>) =>
    embeddedPage(ranked, (record) => texts.get(pageOf(record.url))?.[record.objectID] ?? null);
  // withSnippets follows search with the same request: the ranking is kept rather than worked out twice a keystroke.
  let last: { request: SearchRequest; ranked: RankedPage } | null = null;
  const ranking = (request: SearchRequest) => {
    if (last?.request !== request) last = { request, ranked: rankEmbedded(engine, request) };
    return last.ranked;
  };
  return {
    credit: { name: 'MiniSearch', url: 'https://github.com/lucaong/minisearch' },
    search: (request) => Promise.resolve(withKnownTexts(ranking(request), loaded)),
    withSnippets: async (request) => {
      const ranked = ranking(request);
      const missing = pagesOf(ranked).filter((page) => !loaded.has(page));
      if (!missing.length) return null;
      const texts = new Map(await Promise.all(pagesOf(ranked).map(async (page) => [page, await pageText(page)] as const)));
      return withKnownTexts(ranked, texts);
    },
  };
}
