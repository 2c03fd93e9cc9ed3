import type { GatsbyBrowser } from 'gatsby';
import { installChunkRecovery } from './src/browser/chunk-recovery';
import { saveSiteOffline } from './src/browser/save-offline';
import { replayEarlyTaps } from './src/lib/early-taps';
import { prefetchPageContent } from './src/lib/page-content/load';
import { routeChangeChecker, scheduleServiceWorkerUpdates } from './src/lib/service-worker';

export { wrapPageElement } from './src/wrap-page-element';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkRecovery();
  saveSiteOffline();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  replayEarlyTaps();
};

/**
 * Not when the app first mounts: the browser has already put the page where its #fragment, its restored
 * position or the reader's own scrolling before the scripts ran says. Gatsby's usual scrolling after that.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps }) => prevRouterProps !== undefined;

const checkForNewWorker = routeChangeChecker(() => navigator.serviceWorker?.getRegistration() ?? Promise.resolve(undefined));

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  // Not on the first render: the browser has just checked, as it does on every full navigation.
  if (prevLocation) checkForNewWorker();
};

export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = ({ serviceWorker }) => {
  scheduleServiceWorkerUpdates(serviceWorker);
};

/** Gatsby passes its loader's loadPage to every browser API, though its types do not say so. */
type LoaderArgs = { readonly loadPage: Parameters<typeof prefetchPageContent>[1] };

export const onPostPrefetchPathname: GatsbyBrowser['onPostPrefetchPathname'] = (args) => {
  // A failed prefetch costs nothing: the page fetches its content again when it is opened.
  prefetchPageContent(args.pathname, (args as unknown as LoaderArgs).loadPage).catch(() => undefined);
};
