#!/usr/bin/env node
// Scale benchmark: builds synthetic sites of 250, 500 and 1,000 doc pages (SIZES=250,500 to choose) and
// prints, for each, the cold build's seconds and the peak memory of the whole build (Gatsby and its
// workers, sampled every 200 ms). Each site is a copy of this repository's tracked files in a temporary
// folder, node_modules linked, with synthetic pages added to four sections: each one a real page's body
// (prose, tables, code blocks) under a title of its own, so sizes and code blocks are as on the site.
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, syntheticSite, trackedFiles } from './site-bench.mjs';

const SIZES = (process.env.SIZES ?? '250,500,1000').split(',').map(Number);
const SECTIONS = ['guides', 'concepts', 'api', 'contribute'];
const tracked = trackedFiles();
// Pages whose tables the build generates from webpack (frontmatter `generated`, `schema`) link to those tables' anchors; copies
// without the frontmatter would not have them.
const realPages = tracked.filter(
  (file) =>
    /^content\/(guides|concepts|api)\/[^/]+\.mdx$/.test(file) &&
    !file.endsWith('index.mdx') &&
    !/^(generated|schema):/m.test(fs.readFileSync(file, 'utf8').split('\n---')[0]),
);
const bodyOf = (file) => fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
const bodies = realPages.map(bodyOf);
const existing = tracked.filter((file) => file.startsWith('content/') && file.endsWith('.mdx')).length;

function siteWith(pages) {
  const added = {};
  for (let i = 0; i < pages - existing; i++) {
    const section = SECTIONS[i % SECTIONS.length];
    const body = bodies[i % bodies.length];
    const name = `synthetic-${String(i).padStart(4, '0')}`;
    added[`content/${section}/${name}.mdx`] = `---\ntitle: Synthetic page ${i}\nsort: ${100 + i}\ngroup: Synthetic\n---\n${body}`;
  }
  return syntheticSite(`scale-${pages}`, added);
}

async function build(dir) {
  const { code, stderr, seconds, peakMB } = await buildSite(dir);
  if (code !== 0) throw new Error(`build of ${dir} failed (${code}):\n${stderr}`);
  return { seconds, peakMB };
}

const rows = [];
for (const pages of SIZES) {
  const dir = siteWith(pages);
  try {
    const { seconds, peakMB } = await build(dir);
    const built = fs.readdirSync(path.join(dir, 'public'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.md')).length;
    rows.push({
      docPages: pages,
      builtDocPages: built,
      seconds: Number(seconds.toFixed(1)),
      secondsPer100: Number(((seconds / pages) * 100).toFixed(1)),
      peakMB: Math.round(peakMB),
    });
    console.log(`${pages} pages: ${seconds.toFixed(1)} s, peak ${Math.round(peakMB)} MB`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
console.table(rows);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync('.bench/scale.json', JSON.stringify(rows, null, 2));
