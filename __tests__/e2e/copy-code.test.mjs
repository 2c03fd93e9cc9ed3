// A code block's copy button: a diff gives the code it leads to, any other block exactly its text (/migrate/5/).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

let browser;
let context;
let page;
before(async () => {
  browser = await launch();
  context = await browser.newContext({ serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
  page = await context.newPage();
  await page.goto(url('/migrate/5/'));
  await hydrated(page);
});
after(async () => browser?.close());

/** Clicks the copy button of the block and reads the clipboard. */
async function copy(block) {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await block.hover();
  await block.getByRole('button', { name: 'Copy code' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('copying code', () => {
  it('copies the code a diff leads to: no markers, no removed lines', async () => {
    const block = page.locator('.gatsby-highlight[data-language="diff"]').filter({ hasText: 'webpack serve' }).first();
    // The block holds both versions of the scripts, with their markers.
    assert.match(await block.locator('code').textContent(), /^-\s+"start": "webpack-dev-server --env.development",$/m);
    assert.equal(await copy(block), ['"scripts": {', '  "start": "webpack serve --env development",', '  "build": "webpack --env production"', '}'].join('\n'));
  });

  it('copies every other block exactly as shown', async () => {
    const block = page.locator('.gatsby-highlight[data-language="bash"]').filter({ hasText: 'stream-browserify' }).first();
    assert.equal(await copy(block), 'npm install --save-dev buffer process stream-browserify');
    const config = page.locator('.gatsby-highlight[data-language="js"]').first();
    assert.equal(await copy(config), (await config.locator('code').textContent()).replace(/\n$/, ''));
  });

  it('works from the keyboard with its outcome announced, after a client-side navigation too', async () => {
    await page.evaluate(() => window.___navigate('/guides/getting-started/'));
    await page.locator('main article h1', { hasText: 'Getting Started' }).waitFor();
    const block = page.locator('.gatsby-highlight').first();
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.focus();
    // Shown once focused, without a pointer over the block.
    await page.waitForFunction((host) => getComputedStyle(host).opacity === '1', await block.locator('[data-print="hide"]').elementHandle());
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Enter');
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.locator('main [role="status"]').filter({ hasText: 'Copied' }).count(), 1);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), (await block.locator('code').textContent()).replace(/\n$/, ''));
    // The label comes back, and the region is emptied for the next copy to be heard.
    await block.getByRole('button', { name: 'Copy code' }).waitFor();
    assert.equal(await page.locator('main [role="status"]').filter({ hasText: 'Copied' }).count(), 0);
  });
});
