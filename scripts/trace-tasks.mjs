#!/usr/bin/env node
// The long tasks of a first visit, and what runs in them: Chromium's trace of each page from navigation
// until two seconds after hydration. Like Lighthouse's simulated mobile run, a task's time is scaled 4×,
// but from the thread's CPU time rather than the wall clock, so that other processes on a shared machine
// inflate it far less; "blocking" sums the part of each scaled task over 50 ms (Lighthouse's TBT also
// counts only tasks between first paint and interactive, so it can be lower).
// `npm run build` must have run first. Usage: node scripts/trace-tasks.mjs [/path/ …]
// For readable function names, build without minifying (`npx gatsby build --no-uglify`). SITE_DIR serves
// another folder's public/ (a copy with a synthetic page, or an earlier build kept for comparison). UNTIL_SAVED=1
// traces until the service worker has saved the whole site.
import { launch } from '../__tests__/e2e/browser.mjs';
import { siteSaved } from '../__tests__/e2e/offline.mjs';
import { blockingMs, mainThread, scaledMs, SLOWDOWN, traceVisit } from './bench/trace-visit.mjs';
import { serveBuild } from './serve-build.mjs';

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/guides/getting-started/', '/configuration/output/', '/concepts/', '/loaders/css-loader/'];
// Tasks at least this long (ms, scaled) are listed.
const MIN_MS = Number(process.env.MIN_MS ?? 30);
// Trace events that say what a task is doing, with what names them.
const KINDS = {
  EvaluateScript: (e) => e.args?.data?.url,
  'v8.compile': (e) => e.args?.data?.url,
  FunctionCall: (e) => `${e.args?.data?.functionName || '(anonymous)'} ${e.args?.data?.url ?? ''}`,
  TimerFire: () => '',
  EventDispatch: (e) => e.args?.data?.type,
  FireIdleCallback: () => '',
  ParseHTML: () => '',
  Layout: () => '',
  UpdateLayoutTree: () => '',
  RunMicrotasks: () => '',
};

const server = await serveBuild({ dir: process.env.SITE_DIR });
const browser = await launch();
try {
  // UNTIL_SAVED=1 traces on until the service worker has saved the site: what the page does during the save.
  const settle = process.env.UNTIL_SAVED ? siteSaved : undefined;
  for (const path of PAGES) report(path, await traceVisit(browser, server.base + path, { settle }));
} finally {
  await browser.close();
  server.stop();
}

function report(path, events) {
  const main = mainThread(events, path);
  if (!main) return console.log(`\n${path}: no parse of the page in the trace`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && scaledMs(e) >= MIN_MS);
  const samples = cpuSamples(events, main.pid, main.tid);
  // The site's scripts start after the page has loaded: what blocks from the first of them on is theirs
  // (or what they cause); before it, the page's own parsing and layout, as without scripts.
  const first = onMain.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.endsWith('.js'));
  const scripted = tasks.filter((e) => first && e.ts + e.dur >= first.ts);
  console.log(
    `\n${path}: ${tasks.length} tasks ≥ ${MIN_MS} ms (CPU time × ${SLOWDOWN}); blocking ${blockingMs(tasks)} ms, from the first script on ${blockingMs(scripted)} ms`,
  );
  for (const task of tasks) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && KINDS[e.name]);
    const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    console.log(`  task ${scaledMs(task).toFixed(0)} ms at +${((task.ts - onMain[0].ts) / 1000).toFixed(0)} ms (wall ${(task.dur / 1000).toFixed(1)} ms)`);
    for (const e of top.filter((e) => e.dur > 1000).slice(0, 6))
      console.log(`    ${scaledMs(e).toFixed(0).padStart(5)} ms ${e.name} ${KINDS[e.name](e) ?? ''}`);
    const self = new Map();
    for (const s of samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur)) self.set(s.name, (self.get(s.name) ?? 0) + s.ms);
    const hot = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [name, ms] of hot) console.log(`      self ${(ms * SLOWDOWN).toFixed(0).padStart(4)} ms ${name}`);
  }
}

/** The CPU profiler's samples on one thread: time, the sampled function (name and file), and its share of time. */
function cpuSamples(events, pid, tid) {
  const nodes = new Map();
  const out = [];
  for (const profile of events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'Profile')) {
    const id = profile.id;
    let ts = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === id && e.pid === pid).sort((a, b) => a.ts - b.ts)) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) {
        const frame = node.callFrame;
        nodes.set(node.id, `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}`);
      }
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i++) {
        ts += deltas[i];
        out.push({ ts, name: nodes.get(ids[i]), ms: (deltas[i + 1] ?? 0) / 1000 });
      }
    }
  }
  return out;
}
