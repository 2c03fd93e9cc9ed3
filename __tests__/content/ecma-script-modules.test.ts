/**
 * @jest-environment node
 *
 * What the ECMAScript Modules guide states beyond its example project (whose builds and output
 * guide-outputs.test.ts replays): the module type of each kind of file, from a real build; the
 * defaults `output.module` changes; how strict modules treat missing exports, directory and deep
 * imports, `require` and `webpack.config.js` under "type": "module"; `require()` of an ES module.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type StatsCompilation } from 'webpack';
import { tableRows } from './support/tables';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, runNode, writeFiles } from './support/workspace';

const PAGE = readPage('guides/ecma-script-modules.mdx').text;
const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');

let workspace = '';
beforeAll(() => {
  workspace = createWorkspace('esm-facts');
});
afterAll(() => removeWorkspace(workspace));

/** A folder with these files and a node_modules link. */
function project(name: string, files: Readonly<Record<string, string>>): string {
  const dir = path.join(workspace, name);
  writeFiles(dir, Object.entries({ 'package.json': '{ "name": "probe", "private": true }\n', ...files }).map(([file, content]) => ({ path: file, content })));
  linkNodeModules(dir);
  return dir;
}

function build(dir: string, config: Configuration): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    webpack({ mode: 'production', target: 'node20', context: dir, output: { path: path.join(dir, 'dist') }, ...config }, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats.toJson({ all: false, modules: true, errors: true, warnings: true }));
    });
  });
}

const firstLines = (problems: StatsCompilation['errors']) => (problems ?? []).map((problem) => problem.message.split('\n')[0]);

test('the module type of each kind of file is the one the table gives', async () => {
  const dir = project('module-types', {
    'src/index.js': [
      "import('./a.mjs');",
      "import('./b.cjs');",
      "import('./c.js');",
      "import('./module-package/d.js');",
      "import('./commonjs-package/e.js');",
      "import('data:text/javascript,export default 1');",
    ].join('\n'),
    'src/a.mjs': 'export default 1;',
    'src/b.cjs': 'module.exports = 1;',
    'src/c.js': 'module.exports = 1;',
    'src/module-package/package.json': '{ "type": "module" }',
    'src/module-package/d.js': 'export default 1;',
    'src/commonjs-package/package.json': '{ "type": "commonjs" }',
    'src/commonjs-package/e.js': 'module.exports = 1;',
  });
  const stats = await build(dir, { entry: './src/index.js' });
  const typeOf = (name: string) => stats.modules?.find((module) => module.name === name)?.moduleType;
  // The table's rows, in order, and the module that stands for each.
  const probes = ['./src/a.mjs', './src/module-package/d.js', './src/b.cjs', './src/commonjs-package/e.js', './src/c.js', 'data:text/javascript,export default 1'];
  const rows = tableRows(PAGE, '| File | Module type |');
  expect(rows).toHaveLength(probes.length);
  rows.forEach(([, type], index) => expect(`\`${typeOf(probes[index] ?? '')}\``).toBe(type));
}, 60_000);

test('output.module changes the defaults the table lists, and needs no experiment', () => {
  const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production', target: 'node20', output: { module: true } });
  webpack.config.applyWebpackOptionsDefaults(options);
  const actual: Readonly<Record<string, unknown>> = {
    'output.filename': options.output.filename,
    'output.chunkFormat': options.output.chunkFormat,
    'output.chunkLoading': options.output.chunkLoading,
    'output.iife': options.output.iife,
    externalsType: options.externalsType,
  };
  const rows = tableRows(PAGE, '| Option | Default with `output.module: true` |');
  expect(rows.map(([option]) => option?.replace(/`/g, ''))).toEqual(Object.keys(actual));
  for (const [option, value] of rows) expect(value).toBe(`\`${String(actual[option?.replace(/`/g, '') ?? ''])}\``);
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { Experiments: { properties: object } } };
  expect(Object.keys(schema.definitions.Experiments.properties)).not.toContain('outputModule');
  // The flag left the schema in 5.111.0 (its schemas/WebpackOptions.json has no outputModule; 5.110.0's has); unknown experiments are accepted and ignored.
  expect(() => webpack.validate({ experiments: { outputModule: true } })).not.toThrow();
  expect(PAGE).toContain('the `experiments.outputModule` flag it once needed was removed in 5.111.0, when it left the configuration schema, and webpack 5.113.0 ignores the flag where old configurations still set it.');
});

describe('strict modules', () => {
  const files = {
    'src/currencies.cjs': "exports.symbols = { EUR: '€' };\nexports.codes = Object.keys(exports.symbols);\n",
    'src/utils/index.js': 'export default 1;',
  };

  it('a missing export of a CommonJS module is an error in a strict module and a warning in an auto one', async () => {
    const importer = "import { nope } from './currencies.cjs';\nconsole.log(nope);\n";
    const dir = project('missing-export', { ...files, 'src/strict.mjs': importer, 'src/loose.js': importer });
    const strict = await build(dir, { entry: './src/strict.mjs' });
    const loose = await build(dir, { entry: './src/loose.js' });
    const message = "export 'nope' (imported as 'nope') was not found in './currencies.cjs' (possible exports: codes, symbols)";
    expect([firstLines(strict.errors), firstLines(strict.warnings)]).toEqual([[message], []]);
    expect([firstLines(loose.errors), firstLines(loose.warnings)]).toEqual([[], [message]]);
    expect(PAGE).toContain(`\`${message}\``);
  }, 60_000);

  it('directory imports and deep imports without extension fail; with it the deep import builds', async () => {
    const dir = project('fully-specified', { ...files, 'src/dir.mjs': "import u from './utils';", 'src/deep.mjs': "import get from 'lodash/get';", 'src/deep-ok.mjs': "import get from 'lodash/get.js';" });
    expect(firstLines((await build(dir, { entry: './src/dir.mjs' })).errors)).toEqual([`Module not found: Error: Can't resolve './utils' in '${dir}/src'`]);
    expect(firstLines((await build(dir, { entry: './src/deep.mjs' })).errors)).toEqual([`Module not found: Error: Can't resolve 'lodash/get' in '${dir}/src'`]);
    expect((await build(dir, { entry: './src/deep-ok.mjs' })).errors).toEqual([]);
  }, 60_000);

  it('require stays in the bundle and fails when the ES module output runs', async () => {
    const dir = project('require', { 'src/index.mjs': "const os = require('node:os');\nconsole.log(os.platform());\n" });
    const stats = await build(dir, { entry: './src/index.mjs', output: { path: path.join(dir, 'dist'), module: true } });
    expect([stats.errors, stats.warnings]).toEqual([[], []]);
    const run = await runNode(['dist/main.mjs'], dir);
    const message = 'ReferenceError: require is not defined in ES module scope, you can use import instead';
    expect(run.stderr).toContain(message);
    expect(PAGE).toContain(`\`${message}\``);
  }, 60_000);

  it('webpack-cli cannot load a CommonJS webpack.config.js under "type": "module"', async () => {
    const dir = project('type-module', {
      'package.json': '{ "name": "probe", "private": true, "type": "module" }\n',
      'webpack.config.js': "const path = require('node:path');\nmodule.exports = { mode: 'production' };\n",
      'src/index.js': 'console.log(1);',
    });
    const run = await runNode([CLI], dir);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('ReferenceError: require is not defined in ES module scope');
  }, 60_000);
});

test('require() of an ES module gives its namespace, with __esModule set', async () => {
  const dir = project('require-esm', {
    'src/index.cjs': "const m = require('./module.mjs');\nconsole.log(JSON.stringify([Object.keys(m), m.default, m.__esModule]));\n",
    'src/module.mjs': "export default 'dflt';\nexport const named = 1;\n",
  });
  await build(dir, { entry: './src/index.cjs' });
  const run = await runNode(['dist/main.js'], dir);
  expect(JSON.parse(run.stdout)).toEqual([['default', 'named'], 'dflt', true]);
}, 60_000);
