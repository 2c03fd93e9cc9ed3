/* global workbox, idbKeyval, MessageAPI */
// Appended to gatsby-plugin-offline's service worker (gatsby-config: appendScript), in the same script, so
// its MessageAPI and idbKeyval are in scope.
// - Once installed, the worker saves the whole site for offline reading when a page asks it to (after load,
//   when the browser is idle: src/browser/save-offline.ts): every page's data, static queries, content file
//   and chunks, listed by the build in offline-manifest.json (src/node/offline-assets.ts). It then tells
//   gatsby-plugin-offline's navigation route that each page's files are there, so any page opens offline in
//   the app shell, never visited ones included.
// - Search works offline after a first visit: its files (offline-assets.json) are saved at install.
// - A navigation neither the network nor the caches can answer gets the site's offline page, or its 404 page
//   for a URL the site does not have.
const OFFLINE_CACHE = 'webpack-docs-offline-v1';
const OFFLINE_URL = '/offline/';
const NOT_FOUND_URL = '/404.html';
const OFFLINE_ASSETS = '/offline-assets.json';
const OFFLINE_MANIFEST = '/offline-manifest.json';
const SAVE_SITE_MESSAGE = 'webpack-docs:save-offline';
/** Files fetched at once while saving: enough to keep the connection busy, few enough to leave room for the reader. */
const PARALLEL_SAVES = 4;

async function cacheSearchAssets(cache) {
  try {
    const response = await fetch(OFFLINE_ASSETS, { cache: 'reload' });
    const assets = await response.json();
    await cache.addAll(assets.map((url) => new Request(url, { cache: 'reload' })));
  } catch (error) {
    // Search still works online; offline it says it cannot connect.
    console.warn('Search files were not cached for offline use:', error);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // A fresh copy per worker: last deploy's hashed chunks are not kept.
      await caches.delete(OFFLINE_CACHE);
      const cache = await caches.open(OFFLINE_CACHE);
      await cache.addAll([new Request(OFFLINE_URL, { cache: 'reload' }), new Request(NOT_FOUND_URL, { cache: 'reload' })]);
      await cacheSearchAssets(cache);
    })(),
  );
});

/** The saved manifest, if the site has been saved: which pages exist and what each needs. */
async function savedManifest() {
  const response = await caches.match(OFFLINE_MANIFEST, { cacheName: OFFLINE_CACHE });
  return response ? response.json() : null;
}

let saving = null;

/** Saves every file of the manifest not saved yet (all of them when the build changed), then marks the pages as available. */
async function saveSite() {
  const response = await fetch(OFFLINE_MANIFEST, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${OFFLINE_MANIFEST}: ${response.status}`);
  const manifest = await response.clone().json();
  const previous = await savedManifest();
  if (previous && previous.version === manifest.version) return;
  const cache = await caches.open(OFFLINE_CACHE);
  const queue = previous ? [...manifest.files] : [];
  if (!previous) {
    for (const file of manifest.files) if (!(await cache.match(file))) queue.push(file);
  }
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const fileResponse = await fetch(file, { cache: 'no-cache' });
      if (!fileResponse.ok) throw new Error(`${file}: ${fileResponse.status}`);
      await cache.put(file, fileResponse);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SAVES }, worker));
  await Promise.all(Object.entries(manifest.pages).map(([path, resources]) => idbKeyval.set(`resources:${path}`, resources)));
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

// Gatsby's list of a visited page's files leaves out its static queries and content file: offline, the app
// shell then rendered the page without them (a blank page between header and footer). With the manifest,
// the full list is recorded, so a page with a file missing is not served from the shell.
const recordGatsbyResources = MessageAPI.setPathResources;
MessageAPI.setPathResources = (event, { path, resources }) => {
  event.waitUntil(
    savedManifest().then((manifest) => {
      const full = manifest?.pages[path];
      if (!full) return recordGatsbyResources(event, { path, resources });
      return idbKeyval.set(`resources:${path}`, [...new Set([...resources, ...full])]);
    }),
  );
};

workbox.routing.setCatchHandler(async ({ event }) => {
  const url = new URL(event.request.url);
  // The results page is one file for every query: /search/?q=… is answered by /search/.
  const ignoreSearch = url.pathname === '/search/';
  const cached = await caches.match(event.request, { cacheName: OFFLINE_CACHE, ignoreSearch });
  if (cached) return cached;
  if (event.request.mode === 'navigate') {
    const manifest = await savedManifest();
    const missing = manifest && !manifest.pages[url.pathname] && !url.pathname.endsWith('/printable/') && url.pathname !== '/search/';
    const page = await caches.match(missing ? NOT_FOUND_URL : OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    if (page && missing) return new Response(page.body, { status: 404, headers: page.headers });
    if (page) return page;
  }
  return Response.error();
});
