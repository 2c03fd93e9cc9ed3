import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, seriousViolations, url } from './browser.mjs';

let browser;
let context;
let page;
before(async () => {
  browser = await launch();
  // The prerendered pages themselves: a service worker would answer revisits with the empty app shell.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  page = await context.newPage();
});
after(async () => browser?.close());

const conceptDocs = fs.readdirSync('content/concepts').filter((f) => f.endsWith('.mdx'));

describe('routing', () => {
  it('redirects a path without a trailing slash to the same path with one', async () => {
    const response = await page.goto(url('/concepts'));
    assert.equal(new URL(page.url()).pathname, '/concepts/');
    assert.equal(response.status(), 200);
  });

  it('opens external links in a new tab without opener', async () => {
    await page.goto(url('/concepts/'));
    const link = page.locator('header a[href="https://github.com/webpack/webpack"]');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  });

  it('shows the not-found page for an unknown path', async () => {
    const response = await page.goto(url('/guides/no-such-page/'));
    assert.equal(response.status(), 404);
    await hydrated(page);
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    assert.ok((await page.textContent('main')).includes('Oops! The page you are looking for has been removed or relocated.'));
    assert.equal(await page.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href'), '/');
    // The title rule: an unknown URL is named by its last segment.
    await page.waitForFunction(() => document.title === 'no such page | webpack');
    await page.goto(url('/404/'));
    assert.equal(await page.title(), 'Page Not Found | webpack');
    assert.deepEqual(await seriousViolations(page), []);
  });
});

describe('titles', () => {
  for (const [path, title] of [
    ['/', 'webpack'],
    ['/concepts/', 'Concepts | webpack'],
    ['/concepts/output/', 'Output | webpack'],
    ['/printable/', 'Combined printable page | webpack'],
  ]) {
    it(`${path} is titled "${title}"`, async () => {
      await page.goto(url(path));
      assert.equal(await page.title(), title);
    });
  }
});

describe('content page', () => {
  it('has the links bar, one h1 and no serious accessibility violation', async () => {
    await page.goto(url('/concepts/entry-points/'));
    await hydrated(page);
    assert.equal(await page.locator('h1').count(), 1);
    const edit = page.getByRole('link', { name: 'Edit Document' });
    assert.match(await edit.getAttribute('href'), /content\/concepts\/entry-points\.mdx$/);
    assert.equal(await page.getByRole('link', { name: 'Jump to Repository' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Print Document' }).count(), 1);
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('says when it was last updated and who wrote it, from git history', async () => {
    await page.goto(url('/concepts/entry-points/'));
    await hydrated(page);
    const line = page.locator('article p', { hasText: 'Last updated on' });
    assert.equal(await line.count(), 1);
    assert.match(await line.textContent(), /^Last updated on \w+ \d{1,2}, \d{4} by \S/);
    const datetime = await line.locator('time').getAttribute('datetime');
    assert.match(datetime, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    assert.ok(!Number.isNaN(Date.parse(datetime)), `valid datetime ${datetime}`);
    const contributors = page.getByRole('region', { name: 'Contributors' });
    assert.ok((await contributors.getByRole('listitem').count()) > 0);
    // Every entry is named in text; drawn avatars are decorative.
    for (const item of await contributors.getByRole('listitem').all()) assert.ok((await item.textContent()).trim().length > 0);
    assert.equal(await contributors.locator('svg:not([aria-hidden="true"])').count(), 0);
  });

  it('expands a sidebar item to its in-page anchors', async () => {
    await page.goto(url('/concepts/'));
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Concepts pages' });
    const anchorLinks = sidebar.locator('a[href^="/concepts/output/#"]');
    assert.equal(await anchorLinks.count(), 0);
    await sidebar.getByRole('button', { name: 'Show sections of Output' }).click();
    // Another page's anchors come from the section's anchors file, not from this page's data.
    await anchorLinks.first().waitFor();
    const first = await anchorLinks.first().getAttribute('href');
    await anchorLinks.first().click();
    await page.waitForURL(url(first));
    const id = first.split('#')[1];
    await page.locator(`h2[id="${id}"]`).waitFor();
    assert.ok(
      await page.evaluate((target) => {
        const box = document.getElementById(target).getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      }, id),
      'scrolled to the anchor',
    );
  });

  it('walks previous and next in reading order', async () => {
    await page.goto(url('/concepts/'));
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Previous and next pages' });
    const nextLink = nav.locator('a[rel="next"]');
    const nextHref = await nextLink.getAttribute('href');
    await nextLink.click();
    await page.waitForURL(url(nextHref));
    const previous = page.getByRole('navigation', { name: 'Previous and next pages' }).locator('a[rel="prev"]');
    assert.equal(await previous.getAttribute('href'), '/concepts/');
  });

  it('links the sidebar to the section printable page', async () => {
    await page.goto(url('/concepts/output/'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Print Section' }).click();
    await page.waitForURL(url('/concepts/printable/'));
    // Reached without a page load, the printable page fills itself from its own HTML. The doc page left
    // behind has a `main article` too, so wait for the printable page's own ones.
    const articles = page.locator('main [data-prerendered] article');
    await articles.first().waitFor();
    assert.equal(await articles.count(), conceptDocs.length);
    await page.getByRole('button', { name: /copy/i }).first().waitFor();
  });
});

describe('doc pages send their text once', () => {
  it('a first visit fetches no copy of the text; a client-side navigation reads it from content.json, with copy buttons and popovers', async () => {
    const requests = [];
    const listen = (request) => requests.push(new URL(request.url()).pathname);
    page.on('request', listen);
    try {
      await page.goto(url('/configuration/output/'));
      await hydrated(page);
      const pageData = await (await fetch(url('/page-data/configuration/output/page-data.json'))).text();
      const served = await page.locator('main article').textContent();
      assert.ok(served.includes('output.filename'), 'the served page has the option reference');
      assert.ok(pageData.length < 30_000, `page-data is ${pageData.length} bytes`);
      assert.ok(!pageData.includes('"html"'), 'page-data holds no page text');
      await page.mouse.move(200, 200);
      await page.waitForTimeout(500);
      assert.deepEqual(
        requests.filter((path) => path.endsWith('/content.json') && path.includes('/configuration/output/')),
        [],
        'the first visit did not fetch its own text',
      );

      // Through the sidebar: the text, its tables and its code block comforts arrive with the navigation.
      await page.getByRole('navigation', { name: 'Configuration pages' }).locator('a[href="/configuration/module/"]').first().click();
      await page.waitForURL(url('/configuration/module/'));
      await page.locator('main article h1', { hasText: 'Module' }).waitFor();
      await page.locator('main article #modulerules').waitFor();
      assert.ok(requests.includes('/page-data/configuration/module/content.json'));
      await page.getByRole('button', { name: /copy/i }).first().waitFor();
      await page.locator('.gatsby-highlight button[aria-haspopup="dialog"]', { hasText: 'rules' }).first().waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
    } finally {
      page.off('request', listen);
    }
  });
});

describe('language dropdown', () => {
  it('works from the keyboard and wraps around', async () => {
    await page.goto(url('/concepts/'));
    await hydrated(page);
    const button = page.getByRole('button', { name: /select language/i });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'English');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), '中文');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'English');
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-haspopup')), 'true');
  });
});

describe('notification bar', () => {
  it('stays dismissed after a reload', async () => {
    const fresh = await browser.newContext();
    const tab = await fresh.newPage();
    await tab.goto(url('/concepts/'));
    await hydrated(tab);
    const bar = tab.getByRole('region', { name: 'Notice' });
    await bar.waitFor();
    await tab.waitForFunction(() => document.body.classList.contains('notification-bar-visible'));
    await tab.getByRole('button', { name: 'Dismiss this notice' }).click();
    assert.equal(await bar.count(), 0);
    await tab.reload();
    // Hidden before hydration too (no flash): the head script marks <html>.
    assert.equal(await tab.locator('.notification-bar').isVisible(), false);
    await hydrated(tab);
    assert.equal(await tab.getByRole('region', { name: 'Notice' }).count(), 0);
    assert.equal(await tab.evaluate(() => localStorage.getItem('notification-dismissed')), '2');
    await fresh.close();
  });
});

describe('printable pages', () => {
  it("show every option's release badges that the section's own pages show", async () => {
    // Removed in, deprecated in, since, default changed in: the printable page's query once left three of them out.
    const badges = async (path) =>
      ((await (await fetch(url(path))).text()).match(/(removed|deprecated|since|default changed) in (<!-- -->)?[0-9][0-9.]*/g) ?? []).map((badge) =>
        badge.replace('<!-- -->', ''),
      );
    const pages = fs.readdirSync('content/configuration').filter((f) => f.endsWith('.mdx'));
    const onPages = (await Promise.all(pages.map((f) => badges(f === 'index.mdx' ? '/configuration/' : `/configuration/${f.slice(0, -4)}/`)))).flat();
    assert.ok(onPages.filter((badge) => badge.startsWith('default changed')).length > 10, 'the configuration pages show release badges');
    assert.deepEqual((await badges('/configuration/printable/')).sort(), onPages.sort());
  });

  it('hold every doc of their section with unique heading ids and noindex', async () => {
    await page.goto(url('/concepts/printable/'));
    // Under the service worker the page may come from the app shell and render on hydration.
    await page.locator('main article').first().waitFor();
    assert.equal(await page.locator('main article').count(), conceptDocs.length);
    const ids = await page.$$eval('[id]', (elements) => elements.map((e) => e.id).filter((id) => !id.startsWith('_gatsby-scripts')));
    assert.equal(new Set(ids).size, ids.length, 'heading ids repeat');
    assert.equal(await page.locator('meta[name="robots"][content="noindex"]').count(), 1);
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('send their text once, in the HTML: page-data holds only the contents list', async () => {
    for (const path of ['/concepts/printable/', '/printable/']) {
      const pageData = await (await fetch(url(`/page-data${path}page-data.json`))).text();
      assert.ok(pageData.length < 40_000, `${path} page-data is ${pageData.length} bytes`);
      assert.ok(!pageData.includes('<p>'), `${path} page-data holds no doc HTML`);
    }
  });
});
