// Reader comforts and sharing: dark theme without a flash, copy buttons, print styles, one h1 per
// page, head tags for search engines and link previews, sitemap and robots.txt.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, seriousViolations, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

// Service workers answer requests before page.route sees them: keep them out of these tests.
const newContext = (options = {}) => browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options });
const htmlTheme = (page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const bodyBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(18, 24, 28)';

const BUNDLES = /\.js(\?.*)?$/;

/**
 * Loads a page with every script file refused: what shows is the prerendered HTML plus the inline head scripts.
 * They stay refused until `allowBundles`: the page requests its scripts on `load`, just as `goto` returns.
 */
async function gotoWithoutBundles(page, path) {
  await page.route(BUNDLES, (route) => route.abort());
  await page.goto(url(path), { waitUntil: 'load' });
}

const allowBundles = (page) => page.unroute(BUNDLES);

describe('dark theme', () => {
  it('follows the system setting before any bundle runs', async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoWithoutBundles(page, '/concepts/');
    assert.equal(await page.evaluate(() => typeof window.___navigate), 'undefined', 'the page must not have hydrated');
    assert.equal(await htmlTheme(page), 'dark');
    assert.equal(await bodyBackground(page), DARK_BG);
    await context.close();
  });

  it('keeps the reader’s choice across reloads, with no flash of the other theme', async () => {
    const context = await newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(url('/concepts/'));
    await hydrated(page);
    assert.equal(await htmlTheme(page), 'light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    // aria-pressed appears once the toggle has read the theme in the browser.
    await page.waitForSelector('header button[aria-pressed]');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await htmlTheme(page), 'dark');

    // Before hydration, on a reload and on another page: already dark at the first paint.
    await gotoWithoutBundles(page, '/configuration/output/');
    assert.equal(await htmlTheme(page), 'dark');
    assert.equal(await bodyBackground(page), DARK_BG);
    // Watched from the start of the document: the theme when <body> first exists, and every later change.
    await page.addInitScript(() => {
      window.__themes = [];
      new MutationObserver(() => {
        const theme = document.documentElement?.getAttribute('data-theme') ?? null;
        if (document.body && window.__themeAtBody === undefined) window.__themeAtBody = theme;
        if (window.__themes[window.__themes.length - 1] !== theme) window.__themes.push(theme);
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-theme'] });
    });
    await allowBundles(page);
    await page.reload();
    await hydrated(page);
    await page.waitForSelector('header button[aria-pressed]');
    assert.equal(await page.evaluate(() => window.__themeAtBody), 'dark');
    assert.deepEqual(await page.evaluate(() => window.__themes.filter(Boolean)), ['dark']);
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');

    // Back to the system's theme: the choice is forgotten and light returns.
    await toggle.click();
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
    await gotoWithoutBundles(page, '/concepts/');
    assert.equal(await bodyBackground(page), LIGHT_BG);
    await context.close();
  });

  for (const path of ['/', '/concepts/', '/configuration/output/', '/loaders/css-loader/']) {
    it(`${path} has no serious accessibility violation in dark mode`, async () => {
      const context = await newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto(url(path));
      await hydrated(page);
      assert.equal(await htmlTheme(page), 'dark');
      assert.deepEqual(await seriousViolations(page), []);
      await context.close();
    });
  }
});

describe('copy button', () => {
  for (const path of ['/concepts/', '/loaders/css-loader/']) {
    it(`copies a code block of ${path} by keyboard and announces it`, async () => {
      const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      await page.goto(url(path));
      await hydrated(page);
      const blocks = page.locator('main .gatsby-highlight');
      await page.waitForFunction(() => document.querySelectorAll('main .gatsby-highlight button').length > 0);
      assert.equal(await page.locator('main .gatsby-highlight button').count(), await blocks.count(), 'one button per code block');

      // Reached with Tab from the element before it, shown when focused.
      const block = blocks.first();
      const button = block.getByRole('button', { name: 'Copy code' });
      await block.evaluate((element) => {
        const before = document.createElement('a');
        before.href = '#';
        before.textContent = 'before';
        element.before(before);
        before.focus();
      });
      for (let i = 0; i < 3 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
      assert.ok(await button.evaluate((b) => b === document.activeElement), 'Tab reaches the copy button');
      await button.evaluate(
        (b) =>
          new Promise((resolve) =>
            getComputedStyle(b.parentElement).opacity === '1' ? resolve() : b.parentElement.addEventListener('transitionend', resolve, { once: true }),
          ),
      );
      assert.equal(await button.evaluate((b) => getComputedStyle(b.parentElement).opacity), '1', 'shown when focused');
      assert.notEqual(await button.evaluate((b) => getComputedStyle(b).outlineStyle), 'none', 'visible focus');

      await page.keyboard.press('Enter');
      await page.waitForFunction(() => [...document.querySelectorAll('main [role="status"]')].some((s) => s.textContent === 'Copied'));
      // What the author wrote: rendered comments keep their markdown source in data-source.
      const code = await block.locator('pre code').evaluate((c) => c.getAttribute('data-source') ?? c.textContent);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
      await context.close();
    });
  }

  it('is not in the prerendered HTML that search and printers read', async () => {
    const html = await (await fetch(url('/concepts/'))).text();
    assert.ok(html.includes('gatsby-highlight'));
    assert.ok(!/Copy<span[^>]*> code/.test(html));
  });
});

describe('keyboard', () => {
  for (const colorScheme of ['light', 'dark']) {
    it(`the first Tab shows a skip link that moves focus to the content (${colorScheme})`, async () => {
      const context = await newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(url('/concepts/output/'));
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      assert.ok(await skip.evaluate((a) => a === document.activeElement), 'the skip link comes first');
      const box = await skip.boundingBox();
      assert.ok(box && box.y >= 0, 'shown on screen when focused');
      assert.notEqual(await skip.evaluate((a) => getComputedStyle(a).outlineStyle), 'none', 'visible focus');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
      await context.close();
    });
  }
});

describe('print', () => {
  it('drops the chrome, wraps code and prints light even in dark mode', async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(url('/configuration/output/'));
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll('main .gatsby-highlight button').length > 0);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['header', 'footer', 'nav[aria-label$=" pages"]', '.notification-bar', 'main button', 'a[href="#main-content"]']) {
      const visible = await page.locator(selector).evaluateAll((elements) => elements.filter((e) => e.checkVisibility()).length);
      assert.equal(visible, 0, `${selector} is hidden in print`);
    }
    assert.ok(await page.locator('main h1').isVisible());
    assert.equal(
      await page
        .locator('main pre')
        .first()
        .evaluate((e) => getComputedStyle(e).whiteSpace),
      'pre-wrap',
    );
    assert.equal(await bodyBackground(page), 'rgba(0, 0, 0, 0)');
    assert.equal(
      await page
        .locator('main p')
        .first()
        .evaluate((e) => getComputedStyle(e).color),
      'rgb(0, 0, 0)',
    );
    const external = page.locator('main a[href^="http"]').first();
    assert.match(await external.evaluate((a) => getComputedStyle(a, '::after').content), /^" \(https?:/);
    await context.close();
  });
});

describe('pages for search engines and link previews', () => {
  const PAGES = ['/', '/concepts/', '/configuration/output/', '/loaders/css-loader/', '/glossary/', '/organization/', '/starter-kits/', '/vote/'];
  const meta = (page, attribute, name) => page.locator(`head meta[${attribute}="${name}"]`).getAttribute('content');

  for (const path of [...PAGES, '/404/', '/printable/', '/concepts/printable/']) {
    it(`${path} has exactly one h1`, async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(url(path));
      await hydrated(page);
      assert.equal(await page.locator('h1').count(), 1);
      await context.close();
    });
  }

  for (const path of PAGES) {
    it(`${path} has a canonical URL, a description and OpenGraph and Twitter tags`, async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(url(path));
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      assert.match(canonical, /^https?:\/\//);
      assert.equal(new URL(canonical).pathname, path);
      const description = await meta(page, 'name', 'description');
      assert.ok(description.length > 20 && description.length <= 160, description);
      assert.equal(await meta(page, 'property', 'og:description'), description);
      assert.equal(await meta(page, 'property', 'og:url'), canonical);
      assert.equal(await meta(page, 'property', 'og:title'), await page.title());
      assert.match(await meta(page, 'property', 'og:image'), /^https?:\/\/.+\/og-image\.png$/);
      assert.equal(await meta(page, 'name', 'twitter:card'), 'summary_large_image');
      assert.equal(await page.locator('head meta[name="robots"]').count(), 0);
      await context.close();
    });
  }

  it('gives content pages their own description from their first paragraph', async () => {
    const html = await (await fetch(url('/concepts/'))).text();
    assert.match(html, /<meta name="description" content="webpack combines the many source files of an application into a few output files\./);
    const readme = await (await fetch(url('/loaders/css-loader/'))).text();
    assert.match(readme, /<meta name="description" content="The css-loader interprets @import and url\(\)/);
  });

  it('marks printable and not-found pages noindex, without a canonical URL', async () => {
    for (const path of ['/printable/', '/concepts/printable/', '/404/']) {
      const html = await (await fetch(url(path))).text();
      assert.match(html, /<meta name="robots" content="noindex"/, path);
      assert.doesNotMatch(html, /rel="canonical"/, path);
    }
  });

  it('serves the 1200×630 share image', async () => {
    const response = await fetch(url('/og-image.png'));
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.toString('ascii', 1, 4), 'PNG');
    assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [1200, 630]);
  });

  it('lists the indexable pages in sitemap.xml, and robots.txt points to it', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of PAGES) assert.ok(locs.includes(path), `${path} is listed`);
    assert.ok(locs.length > 100, `${locs.length} pages listed`);
    assert.deepEqual(
      locs.filter((path) => /printable|404|app-shell|offline/.test(path)),
      [],
    );
    const robots = await (await fetch(url('/robots.txt'))).text();
    assert.match(robots, /^User-agent: \*\nAllow: \/\n/);
    assert.match(robots, /Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
