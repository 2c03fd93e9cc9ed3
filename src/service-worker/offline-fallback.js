/* global workbox */
// Appended to gatsby-plugin-offline's service worker (gatsby-config: appendScript).
// - A page the reader has never visited cannot be served offline; instead of the browser's error page, the
//   site's own offline page (prerendered, styles inlined) answers any navigation neither network nor cache can.
// - Search must work offline after a first visit, even if the reader never searched online: the files the
//   build lists in offline-assets.json (src/node/offline-assets.ts: search chunks, index, config) are cached
//   at install and answer when the network and workbox's own caches cannot.
const OFFLINE_CACHE = 'webpack-docs-offline-v1';
const OFFLINE_URL = '/offline/';
const OFFLINE_ASSETS = '/offline-assets.json';

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
      await cache.add(new Request(OFFLINE_URL, { cache: 'reload' }));
      await cacheSearchAssets(cache);
    })(),
  );
});

workbox.routing.setCatchHandler(async ({ event }) => {
  // The results page is one file for every query: /search/?q=… is answered by /search/.
  const ignoreSearch = new URL(event.request.url).pathname === '/search/';
  const cached = await caches.match(event.request, { cacheName: OFFLINE_CACHE, ignoreSearch });
  if (cached) return cached;
  if (event.request.mode === 'navigate') {
    const page = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    if (page) return page;
  }
  return Response.error();
});
