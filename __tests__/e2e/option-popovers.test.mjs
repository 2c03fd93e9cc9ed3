import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, seriousViolations, url } from './browser.mjs';

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
after(async () => browser?.close());

// The popover code loads on its own once the reader interacts (here: moves the pointer, as long as
// it takes the page to start listening); then the keys become buttons.
async function open(path) {
  await page.goto(url(path));
  await hydrated(page);
  const keys = page.locator('.gatsby-highlight button[aria-haspopup="dialog"]');
  for (let step = 0; step < 50 && !(await keys.count()); step++) {
    await page.mouse.move(10 + (step % 2) * 10, 10);
    await page.waitForTimeout(100);
  }
  await keys.first().waitFor();
}
const key = (name) => page.locator('.gatsby-highlight button[aria-haspopup="dialog"]', { hasText: new RegExp(`^${name}$`) }).first();
const focusedText = () => page.evaluate(() => document.activeElement?.textContent);

describe('configuration keyword popovers', () => {
  it('are not part of the first load: their code arrives once the reader interacts', async () => {
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(url('/configuration/output/'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    assert.ok(!requested.some((p) => /\/option-keys-[\w-]+\.js$/.test(p)), 'no popover code before any interaction');
    assert.equal(await page.locator('.gatsby-highlight button[aria-haspopup="dialog"]').count(), 0);
    await page.keyboard.press('Tab');
    await page.locator('.gatsby-highlight button[aria-haspopup="dialog"]').first().waitFor();
    assert.ok(requested.some((p) => /\/option-keys-[\w-]+\.js$/.test(p)));
    page.removeAllListeners('request');
  });

  it('open by keyboard with the option details and a link to its entry, with no serious accessibility violation', async () => {
    await open('/configuration/output/');
    await key('filename').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'output.filename' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'dialog');
    assert.equal(await key('filename').getAttribute('aria-expanded'), 'true');
    const text = await dialog.textContent();
    assert.match(text, /Type/);
    assert.match(text, /Default/);
    const href = await dialog.getByRole('link').getAttribute('href');
    assert.equal(href, '/configuration/output/#outputfilename');
    assert.equal(await page.locator('#outputfilename').count(), 1);
    // Contrast is judged on the settled dialog, not halfway through its fade-in.
    await dialog.evaluate((element) =>
      Promise.all(
        element
          .closest('[role="dialog"]')
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    assert.deepEqual(await seriousViolations(page), []);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedText(), 'filename');
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
  });

  it('sits above its key, inside the window, with the arrow pointing at it', async () => {
    await open('/configuration/output/');
    await key('publicPath').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -200);
    await key('publicPath').click();
    const dialog = page.getByRole('dialog', { name: 'output.publicPath' });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    const keyBox = await key('publicPath').boundingBox();
    const box = await dialog.boundingBox();
    assert.equal(await dialog.getAttribute('data-side'), 'top');
    assert.ok(Math.abs(box.y + box.height + 16 - keyBox.y) <= 1.5, `popover bottom ${box.y + box.height} vs key top ${keyBox.y}`);
    assert.ok(box.x >= 6 && box.x + box.width <= 1280 - 6);
    assert.equal(Number(await dialog.evaluate((element) => getComputedStyle(element).opacity)), 1);
  });

  it('opens by click, closes on a second click and on a click outside, one at a time', async () => {
    await open('/configuration/output/');
    await key('mode').click();
    const mode = page.getByRole('dialog', { name: 'mode' });
    await mode.waitFor();
    // mode is documented on its own page: the link goes there.
    assert.equal(await mode.getByRole('link').getAttribute('href'), '/configuration/mode/#mode');
    await key('mode').click();
    await mode.waitFor({ state: 'detached' });

    await key('mode').click();
    await mode.waitFor();
    await key('rules').click();
    await page.getByRole('dialog', { name: 'module.rules' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 1);

    await page.locator('h1').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it("follows the link to the option's entry", async () => {
    await open('/configuration/output/');
    await key('clean').click();
    await page.getByRole('dialog', { name: 'output.clean' }).getByRole('link').click();
    await page.waitForURL(/#outputclean$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.ok(await page.locator('#outputclean').isVisible());
  });

  it('leaves keys that name no option plain, and pages outside the configuration alone', async () => {
    await open('/configuration/output/');
    // `app` is an entry name, `from` and `to` belong to output.copy items, which the reference documents.
    assert.equal(await key('app').count(), 0);
    await page.goto(url('/guides/getting-started/'));
    await hydrated(page);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.gatsby-highlight button[aria-haspopup="dialog"]').count(), 0);
  });
});

describe('comments in code blocks', () => {
  it('render their markdown as elements', async () => {
    await page.goto(url('/configuration/plugins/'));
    await hydrated(page);
    const code = page.locator('.gatsby-highlight .token.comment code', { hasText: /^h$/ });
    await code.waitFor();
    assert.match(await code.evaluate((element) => element.parentElement.textContent), /import h automatically/);
  });
});
