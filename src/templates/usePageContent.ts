import * as React from 'react';
import { pageRendered } from '../browser/chunk-recovery';
import { loadedPageContent, loadPageContent } from '../lib/page-content/load';
import { mergePageContent, type PageContent } from '../lib/page-content/split';

/**
 * - served: the page arrived with its HTML, which React keeps; the content is not fetched.
 * - ready: the data holds the content (it was never moved out, or it has been fetched).
 */
export type PageContentStatus = 'served' | 'ready' | 'loading' | 'failed';

interface State {
  readonly url: string | undefined;
  readonly status: PageContentStatus;
  readonly content?: PageContent;
}

function initialState(url: string | undefined): State {
  if (url === undefined || typeof window === 'undefined') return { url, status: 'ready' };
  if (!pageRendered()) return { url, status: 'served' };
  const content = loadedPageContent(url);
  return content ? { url, status: 'ready', content } : { url, status: 'loading' };
}

/** Warms the service worker's cache with the content of a page read from its served HTML, for offline reading. */
function keepForOffline(url: string): void {
  if (!navigator.serviceWorker?.controller) return;
  const warm = () => void loadPageContent(url).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm);
  else setTimeout(warm, 1);
}

/**
 * A doc page's query result with its text and tables, which the build moved out of page-data into the
 * file `contentUrl` names (src/node/slim-page-data.ts). On the page the reader arrived on they are in
 * the served HTML and are not fetched; after a client-side navigation, or in the offline app shell
 * (served HTML empty, `textElement` has nothing in it), they are fetched (or taken from a prefetch).
 */
export function usePageContent<T extends Parameters<typeof mergePageContent>[0]>(
  data: T,
  contentUrl: string | undefined,
  textElement: React.RefObject<HTMLElement | null>,
): { readonly data: T; readonly status: PageContentStatus; readonly retry: () => void } {
  const [state, setState] = React.useState(() => initialState(contentUrl));
  // The template stays mounted from page to page: another page starts afresh.
  let current = state;
  if (state.url !== contentUrl) {
    current = initialState(contentUrl);
    setState(current);
  }
  const { url, status } = current;

  React.useEffect(() => {
    if (url === undefined) return undefined;
    if (status === 'served') {
      if (textElement.current?.hasChildNodes()) keepForOffline(url);
      else setState({ url, status: 'loading' });
      return undefined;
    }
    if (status !== 'loading') return undefined;
    let live = true;
    loadPageContent(url).then(
      (content) => live && setState({ url, status: 'ready', content }),
      (error: unknown) => {
        console.error('The page content could not be loaded:', error);
        if (live) setState({ url, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [url, status, textElement]);

  const retry = React.useCallback(() => setState({ url, status: 'loading' }), [url]);
  const merged = React.useMemo(() => (current.content ? mergePageContent(data, current.content) : data), [data, current.content]);
  return { data: merged, status, retry };
}
