#!/usr/bin/env node
// Refreshes content/data/webpack-js-org-urls.json: every page URL of webpack.js.org's content (blog and the
// awesome list aside) and every h2/h3 anchor on it, each with the page and element it maps to on this site.
// Old URLs and ids are read from a clone of webpack/webpack.js.org, made as that site makes them
// (src/utilities/content-tree-enhancers.mjs: the file path without `.mdx`, `index` dropped, a trailing slash;
// src/remark-plugins/remark-slug: github-slugger over each heading's text, one slugger per page, every level).
// What each maps to here is read from the built site (`public/`), so build first.
//
// Usage: node scripts/webpack-js-org-urls.mjs <webpack.js.org git dir> [public dir]
//
// Entries marked `"how": "manual"` in the data file are kept as they are; every other mapping is made again:
//   same      the page here has an element with the same id
//   name      an element here whose id is the same name without punctuation (`#splitChunks.chunks` →
//             `#splitchunkschunks`), or ends with it (`#overlay` → `#devserverclientoverlay`)
//   code      the first section here whose code names what the old heading named (`this.addDependency`)
//   text      the section here whose words (rare ones counting more) are closest to the old section's
//   role      a heading that names a part of a page (Usage, Conclusion, a glossary letter): the same part here
// An anchor with none of these is listed as `missing` with its reason; one on a page that another change
// brings is `pending`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { parseDocument } from 'htmlparser2';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

const DATA_FILE = 'content/data/webpack-js-org-urls.json';
const [gitDir, publicDir = 'public'] = process.argv.slice(2);
if (!gitDir) {
  console.error('Usage: node scripts/webpack-js-org-urls.mjs <webpack.js.org git dir> [public dir]');
  process.exit(2);
}
if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`${publicDir}/index.html is missing: build the site first (npm run build)`);
  process.exit(2);
}

const git = (...args) => execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1e9 });
const commit = git('rev-parse', 'HEAD').trim();

// ---- webpack.js.org: pages and anchors -------------------------------------------------------------------

const CONTENT = 'src/content/';
const files = git('ls-tree', '-r', '--name-only', 'HEAD', CONTENT)
  .split('\n')
  .filter((file) => /\.mdx?$/.test(file) && !file.startsWith(`${CONTENT}blog/`) && file !== `${CONTENT}awesome-webpack.mdx`);

const oldUrl = (file) =>
  `/${file
    .slice(CONTENT.length)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');

// mdast-util-to-string 4 (the one remark-slug uses): a node's value, else its alt, else its children's text.
const textOf = (node) => (typeof node.value === 'string' ? node.value : typeof node.alt === 'string' ? node.alt : (node.children ?? []).map(textOf).join(''));

function oldAnchors(markdown) {
  const tree = fromMarkdown(markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ''), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const slugger = new GithubSlugger();
  const anchors = [];
  let current = null;
  const visit = (node) => {
    if (node.type === 'heading') {
      const text = textOf(node);
      const id = slugger.slug(text);
      if (node.depth <= 3) current = null;
      if (node.depth === 2 || node.depth === 3) {
        current = { id, text, body: '' };
        anchors.push(current);
      }
    } else if (node.type !== 'root' && current) {
      // The section's text, to compare with the sections here; it is not stored.
      current.body += ` ${textOf(node)}`;
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return anchors;
}

// ---- this site: pages, ids and sections ----------------------------------------------------------------

const pageFile = (url) => path.join(publicDir, url, 'index.html');
const siteCache = new Map();

function elementText(node) {
  if (node.type === 'text') return node.data;
  return (node.children ?? []).map(elementText).join('');
}

/** Every element with an id inside <main> in document order, and the h2/h3 sections with their text and code. */
function readPage(url) {
  if (siteCache.has(url)) return siteCache.get(url);
  const document = parseDocument(fs.readFileSync(pageFile(url), 'utf8'));
  const ids = [];
  const sections = [];
  let current = null;
  const visit = (node, inMain) => {
    if (node.type !== 'tag' && node.type !== 'text') {
      for (const child of node.children ?? []) visit(child, inMain);
      return;
    }
    if (node.type === 'text') {
      if (current && inMain) current.text += node.data;
      return;
    }
    const main = inMain || node.name === 'main';
    // The old ids a previous build added (src/lib/old-urls/aliases.ts) are not elements of their own.
    if (main && node.attribs.id && !('data-old-id' in node.attribs)) ids.push({ id: node.attribs.id, tag: node.name, text: elementText(node) });
    if (main && (node.name === 'h2' || node.name === 'h3') && node.attribs.id) {
      current = { id: node.attribs.id, heading: elementText(node), text: '', code: new Set() };
      sections.push(current);
    }
    if (main && current && node.name === 'code') current.code.add(elementText(node).trim());
    for (const child of node.children ?? []) visit(child, main);
  };
  visit(document, false);
  const page = { ids, sections, idSet: new Set(ids.map((entry) => entry.id)) };
  siteCache.set(url, page);
  return page;
}

// ---- matching ------------------------------------------------------------------------------------------

const squash = (value) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const STOP = new Set(
  'a an and are as at be by can do for from how in into is it of on or the this to use using with without your you what when why webpack'.split(' '),
);
const words = (value) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map((word) => word.replace(/(?<=[^s]{2})s$/, ''));

// "module.hot (webpack-specific)" names module.hot; "this.getOptions(schema)" names this.getOptions.
const namedTerm = (text) => {
  const term = text
    .replace(/\s*\(.*?\)\s*/g, '')
    .replace(/^["'`]|["'`]$/g, '')
    .trim();
  return /^[\w$.\-[\]]+$/.test(term) && /[._$A-Z-]|^[a-z]+$/.test(term) ? term : null;
};

// How a page of webpack.js.org named its options, and the option path they are here.
const TERM_PREFIXES = [
  [/^Rule\./, 'module.rules.'],
  [/^UseEntry\./, 'module.rules.use.'],
];

function match(anchor, page) {
  if (page.idSet.has(anchor.id)) return { to: anchor.id, how: 'same' };
  const byName = (key) => key && page.ids.find((entry) => squash(entry.id) === key);
  const term = namedTerm(anchor.text);
  const role = roleMatch(anchor, page);
  if (role) return role;
  const equal = byName(squash(anchor.id));
  if (equal) return { to: equal.id, how: 'name' };
  if (term) {
    // `Rule.parser.parse` is `module.rules.parser.parse`; without an entry of its own, its nearest parent's.
    const segments = TERM_PREFIXES.reduce((value, [pattern, prefix]) => value.replace(pattern, prefix), term).split('.');
    for (let length = segments.length; length >= Math.min(2, segments.length); length -= 1) {
      const entry = byName(squash(segments.slice(0, length).join('.')));
      if (entry) return { to: entry.id, how: 'name' };
    }
    const key = squash(term);
    const ending = page.ids.filter((entry) => key.length >= 5 && squash(entry.id).endsWith(key)).sort((a, b) => a.id.length - b.id.length);
    if (ending.length) return { to: ending[0].id, how: 'name' };
    const names = [term, term.replace(/^this\./, ''), term.split('.').pop()].filter((name) => name && name.length > 2);
    for (const name of names) {
      const section = page.sections.find((s) => [...s.code].some((code) => code === name || code.startsWith(`${name}(`) || code.startsWith(`${name} `)));
      if (section) return { to: section.id, how: 'code' };
    }
  }
  const best = closestSection(anchor, page);
  return best ? { to: best.id, how: 'text', score: Number(best.score.toFixed(2)) } : null;
}

/** Word counts, a heading's words counted three times. */
function bag(heading, body) {
  const counts = new Map();
  for (const word of [...words(heading), ...words(heading), ...words(heading), ...words(body)]) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The section here whose words (weighted by how rare they are on the page) are closest to the old section's. */
function closestSection(anchor, page) {
  const sections = page.sections.filter((section) => !section.id.startsWith('page-'));
  if (!sections.length) return null;
  page.bags ??= sections.map((section) => bag(section.heading, section.text));
  const rarity = new Map();
  for (const counts of page.bags) for (const word of counts.keys()) rarity.set(word, (rarity.get(word) ?? 0) + 1);
  const weight = (word) => Math.log((sections.length + 1) / ((rarity.get(word) ?? 0) + 0.5));
  const vector = (counts) => new Map([...counts].map(([word, n]) => [word, (1 + Math.log(n)) * weight(word)]));
  const norm = (v) => Math.sqrt([...v.values()].reduce((sum, x) => sum + x * x, 0)) || 1;
  const old = vector(bag(anchor.text, anchor.body ?? ''));
  let best = null;
  sections.forEach((section, index) => {
    const here = vector(page.bags[index]);
    let dot = 0;
    for (const [word, x] of old) dot += x * (here.get(word) ?? 0);
    const score = dot / (norm(old) * norm(here));
    if (!best || score > best.score) best = { id: section.id, score };
  });
  return best && best.score >= TEXT_MIN ? best : null;
}

// Below this cosine similarity the closest section shares little more than common words with the old one: such
// anchors are mapped by hand (`"how": "manual"`) or listed as missing. `score` in the data file is the similarity.
const TEXT_MIN = 0.05;

// Headings that name a part of a page rather than a topic: their equivalent is the same part of the page here.
const CLOSING = /^(conclusion|wrapping up|next steps|final steps|further reading)$/i;

function roleMatch(anchor, page) {
  const text = anchor.text.trim().replace(/[:.!]$/, '');
  const topics = page.sections.filter((section) => !section.id.startsWith('page-'));
  if (CLOSING.test(text) && topics.length) return { to: topics[topics.length - 1].id, how: 'role' };
  // The glossary's letter headings: the first term here under that letter.
  if (/^[a-z]$/.test(anchor.id) && anchor.text.length === 1) {
    const term = page.ids.find((entry) => entry.id.startsWith(anchor.id) && entry.tag.match(/^(h2|h3|dt)$/));
    if (term) return { to: term.id, how: 'role' };
  }
  return null;
}

// ---- the data file -------------------------------------------------------------------------------------

const previous = fs.existsSync(DATA_FILE) ? JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) : { pages: [] };
const previousPages = new Map(previous.pages.map((page) => [page.url, page]));

const pages = files.map((file) => {
  const url = oldUrl(file);
  const before = previousPages.get(url);
  const anchors = oldAnchors(git('show', `HEAD:${file}`));
  const bodies = new Map(anchors.map((anchor) => [anchor.id, anchor.body]));
  const exists = fs.existsSync(pageFile(url));
  // A page here under the same URL wins; otherwise the redirect or pending note kept in the data file.
  const to = exists ? url : before?.to;
  if (!to) throw new Error(`${url}: no page here and no redirect in ${DATA_FILE}; add "to" (the page it moved to) or "pending"`);
  const pending = !exists && before?.pending && to === url ? before.pending : undefined;
  const targetExists = fs.existsSync(pageFile(to));
  const kept = new Map((before?.anchors ?? []).filter((anchor) => anchor.how === 'manual').map((anchor) => [anchor.id, anchor]));
  return {
    url,
    to,
    ...(pending && { pending }),
    anchors: anchors.map(({ id, text }) => {
      if (kept.has(id)) return kept.get(id);
      if (pending) return { id, pending };
      if (!targetExists) return { id, missing: `${to} does not exist` };
      return { id, ...(match({ id, text, body: bodies.get(id) }, readPage(to)) ?? { missing: 'nothing here covers this heading' }) };
    }),
    // Written by hand, like webpack.js.org's own client-side redirects of the same anchors: kept.
    ...(before?.moved && { moved: before.moved }),
  };
});

fs.writeFileSync(DATA_FILE, `${JSON.stringify({ source: { repository: 'webpack/webpack.js.org', commit }, pages }, null, 1)}\n`);

const anchors = pages.flatMap((page) => page.anchors);
const count = (how) => anchors.filter((anchor) => anchor.how === how).length;
console.log(
  `${pages.length} pages (${pages.filter((p) => p.to === p.url && !p.pending).length} here, ${pages.filter((p) => p.to !== p.url).length} redirected, ${pages.filter((p) => p.pending).length} pending); ` +
    `${anchors.length} anchors: ${['same', 'name', 'code', 'text', 'role', 'manual'].map((how) => `${count(how)} ${how}`).join(', ')}, ` +
    `${anchors.filter((a) => a.pending).length} pending, ${anchors.filter((a) => a.missing).length} missing`,
);
