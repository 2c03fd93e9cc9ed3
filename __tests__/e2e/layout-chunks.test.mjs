import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, openAt, url } from './browser.mjs';

// Long pages are laid out chunk by chunk as they come near the viewport (src/lib/layout-chunks.ts and the
// option reference's entries): the first layout skips the rest, and the page must look exactly as without it.

const LAZY = '.layout-chunk, [class*="OptionReference-module--entry"]';
const WIDTHS = [1280, 390];
const PAGES = ['/configuration/output/', '/loaders/css-loader/', '/guides/getting-started/'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

const open = (path, width) => openAt(browser, path, width);

/** The top of every heading, paragraph and code block of the article, in document order. */
const positions = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('article :is(h2, h3, h4, p, pre, li, tr)')].map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)),
  );

/** Scrolls through the whole page, so that every chunk is laid out once and keeps its real height. */
async function scrollThrough(page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(20);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs `change` under a DevTools trace and checks that no style recalculation in it restyled more than `most` elements. */
async function restylesAtMost(page, most, change) {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await change();
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const restyled = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X').map((e) => e.args?.elementCount ?? 0);
  assert.ok(restyled.length > 0, 'no style recalculation traced');
  assert.ok(Math.max(...restyled) <= most, `elements restyled per recalculation: ${restyled.join(', ')}`);
}

describe('layout chunks', () => {
  for (const width of WIDTHS) {
    it(`lays out only the chunks near the first screen (${width} px)`, async () => {
      const page = await open('/configuration/output/', width);
      // A chunk itself is always visible; what it skips is its content.
      const rendered = await page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].map((el) => el.firstElementChild.checkVisibility({ contentVisibilityAuto: true })),
        LAZY,
      );
      assert.ok(rendered.length > 100, `${rendered.length} chunks`);
      assert.equal(rendered[0], true, 'the first chunk is laid out');
      assert.equal(rendered.at(-1), false, 'the last chunk waits until it comes near');
      assert.ok(rendered.filter(Boolean).length < rendered.length / 4, `${rendered.filter(Boolean).length} of ${rendered.length} laid out`);
      await page.context().close();
    });

    it(`changes nothing in the page's layout once laid out (${width} px)`, async () => {
      for (const path of PAGES) {
        const page = await open(path, width);
        await scrollThrough(page);
        const chunked = await positions(page);
        await page.addStyleTag({ content: `${LAZY} { content-visibility: visible !important; }` });
        const plain = await positions(page);
        assert.ok(plain.length > 20, `${path}: ${plain.length} blocks`);
        const moved = plain.map((top, index) => [index, chunked[index] - top]).filter(([, delta]) => Math.abs(delta) > 1);
        assert.deepEqual(moved, [], `${path}: blocks whose place differs with every chunk laid out ([index, px])`);
        await page.context().close();
      }
    });
  }

  for (const width of WIDTHS) {
    it(`brings a link to a heading far down the page into view below the header, and keeps it there (${width} px)`, async () => {
      const page = await open('/configuration/output/#outputworkerwasmloading', width);
      const top = () => page.evaluate(() => document.getElementById('outputworkerwasmloading').getBoundingClientRect().top);
      const header = await page.evaluate(() => document.querySelector('header').getBoundingClientRect().bottom);
      const first = await top();
      assert.ok(first >= header && first < header + 100, `the heading is at ${first} px, the header ends at ${header} px`);
      if (width > 900) {
        const sidebar = await page.evaluate(() => document.querySelector('nav[aria-label="Configuration pages"]').getBoundingClientRect().top);
        assert.ok(sidebar >= header - 1, `the sidebar starts at ${sidebar} px, under the header (${header} px)`);
      }
      await page.waitForTimeout(1000);
      assert.ok(Math.abs((await top()) - first) <= 1, 'the heading did not move as chunks around it were laid out');
      await page.context().close();
    });
  }

  it('lays out every chunk on arrival at a #fragment: with scripts, with their files blocked, without JavaScript', async () => {
    for (const [mode, options] of [
      ['with scripts', {}],
      ['script files blocked', { blockFiles: true }],
      ['JavaScript off', { javaScriptEnabled: false }],
    ]) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 900 },
        serviceWorkers: 'block',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      if (options.blockFiles) await context.route(/\.js(\?|$)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(url('/configuration/output/#outputworkerwasmloading'));
      const skipped = await page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length,
        LAZY,
      );
      assert.equal(skipped, 0, mode);
      await context.close();
    }
  });

  // Where scripts run, no rule may ask whether the page holds a #fragment's target (`:has(:target)`): for it,
  // Chromium restyled this page's 188 chunks and entries whenever an element was added or removed anywhere (each
  // script the page loads, each copy button), as any element might be the target.
  it('restyles only the element a script adds, not the chunks', async () => {
    const page = await open('/configuration/output/', 390);
    await restylesAtMost(page, 10, () =>
      page.evaluate(() => {
        for (const [parent, tag] of [
          [document.head, 'script'],
          [document.body, 'div'],
          [document.querySelector('main'), 'div'],
        ]) {
          const added = parent.appendChild(document.createElement(tag));
          void document.body.offsetHeight; // style and layout now, one element at a time
          added.remove();
          void document.body.offsetHeight;
        }
      }),
    );
    await page.context().close();
  });

  // With the rules that zero a chunk's trailing margins (`.layout-chunk > :last-child > :last-child > …`), Chromium
  // restyles the whole subtree of any element that stops being its parent's last child, in a chunk or not: a copy
  // button appended after a block's <pre> restyled every token of its code. Put back where the page put it, a
  // button must restyle only itself.
  it("restyles only a code block's copy button when it arrives, not the block's code", async () => {
    const page = await open('/guides/getting-started/', 390);
    // The block with the most highlighted tokens: what a restyle of its code would cost most.
    await page.evaluate(() =>
      [...document.querySelectorAll('.gatsby-highlight')]
        .sort((a, b) => b.querySelectorAll('*').length - a.querySelectorAll('*').length)[0]
        .setAttribute('data-test-block', ''),
    );
    const block = page.locator('[data-test-block]');
    await block.locator('[data-print="hide"]').waitFor({ state: 'attached' });
    await block.scrollIntoViewIfNeeded();
    await block.evaluate(async (element) => {
      const host = element.querySelector('[data-print="hide"]');
      window.__copyHost = { host, next: host.nextSibling };
      host.remove();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await restylesAtMost(page, 10, () =>
      block.evaluate((element) => {
        const { host, next } = window.__copyHost;
        element.insertBefore(host, next);
        void document.body.offsetHeight;
      }),
    );
    await page.context().close();
  });

  it("shows a heading's permalink beside its heading when it has keyboard focus", async () => {
    const page = await open('/loaders/css-loader/', 1280);
    await page.evaluate(() => {
      const focusable = [...document.querySelectorAll('article a, article pre')];
      focusable[focusable.indexOf(document.querySelector('#url > a.anchor')) - 1].focus();
    });
    await page.keyboard.press('Tab');
    const { anchor, heading } = await page.evaluate(() => {
      const box = (el) => JSON.parse(JSON.stringify(el.getBoundingClientRect()));
      return { anchor: box(document.activeElement), heading: box(document.getElementById('url')) };
    });
    assert.ok(anchor.right <= heading.left + 1 && anchor.right >= heading.left - 8, `anchor ends at x ${anchor.right}, heading starts at ${heading.left}`);
    assert.ok(
      anchor.top >= heading.top - 1 && anchor.bottom <= heading.bottom + 1,
      `anchor ${anchor.top}–${anchor.bottom}, heading ${heading.top}–${heading.bottom}`,
    );
    assert.ok(anchor.top >= 0 && anchor.bottom <= 900, 'in the viewport');
    await page.context().close();
  });

  it('prints every chunk', async () => {
    const page = await open('/loaders/css-loader/', 1280);
    await page.emulateMedia({ media: 'print' });
    const skipped = await page.evaluate(
      (selector) => [...document.querySelectorAll(selector)].filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length,
      LAZY,
    );
    assert.equal(skipped, 0);
    await page.context().close();
  });
});
