// The results page (/search/?q=…) and search hits as links: shareable addresses, the back button,
// noindex, offline, and hostile or odd queries that must neither crash nor inject anything.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, seriousViolations, url } from './browser.mjs';

let browser;
let context;
before(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
});
after(async () => browser?.close());

async function open(path) {
  const page = await context.newPage();
  const crashes = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('dialog', (dialog) => {
    crashes.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(url(path));
  await hydrated(page);
  return { page, crashes };
}

const resultLinks = (page) => page.locator('main ol a');
const searchBox = (page) => page.getByRole('combobox', { name: 'Search the documentation' });

describe('search results page', () => {
  it('lists every hit for ?q= grouped by section, as links, and is not indexed', async () => {
    const { page, crashes } = await open('/search/?q=devtool');
    await resultLinks(page).first().waitFor();
    assert.equal(await resultLinks(page).first().getAttribute('href'), '/configuration/devtool/');
    assert.ok((await resultLinks(page).count()) > 5, 'more than the dropdown shows');
    assert.ok((await page.locator('main section h2').count()) > 1, 'grouped by section');
    assert.equal(await page.locator('head meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.equal(await page.getByRole('searchbox', { name: 'Search the documentation' }).inputValue(), 'devtool');
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(crashes, []);
    await page.close();
  });

  it('puts a new search in the address, and the back button returns to the previous one', async () => {
    const { page } = await open('/search/?q=devtool');
    await resultLinks(page).first().waitFor();
    const input = page.getByRole('searchbox', { name: 'Search the documentation' });
    await input.fill('css-loader');
    await input.press('Enter');
    await page.waitForURL(url('/search/?q=css-loader'));
    await page.waitForFunction(() => document.querySelector('main ol a')?.getAttribute('href') === '/loaders/css-loader/');
    await page.goBack();
    await page.waitForURL(url('/search/?q=devtool'));
    await page.waitForFunction(() => document.querySelector('main ol a')?.getAttribute('href') === '/configuration/devtool/');
    await page.close();
  });

  it('is where "See all" and Enter without a highlighted hit lead from the box', async () => {
    const { page } = await open('/concepts/');
    await searchBox(page).fill('chunk');
    const seeAll = page.getByRole('option', { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    assert.equal(await seeAll.getAttribute('href'), '/search/?q=chunk');
    await seeAll.click();
    await page.waitForURL(url('/search/?q=chunk'));
    await resultLinks(page).first().waitFor();
    await page.goto(url('/concepts/'));
    await hydrated(page);
    await searchBox(page).fill('entry points');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
    await searchBox(page).press('ArrowUp');
    await searchBox(page).press('Enter');
    await page.waitForURL(url('/search/?q=entry%20points'));
    await page.close();
  });

  it('renders hits of the dropdown as links a reader can open in a new tab', async () => {
    const { page } = await open('/concepts/');
    await searchBox(page).fill('devtool');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await first.waitFor();
    const link = first;
    assert.equal(await link.getAttribute('href'), '/configuration/devtool/');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Shift'] })]);
    await popup.waitForLoadState();
    assert.equal(new URL(popup.url()).pathname, '/configuration/devtool/');
    assert.equal(new URL(page.url()).pathname, '/concepts/', 'the page itself stays');
    await popup.close();
    await page.close();
  });

  const HOSTILE = [
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['script', '"><script>alert(1)</script>'],
    ['1,000 characters', 'webpack '.repeat(125)],
    ['punctuation only', '!!!???...,,,;;;'],
    ['regex characters', '.*+?^${}()|[]\\'],
    ['emoji', '📦🚀✨'],
    ['right-to-left text', 'وبپک پیکربندی'],
  ];
  for (const [kind, query] of HOSTILE) {
    it(`survives a ${kind} query in the address`, async () => {
      const { page, crashes } = await open(`/search/?q=${encodeURIComponent(query)}`);
      await page.waitForFunction(() => /No results found for|results? for|The first/.test(document.querySelector('main [aria-live]')?.textContent ?? ''));
      assert.equal(await page.locator('main img, main script').count(), 0, 'nothing from the query became markup');
      const note = await page.locator('main [aria-live]').textContent();
      if (!/result/.test(note) || /No results found/.test(note)) assert.match(note, /No results found for "/);
      assert.deepEqual(crashes, []);
      await page.close();
    });
    it(`survives a ${kind} query typed into the box`, async () => {
      const { page, crashes } = await open('/concepts/');
      await searchBox(page).fill(query);
      await page.waitForFunction(() => {
        const popup = document.querySelector('[role="search"] [role="listbox"]')?.parentElement;
        return popup && /No results found|results|\S/.test(popup.textContent ?? '') && !/Loading search/.test(popup.textContent ?? '');
      });
      assert.equal(await page.locator('[role="search"] img, [role="search"] script').count(), 0);
      assert.deepEqual(crashes, []);
      await page.close();
    });
  }
});
