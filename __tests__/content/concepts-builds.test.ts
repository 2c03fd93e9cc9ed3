/**
 * @jest-environment node
 *
 * The output the Concepts pages show, from real builds of the pages' own code blocks with the
 * installed webpack and webpack-cli. Files a page only describes are written here with small
 * contents of our own; where their content changes a hash, the hash is compared as a placeholder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { projectFromBlocks } from '../../src/lib/content-examples/project';
import { createWorkspace, DEFAULT_PACKAGE_JSON, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, runNode, writeFiles } from './support/workspace';

const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
const HASH = /\b[0-9a-f]{20}\b/g;
const masked = (value: string) => value.replace(HASH, '[hash]');

const blocks = (page: string) => extractCodeBlocks(`concepts/${page}.mdx`, readPage(`concepts/${page}.mdx`).text);

/** The first block of the page whose text starts with `start`. */
function blockStarting(page: string, start: string): string {
  const block = blocks(page).find((candidate) => candidate.value.startsWith(start));
  if (!block) throw new Error(`${page}: no block starting with ${start}`);
  return block.value;
}

let workspace: string;
beforeAll(() => {
  workspace = createWorkspace('concepts');
});
afterAll(() => removeWorkspace(workspace));

/** The page's project (its blocks titled with a file path), plus files the page only describes. */
function project(page: string, extra: Readonly<Record<string, string>> = {}, folder = page): string {
  const dir = path.join(workspace, folder);
  const files = [...projectFromBlocks(blocks(page)).values()];
  writeFiles(dir, [DEFAULT_PACKAGE_JSON, ...files, ...Object.entries(extra).map(([file, content]) => ({ path: file, content }))]);
  linkNodeModules(dir);
  return dir;
}

async function webpackCli(dir: string, args: readonly string[] = []): Promise<string> {
  const run = await runNode([CLI, ...args], dir, 120_000);
  if (run.code !== 0) throw new Error(`webpack exited with ${run.code}:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

test('Under the Hood: the chunk report printed by the page’s plugin', async () => {
  const dir = project('under-the-hood');
  const output = await webpackCli(dir);
  const expected = blockStarting('under-the-hood', 'entrypoint "app"');
  // The runtime chunk's content hash changes with the project's folder (seen between two checkouts); ids, names and modules do not.
  expect(masked(output.split('\n').slice(0, expected.split('\n').length).join('\n'))).toBe(masked(expected));
}, 120_000);

describe('Manifest', () => {
  const extra = {
    'src/chart.js': "export function drawChart(root) {\n  root.append('chart');\n}\n",
    'src/table.js': "export function drawTable(root) {\n  root.append('table');\n}\n",
    'src/styles.css': 'body {\n  margin: 0;\n}\n',
    'ssr.config.js': "const webpack = require('webpack');\nconst config = require('./webpack.config.js');\n\nconfig.plugins.push(new webpack.SSRManifestPlugin());\nmodule.exports = config;\n",
    'unminified.config.js':
      "const path = require('path');\n\nmodule.exports = {\n  mode: 'production',\n  entry: './src/index.js',\n  output: { path: path.resolve(__dirname, 'unminified'), filename: '[name].[contenthash].js' },\n  optimization: { minimize: false },\n};\n",
  };
  let dir: string;
  beforeAll(() => {
    dir = project('manifest', extra);
  });

  test('manifest.json and ssr-manifest.json have the shape and names the page shows', async () => {
    await webpackCli(dir, ['--config', 'ssr.config.js']);
    const page = blocks('manifest').filter((block) => block.lang === 'json');
    expect(masked(fs.readFileSync(path.join(dir, 'dist/manifest.json'), 'utf8').trimEnd())).toBe(masked(page[0].value));
    expect(masked(fs.readFileSync(path.join(dir, 'dist/ssr-manifest.json'), 'utf8').trimEnd())).toBe(masked(page[1].value));
  }, 120_000);

  test('the chunk file map in the runtime, the chunk-loading array and the runtime modules line', async () => {
    const output = await webpackCli(dir, ['--config', 'unminified.config.js']);
    const files = fs.readdirSync(path.join(dir, 'unminified'));
    const main = fs.readFileSync(path.join(dir, 'unminified', files.find((file) => /^main\..*\.js$/.test(file)) ?? ''), 'utf8');
    expect(masked(main)).toContain(masked(blockStarting('manifest', '__webpack_require__.u = ')));
    const chart = fs.readFileSync(path.join(dir, 'unminified', files.find((file) => file.startsWith('chart.')) ?? ''), 'utf8');
    const [first, second, third] = blockStarting('manifest', '(Array.isArray(self["webpackChunkexample"])').split('\n');
    expect(chart).toContain(`${first}\n\n${second}\n${third.replace(/ \{ \/\* chart\.js \*\/ \}$/, ' {')}`);
    expect(output).toContain(readPage('concepts/manifest.mdx').text.match(/`(runtime modules [^`]+)`/)?.[1]);
  }, 120_000);
});

test('Dependency Graph: the connections the page\'s plugin prints and the files the build writes', async () => {
  const dir = project('dependency-graph', {
    'src/index.js':
      "import { formatPrice } from './format.js';\nimport './styles.css';\n\nconst worker = new Worker(new URL('./worker.js', import.meta.url));\nworker.postMessage(formatPrice(12, 'EUR'));\n\nconst lang = navigator.language.startsWith('de') ? 'de' : 'en';\nimport(`./locales/${lang}.json`).then((messages) => console.log(messages.default));\n",
    'src/format.js': "import { symbolOf } from './currency.cjs';\n\nexport const formatPrice = (value, code) => `${symbolOf(code)}${value}`;\n",
    'src/currency.cjs': "const currencies = require('./currencies.json');\n\nmodule.exports = { symbolOf: (code) => currencies[code].symbol };\n",
    'src/currencies.json': '{ "EUR": { "symbol": "€" } }\n',
    'src/styles.css': '.price {\n  background: url(./tag.svg) no-repeat;\n}\n',
    'src/tag.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n',
    'src/worker.js': 'self.onmessage = (event) => console.log(event.data);\n',
    'src/locales/de.json': '{ "hello": "Hallo" }\n',
    'src/locales/en.json': '{ "hello": "Hello" }\n',
  });
  // The page's last webpack.config.js is the cycle check; the graph is printed by the one before it.
  const configs = blocks('dependency-graph').filter((block) => block.title === 'webpack.config.js');
  fs.writeFileSync(path.join(dir, 'graph.config.js'), `${configs[0].value}\n`);
  const output = await webpackCli(dir, ['--config', 'graph.config.js']);
  const expected = blockStarting('dependency-graph', './src/index.js → ').split('\n');
  // The page tells the reader the order can change from run to run: compare the connections as a set.
  expect(output.split('\n').filter((line) => line.includes(' → ')).sort()).toEqual([...expected].sort());
  const listed = blockStarting('dependency-graph', 'main.js ')
    .split('\n')
    .map((line) => masked(line.split(/\s+/)[0]));
  expect(fs.readdirSync(path.join(dir, 'dist')).map(masked).sort()).toEqual(listed.sort());
}, 120_000);

test('Dependency Graph: the circular dependency warning', async () => {
  const dir = project('dependency-graph', {
    'src/index.js': "import { addToCart } from './cart.js';\n\naddToCart('lamp');\n",
    'src/cart.js': "import { priceOf } from './pricing.js';\n\nexport const items = [];\nexport const addToCart = (name) => items.push({ name, price: priceOf(name) });\n",
    'src/pricing.js': "import { items } from './cart.js';\n\nexport const priceOf = () => 10 - items.length;\n",
  }, 'dependency-cycle');
  const output = await webpackCli(dir);
  const expected = blockStarting('dependency-graph', 'WARNING in circular dependencies');
  const start = output.indexOf('WARNING in circular dependencies');
  expect(output.slice(start, start + expected.length)).toBe(expected);
}, 120_000);

test('Why webpack: the small example writes the four files the page lists', async () => {
  const dir = project('why-webpack', {
    'src/styles.css': 'body {\n  font-family: sans-serif;\n}\n',
    'src/settings.json': '{ "locale": "en-GB" }\n',
    'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n',
    'src/report.js': "export function renderReport(root) {\n  root.append('report');\n}\n",
  });
  await webpackCli(dir);
  const listed = blockStarting('why-webpack', 'dist/')
    .split('\n')
    .slice(1)
    .map((line) => masked(line.replace(/^\W+/, '').split(/\s+/)[0]));
  const emitted = fs.readdirSync(path.join(dir, 'dist'));
  expect(emitted.map(masked).sort()).toEqual(listed.sort());
  for (const file of emitted.filter((name) => name.endsWith('.js'))) {
    expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toContain('toLocaleTimeString');
  }
}, 120_000);
