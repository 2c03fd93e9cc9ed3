#!/usr/bin/env node
// The author's loop, measured: `gatsby develop` on a scratch copy of the repository (tracked files, node_modules
// linked), started cold (no .cache) and, once webpack has stored its cache, warm, each timed to the first page
// served; then /concepts/ open in headless Chromium while its file is edited EDITS times each in a paragraph, a
// heading (the sidebar's anchor must follow) and a code block, each edit timed from the write to the browser
// showing it. Prints p50/p95 per kind and writes .bench/develop.json; exits 1 when a p50 misses the goal of
// GOAL_MS. Takes several minutes on 2 cores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launch } from '../__tests__/e2e/browser.mjs';
import { syntheticSite } from './site-bench.mjs';

const EDITS = Number(process.env.EDITS ?? 10);
const GOAL_MS = 1000;
const PORT = Number(process.env.PORT ?? 8134);
const PAGE = '/concepts/';
const FILE = 'content/concepts/index.mdx';

/** `gatsby develop` in `dir`; resolves with the process and the seconds until PAGE answered 200. */
async function startDevelop(dir) {
  const started = performance.now();
  const child = spawn('npx', ['gatsby', 'develop', '-p', String(PORT)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited:\n${log.slice(-3000)}`);
    const status = await fetch(`http://localhost:${PORT}${PAGE}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { child, seconds: (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stop = (child) => process.kill(-child.pid, 'SIGTERM');

/**
 * webpack stores develop's persistent cache once the dev server has been idle for 5 s (its idleTimeoutForInitialStore):
 * an author's session outlasts that, while a stop right after the first page left the warm start without it (a
 * second cold bundle). Waits until the cache is written, at most two minutes.
 */
async function webpackCacheStored(dir, since) {
  const index = path.join(dir, '.cache/webpack/stage-develop/index.pack');
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (fs.existsSync(index) && fs.statSync(index).mtimeMs > since) return;
  }
  throw new Error(`develop's webpack cache was not written to ${index} within two minutes`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Each kind of edit: the file's text with `marker` in it, and whether the open page shows it yet. */
const EDIT_KINDS = {
  paragraph: {
    edit: (text, marker) => text.replace('combines the many source files', `combines the many ${marker} source files`),
    shown: (marker) => document.querySelector('main')?.textContent?.includes(marker) ?? false,
  },
  heading: {
    edit: (text, marker) => text.replace('## A configuration at a glance', `## A configuration at a glance ${marker}`),
    // In the page's heading and in the sidebar's anchors, outside <main>.
    shown: (marker) =>
      [...document.querySelectorAll('main h2')].some((h) => h.textContent?.includes(marker)) &&
      [...document.querySelectorAll('nav a')].some((a) => a.textContent?.includes(marker)),
  },
  code: {
    edit: (text, marker) => text.replace("const webpack = require('webpack');", `const webpack = require('webpack'); // ${marker}`),
    shown: (marker) => [...document.querySelectorAll('main pre')].some((pre) => pre.textContent?.includes(marker)),
  },
};

const dir = syntheticSite('develop', {});
const results = { cold: null, warm: null, edits: {} };
let child;
try {
  const coldStarted = Date.now();
  ({ child, seconds: results.cold } = await startDevelop(dir));
  console.log(`cold start: ${results.cold.toFixed(1)} s to ${PAGE}`);
  await webpackCacheStored(dir, coldStarted);
  stop(child);
  await new Promise((resolve) => child.once('exit', resolve));
  ({ child, seconds: results.warm } = await startDevelop(dir));
  console.log(`warm start: ${results.warm.toFixed(1)} s to ${PAGE}`);

  const browser = await launch();
  const page = await browser.newPage();
  await page.goto(`http://localhost:${PORT}${PAGE}`);
  await page.waitForFunction(() => Boolean(window.___navigate));
  const file = path.join(dir, FILE);
  const original = fs.readFileSync(file, 'utf8');
  for (const [kind, { edit, shown }] of Object.entries(EDIT_KINDS)) {
    const times = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `edit${kind}${i}x${Date.now()}`;
      const text = edit(original, marker);
      if (text === original) throw new Error(`${FILE} no longer has the text the ${kind} edit changes`);
      const written = performance.now();
      fs.writeFileSync(file, text);
      await page.waitForFunction(shown, marker, { timeout: 60_000, polling: 20 });
      times.push(Math.round(performance.now() - written));
    }
    fs.writeFileSync(file, original);
    await page.waitForTimeout(2000);
    results.edits[kind] = { times, p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(`${kind}: p50 ${results.edits[kind].p50} ms, p95 ${results.edits[kind].p95} ms (goal: p50 ≤ ${GOAL_MS} ms)`);
  }
  await browser.close();
} finally {
  if (child && child.exitCode === null) stop(child);
  fs.rmSync(dir, { recursive: true, force: true });
}
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/develop.json', JSON.stringify(results, null, 2));
if (Object.values(results.edits).some((kind) => kind.p50 > GOAL_MS)) process.exitCode = 1;
