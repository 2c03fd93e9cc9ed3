/* global workbox, navigationRoute, handleAPIRequest */
// Appended to gatsby-plugin-offline's service worker (gatsby-config: appendScript), in the same script, so its
// navigationRoute and handleAPIRequest are in scope. docs/offline.md explains the design.
// - A navigation is answered with that page's own prerendered HTML: from the network when it answers within
//   NETWORK_TIMEOUT_MS, else the copy saved for offline reading. Never with the plugin's app shell, whose HTML
//   is no page's: React then failed to hydrate it (error #418) and the text waited for JavaScript.
// - At install, before `navigator.serviceWorker.ready` resolves, the pages open in the reader's tabs are saved
//   with everything they need, so a reload offline right then shows them.
// - After a page has loaded and the browser is idle, the page asks the worker to save the rest of the site
//   (src/browser/save-offline.ts): every page's HTML, data, static queries, content file and chunks, listed by
//   the build in offline-manifest.json (src/node/offline-assets.ts).
// - Search works offline after a first visit: its files (offline-assets.json) are saved at install.
// - A navigation neither the network nor the caches can answer gets the site's offline page, or its 404 page
//   for a URL the site does not have.
const OFFLINE_CACHE_PREFIX = 'webpack-docs-offline-';
/**
 * One cache per build: the build writes its offline manifest's version in place of the placeholder
 * (src/node/offline-assets.ts). A new worker saves into its own cache while the old one keeps reading from
 * its own, so an install that fails halfway (the connection drops) costs the reader nothing; the old cache is
 * dropped only once the new worker is active.
 */
const BUILD_VERSION = '__OFFLINE_MANIFEST_VERSION__';
const OFFLINE_CACHE = `${OFFLINE_CACHE_PREFIX}${BUILD_VERSION}`;
const OFFLINE_URL = '/offline/';
const NOT_FOUND_URL = '/404.html';
const OFFLINE_ASSETS = '/offline-assets.json';
const OFFLINE_MANIFEST = '/offline-manifest.json';
/** The manifest as read at install: which pages the build has, before the whole site is saved. */
const INSTALLED_MANIFEST = '/offline-manifest.json?installed';
const SAVE_SITE_MESSAGE = 'webpack-docs:save-offline';
/** Pages saved at once while saving: enough to keep the connection busy, few enough to leave room for the reader. */
const PARALLEL_SAVES = 3;
/** How long a navigation waits for the network before the saved copy answers (a connection that hangs). */
const NETWORK_TIMEOUT_MS = 3000;

const reload = (url) => new Request(url, { cache: 'reload' });

/** A fetched file, fit for the cache: a navigation may not be answered with a redirected response. */
async function fetchFile(url) {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Saves groups of files, PARALLEL_SAVES at a time. A group is written once all its files have arrived, so a page's
 * HTML is never saved from one build with its data from another.
 */
async function saveGroups(cache, groups) {
  const queue = [...groups];
  const saveNext = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const responses = await Promise.all(group.map(fetchFile));
      await Promise.all(group.map((url, at) => cache.put(url, responses[at])));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SAVES }, saveNext));
}

/** The shared files one by one, then each page's own files as one group. */
function groupsOf(manifest, pagePaths) {
  const shared = new Set(manifest.shared);
  return [...manifest.shared.map((url) => [url]), ...pagePaths.map((path) => manifest.pages[path].filter((url) => !shared.has(url)))];
}

/**
 * The manifest of this worker's build. Once the site is deployed again the server's files are the new build's:
 * saving them here would mix two builds in one copy, and would keep this worker busy, which holds back the new
 * worker's activation. The new worker saves them; the browser is asked to fetch it.
 */
async function fetchManifest() {
  const response = await fetch(OFFLINE_MANIFEST, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${OFFLINE_MANIFEST}: ${response.status}`);
  const manifest = await response.clone().json();
  if (manifest.version !== BUILD_VERSION) {
    self.registration.update().catch(() => undefined);
    throw new Error(`the site now has build ${manifest.version}; this worker is from ${BUILD_VERSION}, and leaves the saving to the new one`);
  }
  return { response, manifest };
}

async function cacheSearchAssets(cache) {
  try {
    const response = await fetch(OFFLINE_ASSETS, { cache: 'reload' });
    const assets = await response.json();
    await cache.addAll(assets.map(reload));
  } catch (error) {
    // Search still works online; offline it says it cannot connect.
    console.warn('Search files were not cached for offline use:', error);
  }
}

/** The pages open in the reader's tabs, with everything they need: readable offline as soon as the worker is ready. */
async function saveOpenPages(cache) {
  try {
    const { response, manifest } = await fetchManifest();
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // The offline and 404 pages with their data too: Gatsby renders them where the worker answers with them.
    const paths = [OFFLINE_URL, NOT_FOUND_URL, ...windows.map((client) => new URL(client.url).pathname)];
    const open = [...new Set(paths)].filter((path) => manifest.pages[path]);
    await saveGroups(cache, groupsOf(manifest, open));
    await cache.put(INSTALLED_MANIFEST, response);
  } catch (error) {
    // The page still works online; the site is saved again after the page has loaded.
    console.warn('The open pages were not saved for offline reading:', error);
  }
}

/**
 * Chromium's static routing (InstallEvent.addRoutes): a navigation that finds this worker stopped, as a reader who
 * comes back hours later does, races the network against the worker's start and fetch handler, and the first answer
 * wins. Navigation preload already sends the request while the worker starts, but its answer still waited for the
 * worker to run: about 30-70 ms per returning visit here (docs/offline.md). Offline the network fails at once and
 * the handler's saved copy answers. The plugin's own API URLs always go to the handler. Browsers without static
 * routing keep the fetch handler with navigation preload.
 */
const staticRoutes = () => [
  { condition: { urlPattern: new URLPattern({ pathname: '/.gatsby-plugin-offline\\:*' }) }, source: 'fetch-event' },
  { condition: { requestMode: 'navigate', runningStatus: 'not-running' }, source: 'race-network-and-fetch-handler' },
];

self.addEventListener('install', (event) => {
  const noRoutes = (error) => console.warn('Static routes were not added:', error);
  try {
    if (event.addRoutes) event.waitUntil(event.addRoutes(staticRoutes()).catch(noRoutes));
  } catch (error) {
    noRoutes(error);
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      await cache.addAll([reload(OFFLINE_URL), reload(NOT_FOUND_URL)]);
      await Promise.all([cacheSearchAssets(cache), saveOpenPages(cache)]);
    })(),
  );
});

// Last deploy's copy goes once this worker is in charge.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((key) => key.startsWith(OFFLINE_CACHE_PREFIX) && key !== OFFLINE_CACHE).map((key) => caches.delete(key)))),
      // The browser requests a page while the worker starts, instead of after: a returning visit is as quick as a first.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

/** Which pages the build has: from the saved site, or from the install. */
async function knownManifest() {
  const response =
    (await caches.match(OFFLINE_MANIFEST, { cacheName: OFFLINE_CACHE })) ?? (await caches.match(INSTALLED_MANIFEST, { cacheName: OFFLINE_CACHE }));
  return response ? response.json() : null;
}

let saving = null;

/** Saves every page not saved yet, then the manifest that says so (the site is saved once it is there). */
async function saveSite() {
  if (await caches.match(OFFLINE_MANIFEST, { cacheName: OFFLINE_CACHE })) return;
  const { response, manifest } = await fetchManifest();
  const cache = await caches.open(OFFLINE_CACHE);
  // An interrupted save, or the pages saved at install: only what is missing.
  const groups = groupsOf(manifest, Object.keys(manifest.pages));
  const missing = await Promise.all(groups.map(async (group) => (await Promise.all(group.map((url) => cache.match(url)))).some((hit) => !hit)));
  await saveGroups(
    cache,
    groups.filter((_, at) => missing[at]),
  );
  // Last, so an interrupted save is resumed by the next page that asks.
  await cache.put(OFFLINE_MANIFEST, response);
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== SAVE_SITE_MESSAGE) return;
  saving ??= saveSite()
    .catch((error) => console.warn('The site was not saved for offline reading:', error))
    .finally(() => {
      saving = null;
    });
  event.waitUntil(saving);
});

/**
 * A page's saved HTML, only when every file it renders from is saved too: without its data the page would stay
 * unhydrated with an error, and the offline page says more. The query does not matter (/search/?q=…).
 */
async function savedPage(url) {
  const files = (await knownManifest())?.pages[url.pathname];
  if (!files) return undefined;
  const [html, ...rest] = await Promise.all(files.map((file) => caches.match(file, { cacheName: OFFLINE_CACHE })));
  return html && rest.every(Boolean) ? html : undefined;
}

/** Network first, the saved copy when the network fails or hangs; errors go to the catch handler below. */
async function answerNavigation({ event, url }) {
  if (/\/\.gatsby-plugin-offline:/.test(url.pathname)) return handleAPIRequest({ event });
  const network = Promise.resolve(event.preloadResponse).then((preloaded) => preloaded ?? fetch(event.request));
  network.catch(() => undefined);
  try {
    const first = await Promise.race([network, new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, null))]);
    if (first) return first;
  } catch {
    // Offline: the saved copy, if any.
  }
  return (await savedPage(url)) ?? network;
}

// The plugin's navigation route answers with its app shell once a page's files are cached: it no longer matches.
navigationRoute.match = () => false;
workbox.routing.registerRoute(new workbox.routing.NavigationRoute(answerNavigation));

workbox.routing.setCatchHandler(async ({ event }) => {
  // A file (page data, a chunk, an image): the saved copy.
  if (event.request.mode !== 'navigate') return (await caches.match(event.request, { cacheName: OFFLINE_CACHE })) ?? Response.error();
  // A page that could not be answered (answerNavigation): the 404 page for a URL the site does not have, else
  // the offline page.
  const url = new URL(event.request.url);
  const manifest = await knownManifest();
  const missing = manifest && !manifest.pages[url.pathname] && !url.pathname.endsWith('/printable/');
  const page = await caches.match(missing ? NOT_FOUND_URL : OFFLINE_URL, { cacheName: OFFLINE_CACHE });
  if (page && missing) return new Response(page.body, { status: 404, headers: page.headers });
  return page ?? Response.error();
});
