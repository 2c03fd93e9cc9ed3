// Shared by the tests that read under the service worker (src/service-worker/offline-reading.js).
export const OFFLINE_CACHE = 'webpack-docs-offline-v1';

/** Waits until the service worker has saved the whole site (it writes the manifest last). */
export async function siteSaved(page) {
  const saved = () => page.evaluate(async (cacheName) => Boolean(await (await caches.open(cacheName)).match('/offline-manifest.json')), OFFLINE_CACHE);
  for (const deadline = Date.now() + 120_000; !(await saved()); await page.waitForTimeout(250)) {
    if (Date.now() > deadline) throw new Error('the service worker did not save the site within 2 minutes');
  }
}
