// The edits bench:develop times in an open page, shared by our site's develop and the peer site it is compared with:
// the same file (content/concepts/index.mdx), the same three edits, the same check of what the browser shows.
import fs from 'node:fs';

export const EDITED_FILE = 'content/concepts/index.mdx';
export const EDITED_PAGE = '/concepts/';

/** How long the bench waits for the open page to show one edit before counting it as missed. */
const EDIT_TIMEOUT_MS = 60_000;

/** A time in ms, or "missed" for an edit the page never showed. */
export const formatMs = (ms) => (ms === Infinity ? 'missed' : `${ms} ms`);

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Each kind of edit: the file's text with `marker` in it, and whether the open page shows it yet. */
export const EDIT_KINDS = {
  paragraph: {
    edit: (text, marker) => text.replace('combines the many source files', `combines the many ${marker} source files`),
    shown: (marker) => document.querySelector('main')?.textContent?.includes(marker) ?? false,
  },
  heading: {
    edit: (text, marker) => text.replace('## A configuration at a glance', `## A configuration at a glance ${marker}`),
    // In the page's heading and in the page's list of anchors, outside <main> or beside it.
    shown: (marker) =>
      [...document.querySelectorAll('main h2')].some((h) => h.textContent?.includes(marker)) &&
      [...document.querySelectorAll('nav a')].some((a) => a.textContent?.includes(marker)),
  },
  code: {
    edit: (text, marker) => text.replace("const webpack = require('webpack');", `const webpack = require('webpack'); // ${marker}`),
    shown: (marker) => [...document.querySelectorAll('main pre')].some((pre) => pre.textContent?.includes(marker)),
  },
};

/** Resolves with the seconds until `url` answered 200; rejects when `child` exits first. */
export async function firstPage(url, child, started = performance.now()) {
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the dev server exited:\n${log.slice(-3000)}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Edits `file` `edits` times per kind while `page` shows it, each timed from the write to the browser showing the
 * edit; the file gets its text back after each kind. Returns { kind: { times, missed, p50, p95 } }.
 */
export async function timeEdits(page, file, edits, label) {
  const original = fs.readFileSync(file, 'utf8');
  const results = {};
  for (const [kind, { edit, shown }] of Object.entries(EDIT_KINDS)) {
    const times = [];
    let marker = '';
    for (let i = 0; i < edits; i++) {
      marker = `edit${kind}${i}x${Date.now()}`;
      const text = edit(original, marker);
      if (text === original) throw new Error(`${file} no longer has the text the ${kind} edit changes`);
      const written = performance.now();
      fs.writeFileSync(file, text);
      // An edit the page never shows is counted as missed (slower than any), and the next edit goes on.
      const seen = await page.waitForFunction(shown, marker, { timeout: EDIT_TIMEOUT_MS, polling: 20 }).then(
        () => true,
        () => false,
      );
      times.push(seen ? Math.round(performance.now() - written) : Infinity);
      if (!seen) console.log(`${label} ${kind} edit ${i + 1}: not shown within ${EDIT_TIMEOUT_MS / 1000} s`);
    }
    // The next kind starts from the page showing the file's own text again: a save that comes while the dev
    // server still handles the last one can be dropped (Astro's content sync was seen to).
    fs.writeFileSync(file, original);
    await page
      .waitForFunction((last) => !document.body?.textContent?.includes(last), marker, { timeout: EDIT_TIMEOUT_MS, polling: 50 })
      .catch(() => console.log(`${label}: the page did not show ${file} restored within ${EDIT_TIMEOUT_MS / 1000} s`));
    await page.waitForTimeout(1000);
    const missed = times.filter((time) => time === Infinity).length;
    results[kind] = { times, missed, p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(`${label} ${kind}: p50 ${formatMs(results[kind].p50)}, p95 ${formatMs(results[kind].p95)}, ${missed} missed`);
  }
  return results;
}
