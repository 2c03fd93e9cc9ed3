// The vote page against the production server's own vote service (a Gatsby Function on an SQLite
// file of this run): votes count across reloads and readers, and the function answers bad requests.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, seriousViolations, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

const TOPIC_BUTTON = /^Vote for /;

describe('vote service', () => {
  it('counts a vote on the server: it survives a reload, and another reader sees it', async () => {
    const reader = await browser.newContext({ serviceWorkers: 'block' });
    const page = await reader.newPage();
    await page.goto(url('/vote/'));
    await hydrated(page);
    await page.locator('[data-vote-mode="service"]').waitFor();
    assert.match(await page.getByRole('note').textContent(), /counted by this site’s vote service/);
    const button = page.getByRole('button', { name: TOPIC_BUTTON }).first();
    const title = (await button.textContent())
      .replace(/^Vote for /, '')
      .replace(/^Vote/, '')
      .trim();
    const item = page.locator('li', { has: button });
    const before = Number((await item.locator('span').first().textContent()).split(' ')[0]);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/votes') && response.request().method() === 'POST');
    await button.click();
    assert.equal((await answered).status(), 200);
    await page.reload();
    await hydrated(page);
    await page.locator('[data-vote-mode="service"]').waitFor();
    const again = page.locator('li', { hasText: title }).first();
    await again.getByRole('button', { name: /^Withdraw vote/ }).waitFor();
    assert.equal(await again.locator('span').first().textContent(), `${before + 1} ${before + 1 === 1 ? 'vote' : 'votes'}`);
    assert.deepEqual(await seriousViolations(page), []);

    const other = await browser.newContext({ serviceWorkers: 'block' });
    const second = await other.newPage();
    await second.goto(url('/vote/'));
    await hydrated(second);
    await second.locator('[data-vote-mode="service"]').waitFor();
    const seen = second.locator('li', { hasText: title }).first();
    await seen.getByRole('button', { name: /^Vote for / }).waitFor();
    assert.equal(await seen.locator('span').first().textContent(), `${before + 1} ${before + 1 === 1 ? 'vote' : 'votes'}`);
    await other.close();
    await reader.close();
  });

  it('shows a 503 beside the topic and sends the choice again by itself once the service is back', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url('/vote/'));
    await hydrated(page);
    await page.locator('[data-vote-mode="service"]').waitFor();
    await page.route('**/api/votes', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { error: 'Voting is unavailable right now' } }) : route.continue(),
    );
    // Found by its id: the button's name changes while its vote waits to be sent.
    const topicId = await page
      .locator('li', { has: page.getByRole('button', { name: TOPIC_BUTTON }) })
      .first()
      .getAttribute('data-vote-topic');
    const item = page.locator(`li[data-vote-topic="${topicId}"]`);
    await item.getByRole('button').click();
    // The failure shows beside its topic (in view where the reader clicked), and the choice waits to be sent.
    const alert = item.getByRole('alert');
    await alert.filter({ hasText: 'Not sent yet' }).waitFor();
    assert.ok(await alert.isVisible());
    assert.match(await item.getByRole('button').textContent(), /^Waiting to send/);
    // The service comes back: the choice is sent by itself, no button to press.
    await page.unroute('**/api/votes');
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/votes') && response.request().method() === 'POST' && response.status() === 200,
      {
        timeout: 15_000,
      },
    );
    await sent;
    await alert.waitFor({ state: 'detached' });
    await page
      .locator(`li[data-vote-topic="${topicId}"]`)
      .getByRole('button', { name: /^Withdraw vote/ })
      .waitFor();
    await context.close();
  });

  it('keeps votes in the browser, saying so, where no vote service answers', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/votes', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' }));
    await page.goto(url('/vote/'));
    await hydrated(page);
    await page.locator('[data-vote-mode="local"]').waitFor();
    assert.match(await page.getByRole('note').textContent(), /runs without its vote service/);
    await context.close();
  });

  it('answers bad requests over HTTP with a status and a JSON reason', async () => {
    const api = url('/api/votes');
    const cases = [
      [{ method: 'PUT' }, 405, /use GET/],
      [{ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' }, 415, /application\/json/],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"topic":' }, 400, /not valid JSON/],
      [
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ topic: 'x', change: 1, pad: 'y'.repeat(6000) }) },
        413,
        /4096 bytes/,
      ],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: 'x' }, 415, /uncompressed/],
      [
        { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' }, body: '{"topic":"built-in-css","change":1}' },
        403,
        /this site's own pages/,
      ],
    ];
    for (const [init, status, message] of cases) {
      const response = await fetch(api, init);
      assert.equal(response.status, status, `${init.method} ${init.body ?? ''}`.slice(0, 60));
      assert.match((await response.json()).error, message);
      if (status === 405) assert.equal(response.headers.get('allow'), 'GET, POST');
    }
    // A cookie the service cannot verify (its database was reset) is dropped, not an error.
    const stale = await fetch(api, { headers: { Cookie: 'webpack_docs_voter=abc.def' } });
    assert.equal(stale.status, 200);
    assert.match(stale.headers.get('set-cookie') ?? '', /^webpack_docs_voter=; Path=\/; Max-Age=0/);
    const topic = Object.keys((await stale.json()).counts)[0];
    const ok = await fetch(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ topic, change: -1 }) });
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('set-cookie') ?? '', /HttpOnly; SameSite=Lax/);
  });
});
