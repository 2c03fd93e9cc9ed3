// The top bar from 320 to 1280 px: every main link is visible and clickable, and nothing in the bar is
// wider than its box or sticks out of the window (screenshots: node ../shared/tools/screenshot.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

const MAIN_LINKS = ['Documentation', 'Contribute', 'Vote', 'Blog'];

describe('top bar', () => {
  for (const width of [320, 390, 768, 1024, 1199, 1200, 1280]) {
    it(`fits at ${width} px: all main links visible, nothing clipped`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(url('/concepts/'));
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of MAIN_LINKS) {
        const link = nav.getByRole('link', { name, exact: true });
        const box = await link.boundingBox();
        assert.ok(box, `${name} is rendered`);
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${name} is inside the window (${box.x}–${box.x + box.width})`);
        // The link itself is what a tap at its centre reaches, not something drawn over it.
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
        assert.equal(hit.trim(), name, `${name} can be tapped`);
      }
      const overflowing = await page.evaluate(() => {
        const bar = document.querySelector('header > div');
        const limit = document.documentElement.clientWidth;
        return [bar, ...bar.querySelectorAll('*')]
          .filter((element) => {
            const style = getComputedStyle(element);
            if (style.display === 'none' || style.visibility === 'hidden' || element.closest('[hidden], .visually-hidden')) return false;
            const rect = element.getBoundingClientRect();
            // Visually hidden text (a 1 px clipped box) is for screen readers, not drawn.
            if (rect.width <= 1 || rect.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') return false;
            return element.scrollWidth > element.clientWidth + 1 || rect.right > limit + 0.5 || rect.left < -0.5;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
      });
      assert.deepEqual(overflowing, []);
      await context.close();
    });
  }
});
