// Links to webpack.js.org land where they point: every page URL of content/data/webpack-js-org-urls.json is a
// page here or a redirect to one, and every anchor's id is on the element it maps to. Then, in the browser: a
// redirect keeps the #fragment, works without scripts, and an old anchor lands below the sticky header.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Parser } from 'htmlparser2';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, url } from './browser.mjs';

const data = JSON.parse(fs.readFileSync('content/data/webpack-js-org-urls.json', 'utf8'));
const REFRESH = /<meta http-equiv="refresh" content="0; url=([^"]+)">/;

/** For each element id of a page: its tag, and the id of the element an old-id alias belongs to. */
function elementsOf(html) {
  const elements = new Map();
  const stack = [];
  let previousAlias = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      const owner = [...stack].reverse().find((entry) => entry.id)?.id ?? null;
      if (previousAlias && attributes.id) previousAlias.next = attributes.id;
      previousAlias = null;
      const entry = { name, id: attributes.id, alias: 'data-old-id' in attributes, owner, next: null };
      if (attributes.id) elements.set(attributes.id, entry);
      if (entry.alias) previousAlias = entry;
      stack.push(entry);
    },
    onclosetag() {
      stack.pop();
    },
  });
  parser.write(html);
  parser.end();
  return elements;
}

const pages = new Map();
async function page(path) {
  if (!pages.has(path)) {
    const response = await fetch(url(path));
    const html = response.ok ? await response.text() : null;
    pages.set(path, { status: response.status, html, elements: html && elementsOf(html) });
  }
  return pages.get(path);
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

describe('webpack.js.org URLs', () => {
  it('every old page URL is a page here or a redirect to one (pending pages aside)', async () => {
    const counts = { here: 0, redirected: 0, pending: 0 };
    for (const entry of data.pages) {
      const old = await page(entry.url);
      if (entry.pending) {
        assert.notEqual(old.status, 200, `${entry.url} is here now: re-run scripts/webpack-js-org-urls.mjs (see README)`);
        counts.pending += 1;
      } else if (entry.to === entry.url) {
        assert.equal(old.status, 200, `${entry.url} gives ${old.status}`);
        assert.ok(!REFRESH.test(old.html), `${entry.url} is a redirect, not a page`);
        counts.here += 1;
      } else {
        // The site's server answers with a 301 (the browser keeps the #fragment); a static host serves the page
        // the build writes at the old URL, whose meta refresh works without scripts.
        const answer = await fetch(url(entry.url), { redirect: 'manual' });
        assert.equal(answer.status, 301, `${entry.url} gives ${answer.status}, not a redirect`);
        assert.equal(new URL(answer.headers.get('location'), url('/')).pathname, entry.to, `${entry.url} redirects to ${entry.to}`);
        const html = fs.readFileSync(`public${entry.url}index.html`, 'utf8');
        assert.equal(REFRESH.exec(html)?.[1], entry.to, `${entry.url}'s static page refreshes to ${entry.to}`);
        assert.ok(html.includes(`rel="canonical" href="`) && html.includes(`${entry.to}"`), `${entry.url} names ${entry.to} as canonical`);
        const target = await page(entry.to);
        assert.equal(target.status, 200, `${entry.url} redirects to ${entry.to}, which gives ${target.status}`);
        counts.redirected += 1;
      }
    }
    console.log(`pages: ${counts.here} here, ${counts.redirected} redirected, ${counts.pending} pending`);
  });

  it('every old anchor is on the element it maps to, or listed with its reason; at least 97 %', async () => {
    const counts = { landed: 0, missing: 0, pending: 0 };
    const problems = [];
    for (const entry of data.pages) {
      if (entry.pending) {
        counts.pending += entry.anchors.length;
        continue;
      }
      const { elements } = await page(entry.to);
      for (const anchor of entry.anchors) {
        if (anchor.missing) {
          counts.missing += 1;
          assert.ok(!elements.has(anchor.id) || anchor.how, `${entry.url}#${anchor.id} is listed as missing: ${anchor.missing}`);
          continue;
        }
        const element = elements.get(anchor.id);
        const where = `${entry.to}#${anchor.id} (old ${entry.url}#${anchor.id}, mapped to #${anchor.to})`;
        if (!element) problems.push(`${where}: no element has the old id`);
        else if (anchor.to === anchor.id) counts.landed += 1;
        else if (!element.alias) problems.push(`${where}: the id is on a <${element.name}> that is not an alias`);
        else if (element.owner !== anchor.to && element.next !== anchor.to) problems.push(`${where}: the alias sits in #${element.owner}`);
        else counts.landed += 1;
      }
    }
    assert.deepEqual(problems, []);
    const share = counts.landed / (counts.landed + counts.missing);
    console.log(
      `anchors: ${counts.landed} on their element, ${counts.missing} missing with a reason, ${counts.pending} pending (${(share * 100).toFixed(1)} %)`,
    );
    assert.ok(share >= 0.97, `only ${(share * 100).toFixed(1)} % of the anchors land on an element`);
  });

  it('a redirect keeps the #fragment and lands on the element', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const entry = data.pages.find((p) => p.url === '/api/normalmodulefactory-hooks/');
    const anchor = entry.anchors.find((a) => a.to);
    await tab.goto(url(`${entry.url}#${anchor.id}`));
    await tab.waitForURL(url(`${entry.to}#${anchor.id}`));
    await hydrated(tab);
    await assertLandsBelowHeader(tab, anchor.id);
    await context.close();
  });

  it('an anchor of a section that moved to another page follows it, under the service worker too (the fragment never reaches a server)', async () => {
    const moved = data.pages.filter((p) => p.moved);
    assert.ok(moved.length > 0, 'the data lists moved sections');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(url('/concepts/'));
    await tab.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    for (const [fragment, id] of [
      ['cache', 'cache'],
      ['cachemaxmemorygenerations', 'cachemaxmemorygenerations'],
    ]) {
      const response = await tab.goto(url(`/configuration/other-options/#${fragment}`));
      assert.ok(response.fromServiceWorker(), 'the worker answered');
      await tab.waitForURL(url(`/configuration/cache/#${fragment}`));
      await hydrated(tab);
      await assertLandsBelowHeader(tab, id);
    }
    // The page's own sections stay where they are.
    await tab.goto(url('/configuration/other-options/#bail'));
    await hydrated(tab);
    assert.equal(new URL(tab.url()).pathname, '/configuration/other-options/');
    await context.close();
  });

  it('a redirect works without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    await tab.goto(url('/plugins/NoEmitOnErrorsPlugin/'));
    await tab.waitForURL(url('/configuration/optimization/'));
    assert.equal(await tab.locator('h1').textContent(), 'Optimization');
    await context.close();
  });

  it('an old anchor on a page lands below the sticky header; an unknown anchor opens the page at its top', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(url('/api/compilation-hooks/#buildmodule'));
    await hydrated(tab);
    await assertLandsBelowHeader(tab, 'buildmodule');
    const loaders = data.pages.find((p) => p.url === '/api/loaders/').anchors.find((a) => a.id === 'thisadddependency');
    await tab.goto(url('/api/loaders/#thisadddependency'));
    await hydrated(tab);
    // The browser resolves the old fragment to the alias (where it then settles is issue 26's item 4, layout chunks).
    assert.equal(await tab.evaluate(() => document.querySelector(':target')?.id), 'thisadddependency');
    assert.equal(await tab.evaluate((id) => document.getElementById(id).parentElement.closest('[id]').id, 'thisadddependency'), loaders.to);
    // A page load of its own (from the same page, only the fragment would change).
    const fresh = await context.newPage();
    fresh.on('pageerror', (error) => errors.push(error.message));
    await fresh.goto(url('/api/loaders/#no-such-anchor'));
    await hydrated(fresh);
    assert.equal(await fresh.evaluate(() => window.scrollY), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The element is in view, just below the sticky header. */
async function assertLandsBelowHeader(tab, id) {
  await tab.waitForFunction((target) => {
    const element = document.getElementById(target);
    const header = document.querySelector('header');
    if (!element || !header) return false;
    const top = element.getBoundingClientRect().top;
    return top >= header.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
  }, id);
}
