// "Copy as Markdown" beside Edit Document puts the page's index.md on the clipboard, by mouse or keyboard.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

describe('Copy as Markdown', () => {
  it('copies the markdown of the page, operated from the keyboard', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    const page = await context.newPage();
    await page.goto(url('/configuration/mode/'));
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Copy as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await fetch(url('/configuration/mode/index.md'))).text();
    assert.equal(copied, served);
    assert.match(copied, /^# Mode\n/);
    await context.close();
  });
});
