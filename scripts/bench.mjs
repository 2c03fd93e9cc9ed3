#!/usr/bin/env node
// Build benchmark: a cold build, a rebuild after one content edit, then page count, first-visit JS and public/ size.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firstVisitJs } from './measure-js.mjs';
import { serveBuild } from './site-bench.mjs';

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const run = (cmd) => execSync(cmd, { stdio: ['ignore', 'ignore', 'inherit'], env });

run('npx gatsby clean');
const start = process.hrtime.bigint();
run('npx gatsby build');
const seconds = Number(process.hrtime.bigint() - start) / 1e9;

// A rebuild after one content edit (a sentence added: the page, its printables and the search
// index change), with Gatsby's cache warm.
const edited = 'content/concepts/output.mdx';
const original = fs.readFileSync(edited, 'utf8');
fs.writeFileSync(edited, `${original}\nThis sentence was added to measure a rebuild.\n`);
const restart = process.hrtime.bigint();
try {
  run('npx gatsby build');
} finally {
  fs.writeFileSync(edited, original);
}
const rebuildSeconds = Number(process.hrtime.bigint() - restart) / 1e9;

const htmlPages = fs
  .readdirSync('public', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('index.html') && !/^(app-shell|offline-plugin-app-shell-fallback|404)/.test(f));
const publicBytes = Number(execSync('du -sb public').toString().split('\t')[0]);

const { base, stop } = await serveBuild();
const js = await firstVisitJs(base, ['/', '/concepts/']);
stop();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`cold build:        ${seconds.toFixed(1)} s`);
console.log(`rebuild after edit: ${rebuildSeconds.toFixed(1)} s`);
console.log(`pages:             ${htmlPages.length}`);
for (const [page, { scripts, gzipBytes }] of Object.entries(js)) {
  console.log(`first-visit JS ${page.padEnd(12)} ${kb(gzipBytes)} gzip in ${scripts} scripts`);
}
console.log(`public/ size:      ${(publicBytes / 1024 / 1024).toFixed(1)} MB`);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync(path.join('.bench', 'last.json'), JSON.stringify({ seconds, rebuildSeconds, pages: htmlPages.length, js, publicBytes }, null, 2));
