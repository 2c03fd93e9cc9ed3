// A #fragment puts its target just below the sticky header, however the reader arrives: cold, by a link from
// another page, or by the back button; with the CPU slowed down as on a phone, so that scripts, hydration and
// the layout of off-screen chunks (src/lib/layout-chunks.ts) happen while the page is already scrolled.
// FRAGMENT_TRIES (default 30) tries per case and viewport.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

const TRIES = Number(process.env.FRAGMENT_TRIES ?? 30);
const TOLERANCE_PX = 8;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** Far down long pages: headings of a guide and of a README among layout chunks, an option reference entry. */
const TARGETS = [
  '/guides/build-performance/#the-finished-project',
  '/guides/build-performance/#what-happens-after-a-change',
  '/guides/build-performance/#choose-a-cheaper-source-map-in-development',
  '/loaders/css-loader/#options-schema',
  '/configuration/output/#outputworkerwasmloading',
];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

async function slowPage(viewport) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** After the page has settled: how far the target's top is from where it should be, just below the sticky header. */
async function offset(page, target) {
  const id = new URL(target).hash.slice(1);
  await page.waitForLoadState('load');
  await hydrated(page);
  // After a client-side navigation the URL changes before the article, whose text comes in a file of its own, is
  // rendered: on a busy machine the target can take longer than the settling time below to exist.
  await page.waitForFunction((targetId) => document.getElementById(targetId), id, { timeout: 30_000 });
  await page.waitForTimeout(600);
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    const below = parseFloat(getComputedStyle(target).scrollMarginTop);
    return Math.round(target.getBoundingClientRect().top - below);
  }, id);
}

const ARRIVALS = {
  async cold(page, target) {
    await page.goto('about:blank');
    await page.goto(target);
  },
  async link(page, target) {
    await page.goto(url('/concepts/'));
    await hydrated(page);
    await page.evaluate((to) => window.___navigate(to), new URL(target).pathname + new URL(target).hash);
    await page.waitForURL(target);
  },
  async back(page, target) {
    await page.goto(url('/concepts/'));
    await hydrated(page);
    await page.evaluate((to) => window.___navigate(to), new URL(target).pathname + new URL(target).hash);
    await page.waitForURL(target);
    await hydrated(page);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.___navigate('/glossary/'));
    await page.waitForURL(url('/glossary/'));
    await page.locator('h1', { hasText: 'Glossary' }).waitFor();
    await page.goBack();
    await page.waitForURL(target);
  },
};

describe('landing on a #fragment', () => {
  for (const viewport of VIEWPORTS) {
    for (const [arrival, arrive] of Object.entries(ARRIVALS)) {
      it(`puts the target below the header on every try: ${arrival}, ${viewport.width} × ${viewport.height}`, { timeout: TRIES * 20_000 }, async () => {
        const page = await slowPage(viewport);
        const misses = [];
        for (let attempt = 0; attempt < TRIES; attempt++) {
          const target = url(TARGETS[attempt % TARGETS.length]);
          await arrive(page, target);
          const off = await offset(page, target);
          if (Math.abs(off) > TOLERANCE_PX) misses.push(`${new URL(target).pathname}${new URL(target).hash}: ${off} px`);
        }
        await page.context().close();
        assert.deepEqual(misses, [], `${misses.length} of ${TRIES} tries off by more than ${TOLERANCE_PX} px`);
      });
    }
  }

  it('opens a page at its top, without an error, for an unknown fragment', async () => {
    const page = await slowPage(VIEWPORTS[0]);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/guides/build-performance/#no-such-heading'));
    await page.waitForLoadState('load');
    await hydrated(page);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('scrolling before the scripts have run', () => {
  it('keeps the place the reader scrolled to while the page hydrates', async () => {
    const page = await slowPage(VIEWPORTS[1]);
    // The scripts wait, as on a slow network, while the reader scrolls the served page.
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/(app|framework|webpack-runtime)-[\w]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/guides/build-performance/'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 1500));
    release();
    await hydrated(page);
    await page.waitForTimeout(600);
    assert.equal(await page.evaluate(() => window.scrollY), 1500);
    await page.context().close();
  });
});
