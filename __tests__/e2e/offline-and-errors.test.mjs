// Offline reading through the service worker, and recovery from chunks that fail to load.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveBuild } from '../../scripts/serve-build.mjs';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

describe('offline reading', () => {
  it('keeps visited pages and shows a friendly page for unvisited ones', async () => {
    // A server of its own, which the test stops: "offline" is then a real network failure the service worker sees too.
    const server = await serveBuild();
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${server.base}/concepts/`);
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      // A visit under the active worker caches the page's resources.
      await page.reload();
      await hydrated(page);
      await page.getByRole('navigation', { name: 'Concepts pages' }).locator('a[href="/concepts/output/"]').first().click();
      await page.waitForURL(`${server.base}/concepts/output/`);
      await page.locator('h1', { hasText: 'Output' }).waitFor();
      await page.waitForTimeout(1500);
      server.stop();

      // The app shell renders both from cached data; their text comes from cached content.json files.
      const articleText = () =>
        page.waitForFunction(
          () => (document.querySelector('main article')?.textContent?.length ?? 0) > 2000 && !document.body.textContent?.includes('Error loading content.'),
        );
      await page.goto(`${server.base}/concepts/`);
      assert.equal(await page.locator('h1').textContent(), 'Concepts');
      await articleText();
      await page.goto(`${server.base}/concepts/output/`);
      await page.locator('h1', { hasText: 'Output' }).waitFor();
      await articleText();

      await page.goto(`${server.base}/api/cli/`);
      assert.equal(await page.locator('h1').textContent(), "You're offline");
      assert.match(await page.textContent('main'), /not been saved for offline reading/);
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
