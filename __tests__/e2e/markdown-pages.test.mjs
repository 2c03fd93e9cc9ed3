// Every doc page as markdown (index.md beside index.html), /llms.txt and /llms-full.txt, checked
// against the built HTML: the same headings and the same number of code blocks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const PUBLIC = path.resolve('public');
const read = (file) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');
const text = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** h1–h3 of the page's article (heading permalinks and the Contributors block, kept out of the markdown, aside) and its code blocks. */
function htmlOutline(html) {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>')).replace(/<section[^>]*data-print="hide"[\s\S]*?<\/section>/g, '');
  const headings = [...article.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    (m) => `${m[1]} ${text(m[2].replace(/<a[^>]*class="anchor[\s\S]*?<\/a>/g, ''))}`,
  );
  return { headings, codeBlocks: [...article.matchAll(/<pre[\s>]/g)].length };
}

/** The same from markdown: headings with link syntax and code spans read as their text. */
function markdownOutline(markdown) {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const headings = [...withoutCode.matchAll(/^(#{1,3}) (.+)$/gm)].map(
    (m) =>
      `${m[1].length} ${m[2]
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`/g, '')
        .replace(/\\(.)/g, '$1')}`,
  );
  return { headings, codeBlocks: [...markdown.matchAll(/^```/gm)].length / 2 };
}

describe('pages as markdown', () => {
  for (const page of ['/configuration/mode/', '/guides/getting-started/', '/api/cli/', '/loaders/css-loader/', '/guides/troubleshooting/', '/glossary/']) {
    it(`${page}index.md has the headings and code blocks of ${page}`, () => {
      const html = read(`${page}index.html`);
      const markdown = read(`${page}index.md`);
      const fromHtml = htmlOutline(html);
      const fromMarkdown = markdownOutline(markdown);
      assert.deepEqual(
        fromMarkdown.headings,
        fromHtml.headings.map((heading) => heading.replace(/`/g, '')),
      );
      assert.equal(fromMarkdown.codeBlocks, fromHtml.codeBlocks);
      assert.ok(!/\]\(\/(?!\/)/.test(markdown), 'links are absolute');
      assert.match(html, new RegExp(`<link rel="alternate" type="text/markdown" href="${page}index.md"`));
    });
  }

  it('keeps the languages of code blocks', () => {
    assert.match(read('/configuration/mode/index.md'), /^```js$/m);
    assert.match(read('/guides/getting-started/index.md'), /^```bash$/m);
  });

  it('lists every doc page in /llms.txt in the llmstxt.org format, and /llms-full.txt holds them all', () => {
    const llms = read('/llms.txt');
    assert.match(llms, /^# webpack\n\n> .+\n/);
    for (const section of ['Concepts', 'Configuration', 'Guides', 'Loaders', 'Plugins', 'API', 'Migrate', 'Contribute'])
      assert.match(llms, new RegExp(`^## ${section}$`, 'm'));
    const links = [...llms.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)]+)\): /gm)].map((m) => new URL(m[1]).pathname);
    assert.ok(links.length > 150, `${links.length} pages`);
    for (const link of links) assert.ok(fs.existsSync(path.join(PUBLIC, link)), `${link} exists`);
    const full = read('/llms-full.txt');
    assert.ok(full.includes('# Troubleshooting Build Errors') && full.includes('# Mode'));
    assert.equal([...full.matchAll(/^<!-- page: https?:\/\/\S+ -->$/gm)].length, links.length);
  });
});
