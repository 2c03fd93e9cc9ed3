#!/usr/bin/env node
// Mobile Lighthouse (v12, Debian's Chromium) on key pages of the production build: the four category
// scores and the JavaScript transferred. `npm run build` must have run first.
import fs from 'node:fs';
import { lighthousePair, median, serveBuild } from './site-bench.mjs';

const PAGES = ['/', '/guides/getting-started/', '/configuration/output/', '/concepts/', '/loaders/css-loader/'];
// Medians of this many runs per page and variant; `RUNS=1 npm run lighthouse` for a quick look.
const RUNS = Number(process.env.RUNS ?? 3);
const server = await serveBuild();

const results = [];
try {
  for (const path of PAGES) {
    const { withJs, withoutJs } = await lighthousePair(`${server.base}${path}`, RUNS);
    const last = withJs[withJs.length - 1];
    results.push({
      page: path,
      lcpMs: Math.round(median(withJs.map((r) => r.lcp))),
      lcpNoJsMs: Math.round(median(withoutJs.map((r) => r.lcp))),
      lcpCostMs: Math.round(median(withJs.map((r) => r.lcp)) - median(withoutJs.map((r) => r.lcp))),
      tbtMs: Math.round(median(withJs.map((r) => r.tbt))),
      // Blocking the page's own parsing and layout causes, with no script at all.
      tbtNoJsMs: Math.round(median(withoutJs.map((r) => r.tbt))),
      jsKB: Number(median(withJs.map((r) => r.jsKB)).toFixed(1)),
      scores: median(withJs.map((r) => r.scores[0])) + ' / ' + last.scores.slice(1).join(' / '),
      failing: last.failing,
    });
  }
} finally {
  server.stop();
}
console.log(`mobile Lighthouse, medians of ${RUNS}; "no JS" is the same page with every script blocked (its limit)`);
console.table(results.map((row) => ({ ...row, failing: undefined })));
for (const row of results) if (row.failing.length) console.log(`${row.page}: failing audits: ${row.failing.join(', ')}`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/lighthouse.json', JSON.stringify(results, null, 2));
