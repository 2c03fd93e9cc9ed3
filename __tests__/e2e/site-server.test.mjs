// The site's own production server (npm run serve): every kind of page passes its Content-Security-Policy with no
// violation while a reader uses it, the headers a docs host sends, the 404 status, and a copy of the built site in
// another folder that still runs, votes included.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveBuild } from '../../scripts/serve-build.mjs';
import { hydrated, launch, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

// One page of each template and standalone page, plus the printable and the 404 pages.
const PAGES = [
  '/',
  '/concepts/',
  '/concepts/output/',
  '/configuration/',
  '/api/cli/',
  '/loaders/',
  '/plugins/',
  '/concepts/printable/',
  '/glossary/',
  '/vote/',
  '/search/?q=entry',
  '/organization/',
  '/starter-kits/',
  '/no/such/page/',
];

/** Records every CSP violation the page reports, from the first script on, and the console's CSP errors. */
/** Opens the vote page at `voteUrl`, votes for its first topic through the service, and resolves to the answer's status. */
async function voteForFirstTopic(page, voteUrl) {
  await page.goto(voteUrl);
  await hydrated(page);
  await page.locator('[data-vote-mode="service"]').waitFor();
  const answered = page.waitForResponse((answer) => answer.url().endsWith('/api/votes') && answer.request().method() === 'POST');
  await page
    .getByRole('button', { name: /^Vote for / })
    .first()
    .click();
  return (await answered).status();
}

async function watchViolations(context) {
  const violations = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations = [...(window.__cspViolations ?? []), `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`];
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const collect = async (page) => [...violations, ...(await page.evaluate(() => window.__cspViolations ?? []))];
  return collect;
}

describe('the site server', () => {
  it('serves every kind of page with no Content-Security-Policy violation while a reader uses it', async () => {
    const context = await browser.newContext();
    const violations = await watchViolations(context);
    const page = await context.newPage();
    for (const pathname of PAGES) {
      const response = await page.goto(url(pathname));
      assert.ok(response.headers()['content-security-policy'], `${pathname} has a Content-Security-Policy`);
      await hydrated(page);
      assert.deepEqual(await violations(page), [], `no violation on ${pathname}`);
    }
    // Searching (the box's code and index load on demand), a client-side navigation, a vote.
    await page.goto(url('/concepts/'));
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Search the documentation' });
    await search.click();
    await search.fill('entry');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
    await page.locator('main a[href^="/concepts/"]').first().click();
    await hydrated(page);
    assert.equal(await voteForFirstTopic(page, url('/vote/')), 200);
    // The service worker took control and served pages: still no violation.
    await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    await page.goto(url('/concepts/output/'));
    await hydrated(page);
    assert.deepEqual(await violations(page), []);
    await context.close();
  });

  it('sends a docs host’s headers and no blanket CORS, and answers an unknown page with 404', async () => {
    const response = await fetch(url('/concepts/'), { headers: { origin: 'https://elsewhere.example' } });
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'self'/);
    assert.equal(response.headers.get('x-powered-by'), null);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    const missing = await fetch(url('/no/such/page/'));
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<h1[^>]*>[^<]*not found/i);
  });
});

describe('public/_headers, for a CDN serving the build', () => {
  it("fits Cloudflare Pages' 100 rules and gives every page the policy the server sends", async () => {
    const text = fs.readFileSync(path.resolve('public/_headers'), 'utf8');
    const rules = text.split('\n').filter((line) => line.startsWith('/'));
    assert.ok(rules.length <= 100, `${rules.length} rules in public/_headers`);
    // Every page's inline scripts are among the policy's hashes: one policy for all (src/node/server-manifest.ts).
    const policies = new Set(text.split('\n').filter((line) => line.startsWith('  content-security-policy: ')));
    assert.equal(policies.size, 1);
    const served = (await fetch(url('/concepts/output/'))).headers.get('content-security-policy');
    assert.deepEqual([...policies], [`  content-security-policy: ${served}`]);
  });
});

describe('a built site moved to another folder', () => {
  it('still serves its pages and counts votes', async () => {
    const repo = process.cwd();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-moved-'));
    // What a deployment copies: the build, the server and what it reads; node_modules as installed.
    for (const part of ['public', '.cache/site-server', 'scripts', 'src', 'migrations', 'content/data', 'package.json'])
      fs.cpSync(path.join(repo, part), path.join(dir, part), { recursive: true });
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const server = await serveBuild({ dir, env: { VOTE_DB_PATH: path.join(dir, 'votes.sqlite') } });
    try {
      assert.equal((await fetch(`${server.base}/concepts/`)).status, 200);
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      assert.equal(await voteForFirstTopic(page, `${server.base}/vote/`), 200);
      await context.close();
      assert.ok(fs.existsSync(path.join(dir, 'votes.sqlite')));
    } finally {
      server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
