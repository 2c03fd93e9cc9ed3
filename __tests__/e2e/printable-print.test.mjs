// A printable page opens the print dialog once it has rendered, once per arrival, and has a Print button.
// window.print is replaced before any page script runs; the calls are counted in sessionStorage, which
// outlives the page across history navigation in the same tab.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

async function stubbedPage() {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.print = () => sessionStorage.setItem('prints', String(Number(sessionStorage.getItem('prints') ?? 0) + 1));
  });
  return { context, page, prints: () => page.evaluate(() => Number(sessionStorage.getItem('prints') ?? 0)) };
}

const settle = (page) => page.waitForTimeout(500);
// By text, not by role: computing accessible names over the combined page's whole DOM takes longer than a timeout.
const printButton = (page) => page.locator('main button', { hasText: /^Print$/ });

describe('printable pages', () => {
  for (const path of ['/concepts/printable/', '/printable/']) {
    it(`${path} opens the print dialog once after rendering, and its Print button prints again`, async () => {
      const { context, page, prints } = await stubbedPage();
      await page.goto(url(path), { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForFunction(() => Number(sessionStorage.getItem('prints')) === 1);
      assert.ok(await page.locator('main article').count(), 'the page has rendered its docs');
      await settle(page);
      assert.equal(await prints(), 1);
      await printButton(page).click();
      assert.equal(await prints(), 2);
      await context.close();
    });
  }

  it('does not print again when the reader comes back through the history, and prints after a client-side navigation', async () => {
    const { context, page, prints } = await stubbedPage();
    await page.goto(url('/concepts/printable/'), { waitUntil: 'load' });
    await page.waitForFunction(() => Number(sessionStorage.getItem('prints')) === 1);
    await page.goto(url('/concepts/'));
    await hydrated(page);
    await page.goBack({ waitUntil: 'load' });
    await page.locator('main article').first().waitFor();
    await settle(page);
    assert.equal(await prints(), 1);

    // From a doc page through the sidebar's link, rendered by the client: one more dialog.
    await page.goto(url('/concepts/output/'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Print Section' }).click();
    await page.waitForURL(url('/concepts/printable/'));
    await page.waitForFunction(() => Number(sessionStorage.getItem('prints')) === 2);
    await context.close();
  });

  it('hides the Print button in print, and shows none without scripts (the browser prints)', async () => {
    const { context, page } = await stubbedPage();
    await page.goto(url('/concepts/printable/'));
    await hydrated(page);
    const button = printButton(page);
    // The button comes with an effect of its own, which may run after the layout marks the page hydrated.
    await button.waitFor({ state: 'visible' });
    await page.emulateMedia({ media: 'print' });
    assert.equal(await button.isVisible(), false);
    await context.close();

    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto(url('/concepts/printable/'));
    assert.equal(await printButton(plain).count(), 0);
    assert.ok(await plain.locator('main article').count());
    await noScripts.close();
  });
});
