#!/usr/bin/env node
// Opt-in check against a running `gatsby develop` (PORT, default 8133): breaks content/concepts/index.mdx four ways
// (frontmatter, an unclosed {, a JSX component, a link to no page), expects Gatsby's overlay to name the file and line, restores the file
// and expects the overlay to go. Exits 1 when a case is not shown or not cleared. About a minute.
import fs from 'node:fs';
import { launch } from '../__tests__/e2e/browser.mjs';
const file = 'content/concepts/index.mdx';
const orig = fs.readFileSync(file, 'utf8');
const browser = await launch();
const page = await browser.newPage();
await page.goto(`http://localhost:${process.env.PORT ?? 8133}/concepts/`, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const cases = {
  frontmatter: orig.replace('title: Concepts', 'title: [unclosed'),
  mdx: orig.replace('## A configuration at a glance', '## A configuration at a glance\n\nSee {unclosed\n'),
  component: orig.replace('## A configuration at a glance', '<Unknown />\n\n## A configuration at a glance'),
  link: orig.replace('## A configuration at a glance', 'See [a page](/concepts/no-such-page/).\n\n## A configuration at a glance'),
};
try {
  for (const [name, text] of Object.entries(cases)) {
    fs.writeFileSync(file, text);
    const t0 = Date.now();
    let shown = '';
    for (let i = 0; i < 60 && !shown.includes('content/concepts'); i++) {
      await page.waitForTimeout(500);
      shown = await page.evaluate(() => {
        const el = document.querySelector('gatsby-fast-refresh');
        return el?.shadowRoot?.textContent ?? el?.textContent ?? '';
      });
    }
    const found = shown.includes('content/concepts');
    console.log(
      name,
      found ? 'shown after' : 'NOT shown after',
      Date.now() - t0,
      'ms:',
      shown.slice(shown.indexOf('content/concepts') - 20, shown.indexOf('content/concepts') + 260),
    );
    fs.writeFileSync(file, orig);
    const t1 = Date.now();
    for (let i = 0; i < 60 && shown.includes('content/concepts'); i++) {
      await page.waitForTimeout(500);
      shown = await page.evaluate(() => {
        const el = document.querySelector('gatsby-fast-refresh');
        return el?.shadowRoot?.textContent ?? el?.textContent ?? '';
      });
    }
    const cleared = !shown.includes('content/concepts');
    console.log(name, cleared ? `cleared after ${Date.now() - t1} ms` : 'NOT cleared');
    if (!cleared || !found) process.exitCode = 1;
  }
} finally {
  fs.writeFileSync(file, orig);
  await browser.close();
}
