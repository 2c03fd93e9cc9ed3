// axe-core on one page of each template: no serious or critical violation, in the light and dark themes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, layOutEverything, seriousViolations, url } from './browser.mjs';

const PAGES = {
  landing: '/',
  content: '/concepts/entry-points/',
  'loader README': '/loaders/css-loader/',
  configuration: '/configuration/output/',
  organization: '/organization/',
  'starter kits': '/starter-kits/',
  vote: '/vote/',
  'not found': '/404/',
  printable: '/concepts/printable/',
};

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

for (const colorScheme of ['light', 'dark']) {
  describe(`accessibility (${colorScheme})`, () => {
    for (const [template, path] of Object.entries(PAGES)) {
      it(`${template} (${path}) has no serious or critical violation`, async () => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        await page.goto(url(path), { waitUntil: 'networkidle' });
        await hydrated(page);
        assert.deepEqual(await seriousViolations(page), []);
        await context.close();
      });
    }
  });
}

// On a phone, wide tables scroll sideways: they must be reachable by keyboard (scrollable-region-focusable).
describe('accessibility on a phone', () => {
  for (const path of ['/configuration/mode/', '/configuration/output/', '/api/compiler-hooks/', '/api/cli/']) {
    it(`${path} has no serious or critical violation at 390 px`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
      const page = await context.newPage();
      await page.goto(url(path), { waitUntil: 'networkidle' });
      await hydrated(page);
      // So that axe sees which tables scroll.
      await layOutEverything(page);
      assert.deepEqual(await seriousViolations(page), []);
      await context.close();
    });
  }
});
