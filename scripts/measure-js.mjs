// Gzip bytes of the JavaScript a first visit loads, measured in Chromium against a served build.
import zlib from 'node:zlib';
import { launch } from '../__tests__/e2e/browser.mjs';

export async function firstVisitJs(base, paths) {
  const browser = await launch();
  const results = {};
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).origin === new URL(base).origin) {
        bodies.push(
          response
            .body()
            .then((b) => zlib.gzipSync(b, { level: 9 }).length)
            .catch(() => 0),
        );
      }
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies);
    results[path] = { scripts: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
    await context.close();
  }
  await browser.close();
  return results;
}
