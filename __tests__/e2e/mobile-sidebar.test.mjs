// The mobile sidebar at phone width, driven by real touch events (Chrome DevTools Protocol) and the keyboard.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { interactive, launch, seriousViolations, url } from './browser.mjs';

let browser;
let context;
let page;
let cdp;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
  await page.goto(url('/concepts/output/'));
  await interactive(page);
});

const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });

/** A finger from one point to another in a few moves; `beforeEnd` runs while it still touches the screen. */
async function swipe(from, to, beforeEnd) {
  await touch('touchStart', [from]);
  for (let step = 1; step <= 4; step += 1) {
    await touch('touchMove', [{ x: from.x + ((to.x - from.x) * step) / 4, y: from.y + ((to.y - from.y) * step) / 4 }]);
  }
  if (beforeEnd) await beforeEnd();
  await touch('touchEnd', []);
  await page.waitForTimeout(350);
}

const menuButton = () => page.getByRole('button', { name: 'Menu', exact: true });
const isOpen = async () => (await menuButton().getAttribute('aria-expanded')) === 'true';
const panelBox = () => page.locator('#mobile-sidebar').evaluate((el) => el.getBoundingClientRect().toJSON());

describe('mobile sidebar', () => {
  it('replaces the desktop sidebar on narrow screens, and stays out of the way on wide ones', async () => {
    assert.equal(await page.getByRole('navigation', { name: 'Concepts pages' }).isVisible(), false);
    assert.equal(await menuButton().isVisible(), true);
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.equal(await page.getByRole('navigation', { name: 'Concepts pages' }).isVisible(), true);
    assert.equal(await menuButton().isVisible(), false);
  });

  it('opens only on a right swipe over 20 px from the edge handle', async () => {
    await swipe({ x: 4, y: 420 }, { x: 24, y: 420 });
    assert.equal(await isOpen(), false, 'a 20 px swipe is not enough');
    await swipe({ x: 4, y: 420 }, { x: 104, y: 500 });
    assert.equal(await isOpen(), false, 'a steep swipe (ratio 0.8) does not count');
    await swipe({ x: 4, y: 420 }, { x: 110, y: 470 });
    assert.equal(await isOpen(), true);
    await page.getByRole('dialog', { name: 'Site navigation' }).getByRole('link', { name: 'Entry Points' }).waitFor();
  });

  it('lets the closed panel follow the opener drag, never 295 px or more', async () => {
    await swipe({ x: 4, y: 420 }, { x: 380, y: 430 }, async () => {
      // The panel follows the finger (the render may take a frame or two)…
      await page.waitForFunction(() => document.getElementById('mobile-sidebar').getBoundingClientRect().right > 200, null, { timeout: 3000 });
      const box = await panelBox();
      // …but its edge never reaches 295 px, though the finger is at 380 px.
      assert.ok(box.right < 295, `the drag stays under 295 px (right edge at ${box.right})`);
    });
    assert.equal(await isOpen(), true);
    assert.equal(Math.round((await panelBox()).left), 0);
  });

  it('closes on a left swipe over 20 px, not on a shorter one', async () => {
    await menuButton().click();
    await page.getByRole('dialog', { name: 'Site navigation' }).getByRole('link', { name: 'Entry Points' }).waitFor();
    await swipe({ x: 250, y: 500 }, { x: 232, y: 500 });
    assert.equal(await isOpen(), true);
    await swipe({ x: 250, y: 500 }, { x: 150, y: 520 });
    assert.equal(await isOpen(), false);
  });

  it('opens from the menu button, traps focus, closes on Escape and returns focus', async () => {
    await menuButton().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.getByRole('link', { name: 'Entry Points' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Close the menu');
    await page.keyboard.press('Shift+Tab');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the panel');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the panel');
    // The open panel and the top bar; the page's own content is checked by the tests that own it.
    assert.deepEqual(await seriousViolations(page, { include: '#mobile-sidebar' }), []);
    assert.deepEqual(await seriousViolations(page, { include: 'header' }), []);
    await page.keyboard.press('Escape');
    assert.equal(await isOpen(), false);
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-controls')), 'mobile-sidebar');
  });

  it('closes when a link is tapped, and on a tap outside', async () => {
    await menuButton().click();
    const dialog = page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.getByRole('link', { name: 'Entry Points' }).tap();
    await page.waitForURL(url('/concepts/entry-points/'));
    assert.equal(await isOpen(), false);
    await menuButton().click();
    await dialog.getByRole('link', { name: 'Entry Points' }).waitFor();
    await page.touchscreen.tap(370, 600);
    await page.waitForTimeout(350);
    assert.equal(await isOpen(), false);
  });
});
