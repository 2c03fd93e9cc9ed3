// Shared by the tests that read under the service worker (src/service-worker/offline-reading.js).
import { pageCondition } from './browser.mjs';

/** The worker's cache of the saved site, named after the build: its name, as the page sees it (null before). */
export const offlineCacheName = (page) => page.evaluate(async () => (await caches.keys()).find((key) => key.startsWith('webpack-docs-offline-')) ?? null);

/** Waits until the service worker has saved the whole site (it writes the manifest last). */
export const siteSaved = (page) =>
  pageCondition(
    page,
    async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('webpack-docs-offline-'));
      return Boolean(name && (await (await caches.open(name)).match('/offline-manifest.json')));
    },
    undefined,
    { timeout: 120_000, message: 'the service worker saving the whole site' },
  );
