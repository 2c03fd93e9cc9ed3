#!/usr/bin/env node
// Scale benchmark: builds synthetic sites of 250, 500 and 1,000 doc pages (SIZES=250,500 to choose) and
// prints, for each, the cold build's seconds and the peak memory of the whole build (Gatsby and its
// workers, sampled every 200 ms). Each site is a copy of this repository's tracked files in a temporary
// folder, node_modules linked, with synthetic pages added to four sections: each one a real page's body
// (prose, tables, code blocks) under a title of its own, so sizes and code blocks are as on the site.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SIZES = (process.env.SIZES ?? '250,500,1000').split(',').map(Number);
const SECTIONS = ['guides', 'concepts', 'api', 'contribute'];
const repo = process.cwd();
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
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

/** Total resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function siteWith(pages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `webpack-docs-scale-${pages}-`));
  for (const file of tracked) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (let i = 0; i < pages - existing; i++) {
    const section = SECTIONS[i % SECTIONS.length];
    const body = bodies[i % bodies.length];
    const name = `synthetic-${String(i).padStart(4, '0')}`;
    fs.writeFileSync(path.join(dir, 'content', section, `${name}.mdx`), `---\ntitle: Synthetic page ${i}\nsort: ${100 + i}\ngroup: Synthetic\n---\n${body}`);
  }
  return dir;
}

async function build(dir) {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(repo, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`build of ${dir} failed (${code}):\n${stderr.slice(-2000)}`);
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMB: peak / 1024 / 1024 };
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
