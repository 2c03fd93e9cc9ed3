// Every built page, reached in every way a reader reaches it, without a console error or a page error (React's
// hydration errors #418/#423/#425 among them): a first visit, a full load under the service worker, a reload
// offline, client-side navigation, and back and forward. A failure names the page, the way and the message; for
// React's full message, rebuild with `npx gatsby build --no-uglify` or open the page in `npm run develop`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveBuild } from '../../scripts/serve-build.mjs';
import { launch } from './browser.mjs';
import { siteSaved } from './offline.mjs';

/**
 * Every page of the build, by its page-data folder (the redirect pages of old URLs are HTML files, not pages, and
 * have tests of their own). The 404 page is reached at unknown URLs, which other tests visit.
 */
function builtPages(dir = path.resolve('public/page-data')) {
  const pages = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page-data.json')
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .filter((folder) => folder !== '404.html' && folder !== 'dev-404-page')
    .map((folder) => (folder === 'index' ? '/' : `/${folder}/`))
    // The plugin's app shell is no page a reader reaches: the worker never answers with it.
    .filter((page) => page !== '/offline-plugin-app-shell-fallback/');
  return pages.sort();
}

const PAGES = builtPages();

/** The <title> of a page's prerendered HTML, as written (entities and all). */
const builtTitle = (pagePath) => /<title[^>]*>([^<]*)<\/title>/.exec(fs.readFileSync(path.join('public', pagePath, 'index.html'), 'utf8'))?.[1] ?? '';
const HISTORY_STEPS = 40;

let browser;
let server;
before(async () => {
  browser = await launch();
  server = await serveBuild();
});
after(async () => {
  server?.stop();
  await browser?.close();
});

/** Console errors and page errors of a page, each with the path it happened on. */
function recordErrors(page, where, errors = []) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // This machine reaches no other host: README badges and avatars elsewhere fail to load here, not for readers.
    const { url } = message.location();
    const failedLoad = message.text().startsWith('Failed to load resource') && url;
    if (failedLoad && new URL(url).hostname !== 'localhost') return;
    // Offline, the vote page's request to the vote service fails, as any request to a server that is down does;
    // the page then says the service is unavailable (VoteApp's load error), and the browser logs the failed request.
    if (failedLoad && where().startsWith('offline ') && new URL(url).pathname.startsWith('/api/')) return;
    errors.push(`${where()}: console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`));
  return errors;
}

/** /app-shell/ renders nothing (spec), so no Layout marks it: it is ready once Gatsby's app is. */
const BARE = / \/app-shell\/$/;

/** The page has rendered and hydrated (Layout marks <html>), or says it has not within 20 s. */
const hydratedAt = (page, where) =>
  page
    .waitForFunction((bare) => (bare ? Boolean(window.___navigate) : document.documentElement.hasAttribute('data-hydrated')), BARE.test(where), {
      timeout: 20_000,
    })
    .catch(() => {
      throw new Error(`${where}: did not hydrate within 20 s`);
    });

/** Loads every page in one tab, as full page loads; `at` names the page being loaded, for the errors. */
async function loadEach(page, { base, way, at }) {
  const fromWorker = [];
  for (const pagePath of PAGES) {
    at(`${way} ${pagePath}`);
    const response = await page.goto(`${base}${pagePath}`);
    if (response?.fromServiceWorker()) fromWorker.push(pagePath);
    await hydratedAt(page, `${way} ${pagePath}`);
  }
  return fromWorker;
}

describe('every page, every way it is reached', { timeout: 30 * 60_000 }, () => {
  it(`has no console or page error on a first visit to each of the ${PAGES.length} pages`, async () => {
    const errors = [];
    for (const pagePath of PAGES) {
      // A profile of its own for each page: nothing cached, no worker yet, as a reader's first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      recordErrors(page, () => `first visit ${pagePath}`, errors);
      await page.goto(`${server.base}${pagePath}`);
      await hydratedAt(page, `first visit ${pagePath}`);
      await context.close();
    }
    assert.deepEqual(errors, []);
  });

  it("has none under the service worker, whose answers are each page's own prerendered HTML, online and offline", async () => {
    // A server of its own: stopping it makes "offline" a real network failure the worker sees too.
    const own = await serveBuild();
    const context = await browser.newContext();
    const page = await context.newPage();
    let current = 'first visit /';
    const errors = recordErrors(page, () => current);
    try {
      await page.goto(`${own.base}/`);
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      await siteSaved(page);

      const at = (where) => {
        current = where;
      };
      const fromWorker = await loadEach(page, { base: own.base, way: 'under the worker', at });
      assert.deepEqual(
        PAGES.filter((pagePath) => !fromWorker.includes(pagePath)),
        [],
        'every page is answered by the worker',
      );
      const concepts = await (await page.goto(`${own.base}/concepts/`)).text();
      assert.equal(concepts, fs.readFileSync('public/concepts/index.html', 'utf8'), "the worker's answer is the page's own HTML");

      own.stop();
      await loadEach(page, { base: own.base, way: 'offline', at });
    } finally {
      own.stop();
      await context.close();
    }
    assert.deepEqual(errors, []);
  });

  it('has none on client-side navigation to each page, nor going back and forward through them', async () => {
    // The worker stays allowed: Playwright's way of blocking it resolves register() with nothing, which Gatsby's
    // registration code reports as an error no browser would give.
    const context = await browser.newContext();
    const page = await context.newPage();
    let current = 'first visit /';
    const errors = recordErrors(page, () => current);
    await page.goto(`${server.base}/`);
    await hydratedAt(page, current);
    // The page has rendered once its title is in the document (the Head API sets it after the page's render). The
    // path alone changes before: navigating again then makes the router replace the entry instead of adding one.
    const shown = (pagePath) =>
      page
        .waitForFunction(
          ([expected, title]) =>
            location.pathname === expected &&
            document.documentElement.hasAttribute('data-hydrated') &&
            document.title === new DOMParser().parseFromString(`<title>${title}</title>`, 'text/html').title,
          [pagePath, builtTitle(pagePath)],
          { timeout: 60_000 },
        )
        .catch(() => {
          throw new Error(`${current}: the page did not show within 60 s (the tab is at ${page.url()})`);
        });
    // The 404 and offline pages are no link's target; the app navigates to them as any other page.
    for (const pagePath of PAGES.filter((p) => p !== '/')) {
      current = `client-side navigation to ${pagePath}`;
      await page.evaluate((to) => window.___navigate(to), pagePath);
      await shown(pagePath);
    }
    // Chromium keeps 50 history entries per tab: back through the last 40 pages, then forward again.
    const visited = PAGES.filter((p) => p !== '/').slice(-(HISTORY_STEPS + 1));
    for (let step = visited.length - 2; step >= 0; step--) {
      current = `back to ${visited[step]}`;
      await page.goBack();
      await shown(visited[step]);
    }
    for (let step = 1; step < visited.length; step++) {
      current = `forward to ${visited[step]}`;
      await page.goForward();
      await shown(visited[step]);
    }
    await context.close();
    assert.deepEqual(errors, []);
  });
});
