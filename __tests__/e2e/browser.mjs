// Shared set-up for end-to-end tests: Debian's Chromium driven by playwright-core, headless.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

export const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:9000';
export const url = (path) => new URL(path, BASE).href;

/**
 * Features Chromium runs with off. Chromium 156 opens a renderer for its address bar's popup
 * (chrome://omnibox-popup.top-chrome/) with every new window, that is every browser context here, and it takes 1-2 s of
 * CPU just as the context's first page loads: on two cores it slowed the page it raced by up to half (LCP 1.0-1.5 s
 * against 0.5-0.8 s without it, /concepts/ at CPU ×4). A reader's browser has opened that popup long before.
 * The switch replaces Playwright's own `--disable-features` (the last one wins), so Playwright's list is kept in full:
 * __tests__/e2e/browser-launch.test.mjs fails when a Playwright upgrade changes it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
    ],
  });
}

/**
 * Waits until `read` (run in the page, may be async) gives a value that `holds`, polling every `interval` ms, and
 * returns it; on timeout the error shows the last value. Playwright's waitForFunction does not await a promise:
 * an async predicate passes at once.
 */
export async function pageCondition(page, read, arg, { timeout = 30_000, interval = 250, message = 'the page condition', holds = Boolean } = {}) {
  let value;
  for (const deadline = Date.now() + timeout; ; await page.waitForTimeout(interval)) {
    // A navigation under way destroys the context `read` runs in: try again.
    value = await page.evaluate(read, arg).catch(() => undefined);
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`${message} did not hold within ${timeout / 1000} s (last: ${JSON.stringify(value)})`);
  }
}

/** Waits until Gatsby has hydrated the page, so event handlers are attached. */
export async function hydrated(page) {
  // The first client render has committed and the layout's deferred part has hydrated (Layout marks <html>).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') && window.___navigate);
}

/**
 * Waits until hydration is over and effects have run, so every handler is attached (React does not
 * replay touch moves or every click that arrives mid-hydration). The notification bar's close button
 * is rendered by an effect; use a fresh browser context, where the bar is not dismissed.
 */
export async function interactive(page) {
  await hydrated(page);
  await page.getByRole('button', { name: 'Dismiss this notice' }).waitFor();
}

/** A hydrated page at `width` px (900 px high), in a context of its own without service workers. */
export async function openAt(browser, path, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url(path));
  await hydrated(page);
  return page;
}

/** Lays out the chunks a page skips while off screen (src/lib/layout-chunks.ts), so all of it can be measured. */
export const layOutEverything = (page) => page.addStyleTag({ content: '* { content-visibility: visible !important; }' });

/** axe-core violations of impact serious or critical, as readable strings. */
export async function seriousViolations(page, { include } = {}) {
  const builder = new AxeBuilder({ page });
  // `include` limits the check to one part of the page (a CSS selector).
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

export const require = createRequire(import.meta.url);
