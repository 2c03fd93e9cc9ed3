// The release notes a reader reaches from the footer's Changelog: the index of releases, a release,
// and an item's link landing on the part of the site that documents it. Found by search and in the
// markdown export and printable Migrate section too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, openAt, seriousViolations, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

describe('Release notes', () => {
  it('footer → index → a release → an item lands on the documented anchor', async () => {
    const page = await openAt(browser, '/', 1280);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Changelog' }).click();
    await page.waitForURL(url('/migrate/releases/'));
    await page.getByRole('heading', { level: 1, name: 'Release notes' }).waitFor();
    // The sidebar of the Migrate section lists them under their own heading.
    const sidebar = page.getByRole('navigation', { name: 'Migrate pages' });
    assert.match(await sidebar.innerText(), /Release notes/);
    assert.equal(await sidebar.getByRole('link', { name: 'Release notes', exact: true }).getAttribute('href'), '/migrate/releases/');

    const first = page.locator('main h2 a').first();
    const release = await first.getAttribute('href');
    assert.match(release ?? '', /^\/migrate\/releases\/\d+\.\d+\/$/);
    await first.click();
    await page.waitForURL(url(release));
    // Reached by a client-side navigation, the page fetches its content first: the address can change while the
    // index, with a "Released on" line per release, is still shown.
    await page.getByRole('heading', { level: 1, name: 'Release notes', exact: true }).waitFor({ state: 'detached' });
    await page.getByText(/^Released on .+, compared with webpack \d+\.\d+\.\d+\.$/).waitFor();

    // An item documented at an anchor (most are); a release whose items all name whole pages lands on the page.
    const items = page.locator('main li > span > a');
    const anchored = page.locator('main li > span > a[href*="#"]');
    const item = (await anchored.count()) ? anchored.first() : items.first();
    const href = await item.getAttribute('href');
    assert.ok(href, 'a release item links to where the site documents it');
    await item.click();
    const target = new URL(href, url('/'));
    await page.waitForURL((current) => current.pathname === target.pathname && current.hash === target.hash);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (target.hash) {
      // The reader lands at the entry: "about right" on long pages, whose unread chunks above it take their
      // estimated height until laid out (src/lib/layout-chunks.ts), so within a screen of it, not to the pixel.
      const id = decodeURIComponent(target.hash.slice(1));
      await page.locator(`[id="${id}"]`).waitFor();
      await page.waitForFunction((anchor) => {
        const box = document.getElementById(anchor)?.getBoundingClientRect();
        return Boolean(box) && Math.abs(box.top) < window.innerHeight;
      }, id);
    }
    await page.context().close();
  });

  it('is in llms.txt, the markdown export, the search records and the printable Migrate section', async () => {
    const llms = await (await fetch(url('/llms.txt'))).text();
    assert.match(llms, /\/migrate\/releases\/index\.md\): /);
    const markdown = await (await fetch(url('/migrate/releases/index.md'))).text();
    assert.match(markdown, /^# Release notes\n/);
    const records = await (await fetch(url('/search-records.json'))).json();
    const releaseUrls = new Set(records.map((record) => record.url).filter((address) => address.includes('/migrate/releases/')));
    assert.ok(releaseUrls.size >= 2, `search indexes the index and the releases: ${[...releaseUrls].join(', ')}`);
    const printable = await (await fetch(url('/migrate/printable/'))).text();
    assert.match(printable, /Released on/);
  });

  it('has no serious accessibility violation, on a desktop and a phone', async () => {
    for (const path of ['/migrate/releases/', '/migrate/releases/5.110/']) {
      for (const width of [1280, 390]) {
        const page = await openAt(browser, path, width);
        assert.deepEqual(await seriousViolations(page), [], `${path} at ${width} px`);
        await page.context().close();
      }
    }
  });
});
