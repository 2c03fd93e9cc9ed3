// A new deploy reaches a reader whose service worker comes from the build before: the next navigation or reload
// shows the new pages, never old HTML with new chunks, never a chunk error, never a blank page. The second build
// is the first with one page's text changed, a new webpack compilation hash (what a build that changes code has)
// and a worker file that differs, served on the same origin as the first.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort, serveBuild } from '../../scripts/serve-build.mjs';
import { hydrated, launch, pageCondition } from './browser.mjs';
import { siteSaved } from './offline.mjs';

const CHANGED = '/concepts/';
const MARK = 'This sentence is new in the second build.';
/** Chromium activates a waiting worker at the latest this long after the old one was asked to step down (kMaxLameDuckTime). */
const LAME_DUCK_BOUND_MS = 5 * 60_000;

/** Rewrites a file of a hard-linked copy without touching the original, and drops its compressed copies. */
function rewrite(file, change) {
  const text = fs.readFileSync(file, 'utf8');
  const next = change(text);
  if (next === text) return false;
  fs.rmSync(file);
  fs.writeFileSync(file, next);
  for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
  return true;
}

/** The deployment of the second build: the first's files, one page changed, a new compilation hash, a new worker. */
function secondBuild() {
  const repo = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-deploy-'));
  for (const part of ['.cache/site-server', 'scripts', 'src', 'migrations', 'content/data', 'package.json'])
    fs.cpSync(path.join(repo, part), path.join(dir, part), { recursive: true });
  fs.cpSync(path.join(repo, 'public'), path.join(dir, 'public'), { recursive: true });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const publicDir = path.join(dir, 'public');

  const html = fs.readFileSync(path.join(publicDir, CHANGED, 'index.html'), 'utf8');
  // The article's first paragraph, in the HTML and in the content file client-side navigation renders.
  const sentence = /<main[\s\S]*?<p>([^<&]{40,}?\.)/.exec(html)?.[1];
  assert.ok(sentence, `a plain first sentence on ${CHANGED}`);
  const content = path.join(publicDir, 'page-data', CHANGED, 'content.json');
  assert.ok(rewrite(path.join(publicDir, CHANGED, 'index.html'), (text) => text.replaceAll(sentence, MARK)));
  assert.ok(
    rewrite(content, (text) => text.replaceAll(JSON.stringify(sentence).slice(1, -1), MARK)),
    'the content file has the sentence',
  );

  const hash = /___webpackCompilationHash="([^"]+)"/.exec(html)[1];
  const next = `${hash.slice(0, -4)}beef`;
  let rewritten = 0;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(html|json)$/.test(entry.name))
      rewritten += Number(rewrite(path.join(entry.parentPath, entry.name), (text) => text.replaceAll(hash, next)));
  }
  assert.ok(rewritten > 100, 'every page and page-data file has the new compilation hash');
  // The server's policy allows each page's inline scripts by hash: the script that names the compilation hash
  // changed with it, as a real build's would.
  const script = /<script>([^<]*___webpackCompilationHash[^<]*)<\/script>/.exec(html)[1];
  const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
  rewrite(path.join(dir, '.cache/site-server/manifest.json'), (text) => text.replaceAll(sha(script), sha(script.replaceAll(hash, next))));
  // The saved files changed, so the manifest's version, and the worker's cache named after it.
  const version = JSON.parse(fs.readFileSync(path.join(publicDir, 'offline-manifest.json'), 'utf8')).version;
  for (const file of ['sw.js', 'offline-manifest.json']) assert.ok(rewrite(path.join(publicDir, file), (text) => text.replaceAll(version, `${version}-2`)));
  return { dir, hash: next };
}

let browser;
let secondDir;
let secondHash;
before(async () => {
  browser = await launch();
  ({ dir: secondDir, hash: secondHash } = secondBuild());
});
after(async () => {
  await browser?.close();
  if (secondDir) fs.rmSync(secondDir, { recursive: true, force: true });
});

describe('a new deploy', () => {
  it('reaches a reader whose worker and open tab come from the build before, online and then offline', async (t) => {
    const port = await freePort();
    let server = await serveBuild({ port });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // Gatsby's registration logs this when the worker installed during this tab's first visit is replaced by the
      // new deploy's: the normal course of an update (register-service-worker.js in gatsby/cache-dir), not a failure.
      if (message.type() === 'error' && message.text() !== 'The installing service worker became redundant.') errors.push(`${page.url()}: ${message.text()}`);
    });
    const article = () => page.locator('main').first().textContent();
    // The browser's view of every worker version, for a failure's message: a waiting worker waits for the active one
    // to finish its events, and only DevTools shows which state each is in.
    const versions = new Map();
    const cdp = await context.newCDPSession(page);
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
      for (const { versionId, status, runningStatus, controlledClients } of updated)
        versions.set(versionId, { status, runningStatus, controlledClients: controlledClients?.length ?? 0 });
    });
    await cdp.send('ServiceWorker.enable');
    try {
      await page.goto(`${server.base}/`);
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      await siteSaved(page);

      // The deploy, while the reader's tab still runs the first build's code.
      server.stop();
      server = await serveBuild({ port, dir: secondDir });

      // The old tab reads on. A page whose data it had prefetched opens client-side, which asks for a new worker
      // (src/lib/service-worker.ts): once the browser has it, Gatsby loads the next page whole. A page whose data
      // comes from the new build is loaded whole at once (its compilation hash differs). Either way the tab then
      // runs the new build, or knows it must.
      await page.locator('a[href="/guides/getting-started/"]').first().click();
      await page.waitForURL((address) => address.pathname === '/guides/getting-started/');
      await page.waitForFunction((hash) => window.___swUpdated === true || window.___webpackCompilationHash === hash, secondHash, { timeout: 60_000 });
      await page.locator(`a[href="${CHANGED}"]`).first().click();
      await page.waitForURL((address) => address.pathname === CHANGED);
      await page.waitForFunction((mark) => document.querySelector('main')?.textContent?.includes(mark), MARK, { timeout: 30_000 });
      await hydrated(page);

      // The new worker takes over: it is active and has dropped the first build's saved copy. It called
      // skipWaiting(), yet Chromium activates it only once the old worker is idle in its renderer (no event in flight,
      // then the worker's idle timer: 30 s after its last event, checked every 10 s) unless the old worker happened
      // to be running when the new one installed, which shortens that timer to zero. This tab's new page sends the
      // old worker fetch events as it loads, so on a busy machine the takeover can come 40 s and more after them,
      // and Chromium's own bound is 5 minutes (kMaxLameDuckTime). The reader loses nothing meanwhile: pages and
      // their data come from the network. So the wait is Chromium's own bound and a margin: a CI run saw the takeover
      // take more than 150 s (the old worker still running, both copies saved). A takeover past 60 s is reported.
      const waitingSince = Date.now();
      await pageCondition(
        page,
        async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const saved = (await caches.keys()).filter((key) => key.startsWith('webpack-docs-offline-'));
          return { active: registration?.active?.state, installing: Boolean(registration?.installing), waiting: Boolean(registration?.waiting), saved };
        },
        undefined,
        {
          timeout: LAME_DUCK_BOUND_MS + 20_000,
          message: "the new worker in charge, with the first build's copy gone",
          holds: (state) => state?.active && !state.installing && !state.waiting && state.saved.length === 1 && state.saved[0].endsWith('-2'),
        },
      ).catch((error) => {
        throw new Error(`${error.message}; worker versions: ${JSON.stringify([...versions.values()])}`);
      });
      const takeoverMs = Date.now() - waitingSince;
      if (takeoverMs > 60_000) t.diagnostic(`the new worker took over ${Math.round(takeoverMs / 1000)} s after the new page loaded`);
      await page.reload();
      assert.ok((await article()).includes(MARK), 'a reload shows the new page');
      await hydrated(page);
      // ...and saves the new build.
      await siteSaved(page);

      server.stop();
      await page.reload();
      const offlineText = await article();
      assert.ok(offlineText.includes(MARK), `offline, the saved copy is the new build: ${page.url()} shows "${offlineText.slice(0, 200)}"`);
      await hydrated(page).catch((error) => assert.fail(`offline, the page did not hydrate (${error.message}); errors: ${errors.join('; ')}`));
      assert.deepEqual(errors, []);
    } finally {
      server.stop();
      await context.close();
    }
  });
});
