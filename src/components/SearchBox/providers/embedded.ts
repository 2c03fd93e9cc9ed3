import { embeddedPage, rankEmbedded } from '../../../lib/search/embedded-search';
import { loadEmbeddedIndex, type EmbeddedIndex } from '../../../lib/search/engine';
import { pageOf, pageTextUrl, type PageText } from '../../../lib/search/page-text';
import type { SearchProvider } from '../provider';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Loads the index the build wrote; MiniSearch and the index arrive only with this lazy chunk.
 * Each hit's text comes from its page's small text file, fetched once for the pages in view; a
 * page whose file cannot be had (offline, never fetched) shows its hits without a snippet.
 */
export async function embeddedProvider(indexUrl: string): Promise<SearchProvider> {
  const engine = loadEmbeddedIndex(await fetchJson<EmbeddedIndex>(indexUrl));
  const texts = new Map<string, Promise<PageText>>();
  const pageText = (page: string) => {
    const known = texts.get(page);
    if (known) return known;
    const loading = fetchJson<PageText>(pageTextUrl(page)).catch((): PageText => {
      texts.delete(page);
      return {};
    });
    texts.set(page, loading);
    return loading;
  };
  return {
    credit: { name: 'MiniSearch', url: 'https://github.com/lucaong/minisearch' },
    search: async (request) => {
      const ranked = rankEmbedded(engine, request);
      const pages = [...new Set(ranked.results.map(({ record }) => pageOf(record.url)))];
      const loaded = new Map(await Promise.all(pages.map(async (page) => [page, await pageText(page)] as const)));
      return embeddedPage(ranked, (record) => loaded.get(pageOf(record.url))?.[record.objectID] ?? null);
    },
  };
}
