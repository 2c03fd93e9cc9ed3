import { launch } from './__tests__/e2e/browser.mjs';
import { siteSaved } from './__tests__/e2e/offline.mjs';
import { serveBuild } from './scripts/serve-build.mjs';
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const OBSERVE = () => {
  window.__d = { lcp: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__d.lcp.push({ t: Math.round(e.startTime), el: e.element ? e.element.tagName + '.' + (e.element.className || '') + ':' + (e.element.textContent || '').slice(0, 30) : e.url, size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true });
};
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 120000 });
  await page.waitForTimeout(1000);
  const r = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const res = performance.getEntriesByType('resource').filter((e) => /\.css|\.js/.test(e.name) && e.startTime < 2000).map((e) => `${e.name.split('/').pop().slice(0, 20)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}${e.workerStart ? ' w' : ''}`).slice(0, 6);
    return { workerStart: Math.round(n.workerStart), fetchStart: Math.round(n.fetchStart), responseStart: Math.round(n.responseStart), responseEnd: Math.round(n.responseEnd), dcl: Math.round(n.domContentLoadedEventEnd), fcp: Math.round(fcp), lcp: window.__d.lcp, res };
  });
  return { page, r };
}
const server = await serveBuild();
const browser = await launch();
for (const path of process.argv.slice(2)) for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ ...MOBILE, isMobile: true });
  await context.addInitScript(OBSERVE);
  const first = await visit(context, server.base + path);
  await siteSaved(first.page);
  await first.page.close();
  const second = await visit(context, server.base + path);
  console.log(path, 'FIRST', JSON.stringify(first.r));
  console.log(path, 'RETURN', JSON.stringify(second.r));
  await context.close();
}
await browser.close(); server.stop();
