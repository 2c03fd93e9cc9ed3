// The browser every e2e test and benchmark drives (launch() in browser.mjs): Playwright's own switches kept, and no
// renderer for Chromium's address-bar popup competing with the page for the machine's two cores.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { launch, OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './browser.mjs';

/** The browser's targets once a context's first page is open, and the `--disable-features` switches it got. */
async function openOnePage(browser) {
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto('about:blank');
    // The popup's renderer starts a moment after the window.
    await page.waitForTimeout(1000);
    const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').textContent();
    return { targets: targetInfos, disabled: [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) => match[1].split(',')) };
  } finally {
    await browser.close();
  }
}

describe('the tests’ browser', () => {
  it('turns off every feature Playwright turns off, as the last --disable-features switch is the one Chromium reads', async () => {
    const plain = await openOnePage(
      await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] }),
    );
    assert.equal(plain.disabled.length, 1);
    assert.deepEqual([...plain.disabled[0]].sort(), [...PLAYWRIGHT_DISABLED_FEATURES].sort());
    const ours = await openOnePage(await launch());
    assert.deepEqual(ours.disabled.at(-1), [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES]);
  });

  it('opens no browser-UI renderer (the address bar popup) with a new context', async () => {
    const { targets } = await openOnePage(await launch());
    assert.deepEqual(
      targets.filter((target) => target.type !== 'page').map((target) => target.url),
      [],
    );
  });
});
