// Shared by the tests that read under the service worker (src/service-worker/offline-reading.js).

/** The worker's cache of the saved site, named after the build: its name, as the page sees it (null before). */
export const offlineCacheName = (page) => page.evaluate(async () => (await caches.keys()).find((key) => key.startsWith('webpack-docs-offline-')) ?? null);

/** Waits until the service worker has saved the whole site (it writes the manifest last). */
export async function siteSaved(page) {
  const saved = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('webpack-docs-offline-'));
      return Boolean(name && (await (await caches.open(name)).match('/offline-manifest.json')));
    });
  for (const deadline = Date.now() + 120_000; !(await saved()); await page.waitForTimeout(250)) {
    if (Date.now() > deadline) throw new Error('the service worker did not save the site within 2 minutes');
  }
}
