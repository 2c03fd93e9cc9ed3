// What the benchmark scripts share: synthetic copies of the site and their builds (bench-scale,
// bench-bad-input), a served build, and mobile Lighthouse runs with and without scripts (lighthouse,
// bench-bad-input).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveBuild as serveFolder } from './serve-build.mjs';

const repo = process.cwd();

/** This repository's tracked files (relative paths). */
export const trackedFiles = () => execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Total resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * A copy of this repository's tracked files in a temporary folder, node_modules linked, with `pages`
 * ({ 'content/…': text }) added. The caller removes it.
 */
export function syntheticSite(name, pages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `webpack-docs-${name}-`));
  for (const file of trackedFiles()) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(pages)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

/**
 * A cold `gatsby build` in `dir`: its exit code, the end of its error output, its seconds, and the peak
 * memory of the whole build (Gatsby and its workers, sampled every 200 ms).
 */
export async function buildSite(dir) {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(repo, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20000)));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  return { code, stderr: stderr.slice(-2000), seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMB: peak / 1024 / 1024 };
}

/** `gatsby serve` of the build in `dir` on a free port of localhost (where the service worker registers). */
/** The build in `dir` served on a free port (see serve-build.mjs). */
export const serveBuild = (dir = repo) => serveFolder({ dir });

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** One mobile Lighthouse run; `blockScripts` is the page's limit: the same HTML and CSS without any JavaScript. */
export async function lighthouseRun(url, blockScripts) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${fs.mkdtempSync('/tmp/lh-')}`],
  });
  try {
    const { lhr } = await lighthouse(url, {
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
      // All the main thread's work until the page is quiet, scaled like the rest of the simulated run.
      mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
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

/** `runs` Lighthouse runs of `url` with scripts and as many with them blocked, interleaved so drift on a shared machine hits both alike. */
export async function lighthousePair(url, runs) {
  const withJs = [];
  const withoutJs = [];
  for (let i = 0; i < runs; i++) {
    withJs.push(await lighthouseRun(url, false));
    withoutJs.push(await lighthouseRun(url, true));
  }
  return { withJs, withoutJs };
}
