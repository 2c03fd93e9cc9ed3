#!/usr/bin/env node
// Mobile Lighthouse (v12, Debian's Chromium) on key pages of the production build: the four category
// scores and the JavaScript transferred. `npm run build` must have run first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PAGES = ['/', '/guides/getting-started/', '/configuration/output/', '/loaders/css-loader/'];
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, 'localhost', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const server = spawn('npx', ['gatsby', 'serve', '--port', String(port), '--host', 'localhost'], { stdio: 'ignore', detached: true, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
const base = `http://localhost:${port}`;
for (let i = 0; i < 200; i++) {
  try { if ((await fetch(base)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 300));
}

const results = [];
try {
  for (const path of PAGES) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: [...FLAGS, `--user-data-dir=${fs.mkdtempSync('/tmp/lh-')}`] });
    try {
      const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
      const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      results.push({
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        jsTransferKB: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
        failing: Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id).slice(0, 8),
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  process.kill(-server.pid);
}
console.table(results.map((row) => ({ ...row, failing: undefined })));
for (const row of results) if (row.failing.length) console.log(`${row.page}: failing audits: ${row.failing.join(', ')}`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/lighthouse.json', JSON.stringify(results, null, 2));
