#!/usr/bin/env node
// The author's loop, measured: `gatsby develop` on a scratch copy of the repository (tracked files, node_modules
// linked), started cold (no .cache) and, once webpack has stored its cache, warm, each timed to the first page
// served; then /concepts/ open in headless Chromium while its file is edited EDITS times each in a paragraph, a
// heading (the sidebar's anchor must follow) and a code block, each edit timed from the write to the browser
// showing it. Then the same for a Starlight site holding the same page (scripts/bench/peer-starlight.mjs; PEER=none
// leaves it out), so both are measured under the same load. Prints p50/p95 per kind side by side and writes
// .bench/develop.json; exits 1 when a p50 of ours misses the goal of GOAL_MS. Takes several minutes on 2 cores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from '../__tests__/e2e/browser.mjs';
import { EDITED_FILE as FILE, EDITED_PAGE as PAGE, firstPage, formatMs, timeEdits } from './bench/develop-edits.mjs';
import { benchStarlight } from './bench/peer-starlight.mjs';
import { syntheticSite } from './site-bench.mjs';

const EDITS = Number(process.env.EDITS ?? 10);
const GOAL_MS = 1000;
const PORT = Number(process.env.PORT ?? 8134);
const PEER_PORT = PORT + 1;

/** `gatsby develop` in `dir`; resolves with the process and the seconds until PAGE answered 200. */
async function startDevelop(dir) {
  const started = performance.now();
  const child = spawn('npx', ['gatsby', 'develop', '-p', String(PORT)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, seconds: await firstPage(`http://localhost:${PORT}${PAGE}`, child, started) };
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
  results.edits = await timeEdits(page, path.join(dir, FILE), EDITS, 'ours');
  await page.close();
  if (process.env.PEER !== 'none') {
    stop(child);
    await new Promise((resolve) => child.once('exit', resolve));
    results.starlight = await benchStarlight({ repo: process.cwd(), port: PEER_PORT, edits: EDITS, browser });
  }
  await browser.close();
} finally {
  // A process ended by a signal has no exit code.
  if (child && child.exitCode === null && child.signalCode === null) stop(child);
  fs.rmSync(dir, { recursive: true, force: true });
}
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/develop.json', JSON.stringify(results, null, 2));
const row = (label, ours, peer) => `| ${label} | ${ours} | ${peer ?? '—'} |`;
const edit = (site, kind) => site && `${formatMs(site.edits[kind].p50)} / ${formatMs(site.edits[kind].p95)}, ${site.edits[kind].missed} missed`;
console.log(
  [
    `| load average ${os.loadavg()[0].toFixed(1)} | ours (Gatsby) | Starlight |`,
    '| --- | --- | --- |',
    row('cold start', `${results.cold.toFixed(1)} s`, results.starlight && `${results.starlight.cold.toFixed(1)} s`),
    row('warm start', `${results.warm.toFixed(1)} s`, results.starlight && `${results.starlight.warm.toFixed(1)} s`),
    ...Object.keys(results.edits).map((kind) => row(`${kind} edit, p50 / p95`, edit(results, kind), edit(results.starlight, kind))),
  ].join('\n'),
);
if (Object.values(results.edits).some((kind) => kind.p50 > GOAL_MS)) process.exitCode = 1;
