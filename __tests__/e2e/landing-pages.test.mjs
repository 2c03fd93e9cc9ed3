// Landing page, Organization, Starter Kits, Vote and the chat launcher, in Chromium against a production build.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { interactive, launch, seriousViolations, url } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

/**
 * A fresh page. Images from the badge service and GitHub cannot load here, so they are answered
 * empty; the service worker is kept out, since requests it makes would bypass the test's routes.
 */
async function openPage(options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options });
  await context.route(/^https:\/\/(img\.shields\.io|github\.com)\//, (route) => route.fulfill({ status: 204, body: '' }));
  return { context, page: await context.newPage() };
}

/** Holds one request until release() is called, so a test can see what the page shows meanwhile. */
async function holdRequest(page, pattern) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), wasRequested: () => requested };
}

/** Page timers stand still until the test moves the clock, so delays are measured exactly. */
async function stopClock(page) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:10Z'));
}

const prerendered = async (path) => (await fetch(url(path))).text();

describe('landing page', () => {
  it('rotates the word every 5 s after a 5 s delay and turns the cube a quarter at a time', async () => {
    const { context, page } = await openPage();
    await stopClock(page);
    await page.goto(url('/'));
    // Not interactive(): with the clock stopped, effects wait for the clock to move. It moves in
    // 50 ms steps until they have run (the notice marks <body>), so the rotation timer starts at
    // most 50 ms before the timeline below.
    // Hydration itself is marked from a timer too (the scripts load on `load`), so the clock moves for it as well.
    for (
      let step = 0;
      !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated') && document.body.classList.contains('notification-bar-visible')));
      step++
    ) {
      assert.ok(step < 200, 'effects ran');
      await page.clock.runFor(50);
    }
    const heading = page.getByRole('heading', { level: 1 });
    assert.equal(await heading.getAttribute('id'), 'splash-title');
    assert.match(await heading.textContent(), /bundle your assets, scripts, images and styles/);
    const word = page.locator('[data-word]');
    const cube = page.locator('[data-step]');
    assert.equal(await word.getAttribute('data-word'), 'assets');
    await page.clock.runFor(4850);
    assert.equal(await word.getAttribute('data-word'), 'assets');
    await page.clock.runFor(250);
    assert.equal(await word.getAttribute('data-word'), 'scripts');
    await page.clock.runFor(5000);
    assert.equal(await word.getAttribute('data-word'), 'images');
    assert.notEqual(await cube.getAttribute('data-step'), null);
    assert.equal(await cube.evaluate((el) => getComputedStyle(el).getPropertyValue('--cube-depth')), '120px');
    await page.getByRole('button', { name: 'Pause animation' }).click();
    const paused = [await word.getAttribute('data-word'), await cube.getAttribute('data-step')];
    await page.clock.runFor(20000);
    assert.deepEqual([await word.getAttribute('data-word'), await cube.getAttribute('data-step')], paused);
    await context.close();
  });

  it('stands still when the reader prefers reduced motion', async () => {
    const { context, page } = await openPage({ reducedMotion: 'reduce' });
    // Fake timers that still run, so runFor() below fast-forwards past every delay.
    await page.clock.install();
    await page.goto(url('/'));
    await interactive(page);
    await page.getByRole('button', { name: 'Play animation' }).waitFor();
    await page.clock.runFor(12000);
    assert.equal(await page.locator('[data-word]').getAttribute('data-word'), 'assets');
    assert.equal(await page.locator('[data-step]').getAttribute('data-step'), '0');
    await context.close();
  });

  it('has the info section with its snippets and the drawn diagram', async () => {
    const { context, page } = await openPage();
    await page.goto(url('/'));
    const info = page.getByRole('region', { name: 'From modules to static assets' });
    assert.equal(await info.getByRole('heading', { name: 'Write your code' }).count(), 1);
    assert.equal(await info.getByRole('heading', { name: 'Bundle it' }).count(), 1);
    assert.ok((await info.locator('figcaption').allTextContents()).includes('webpack.config.js'));
    const diagram = info.getByRole('img', { name: /From modules to static assets/ });
    assert.equal(await diagram.evaluate((el) => el.tagName), 'svg');
    assert.ok((await diagram.locator('text').count()) >= 10);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('loads the sponsor lists lazily in the browser, with a loading indicator meanwhile', async () => {
    const html = await prerendered('/');
    assert.ok(html.includes('Support the Team'));
    assert.ok(!html.includes('Sample Sponsor'), 'no sponsor in the prerendered HTML');
    const { context, page } = await openPage();
    const hold = await holdRequest(page, '**/data/sponsors.json');
    await page.goto(url('/'));
    await interactive(page);
    await page.waitForTimeout(700);
    assert.equal(hold.wasRequested(), false, 'nothing fetched before the section is in view');
    // The placeholders stand still until the lists are on their way: a shimmer running from the first paint
    // cost the main thread an event per iteration for as long as the section was unseen.
    const shimmers = () => page.evaluate(() => document.getAnimations().filter((animation) => /shimmer/.test(animation.animationName ?? '')).length);
    assert.equal(await shimmers(), 0, 'no shimmer before the lists load');
    const support = page.getByRole('region', { name: 'Support the Team' });
    const requested = page.waitForRequest(/\/data\/sponsors\.json$/);
    await support.scrollIntoViewIfNeeded();
    await requested;
    // The data is on its way (held here): the reader sees the loading indicator.
    const status = support.getByRole('status');
    assert.equal(await status.textContent(), 'Loading the sponsor lists…');
    assert.equal(await status.isVisible(), true);
    assert.ok((await shimmers()) > 0, 'the placeholders shimmer while the lists load');
    hold.release();
    await support.getByRole('link', { name: 'Sample Sponsor A' }).first().waitFor();
    const ranks = await support.getByRole('heading', { level: 3 }).allTextContents();
    assert.deepEqual(ranks, ['Latest Sponsors', 'Platinum Sponsors', 'Gold Sponsors', 'Silver Sponsors', 'Bronze Sponsors', 'Backers']);
    assert.match(await support.getByRole('note').textContent(), /Sample data/);
    const avatar = support.getByRole('img', { name: 'Sample Sponsor A' }).first();
    assert.equal(await avatar.getAttribute('loading'), 'lazy');
    assert.ok(Number(await avatar.getAttribute('width')) > 0);
    assert.equal(await support.getByRole('status', { includeHidden: true }).textContent(), '');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});

describe('Organization page', () => {
  it('shows one card per project with sized, described badges and a maintainer or a call for one', async () => {
    const { context, page } = await openPage();
    await page.goto(url('/organization/'));
    assert.equal(await page.title(), 'Organization | webpack');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'The Organization');
    const cards = page.locator('main article');
    assert.equal(await cards.count(), 41);
    const first = cards.first();
    assert.equal(await first.getByRole('link').first().getAttribute('href'), 'https://github.com/webpack/memory-fs');
    const badges = await page
      .locator('main img[src^="https://img.shields.io/"]')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ alt: img.alt, width: img.getAttribute('width'), height: img.getAttribute('height'), box: img.getBoundingClientRect().height })),
      );
    assert.equal(badges.length, 41 * 8);
    for (const badge of badges) {
      assert.ok(badge.alt, 'badge has alt text');
      assert.equal(badge.height, '20');
      assert.ok(Number(badge.width) > 0);
      assert.equal(badge.box, 20, 'the box is reserved before the image arrives');
    }
    const needed = page.getByRole('link', { name: 'Maintainer needed...' });
    assert.ok((await needed.count()) > 0);
    assert.equal(await needed.first().getAttribute('href'), 'https://github.com/webpack/webpack/issues/2734');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});

describe('Starter Kits page', () => {
  it('fills the table lazily from the static data file, with a loading row meanwhile', async () => {
    const html = await prerendered('/starter-kits/');
    assert.ok(html.includes('Loading starter kits…'));
    assert.ok(!html.includes('electron-react-boilerplate'), 'no kit in the prerendered HTML');
    const { context, page } = await openPage();
    const hold = await holdRequest(page, '**/data/starter-kits.json');
    const requested = page.waitForRequest(/\/data\/starter-kits\.json$/);
    await page.goto(url('/starter-kits/'));
    await requested;
    // The data is on its way (held here): the table shows its loading row.
    assert.deepEqual(await page.getByRole('columnheader').allTextContents(), ['Project Name', 'Maintainer', 'Tags']);
    await page.getByRole('status').filter({ hasText: 'Loading starter kits…' }).waitFor();
    hold.release();
    await page.getByRole('link', { name: 'electron-react-boilerplate' }).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 62);
    const warning = await page.getByRole('complementary', { name: 'Warning' }).textContent();
    assert.match(warning, /proofs of concept/);
    assert.match(warning, /officially supported/);
    assert.match(warning, /maintainers of its repository/);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});

describe('Vote page', () => {
  it('never renders the vote app into the prerendered HTML; the browser loads it as its own chunk', async () => {
    const html = await prerendered('/vote/');
    assert.ok(html.includes('Loading the vote…'));
    assert.ok(!html.includes('data-vote-app'), 'the app is not in the HTML');
    const htmlScripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => new URL(m[1], url('/')).href);
    const { context, page } = await openPage();
    const reads = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        reads.push(
          response.text().then(
            (body) => ({ url: response.url(), body }),
            () => ({ url: response.url(), body: '' }),
          ),
        );
    });
    await page.goto(url('/vote/'));
    await page.locator('[data-vote-app]').waitFor();
    // Bodies are read as they arrive; wait for every one, not only those read before the app showed.
    const scripts = await Promise.all(reads);
    const chunk = scripts.find((script) => script.body.includes('data-vote-app'));
    assert.ok(chunk, 'a script holds the vote app');
    assert.ok(!htmlScripts.includes(chunk.url), `${chunk.url} is not referenced by the HTML`);
    // The production server answers /api/votes: the page counts votes through it.
    await page.locator('[data-vote-mode="service"]').waitFor();
    assert.match(await page.getByRole('note').textContent(), /counted by this site’s vote service/);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('casts and withdraws a vote, remembered across reloads', async () => {
    const { context, page } = await openPage();
    await page.goto(url('/vote/'));
    const vote = page.getByRole('button', { name: 'Vote for Built-in TypeScript' });
    await vote.click();
    const withdraw = page.getByRole('button', { name: 'Withdraw vote for Built-in TypeScript' });
    await withdraw.waitFor();
    await page.reload();
    await withdraw.waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('webpack-docs-votes')), '["built-in-typescript"]');
    await withdraw.click();
    await vote.waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('webpack-docs-votes')), '[]');
    await context.close();
  });
});

describe('chat launcher', () => {
  it('is on content pages and says plainly when no chat is configured', async () => {
    const { context, page } = await openPage();
    await page.goto(url('/concepts/'));
    await interactive(page);
    await page.getByRole('button', { name: 'Chat' }).click();
    await page.getByRole('status').filter({ hasText: 'Chat is not configured on this site.' }).waitFor();
    assert.equal(await page.locator('script[data-chat-client]').count(), 0, 'no chat script is added');
    assert.equal(await page.getByRole('link', { name: 'webpack community chat room' }).getAttribute('target'), '_blank');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
