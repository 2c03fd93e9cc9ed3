import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, seriousViolations, url } from './browser.mjs';
import { closedPort, startFakeAlgolia } from './fake-algolia.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

const searchBox = (page) => page.getByRole('combobox', { name: 'Search the documentation' });
const results = (page) => page.getByRole('listbox', { name: 'Search results' });

/** A page whose console errors and uncaught exceptions are collected. */
async function openPage(context, path) {
  const page = await context.newPage();
  const errors = [];
  const crashes = [];
  // Contexts that block service workers make the offline plugin log its failed registration.
  page.on('console', (message) => message.type() === 'error' && !/service worker/i.test(message.text()) && errors.push(message.text()));
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.goto(url(path));
  await hydrated(page);
  return { page, errors, crashes };
}

describe('embedded search', () => {
  let context;
  before(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  });
  after(async () => context?.close());

  it('keeps search out of the first load: the box, the index and MiniSearch come on focus', async () => {
    const page = await context.newPage();
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const html = await (await fetch(url('/concepts/'))).text();
    assert.doesNotMatch(html, /<(script|link)[^>]+(src|href)="[^"]*search-/, 'the page itself loads no search code');
    await page.goto(url('/concepts/'));
    await hydrated(page);
    await searchBox(page).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((p) => /search/.test(p)),
      [],
      'no search code or data before the reader reaches for it',
    );
    assert.equal(await searchBox(page).getAttribute('placeholder'), 'Search this site...');
    const index = page.waitForResponse((response) => response.url().endsWith('/search-index.json'));
    // The index is requested alongside the box's code, so it can answer before MiniSearch's chunk is asked for.
    const engine = page.waitForRequest((request) => /\/search-embedded-[\w-]+\.js$/.test(new URL(request.url()).pathname), { timeout: 10_000 });
    await searchBox(page).focus();
    assert.equal((await index).status(), 200);
    assert.ok(await engine, 'MiniSearch comes in its own chunk');
    await page.close();
  });

  it('keeps every key typed while the box replaces its preview, on a slow CPU', async () => {
    const page = await context.newPage();
    // Held until the reader is typing, so the swap happens mid-word; CPU x 8 makes the swap's render long
    // enough that, were the focus moved in a later task, keys would land on the page's body and be lost.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/search-box-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(url('/concepts/'));
    await hydrated(page);
    await page.evaluate(() => {
      const preview = document.querySelector('[role="search"] input');
      const observer = new MutationObserver(() => {
        if (preview.isConnected) return;
        observer.disconnect();
        window.focusAtSwap = document.activeElement === document.querySelector('[role="search"] input') ? 'box' : document.activeElement?.tagName;
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await searchBox(page).focus();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const text = 'abcdefghijklmnopqrstuvwxyz0123456789';
    setTimeout(release, 30);
    await page.keyboard.type(text);
    await page.waitForFunction(() => window.focusAtSwap);
    assert.equal(await page.evaluate(() => window.focusAtSwap), 'box', 'the box has the focus in the task that removes the preview');
    await page.waitForFunction(() => document.querySelector('[role="search"] [role="listbox"]'));
    assert.equal(await searchBox(page).inputValue(), text);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  });

  it('finds a heading section, marks the match, and opens it with Enter', async () => {
    const { page, errors } = await openPage(context, '/concepts/');
    await searchBox(page).fill('separate vendor code');
    const first = results(page).getByRole('option').first();
    await first.waitFor();
    assert.equal(await searchBox(page).getAttribute('aria-expanded'), 'true');
    assert.equal(await searchBox(page).getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    assert.match(await first.textContent(), /Separate vendor code/);
    assert.match(await first.textContent(), /Guides › Caching/);
    assert.ok((await first.locator('mark').count()) > 0, 'matched words are marked');
    assert.match(await page.locator('[role="search"] p', { hasText: 'Search by' }).textContent(), /Search by MiniSearch/);
    await searchBox(page).press('Enter');
    await page.waitForURL(url('/guides/caching/#separate-vendor-code'));
    await page.locator('h2#separate-vendor-code').waitFor();
    assert.equal(await searchBox(page).inputValue(), '');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('moves with the arrow keys, says when nothing is found, filters by section, and Escape resets', async () => {
    const { page } = await openPage(context, '/concepts/');
    const box = searchBox(page);
    await box.fill('loader');
    const options = results(page).getByRole('option');
    await options.first().waitFor();
    await box.press('ArrowDown');
    assert.equal(await box.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
    const facet = page.getByRole('combobox', { name: 'Show' });
    assert.match(await facet.locator('option').first().textContent(), /^All departments \(\d+\)$/);
    await facet.selectOption('Loaders');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="listbox"] [role="group"]')].every((g) => g.getAttribute('aria-label') === 'Loaders'),
    );
    await box.fill('zzxqvw');
    await page.locator('[role="search"] p:not([role])', { hasText: 'No results found for "zzxqvw"' }).waitFor();
    await box.press('Escape');
    assert.equal(await box.inputValue(), '');
    assert.equal(await box.getAttribute('aria-expanded'), 'false');
    await page.close();
  });

  it('hides the results on a click outside and shows them again on a click in the input', async () => {
    const { page } = await openPage(context, '/concepts/');
    await searchBox(page).fill('entry');
    await results(page).getByRole('option').first().waitFor();
    await page.locator('main').click({ position: { x: 10, y: 400 } });
    assert.equal(await results(page).isVisible(), false);
    await searchBox(page).click();
    await results(page).waitFor();
    await page.close();
  });

  it('has no serious accessibility violation with the results open', async () => {
    const { page } = await openPage(context, '/concepts/');
    await searchBox(page).fill('output');
    await results(page).getByRole('option').first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  it('on a phone, the search icon opens the dropdown variant with its input focused', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const { page } = await openPage(phone, '/concepts/');
    assert.equal(await searchBox(page).count(), 0, 'the bar input is hidden on narrow screens');
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = searchBox(page);
    assert.equal(await box.getAttribute('placeholder'), 'Search the docs');
    assert.ok(await box.evaluate((input) => input === document.activeElement), 'the input is focused when search becomes active');
    await box.fill('tree shaking');
    await results(page).getByRole('option').first().waitFor();
    const { violations } = await new AxeBuilder({ page }).include('#search-dropdown').analyze();
    assert.deepEqual(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      [],
    );
    await page.getByRole('button', { name: 'Close search' }).click();
    assert.equal(await searchBox(page).count(), 0);
    await phone.close();
  });
});

describe('offline', () => {
  it('searches offline after a first visit, though the reader never searched online', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(url('/concepts/'));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.deepEqual(
      requested.filter((p) => /search/.test(p)),
      [],
      'the page itself fetched nothing of search',
    );
    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await searchBox(page).fill('module federation');
    await results(page).getByRole('option').first().waitFor();
    assert.match(await results(page).textContent(), /Module Federation/i);
    await context.close();
  });
});

describe('Algolia provider against a local fake server', () => {
  const servers = [];
  after(() => Promise.all(servers.map((server) => server.close())));

  async function fake(mode) {
    const server = await startFakeAlgolia(mode);
    servers.push(server);
    return server;
  }
  const host = (port) => ({ url: '127.0.0.1', port, protocol: 'http' });

  /**
   * The site as built with GATSBY_ALGOLIA_* set: the box reads them from /search-config.json. Such a build's
   * Content-Security-Policy lets it reach Algolia's hosts (src/lib/site-server/csp.ts), not this local fake server,
   * so the policy this build was served with is bypassed here.
   */
  async function withAlgolia(algolia) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', bypassCSP: true });
    await context.route('**/search-config.json', (route) => route.fulfill({ json: { algolia } }));
    const opened = await openPage(context, '/concepts/');
    return { ...opened, context };
  }
  const setup = (ports) => ({ appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'webpack-docs', hosts: ports.map(host) });
  const boxMessage = (page, text) => page.locator('[role="search"] p:not([role])', { hasText: text }).waitFor();

  it('sends POST /1/indexes/*/queries with hitsPerPage=5, shows the hits and credits Algolia', async () => {
    const server = await fake('ok');
    const { page, context } = await withAlgolia(setup([server.port]));
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await searchBox(page).fill('filename');
    const option = results(page).getByRole('option').first();
    await option.waitFor();
    assert.match(await option.textContent(), /output\.filename/);
    assert.equal(await option.locator('mark').textContent(), 'filename');
    assert.match(await page.locator('[role="search"] p', { hasText: 'Search by' }).textContent(), /Search by Algolia/);
    const last = server.requests.at(-1);
    assert.equal(last.method, 'POST');
    assert.equal(last.path, '/1/indexes/*/queries');
    assert.equal(last.search.get('x-algolia-application-id'), 'TESTAPP');
    assert.equal(last.search.get('x-algolia-api-key'), 'search-only-key');
    const [request] = last.body.requests;
    assert.equal(request.indexName, 'webpack-docs');
    const params = new URLSearchParams(request.params);
    assert.equal(params.get('query'), 'filename');
    assert.equal(params.get('hitsPerPage'), '5');
    assert.ok(!requested.includes('/search-index.json'), 'the embedded index is not loaded');
    await searchBox(page).press('Enter');
    await page.waitForURL(url('/configuration/output/#outputfilename'));
    await context.close();
  });

  it('shows the server message of a 4xx answer and logs it', async () => {
    const server = await fake('forbidden');
    const { page, errors, crashes, context } = await withAlgolia(setup([server.port]));
    await searchBox(page).fill('output');
    await boxMessage(page, 'Invalid Application-ID or API key');
    assert.equal(server.requests.length, 1, 'a 4xx is not retried');
    assert.ok(
      errors.some((e) => /status 403: Invalid Application-ID or API key/.test(e)),
      errors.join('\n'),
    );
    assert.deepEqual(crashes, []);
    await context.close();
  });

  it('retries the next host after a 5xx, then says "Cannot connect"', async () => {
    const [first, second] = [await fake('unavailable'), await fake('unavailable')];
    const { page, errors, crashes, context } = await withAlgolia(setup([first.port, second.port]));
    await searchBox(page).fill('output');
    await boxMessage(page, 'Cannot connect to the search service');
    assert.equal(first.requests.length, 1);
    assert.equal(second.requests.length, 1);
    assert.ok(
      errors.some((e) => /Cannot connect/.test(e) && /Service Unavailable: the index is being rebuilt/.test(e)),
      errors.join('\n'),
    );
    assert.deepEqual(crashes, []);
    // The page still works.
    await page.getByRole('link', { name: 'Contribute' }).first().click();
    await page.waitForURL(url('/contribute/'));
    await context.close();
  });

  it('retries the next host after a network error', async () => {
    const server = await fake('ok');
    const { page, context } = await withAlgolia(setup([await closedPort(), server.port]));
    await searchBox(page).fill('filename');
    await results(page).getByRole('option').first().waitFor();
    assert.equal(server.requests.length, 1);
    await context.close();

    const offline = await withAlgolia(setup([await closedPort(), await closedPort()]));
    await searchBox(offline.page).fill('filename');
    await boxMessage(offline.page, 'Cannot connect to the search service');
    assert.ok(
      offline.errors.some((e) => /Network request failed/.test(e)),
      offline.errors.join('\n'),
    );
    await offline.context.close();
  });

  it('gives up after the 2 s read timeout', async () => {
    const server = await fake('slow');
    const { page, errors, crashes, context } = await withAlgolia(setup([server.port]));
    const start = Date.now();
    await searchBox(page).fill('output');
    await boxMessage(page, 'Request timed out before getting a response');
    const elapsed = Date.now() - start;
    assert.ok(elapsed >= 1900 && elapsed < 5000, `timed out after ${elapsed} ms`);
    assert.ok(
      errors.some((e) => /Socket timeout/.test(e)),
      errors.join('\n'),
    );
    assert.deepEqual(crashes, []);
    await context.close();
  });

  it('reports an answer that is not JSON', async () => {
    const server = await fake('garbage');
    const { page, errors, crashes, context } = await withAlgolia(setup([server.port]));
    await searchBox(page).fill('output');
    await boxMessage(page, 'Could not parse the incoming response as JSON');
    assert.ok(
      errors.some((e) => /see err\.more for details/.test(e) && /not json/.test(e)),
      errors.join('\n'),
    );
    assert.deepEqual(crashes, []);
    await context.close();
  });

  it('falls back to the embedded index with a usage error when the setup is incomplete', async () => {
    const { page, errors, context } = await withAlgolia({ appId: 'TESTAPP', indexName: 'webpack-docs' });
    await searchBox(page).fill('entry points');
    await results(page).getByRole('option').first().waitFor();
    assert.match(await page.locator('[role="search"] p', { hasText: 'Search by' }).textContent(), /MiniSearch/);
    assert.ok(
      errors.some((e) => /UsageError/.test(e) && /GATSBY_ALGOLIA_API_KEY/.test(e)),
      errors.join('\n'),
    );
    await context.close();
  });
});
