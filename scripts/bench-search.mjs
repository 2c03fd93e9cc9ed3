#!/usr/bin/env node
// Search benchmark on the built site (`npm run build` first): builds the embedded index again
// from public/ (timed), reports its size, then types the relevance queries into the search box
// in Chromium and reports the query latency the box measures (performance entries).
// Then the reader query sets (__tests__/e2e/reader-queries.mjs, and reader-questions.mjs from issue #32) run against our index and against
// Pagefind, which indexes the same built pages in the same run (written under .bench/, never into
// public/), and the two are printed side by side per kind: top-1, top-5 and MRR.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { hydrated, launch } from '../__tests__/e2e/browser.mjs';
import { KINDS, READER_QUERIES, rankOf, score } from '../__tests__/e2e/reader-queries.mjs';
import { READER_QUESTIONS } from '../__tests__/e2e/reader-questions.mjs';
import { RELEVANCE_QUERIES } from '../__tests__/e2e/search-queries.mjs';
import { serveBuild } from './serve-build.mjs';

if (!fs.existsSync('public/index.html')) {
  console.error('public/ has no build: run `npm run build` first');
  process.exit(1);
}
const require = createRequire(import.meta.url);
require('./require-ts.cjs');
const { writeSearchIndex } = require('../src/node/search-index.ts');
const { loadEmbeddedIndex } = require('../src/lib/search/engine.ts');
const { rankEmbedded } = require('../src/lib/search/embedded-search.ts');
const { isSearchablePage } = require('../src/lib/search/page-records.ts');

const stats = writeSearchIndex(path.resolve('public'));
const texts = fs
  .readdirSync('public', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('search-text.json'))
  .map((file) => zlib.gzipSync(fs.readFileSync(path.join('public', file)), { level: 9 }).length);

const { base, stop } = await serveBuild();
process.on('exit', stop);

const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })).newPage();
await page.goto(`${base}/concepts/`);
await hydrated(page);
const box = page.getByRole('combobox', { name: 'Search the documentation' });

// Cold: from the input event of the first keystroke (focus comes with it, as when a reader clicks
// and types at once) to the first result in the DOM, timed in the page; the box's code, the index
// download and its parse are all inside. Five fresh pages, median.
const colds = [];
for (let run = 0; run < 5; run++) {
  const coldPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })).newPage();
  await coldPage.goto(`${base}/concepts/`);
  await hydrated(coldPage);
  await coldPage.evaluate(() => {
    window.firstResult = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="option"]')) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    document.addEventListener('input', () => (window.firstInput ??= performance.now()), true);
  });
  await coldPage.getByRole('combobox', { name: 'Search the documentation' }).fill(RELEVANCE_QUERIES[0].query);
  colds.push(await coldPage.evaluate(async () => Math.round((await window.firstResult) - window.firstInput)));
  await coldPage.context().close();
}
const coldMs = colds.sort((a, b) => a - b)[2];

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

// --- The reader query sets: ours and Pagefind's answers, top 5 each. ---
const SETS = [
  { name: 'reader query set', queries: READER_QUERIES },
  { name: 'reader questions (issue #32)', queries: READER_QUESTIONS },
];
const ALL_QUERIES = SETS.flatMap(({ queries }) => queries);
const engine = loadEmbeddedIndex(JSON.parse(fs.readFileSync('public/search-index.json', 'utf8')));
const ours = ALL_QUERIES.map((item) => {
  const urls = rankEmbedded(engine, { query: item.query, hitsPerPage: 5, facet: null }).results.map(({ record }) => record.url);
  return { ...item, urls, rank: rankOf(item.expected, urls) };
});

// Pagefind indexes the same pages our index does (no printable pages, 404 or app shell).
const pagefindSite = path.resolve('.bench/pagefind-site');
const pagefindOut = path.resolve('.bench/pagefind');
fs.rmSync(pagefindSite, { recursive: true, force: true });
fs.rmSync(pagefindOut, { recursive: true, force: true });
for (const file of fs.readdirSync('public', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'))) {
  const pageUrl = `/${path.dirname(file)}/`.replace(/^\/\.\/$/, '/').replace(/\/+/g, '/');
  if (!isSearchablePage(pageUrl)) continue;
  fs.mkdirSync(path.join(pagefindSite, path.dirname(file)), { recursive: true });
  fs.copyFileSync(path.join('public', file), path.join(pagefindSite, file));
}
const pagefind = await import('pagefind');
const pagefindStart = Date.now();
const { index: pagefindIndex } = await pagefind.createIndex({});
const { page_count: pagefindPages } = await pagefindIndex.addDirectory({ path: pagefindSite });
await pagefindIndex.writeFiles({ outputPath: pagefindOut });
const pagefindBuildMs = Date.now() - pagefindStart;
await pagefind.close();
const pagefindBytes = fs
  .readdirSync(pagefindOut, { recursive: true, encoding: 'utf8' })
  .filter((f) => /^(index|fragment|filter)\/|pagefind-entry|pagefind\.js|wasm/.test(f))
  .reduce((sum, f) => sum + (fs.statSync(path.join(pagefindOut, f)).isFile() ? fs.statSync(path.join(pagefindOut, f)).size : 0), 0);

// Pagefind searches in the browser: its files are served to the page by route, from .bench/.
await page.route('**/pagefind/**', (route) =>
  route.fulfill({ path: path.join(pagefindOut, new URL(route.request().url()).pathname.replace(/^\/pagefind\//, '')) }),
);
const pagefindAnswers = await page.evaluate(
  async (queries) => {
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    const answers = [];
    const times = [];
    for (const query of queries) {
      const start = performance.now();
      const search = await pf.search(query);
      const top = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
      times.push(performance.now() - start);
      // Generous to Pagefind: a page result also counts for the anchors of its sub-results.
      answers.push(top.map((data) => [data.url, ...(data.sub_results ?? []).map((sub) => sub.url)]));
    }
    return { answers, times };
  },
  ALL_QUERIES.map(({ query }) => query),
);
await browser.close();
stop();
const strip = (url) => url.replace(/\/index\.html(#|$)/, '/$1');
const theirs = ALL_QUERIES.map((item, i) => {
  const entries = pagefindAnswers.answers[i].map((urls) => urls.map(strip));
  const index = entries.findIndex((urls) => urls.some((url) => rankOf(item.expected, [url]) === 1));
  return { ...item, rank: index + 1 };
});
const pct = (value) => `${(value * 100).toFixed(1)} %`.padStart(7);
const setScores = {};
let first = 0;
for (const { name, queries } of SETS) {
  const ourScores = score(ours.slice(first, first + queries.length));
  const theirScores = score(theirs.slice(first, first + queries.length));
  first += queries.length;
  setScores[name] = { ours: ourScores, pagefind: theirScores };
  console.log(`\n${name}: ours vs Pagefind (same pages, same run)`);
  console.log('kind       queries   top-1 ours / Pagefind   top-5 ours / Pagefind   MRR ours / Pagefind');
  for (const kind of [...KINDS, 'all']) {
    const a = ourScores.find((row) => row.kind === kind);
    const b = theirScores.find((row) => row.kind === kind);
    console.log(
      `${kind.padEnd(10)} ${String(a.queries).padStart(7)}   ${pct(a.top1)} / ${pct(b.top1)}       ${pct(a.top5)} / ${pct(b.top5)}       ${a.mrr.toFixed(3)} / ${b.mrr.toFixed(3)}`,
    );
  }
}
const sortedPf = [...pagefindAnswers.times].sort((a, b) => a - b);
const pfPercentile = (p) => sortedPf[Math.min(sortedPf.length - 1, Math.floor((p / 100) * sortedPf.length))];
console.log(
  `Pagefind: ${pagefindPages} pages indexed in ${pagefindBuildMs} ms, ${(pagefindBytes / 1024).toFixed(0)} KB of index files; query p50 ${pfPercentile(50).toFixed(1)} ms, p95 ${pfPercentile(95).toFixed(1)} ms (top 5 with their data, in Chromium)`,
);
console.log('still missed by ours (not in the top 5):');
for (const miss of ours.filter(({ rank }) => rank === 0))
  console.log(`  ${miss.kind}: "${miss.query}" → ${miss.expected}; got ${miss.urls.slice(0, 3).join(' ')}`);

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
  readerQueries: setScores,
  pagefind: { pages: pagefindPages, buildMs: pagefindBuildMs, bytes: pagefindBytes, p50Ms: pfPercentile(50), p95Ms: pfPercentile(95) },
};
console.log(`index build:          ${result.indexBuildMs} ms (${result.pages} pages, ${result.sections} sections)`);
console.log(`index size:           ${kb(result.indexBytes)}, ${kb(result.indexGzipBytes)} gzip`);
console.log(`page text files:      ${result.pageTextFiles}, median ${kb(result.pageTextGzipBytesMedian)} gzip (fetched for the pages in view)`);
console.log(
  `first results:        ${result.firstResultsMs} ms after the first keystroke on a cold page (median of ${colds.join(', ')}; box code, index download and parse included)`,
);
console.log(`query latency:        p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (${result.queries} searches in Chromium, typed a key at a time)`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync(path.join('.bench', 'search.json'), JSON.stringify(result, null, 2));
