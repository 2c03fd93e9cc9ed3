// The author's bad inputs, driven through `gatsby develop`: each file is broken the way authors break them, and
// the mistake must reach the browser's error overlay and the terminal with the file and the line, other pages must
// still render, and saving the fixed file must clear the message. Shared by develop-errors.test.mjs and
// scripts/check-develop-errors.mjs. Runs in a scratch copy of the repository: the working tree is never edited.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { syntheticSite } from '../../scripts/site-bench.mjs';
import { launch } from './browser.mjs';

const CONCEPTS = 'content/concepts/index.mdx';
const LEDGER = 'content/data/webpack-releases.json';
/** A page no case breaks, opened while each mistake is shown: the rest of the site keeps working. */
export const OTHER_PAGE = { path: '/guides/', title: 'Guides' };

/** Line number (from 1) of the first line of `text` that holds `needle`. */
const lineOf = (text, needle) => text.slice(0, text.indexOf(needle)).split('\n').length;

function replaceOnce(text, from, to, file) {
  if (!text.includes(from)) throw new Error(`${file} no longer has "${from}": the case that breaks it needs updating`);
  return text.replace(from, to);
}

/** Breaks `from` into `to` in the file; the author must be shown the line where `to` is (plus `offset`). */
const edit = (file, from, to, offset = 0) => ({
  file,
  broken(text) {
    const broken = replaceOnce(text, from, to, file);
    return { text: broken, location: `${file}:${lineOf(broken, to.split('\n').find(Boolean)) + offset}` };
  },
});

const CONFIG_HEADING = '## A configuration at a glance';

/** The cases the issue lists, each with the page an author would have open. */
export const BAD_INPUTS = [
  // js-yaml finds the unclosed flow sequence where the next key starts.
  { name: 'broken frontmatter', page: '/concepts/', ...edit(CONCEPTS, 'title: Concepts', 'title: [unclosed', 1) },
  { name: 'MDX that does not compile', page: '/concepts/', ...edit(CONCEPTS, CONFIG_HEADING, `See {unclosed\n\n${CONFIG_HEADING}`) },
  { name: 'an unknown component', page: '/concepts/', ...edit(CONCEPTS, CONFIG_HEADING, `<Unknown />\n\n${CONFIG_HEADING}`) },
  {
    name: 'a link to a page that does not exist',
    page: '/concepts/',
    ...edit(CONCEPTS, CONFIG_HEADING, `See [a page](/concepts/no-such-page/).\n\n${CONFIG_HEADING}`),
  },
  {
    name: 'a data file that breaks its schema',
    page: '/migrate/releases/',
    ...edit(LEDGER, '"kind": "option-added"', '"kind": "option-adedd"'),
  },
  {
    // An editor's save cut off after the first lines: the frontmatter never closes.
    name: 'a half-written file',
    page: '/concepts/',
    file: CONCEPTS,
    broken: (text) => ({ text: text.slice(0, text.indexOf('sort:')), location: `${CONCEPTS}:1` }),
  },
];

/** A port nothing listens on. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every process whose working folder is inside `dir` (Linux /proc): what develop left running there. */
export function processesIn(dir) {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cwd = fs.readlinkSync(`/proc/${entry}/cwd`);
      if (cwd === dir || cwd.startsWith(dir + path.sep)) found.push(Number(entry));
    } catch {}
  }
  return found;
}

/**
 * `gatsby develop` in `dir`, in a process group of its own so that stopping it ends Gatsby's workers too; the group
 * is also ended if this process exits or is interrupted first. Resolves once `page` answers 200.
 */
export async function startDevelop(dir, { page = '/', timeout = 600_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('node_modules/gatsby/cli.js'), 'develop', '-H', 'localhost', '-p', String(port)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  const onExit = () => killGroup('SIGKILL');
  const onSignal = (signal) => {
    killGroup('SIGKILL');
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const develop = {
    base: `http://localhost:${port}`,
    /** Everything develop has printed so far. */
    log: () => log,
    /** Ends develop and every process of its group; resolves once none is left. */
    async stop() {
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      killGroup('SIGTERM');
      for (const deadline = Date.now() + 10_000; Date.now() < deadline && processesIn(dir).length;) await new Promise((r) => setTimeout(r, 200));
      killGroup('SIGKILL');
      for (const deadline = Date.now() + 5_000; Date.now() < deadline && processesIn(dir).length;) await new Promise((r) => setTimeout(r, 200));
    },
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited with ${child.exitCode}:\n${log.slice(-3000)}`);
    const status = await fetch(develop.base + page).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { ...develop, seconds: (Date.now() - started) / 1000 };
    if (Date.now() - started > timeout) {
      await develop.stop();
      throw new Error(`gatsby develop did not serve ${page} within ${timeout / 1000} s:\n${log.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The text of Gatsby's error overlay (a custom element with a shadow root), or '' when none is shown. */
const overlayText = (page) =>
  page
    .evaluate(() => {
      const element = document.querySelector('gatsby-fast-refresh');
      return element?.shadowRoot?.textContent ?? element?.textContent ?? '';
    })
    .catch(() => '');

/** Polls `read` until `holds` its value or `timeout` ms pass; returns the milliseconds taken (null: never) and the last value. */
async function waitFor(read, holds, timeout) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (holds(value)) return { ms: Date.now() - start, value };
    if (Date.now() - start > timeout) return { ms: null, value };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const excerpt = (text, needle, after = 240) => {
  const at = text.indexOf(needle);
  return at < 0 ? text.slice(-after) : text.slice(at, at + after);
};

/** The page's h1 in a fresh tab, or the error that kept it from rendering. */
async function headingOf(browser, url) {
  const tab = await browser.newPage();
  try {
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await tab.locator('main h1').first().textContent({ timeout: 60_000 });
  } catch (error) {
    return `not rendered: ${error.message.split('\n')[0]}`;
  } finally {
    await tab.close();
  }
}

/**
 * One bad input against running develop: breaks the file in `dir`, waits for the overlay and the terminal to name
 * the file and line, opens another page, restores the file and waits for the overlay to clear. Never throws for a
 * case that fails: the result says what was seen. The file is restored whatever happens.
 */
export async function checkBadInput({ browser, develop, dir, input, timeout = 90_000 }) {
  const file = path.join(dir, input.file);
  const original = fs.readFileSync(file, 'utf8');
  const { text, location } = input.broken(original);
  const page = await browser.newPage();
  try {
    await page.goto(develop.base + input.page, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => Boolean(window.___navigate), null, { timeout: 120_000 });
    const logBefore = develop.log().length;
    fs.writeFileSync(file, text);
    const shown = await waitFor(
      () => overlayText(page),
      (overlay) => overlay.includes(location),
      timeout,
    );
    const terminal = await waitFor(
      () => develop.log().slice(logBefore),
      (log) => log.includes(location),
      shown.ms === null ? 0 : timeout,
    );
    const otherPage = await headingOf(browser, develop.base + OTHER_PAGE.path);
    fs.writeFileSync(file, original);
    const cleared = await waitFor(
      () => overlayText(page),
      (overlay) => !overlay.includes(input.file),
      timeout,
    );
    return {
      name: input.name,
      location,
      shownMs: shown.ms,
      overlay: excerpt(shown.value, input.file),
      inTerminal: terminal.ms !== null,
      terminal: excerpt(terminal.value, input.file),
      otherPage: otherPage?.trim() ?? '',
      clearedMs: cleared.ms,
      /** What the overlay still said of the file after the fix (it said nothing when cleared). */
      left: cleared.ms === null ? excerpt(cleared.value, input.file) : '',
    };
  } finally {
    fs.writeFileSync(file, original);
    await page.close();
  }
}

/**
 * The whole run: a scratch copy, develop started cold in it, every bad input checked in turn, then develop's whole
 * process tree ended and the copy removed (also when something fails). `onResult` hears each case as it ends,
 * `onProgress` each step as it starts (a cold start takes minutes on a busy machine).
 */
export async function driveBadInputs({ inputs = BAD_INPUTS, onResult = () => {}, onProgress = () => {} } = {}) {
  const dir = syntheticSite('develop-errors', {});
  let develop;
  let browser;
  let left = [];
  const results = [];
  try {
    onProgress(`starting gatsby develop in ${dir}`);
    develop = await startDevelop(dir, { page: '/concepts/' });
    onProgress(`develop served /concepts/ after ${develop.seconds.toFixed(0)} s`);
    browser = await launch();
    for (const input of inputs) {
      onProgress(`breaking ${input.file}: ${input.name}`);
      const result = await checkBadInput({ browser, develop, dir, input });
      results.push(result);
      onResult(result);
    }
  } finally {
    await browser?.close();
    await develop?.stop();
    left = processesIn(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (left.length) throw new Error(`gatsby develop left processes running: ${left.join(', ')}`);
  return { startSeconds: develop.seconds, results };
}
