// The top bar's controls work from the moment the page is shown, while its scripts are still on their way
// (src/lib/early-taps.ts): every script of the site is held back 1 s, as on a slow connection.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

async function slowScripts(width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(url('/concepts/'), { waitUntil: 'domcontentloaded' });
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), false, 'tapped before the scripts ran');
  return page;
}

describe('taps before the scripts have run', () => {
  it('switches the theme at once, and React keeps the choice', async () => {
    const page = await slowScripts(1280);
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    const after = await page.evaluate(() => document.documentElement.dataset.theme);
    assert.notEqual(after, before);
    await hydrated(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), after);
    assert.equal(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed'), String(after === 'dark'));
    await page.context().close();
  });

  it('opens the mobile menu once the page can', async () => {
    const page = await slowScripts(390);
    await page.getByRole('button', { name: 'Menu' }).click();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('[aria-controls="mobile-sidebar"]')?.getAttribute('aria-expanded') === 'true');
    await page.getByRole('dialog').or(page.locator('#mobile-sidebar')).first().waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('opens the language menu once the page can', async () => {
    const page = await slowScripts(1280);
    await page.locator('[data-early-tap="language"]').click();
    await page.mouse.move(0, 600);
    await hydrated(page);
    await page.locator('#language-menu').waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('keeps what was typed into the search box', async () => {
    const page = await slowScripts(1280);
    const box = page.getByRole('combobox', { name: 'Search the documentation' }).or(page.locator('#site-search-input')).first();
    await box.click();
    await page.keyboard.type('output');
    await hydrated(page);
    await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.value === 'output');
    await page.context().close();
  });
});
