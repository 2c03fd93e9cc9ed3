// A first visit's main thread in a Chromium trace, shared by scripts/trace-tasks.mjs (what runs in each long
// task) and scripts/lighthouse.mjs (the page's CPU time with and without its scripts, side by side). Like
// Lighthouse's simulated mobile run, times are scaled 4×, but from the thread's CPU time rather than the wall
// clock, so that other processes on a shared machine inflate them far less.

export const SLOWDOWN = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'];
// After the page is done (hydrated, or loaded when its scripts are blocked): what effects and idle callbacks still do.
const SETTLE_MS = 2000;
// Asked as a plain expression, not with waitForFunction or a locator, whose injected script would add long
// tasks of its own to the page's trace.
const IS_HYDRATED = "document.documentElement.hasAttribute('data-hydrated')";

/**
 * Visits `url` in a fresh mobile-sized context of `browser` (playwright) while tracing, and returns the trace's
 * events. With `blockScripts`, every `.js` request fails, as Lighthouse's `--blocked-url-patterns=*.js` does
 * (inline scripts still run), and the visit ends at the load event instead of hydration. `settle` is what is
 * traced after that: SETTLE_MS by default. `moreCategories` are traced too (they cost time: diagnostics only).
 */
export async function traceVisit(browser, url, { blockScripts = false, settle = (page) => page.waitForTimeout(SETTLE_MS), moreCategories = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    if (blockScripts) await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await browser.startTracing(page, { categories: [...CATEGORIES, ...moreCategories] });
    await page.goto(url, { waitUntil: 'load', timeout: 600_000 });
    if (!blockScripts) while (!(await page.evaluate(IS_HYDRATED))) await page.waitForTimeout(100);
    await settle(page);
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await context.close();
  }
}

/** The renderer main thread that parsed `path` (a trace can hold other renderers, such as about:blank's), or null. */
export function mainThread(events, path) {
  const parse = events.find((e) => e.name === 'ParseHTML' && URL.parse(e.args?.beginData?.url ?? '')?.pathname === path);
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/** A trace event's time in ms, from its CPU time, scaled as on a slow phone. */
export const scaledMs = (e) => ((e.tdur ?? e.dur) * SLOWDOWN) / 1000;

/** What blocks: the part of each task over 50 ms, summed (ms). */
export const blockingMs = (tasks) => Math.round(tasks.reduce((sum, e) => sum + Math.max(0, scaledMs(e) - 50), 0));

/**
 * The page's main thread over the visit: all its tasks' CPU time and the blocking part of them (scaled ms), the
 * same measure for a page with and without scripts. Null when the trace has no parse of the page.
 */
export function mainThreadSummary(events, path) {
  const main = mainThread(events, path);
  if (!main) return null;
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask');
  return { cpuMs: Math.round(tasks.reduce((sum, e) => sum + scaledMs(e), 0)), blockingMs: blockingMs(tasks) };
}
