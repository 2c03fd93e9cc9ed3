#!/usr/bin/env node
// A first visit on a slow phone, measured where readers feel it: mobile Lighthouse (v12, Debian's Chromium) and
// the CPU-time trace (scripts/bench/trace-visit.mjs) on five key pages of the production build, each page with
// its scripts and with them blocked (its limit), interleaved in one run. Issue 36's goals are checked per page:
// the trace's main thread with scripts ≤ 1.5× without, TBT ≤ TBT without + 50 ms, LCP ≤ LCP without, and, with
// BASELINE_DIR (a folder holding an earlier build's public/ and the server to serve it), no more JavaScript than
// that build, whose figures are measured in the same run and shown beside. `npm run build` must have run first.
// Usage: npm run lighthouse [-- /path/ …]; RUNS= medians of that many runs (3). Written to .bench/lighthouse.json.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { launch } from '../__tests__/e2e/browser.mjs';
import { mainThreadSummary, traceVisit } from './bench/trace-visit.mjs';
import { lighthouseRun, median, serveBuild } from './site-bench.mjs';

const require = createRequire(import.meta.url);
require('./require-ts.cjs');
const { firstVisitGoals } = require('../src/lib/bench/first-visit-goals.ts');

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/guides/getting-started/', '/configuration/output/', '/concepts/', '/loaders/css-loader/'];
const RUNS = Number(process.env.RUNS ?? 3);
const builds = [
  { name: 'this build', server: await serveBuild() },
  ...(process.env.BASELINE_DIR ? [{ name: 'baseline', server: await serveBuild(process.env.BASELINE_DIR) }] : []),
];
const browser = await launch();

/** One page of one build, every measure with and without scripts; runs of both builds alternate. */
async function measurePage(path) {
  const runs = new Map(builds.map((build) => [build, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const build of builds) {
      const url = `${build.server.base}${path}`;
      runs.get(build).push({
        lighthouse: await lighthouseRun(url, false),
        lighthouseNoJs: await lighthouseRun(url, true),
        trace: mainThreadSummary(await traceVisit(browser, url), path),
        traceNoJs: mainThreadSummary(await traceVisit(browser, url, { blockScripts: true }), path),
      });
    }
  }
  return builds.map((build) => summarize(path, build.name, runs.get(build)));
}

function summarize(page, build, runs) {
  const m = (pick) => Math.round(median(runs.map(pick)));
  return {
    page,
    build,
    cpuMs: m((r) => r.trace?.cpuMs ?? NaN),
    cpuNoJsMs: m((r) => r.traceNoJs?.cpuMs ?? NaN),
    blockingMs: m((r) => r.trace?.blockingMs ?? NaN),
    blockingNoJsMs: m((r) => r.traceNoJs?.blockingMs ?? NaN),
    lhMainThreadMs: m((r) => r.lighthouse.mainThread),
    lhMainThreadNoJsMs: m((r) => r.lighthouseNoJs.mainThread),
    tbtMs: m((r) => r.lighthouse.tbt),
    tbtNoJsMs: m((r) => r.lighthouseNoJs.tbt),
    lcpMs: m((r) => r.lighthouse.lcp),
    lcpNoJsMs: m((r) => r.lighthouseNoJs.lcp),
    jsKB: Number(median(runs.map((r) => r.lighthouse.jsKB)).toFixed(1)),
    perf: median(runs.map((r) => r.lighthouse.scores[0])),
    scores: runs.at(-1).lighthouse.scores.slice(1).join(' / '),
    failing: runs.at(-1).lighthouse.failing,
  };
}

const rows = [];
const goals = [];
try {
  for (const path of PAGES) {
    const [ours, baseline] = await measurePage(path);
    rows.push(ours, ...(baseline ? [baseline] : []));
    // As it goes: a run of every page takes minutes.
    console.log(JSON.stringify(baseline ? [ours, baseline] : [ours]));
    for (const goal of firstVisitGoals({
      mainThreadMs: ours.cpuMs,
      mainThreadNoJsMs: ours.cpuNoJsMs,
      tbtMs: ours.tbtMs,
      tbtNoJsMs: ours.tbtNoJsMs,
      lcpMs: ours.lcpMs,
      lcpNoJsMs: ours.lcpNoJsMs,
      jsKB: ours.jsKB,
      baselineJsKB: baseline?.jsKB,
    }))
      goals.push({ page: path, ...goal, met: goal.met ? 'yes' : 'NO' });
  }
} finally {
  await browser.close();
  for (const build of builds) build.server.stop();
}
console.log(
  `mobile Lighthouse and CPU-time trace (×4), medians of ${RUNS}; "NoJs" is the same page with every script blocked (its limit).` +
    ' cpu/blocking: the trace; lhMainThread, tbt, lcp, perf: Lighthouse',
);
console.table(rows.map((row) => ({ ...row, failing: undefined })));
console.table(goals);
for (const row of rows) if (row.failing.length) console.log(`${row.page} (${row.build}): failing audits: ${row.failing.join(', ')}`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/lighthouse.json', JSON.stringify({ rows, goals }, null, 2));
