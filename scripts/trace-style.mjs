#!/usr/bin/env node
// A first visit's style recalculations and what caused them: each `UpdateLayoutTree` of Chromium's trace (CPU
// time × 4, as in scripts/trace-tasks.mjs) with the elements it restyled, and the invalidations recorded since the
// one before it: which attribute, class, pseudo-class or node change on which element, the selectors it matched,
// and the script line that made it. Invalidation tracking slows the page, so times here are for comparing
// recalculations with each other, not for the bench. `npm run build` must have run first.
// Usage: node scripts/trace-style.mjs [/path/ …]; NO_JS=1 blocks the scripts (the page's limit); SITE_DIR serves
// another folder's public/; MIN_MS (default 8) hides shorter recalculations.
import { launch } from '../__tests__/e2e/browser.mjs';
import { mainThread, scaledMs, SLOWDOWN, traceVisit } from './bench/trace-visit.mjs';
import { serveBuild } from './serve-build.mjs';

const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/concepts/', '/configuration/output/'];
const MIN_MS = Number(process.env.MIN_MS ?? 8);
const INVALIDATION_CATEGORIES = ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'];
/** Invalidation records and what each says about its cause. */
const CAUSES = {
  // A DOM write scheduled invalidation through the stylesheets' invalidation sets (attribute, class, id, pseudo-class).
  ScheduleStyleInvalidationTracking: (d) =>
    `${d.changedAttribute ? `[${d.changedAttribute}]` : d.changedClass ? `.${d.changedClass}` : d.changedId ? `#${d.changedId}` : (d.changedPseudo ?? '?')} on ${d.nodeName} → ${invalidationSet(d.invalidationSet)}`,
  // The element itself was marked for recalculation (inserted, inline style, stylesheet added, :has, …).
  StyleRecalcInvalidationTracking: (d) => `${d.reason}${d.extraData ? ` (${d.extraData})` : ''} on ${d.nodeName}`,
  // Invalidation sets applied when the recalculation started: which elements they reached.
  StyleInvalidatorInvalidationTracking: (d) => `${d.reason}${d.selectors?.length ? ` ${d.selectors.map((s) => s.selector ?? s).join(', ')}` : ''}`,
};

function invalidationSet(set) {
  if (!set) return '';
  const sets = Array.isArray(set) ? set : [set];
  return sets
    .map((s) =>
      [
        s.allDescendantsMightBeInvalid && '*',
        ...(s.classes ?? []).map((c) => `.${c}`),
        ...(s.ids ?? []).map((i) => `#${i}`),
        ...(s.attributes ?? []).map((a) => `[${a}]`),
        ...(s.tagNames ?? []),
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' | ');
}

function frame(stack) {
  const top = stack?.[0];
  return top ? `${top.functionName || '(anonymous)'} ${(top.url ?? '').split('/').pop()}:${top.lineNumber}:${top.columnNumber}` : '';
}

function report(path, events) {
  const main = mainThread(events, path);
  if (!main) return console.log(`\n${path}: no parse of the page in the trace`);
  // Metadata events have no time: the trace starts at the first timed one.
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph !== 'M').sort((a, b) => a.ts - b.ts);
  const first = onMain.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.endsWith('.js'));
  const recalcs = onMain.filter((e) => e.ph === 'X' && e.name === 'UpdateLayoutTree');
  const total = recalcs.reduce((sum, e) => sum + scaledMs(e), 0);
  const afterScripts = first ? recalcs.filter((e) => e.ts >= first.ts).reduce((sum, e) => sum + scaledMs(e), 0) : 0;
  console.log(
    `\n${path}${process.env.NO_JS ? ' (scripts blocked)' : ''}: ${recalcs.length} style recalculations, ${total.toFixed(0)} ms (CPU × ${SLOWDOWN}), ${afterScripts.toFixed(0)} ms from the first script on`,
  );
  let since = onMain[0].ts;
  for (const recalc of recalcs) {
    const end = recalc.ts + recalc.dur;
    const causes = onMain.filter((e) => CAUSES[e.name] && e.ts >= since && e.ts <= end);
    since = end;
    if (scaledMs(recalc) < MIN_MS) continue;
    const count = recalc.args?.elementCount ?? recalc.args?.endData?.elementCount ?? '?';
    const when = first ? `${((recalc.ts - first.ts) / 1000).toFixed(0)} ms after the first script` : `at +${((recalc.ts - onMain[0].ts) / 1000).toFixed(0)} ms`;
    console.log(
      `  ${scaledMs(recalc).toFixed(0).padStart(4)} ms, ${count} elements, ${when}${frame(recalc.args?.beginData?.stackTrace) ? `, forced by ${frame(recalc.args.beginData.stackTrace)}` : ''}`,
    );
    const groups = new Map();
    for (const e of causes) {
      const key = `${e.name.replace('InvalidationTracking', '')}: ${CAUSES[e.name](e.args.data)}${frame(e.args.data.stackTrace) ? ` at ${frame(e.args.data.stackTrace)}` : ''}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    for (const [key, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`      ${String(n).padStart(5)} × ${key}`);
  }
}

const server = await serveBuild({ dir: process.env.SITE_DIR });
const browser = await launch();
try {
  for (const path of PAGES)
    report(path, await traceVisit(browser, server.base + path, { blockScripts: Boolean(process.env.NO_JS), moreCategories: INVALIDATION_CATEGORIES }));
} finally {
  await browser.close();
  server.stop();
}
