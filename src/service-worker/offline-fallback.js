/* global workbox */
// Appended to gatsby-plugin-offline's service worker (gatsby-config: appendScript). A page the reader has
// never visited cannot be served offline; instead of the browser's error page, the site's own offline page
// (prerendered, styles inlined) answers any navigation that neither the network nor the cache can.
const OFFLINE_CACHE = 'webpack-docs-offline-v1';
const OFFLINE_URL = '/offline/';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' }))));
});

workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode === 'navigate') {
    const page = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    if (page) return page;
  }
  return Response.error();
});
