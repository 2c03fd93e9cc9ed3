// The build the tests run has no measurement id (GATSBY_GTAG_ID unset): no tag, no request, no error.
// The configured case is covered against gatsby-plugin-google-gtag itself in __tests__/node/analytics.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

describe('analytics without a measurement id', () => {
  it('loads no tag and sends nothing, across route changes, without a console error', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const requests = [];
    const errors = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/'));
    await hydrated(page);
    await page
      .getByRole('link', { name: /Concepts/ })
      .first()
      .click();
    await page.waitForFunction(() => location.pathname === '/concepts/' && document.querySelector('h1')?.textContent === 'Concepts');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requests.filter((request) => /googletagmanager|google-analytics/.test(request)),
      [],
    );
    assert.equal(await page.evaluate(() => typeof window.gtag), 'undefined');
    assert.equal(await page.locator('script[src*="gtag"]').count(), 0);
    assert.deepEqual(
      errors.filter((text) => !/service worker/i.test(text)),
      [],
    );
    await context.close();
  });
});
