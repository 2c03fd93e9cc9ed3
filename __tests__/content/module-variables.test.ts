/**
 * @jest-environment node
 *
 * The Module Variables page against webpack's APIPlugin: every free variable the plugin replaces
 * has a row, every documented `__webpack_…__` name is one webpack knows, and what
 * `__webpack_chunkname__` holds is what a real build prints.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT } from './support/workspace';

const API_PLUGIN = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/javascript/APIPlugin.js'), 'utf8');
/** The keys of APIPlugin's REPLACEMENTS table, and the names it hooks one by one (`.for("__webpack_layer__")`). */
const replaced = [...API_PLUGIN.matchAll(/^\t\t"?([\w.]+)"?: \{\n\t\t\texpr/gm)].map((match) => match[1] ?? '');
const hooked = [...API_PLUGIN.matchAll(/\.for\("(__webpack_\w+__)"\)/g)].map((match) => match[1] ?? '');
const page = readPage('api/module-variables.mdx').text;

test('the page has a row for every variable webpack replaces', () => {
  expect(replaced.length).toBeGreaterThan(15);
  expect(replaced.filter((name) => !page.includes(`| \`${name}`) && !page.includes(`, \`${name}\``))).toEqual([]);
});

test('every __webpack_…__ variable the page names is one webpack knows', () => {
  const known = new Set([...replaced, ...hooked, '__webpack_is_included__', '__webpack_exports_info__']);
  const documented = new Set([...page.matchAll(/`(__webpack_\w+__)/g)].map((match) => match[1] ?? ''));
  const sources = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/types.d.ts'), 'utf8') + API_PLUGIN;
  expect([...documented].filter((name) => !known.has(name) && !sources.includes(name))).toEqual([]);
});

test('__webpack_chunkname__ holds the name of the chunk with the runtime, in lazy chunks too', async () => {
  const dir = createWorkspace('chunkname');
  try {
    linkNodeModules(dir);
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'console.log("entry " + __webpack_chunkname__);\nimport(/* webpackChunkName: "lazy" */ "./lazy").then((m) => m.run());\n');
    fs.writeFileSync(path.join(dir, 'src/lazy.js'), 'export function run() { console.log("lazy " + __webpack_chunkname__); }\n');
    const build = (runtimeChunk: false | 'single', out: string) =>
      new Promise<void>((resolve, reject) => {
        webpack({ mode: 'none', target: 'node', context: dir, entry: { main: './src/index.js' }, output: { path: path.join(dir, out) }, optimization: { runtimeChunk } }, (error, stats) => {
          if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
          else resolve();
        });
      });
    await build(false, 'plain');
    await build('single', 'single');
    const run = (code: string, cwd: string) => execFileSync(process.execPath, ['-e', code], { cwd, encoding: 'utf8' });
    expect(run("require('./main.js')", path.join(dir, 'plain'))).toBe('entry main\nlazy main\n');
    expect(run("require('./runtime.js'); require('./main.js')", path.join(dir, 'single'))).toBe('entry runtime\nlazy runtime\n');
    expect(page).toMatch(/`__webpack_chunkname__` \| The name of the chunk that holds webpack's runtime/);
  } finally {
    removeWorkspace(dir);
  }
});
