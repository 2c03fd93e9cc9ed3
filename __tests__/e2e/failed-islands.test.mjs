// Issue 36's bad input: a script of the page that never arrives (a chunk that fails to load, so its island cannot
// hydrate) leaves the prerendered page readable and usable. Every script a first visit loads fails in turn; the
// page must still hold everything the same page shows with scripts off, its text and code must be selectable,
// and a link of the text must still lead to its page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

const PAGES = ['/configuration/output/', '/concepts/'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

/** What a reader finds in the article: headings (by id), code blocks, the targets of its links. */
const articleOutline = (page) =>
  page.evaluate(() => {
    const article = document.querySelector('main article');
    return {
      title: document.querySelector('main h1')?.textContent ?? '',
      headings: [...article.querySelectorAll('h2[id], h3[id]')].map((heading) => heading.id),
      code: [...article.querySelectorAll('pre')].map((pre) => pre.textContent.trim()),
      links: [...article.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')),
    };
  });

/** The page's outline with every script blocked: what a failed island must leave in place. */
async function servedOutline(path) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url(path));
  const outline = await articleOutline(page);
  await context.close();
  return outline;
}

/** Every script file a first visit loads, with the search box used so that its chunks load too. */
async function scriptsOfVisit(path) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === new URL(url('/')).origin && pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url(path));
  await hydrated(page);
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.focus();
  await search.pressSequentially('output');
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts];
}

/** The text of a selection made across an element, as a reader selecting it by hand would copy it. */
const selectedText = (page, selector) =>
  page.evaluate((target) => {
    const element = document.querySelector(target);
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return { selected: selection.toString().trim(), text: element.textContent.trim(), userSelect: getComputedStyle(element).userSelect };
  }, selector);

describe('a page whose script fails to load', () => {
  for (const path of PAGES) {
    // Before IslandBoundary, a failed option-keys chunk blanked the next configuration page reached by a link
    // (the failed import reached the root, and React unmounted the whole page).
    it(`keeps ${path} readable and usable, failing each of its scripts in turn`, async () => {
      const served = await servedOutline(path);
      assert.ok(served.headings.length > 0 && served.links.length > 0, `${path} has headings and links`);
      const scripts = await scriptsOfVisit(path);
      assert.ok(scripts.length >= 3, `${path} loads ${scripts.length} scripts`);
      for (const script of scripts) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.route(
          (requestUrl) => new URL(requestUrl).pathname === script,
          (route) => route.abort(),
        );
        await page.goto(url(path));
        // The page may reload once to retry (src/browser/chunk-recovery.ts): judge it once that has settled.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        await page.waitForLoadState('networkidle');

        const outline = await articleOutline(page);
        const where = `${path} without ${script}`;
        assert.equal(outline.title, served.title, `${where}: the title`);
        assert.deepEqual(outline.headings, served.headings, `${where}: the headings`);
        assert.deepEqual(outline.code, served.code, `${where}: the code blocks`);
        for (const link of served.links) assert.ok(outline.links.includes(link), `${where}: the link to ${link}`);
        for (const selector of ['main article p', 'main article pre']) {
          const { selected, text, userSelect } = await selectedText(page, selector);
          assert.notEqual(userSelect, 'none', `${where}: ${selector} can be selected`);
          assert.equal(selected, text, `${where}: ${selector} is copied whole`);
        }

        // A link of the text leads to its page, with or without the scripts that would route it.
        const target = served.links.find((href) => href.startsWith('/') && !href.startsWith(path) && !href.includes('#'));
        await page.locator(`main article a[href="${target}"]`).first().click();
        await page.waitForURL(url(target));
        await page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => assert.fail(`${where}: the linked page ${target} shows nothing`));
        await context.close();
      }
    });
  }
});
