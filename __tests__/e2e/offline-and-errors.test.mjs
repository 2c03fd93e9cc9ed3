// Offline reading through the service worker, and recovery from chunks that fail to load.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveBuild } from '../../scripts/serve-build.mjs';
import { hydrated, launch, url } from './browser.mjs';
import { offlineCacheName, siteSaved } from './offline.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

describe('offline reading', () => {
  const articleText = (page) =>
    page.waitForFunction(
      () => (document.querySelector('main article')?.textContent?.length ?? 0) > 1500 && !document.body.textContent?.includes('Error loading content.'),
    );
  /**
   * One visit to /migrate/ under the service worker, until it has saved the site. The server is the test's own:
   * stopping it makes "offline" a real network failure the worker sees too.
   */
  async function visitOnce() {
    const server = await serveBuild();
    const context = await browser.newContext();
    const page = await context.newPage();
    // What the worker throws and nothing catches: DevTools shows it in the reader's console.
    const workerErrors = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerErrors.push(`${errorMessage.sourceURL}: ${errorMessage.errorMessage}`));
    await cdp.send('ServiceWorker.enable');
    try {
      await page.goto(`${server.base}/migrate/`);
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      await siteSaved(page);
    } catch (error) {
      server.stop();
      await context.close();
      throw error;
    }
    return { server, context, page, workerErrors };
  }

  /** Follows a link of the top bar or sidebar, as a reader offline would, and waits for the page's text. */
  async function follow(page, href, title) {
    await page.locator(`a[href="${href}"]`).first().click();
    await page.waitForURL((address) => address.pathname === href);
    await page.locator('h1', { hasText: title }).waitFor();
    await articleText(page);
  }

  it('reads every page offline after one visit: never visited ones, search, and the 404 page for unknown URLs', async () => {
    const { server, context, page, workerErrors } = await visitOnce();
    try {
      server.stop();

      await page.reload();
      assert.equal(await page.locator('h1').textContent(), 'Migrate');
      await articleText(page);
      await hydrated(page);
      // Three sections this browser never visited, by links, then search.
      await follow(page, '/concepts/', 'Concepts');
      await follow(page, '/configuration/', 'Configuration');
      assert.ok(await page.getByRole('navigation', { name: 'Configuration pages' }).isVisible(), 'the sidebar is there offline');
      await follow(page, '/api/', 'API');
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      await box.click();
      await box.fill('output');
      await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();

      // A page opened by its address, never visited and not linked from here.
      await page.goto(`${server.base}/api/cli/`);
      await page.locator('h1', { hasText: 'Command Line Interface' }).waitFor();
      await articleText(page);

      // A URL that never existed is not "offline": it is the 404 page.
      const missing = await page.goto(`${server.base}/no-such-page/`);
      assert.equal(missing.status(), 404);
      await page.getByText('Oops! The page you are looking for has been removed or relocated.').waitFor();

      // Printable pages are not saved: they say so rather than failing.
      await page.goto(`${server.base}/api/printable/`);
      assert.equal(await page.locator('h1').textContent(), "You're offline");
      assert.match(await page.textContent('main'), /not been saved for offline reading/);
      assert.deepEqual(workerErrors, [], 'the worker throws no uncaught error offline');
    } finally {
      server.stop();
      await context.close();
    }
  });

  it('reads the open page offline as soon as navigator.serviceWorker.ready resolves, from its own HTML', async () => {
    const server = await serveBuild();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      await page.goto(`${server.base}/migrate/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      server.stop();
      const response = await page.reload();
      assert.ok(response.fromServiceWorker(), 'the worker answered the reload');
      assert.equal(await response.text(), fs.readFileSync('public/migrate/index.html', 'utf8'), "the page's own prerendered HTML");
      assert.equal(await page.locator('h1').textContent(), 'Migrate');
      await articleText(page);
      await hydrated(page);
      assert.deepEqual(errors, []);
    } finally {
      server.stop();
      await context.close();
    }
  });

  it("starts a returning visit's request while the worker starts (navigation preload), and answers with the page's HTML", async () => {
    const server = await serveBuild();
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${server.base}/concepts/`);
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
      assert.equal(state.enabled, true);
      const response = await page.goto(`${server.base}/guides/`);
      assert.ok(response.fromServiceWorker(), 'the worker answered');
      assert.equal(await response.text(), fs.readFileSync('public/guides/index.html', 'utf8'));
      await hydrated(page);
    } finally {
      server.stop();
      await context.close();
    }
  });

  it('races the network against a stopped worker for a returning visit, and offline the worker still answers', async () => {
    const { server, context, page, workerErrors } = await visitOnce();
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    /** A full load with the worker stopped, as a reader who comes back later: which source answered the page. */
    const returningVisit = async (pagePath) => {
      await cdp.send('ServiceWorker.stopAllWorkers');
      let router;
      const seen = ({ type, response }) => {
        if (type === 'Document') router = response.serviceWorkerRouterInfo;
      };
      cdp.on('Network.responseReceived', seen);
      await cdp.send('Network.enable');
      const response = await page.goto(`${server.base}${pagePath}`);
      cdp.off('Network.responseReceived', seen);
      return { response, router };
    };
    try {
      const online = await returningVisit('/guides/');
      assert.equal(online.router?.matchedSourceType, 'race-network-and-fetch-handler', `the static route matched: ${JSON.stringify(online.router)}`);
      assert.equal(await online.response.text(), fs.readFileSync('public/guides/index.html', 'utf8'));
      await hydrated(page);

      server.stop();
      const offline = await returningVisit('/concepts/');
      assert.equal(offline.router?.actualSourceType, 'fetch-event', `offline, the worker answered: ${JSON.stringify(offline.router)}`);
      await page.locator('h1', { hasText: 'Concepts' }).waitFor();
      await articleText(page);
      await hydrated(page);
      assert.deepEqual(workerErrors, []);
    } finally {
      server.stop();
      await context.close();
    }
  });

  it("answers online from the network when a saved page's HTML is corrupted or missing, and with the offline page offline", async () => {
    const { server, context, page } = await visitOnce();
    try {
      const damaged = await page.evaluate(
        async (cacheName) => {
          const cache = await caches.open(cacheName);
          await cache.put('/concepts/', new Response('<!doctype html><title>broken</title>', { headers: { 'Content-Type': 'text/html' } }));
          return cache.delete('/api/');
        },
        await offlineCacheName(page),
      );
      assert.ok(damaged, 'the saved /api/ page was removed');
      // Online, the network answers: the damaged copy is never seen.
      await page.goto(`${server.base}/concepts/`);
      assert.equal(await page.locator('h1').textContent(), 'Concepts');
      await page.goto(`${server.base}/api/`);
      assert.equal(await page.locator('h1').textContent(), 'API');
      server.stop();
      // Offline, a page whose HTML is gone gets the offline page, never a blank one.
      await page.goto(`${server.base}/api/`);
      assert.equal(await page.locator('h1').textContent(), "You're offline");
    } finally {
      server.stop();
      await context.close();
    }
  });

  it('works online and claims nothing offline when the browser refuses storage', async () => {
    const server = await serveBuild();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      // A quota of 1 KB: the worker cannot store even the offline page, so it does not install.
      const session = await context.newCDPSession(page);
      await session.send('Storage.overrideQuotaForOrigin', { origin: server.base, quotaSize: 1024 });
      await page.goto(`${server.base}/migrate/`);
      await hydrated(page);
      await page.waitForTimeout(3000);
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'no worker controls the page');
      await page.goto(`${server.base}/concepts/`);
      assert.equal(await page.locator('h1').textContent(), 'Concepts');
      await hydrated(page);
      assert.deepEqual(errors, []);
    } finally {
      server.stop();
      await context.close();
    }
  });

  it('gives the offline page, not a blank one, when a visited page lost a file it needs', async () => {
    const { server, context, page } = await visitOnce();
    try {
      // The static query results the page renders its layout from, gone from every cache.
      const removed = await page.evaluate(async () => {
        let count = 0;
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys())
            if (new URL(request.url).pathname.startsWith('/page-data/sq/')) count += Number(await cache.delete(request));
        }
        return count;
      });
      assert.ok(removed > 0);
      server.stop();
      await page.reload();
      assert.equal(await page.locator('h1').textContent(), "You're offline");
    } finally {
      server.stop();
      await context.close();
    }
  });
});

describe('chunks that fail to load', () => {
  // Files of the doc template's chunks (named by id and hash), found by chunk name in Gatsby's chunk map.
  const chunkMap = JSON.parse(fs.readFileSync(path.resolve('public/chunk-map.json'), 'utf8'));
  const templateFiles = new Set(
    Object.entries(chunkMap)
      .filter(([name]) => name.startsWith('component---src-templates-doc-page-tsx'))
      .flatMap(([, files]) => files),
  );
  const TEMPLATE_CHUNK = (requestUrl) => templateFiles.has(new URL(requestUrl).pathname);

  // Routes are set before the first page loads: Gatsby prefetches the chunks of links in view.
  it('reloads once and recovers when the chunk comes back', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // Before the click, Gatsby prefetches the chunk of links in view: those fail quietly and are
    // not counted. After it, the first load fails and later ones go through.
    let clicked = false;
    let blocked = 0;
    await page.route(TEMPLATE_CHUNK, (route) => (!clicked || blocked++ === 0 ? route.abort() : route.continue()));
    await page.goto(url('/'));
    await hydrated(page);
    clicked = true;
    await page
      .getByRole('link', { name: /Concepts/ })
      .first()
      .click();
    await page.waitForFunction(() => location.pathname === '/concepts/' && document.querySelector('h1')?.textContent === 'Concepts');
    await page.waitForLoadState('load');
    await hydrated(page);
    assert.equal(await page.locator('#chunk-error').count(), 0);
    assert.ok(blocked >= 2, 'the chunk was requested again after the failure');
    await context.close();
  });

  it('shows the chunk message with a retry when it keeps failing, and keeps the text readable', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(TEMPLATE_CHUNK, (route) => route.abort());
    await page.goto(url('/'));
    await hydrated(page);
    await page
      .getByRole('link', { name: /Concepts/ })
      .first()
      .click();
    const banner = page.getByRole('alert').filter({ hasText: /Loading chunk .+ failed/ });
    await banner.waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('h1').first().textContent(), 'Concepts');
    await page.unroute(TEMPLATE_CHUNK);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    await page.waitForLoadState('load');
    assert.equal(await page.locator('#chunk-error').count(), 0);
    await context.close();
  });
});
