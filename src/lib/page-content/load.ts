import { fetchJson } from '../fetch-ok';
import type { PageContent } from './split';

const requests = new Map<string, Promise<PageContent>>();
const loaded = new Map<string, PageContent>();

/** A page's content file, fetched once per URL; a failed fetch is forgotten, so it can be tried again. */
export function loadPageContent(url: string): Promise<PageContent> {
  let request = requests.get(url);
  if (!request) {
    request = fetchJson<PageContent>(url).then((content) => {
      loaded.set(url, content);
      return content;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/** The content already fetched (by a prefetch, or an earlier visit in this tab): a page can render it at once. */
export const loadedPageContent = (url: string): PageContent | undefined => loaded.get(url);

/** What a Gatsby prefetch resolves a page to, as far as this needs. */
interface PageResources {
  readonly json?: { readonly pageContext?: { readonly contentUrl?: unknown } };
}

/**
 * After Gatsby has prefetched a linked page's data and code, fetch its content too, so that following
 * the link renders the whole page at once. Pages whose content is in their data have no contentUrl.
 */
export async function prefetchPageContent(pathname: string, loadPage: (pathname: string) => Promise<PageResources | null>): Promise<void> {
  const url = (await loadPage(pathname))?.json?.pageContext?.contentUrl;
  if (typeof url === 'string') await loadPageContent(url);
}
