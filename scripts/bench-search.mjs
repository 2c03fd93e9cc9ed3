#!/usr/bin/env node
// Search benchmark on the built site (`npm run build` first): builds the embedded index again
// from public/ (timed), reports its size, then types the relevance queries into the search box
// in Chromium and reports the query latency the box measures (performance entries).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { hydrated, launch } from '../__tests__/e2e/browser.mjs';
import { RELEVANCE_QUERIES } from '../__tests__/e2e/search-queries.mjs';

if (!fs.existsSync('public/index.html')) {
  console.error('public/ has no build: run `npm run build` first');
  process.exit(1);
}
const require = createRequire(import.meta.url);
require('./require-ts.cjs');
const { writeSearchIndex } = require('../src/node/search-index.ts');

const stats = writeSearchIndex(path.resolve('public'));
const texts = fs
  .readdirSync('public', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('search-text.json'))
  .map((file) => zlib.gzipSync(fs.readFileSync(path.join('public', file)), { level: 9 }).length);

const port = 9500 + Math.floor(Math.random() * 400);
const base = `http://localhost:${port}`;
const server = spawn('npx', ['gatsby', 'serve', '--port', String(port), '--host', 'localhost'], {
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })).newPage();
await page.goto(`${base}/concepts/`);
await hydrated(page);
const box = page.getByRole('combobox', { name: 'Search the documentation' });

// Cold: focus to first results, the index download and parse included.
const coldStart = Date.now();
await box.fill(RELEVANCE_QUERIES[0].query);
await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
const coldMs = Date.now() - coldStart;

// Warm: every query typed a key at a time, three rounds; each keystroke runs one search.
// A keystroke that leaves the trimmed query as it was (a space) runs no search.
const searchesFor = (query) => new Set([...query].map((_, i) => query.slice(0, i + 1).trim())).size;
await page.evaluate(() => performance.clearMeasures('search-query'));
let expected = 0;
for (let round = 0; round < 3; round++) {
  for (const { query } of RELEVANCE_QUERIES) {
    await box.fill('');
    await box.pressSequentially(query);
    expected += searchesFor(query);
    await page.waitForFunction((n) => performance.getEntriesByName('search-query').length >= n, expected);
  }
}
const durations = (await page.evaluate(() => performance.getEntriesByName('search-query').map((entry) => entry.duration))).sort((a, b) => a - b);
await browser.close();
stop();

const percentile = (p) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const result = {
  pages: stats.pages,
  sections: stats.records,
  indexBuildMs: Math.round(stats.milliseconds),
  indexBytes: stats.indexBytes,
  indexGzipBytes: stats.indexGzipBytes,
  pageTextFiles: texts.length,
  pageTextGzipBytesMedian: texts.sort((a, b) => a - b)[Math.floor(texts.length / 2)] ?? 0,
  firstResultsMs: coldMs,
  queries: durations.length,
  p50Ms: Number(percentile(50).toFixed(2)),
  p95Ms: Number(percentile(95).toFixed(2)),
};
console.log(`index build:          ${result.indexBuildMs} ms (${result.pages} pages, ${result.sections} sections)`);
console.log(`index size:           ${kb(result.indexBytes)}, ${kb(result.indexGzipBytes)} gzip`);
console.log(`page text files:      ${result.pageTextFiles}, median ${kb(result.pageTextGzipBytesMedian)} gzip (fetched for the pages in view)`);
console.log(`first results:        ${result.firstResultsMs} ms after focus (index download and parse included)`);
console.log(`query latency:        p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (${result.queries} searches in Chromium, typed a key at a time)`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync(path.join('.bench', 'search.json'), JSON.stringify(result, null, 2));
