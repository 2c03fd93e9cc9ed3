#!/usr/bin/env node
// Mobile Lighthouse (v12, Debian's Chromium) on key pages of the production build: the four category
// scores and the JavaScript transferred. `npm run build` must have run first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PAGES = ['/', '/guides/getting-started/', '/configuration/output/', '/concepts/', '/loaders/css-loader/'];
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
// Medians of this many runs per page and variant; `RUNS=1 npm run lighthouse` for a quick look.
const RUNS = Number(process.env.RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, 'localhost', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const server = spawn('npx', ['gatsby', 'serve', '--port', String(port), '--host', 'localhost'], {
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
const base = `http://localhost:${port}`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 300));
}

/** One mobile Lighthouse run; `blockScripts` is the page's limit: the same HTML and CSS without any JavaScript. */
async function run(path, blockScripts) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...FLAGS, `--user-data-dir=${fs.mkdtempSync('/tmp/lh-')}`],
  });
  try {
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    });
    const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    return {
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      jsKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      scores: [score('performance'), score('accessibility'), score('best-practices'), score('seo')],
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .slice(0, 8),
    };
  } finally {
    await chrome.kill();
  }
}

const results = [];
try {
  for (const path of PAGES) {
    const withJs = [];
    const withoutJs = [];
    // Interleaved, so drift on a shared machine hits both variants alike.
    for (let i = 0; i < RUNS; i++) {
      withJs.push(await run(path, false));
      withoutJs.push(await run(path, true));
    }
    const last = withJs[withJs.length - 1];
    results.push({
      page: path,
      lcpMs: Math.round(median(withJs.map((r) => r.lcp))),
      lcpNoJsMs: Math.round(median(withoutJs.map((r) => r.lcp))),
      lcpCostMs: Math.round(median(withJs.map((r) => r.lcp)) - median(withoutJs.map((r) => r.lcp))),
      tbtMs: Math.round(median(withJs.map((r) => r.tbt))),
      jsKB: Number(median(withJs.map((r) => r.jsKB)).toFixed(1)),
      scores: median(withJs.map((r) => r.scores[0])) + ' / ' + last.scores.slice(1).join(' / '),
      failing: last.failing,
    });
  }
} finally {
  process.kill(-server.pid);
}
console.log(`mobile Lighthouse, medians of ${RUNS}; "no JS" is the same page with every script blocked (its limit)`);
console.table(results.map((row) => ({ ...row, failing: undefined })));
for (const row of results) if (row.failing.length) console.log(`${row.page}: failing audits: ${row.failing.join(', ')}`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/lighthouse.json', JSON.stringify(results, null, 2));
