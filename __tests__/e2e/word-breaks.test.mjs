import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, layOutEverything, openAt } from './browser.mjs';

// Names in titles and table cells wrap between their parts or not at all (src/lib/word-breaks): on a phone,
// tables of option and hook names were cut at any letter ("filenam" / "e"), and class-name titles too.

const PAGES = [
  '/configuration/output/',
  '/configuration/mode/',
  '/api/compiler-hooks/',
  '/api/cli/',
  '/plugins/split-chunks-plugin/',
  '/plugins/normal-module-replacement-plugin/',
  '/loaders/css-loader/',
];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

async function open(path, width) {
  const page = await openAt(browser, path, width);
  await layOutEverything(page);
  return page;
}

/** Words of titles and table cells that the layout puts on two lines, with the element they are in. */
const cutWords = (page) =>
  page.evaluate(() => {
    const cut = [];
    for (const element of document.querySelectorAll('main :is(h1, th, td)')) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement.closest('pre')) continue;
        // A word of a name: letters, digits, _ and $ (a line may break at its punctuation).
        for (const match of node.data.matchAll(/[\p{L}\p{N}_$]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) cut.push(`${element.tagName.toLowerCase()}: ${match[0]}`);
        }
      }
    }
    return cut;
  });

for (const width of [390, 1280]) {
  describe(`word breaks at ${width} px`, () => {
    for (const path of PAGES) {
      it(`${path} cuts no name in its title or tables`, async () => {
        const page = await open(path, width);
        assert.deepEqual(await cutWords(page), []);
        await page.context().close();
      });
    }
  });
}

for (const width of [390, 1280]) {
  describe(`generated tables at ${width} px`, () => {
    it('show each row as a block that fits the article: name and type, then the other cells labelled', async () => {
      const page = await open('/api/cli/', width);
      const row = page.locator('main table tbody tr', { hasText: '--cache-max-memory-generations' }).first();
      const layout = await row.evaluate((tr) => {
        const cells = [...tr.children].map((td) => td.getBoundingClientRect());
        const table = tr.closest('table');
        return {
          sameLine: Math.abs(cells[0].top - cells[1].top) < 8,
          below: cells[2].top > cells[0].bottom - 1 && cells[3].top > cells[2].bottom - 1,
          fits: table.scrollWidth <= table.clientWidth && document.documentElement.scrollWidth <= window.innerWidth,
          label: getComputedStyle(tr.children[3], '::before').content,
        };
      });
      assert.deepEqual(layout, { sameLine: true, below: true, fits: true, label: '"Sets: "' });
      // Rows shown as blocks are still a table with its header to a screen reader.
      const tree = await page.locator('main section table').first().ariaSnapshot();
      assert.match(tree, /^- table:/);
      assert.match(tree, /- columnheader "Flag"/);
      assert.match(tree, /- cell "--amd"/);
      const hooks = await open('/api/compiler-hooks/', width);
      assert.ok(
        await hooks
          .locator('main section table')
          .first()
          .evaluate((table) => table.scrollWidth <= table.clientWidth),
        'the hook table fits',
      );
      await page.context().close();
      await hooks.context().close();
    });
  });
}
