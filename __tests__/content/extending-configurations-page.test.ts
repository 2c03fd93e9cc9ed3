/**
 * @jest-environment node
 *
 * The Extending Configurations page against webpack-cli: its project builds and prints what the page
 * shows, and each rule it states (merge order and kinds, chains, recursion, functions, paths from the
 * working directory, packages, the --extends flag, the Node API ignoring the option) is what the
 * installed webpack-cli and webpack do.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { PageProject } from './support/page-project';
import { CLI } from './support/webpack-cli';
import { readPage, REPO_ROOT, runNode } from './support/workspace';

const PAGE = 'configuration/extending-configurations.mdx';
const { text } = readPage(PAGE);
const project = new PageProject(PAGE);
const withoutTiming = (output: string) => output.trim().replace(/ in \d+ ms$/m, ' in … ms');

beforeAll(() => project.write('config/webpack.base.js', 'webpack.config.js', 'src/index.js', 'src/greeting.txt', 'config/webpack.names.js', 'build.js'));
afterAll(() => project.remove());

/** Writes files into the project (for the variations the page describes in words). */
function put(files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(project.dir, name)), { recursive: true });
    fs.writeFileSync(path.join(project.dir, name), content);
  }
}

test('the example builds and runs as the page shows', async () => {
  const build = await project.webpack();
  expect(build.code).toBe(0);
  const run = await project.node(['dist/app.js']);
  expect(withoutTiming(`${build.stdout}${run.stdout}`)).toBe(withoutTiming(project.after('node dist/app.js')));
}, 120_000);

test('merge rules: later files win, objects merge, arrays concatenate', async () => {
  put({
    'm/a.js': 'module.exports = { mode: "development", output: { filename: "a.js", publicPath: "/a/" }, resolve: { extensions: [".a"] } };',
    'm/b.js': 'module.exports = { output: { filename: "b.js" }, resolve: { extensions: [".b"] } };',
    'm/main.js': `const path = require("node:path");
module.exports = { extends: [path.resolve(__dirname, "a.js"), path.resolve(__dirname, "b.js")], entry: "./src/index.js", resolve: { extensions: [".js"] },
  plugins: [(compiler) => compiler.hooks.afterEnvironment.tap("Print", () => { console.log(JSON.stringify({ filename: compiler.options.output.filename, publicPath: compiler.options.output.publicPath, extensions: compiler.options.resolve.extensions, mode: compiler.options.mode })); process.exit(0); })] };`,
  });
  const run = await project.webpack(['--config', 'm/main.js']);
  expect(JSON.parse(run.stdout.trim().split('\n')[0] ?? '')).toEqual({ filename: 'b.js', publicPath: '/a/', extensions: ['.a', '.b', '.js'], mode: 'development' });
  expect(text).toContain('with `extends: [a, b]`, `b` wins over `a`');
}, 120_000);

test('chains work; a cycle stops the CLI with the message and exit code the page gives', async () => {
  put({
    'ch/middle.js': 'const path = require("node:path");\nmodule.exports = { extends: path.resolve(__dirname, "../config/webpack.base.js"), output: { filename: "chain.js" } };',
    'ch/main.js': 'const path = require("node:path");\nmodule.exports = { extends: path.resolve(__dirname, "middle.js"), mode: "production", plugins: [new (require("webpack").DefinePlugin)({ __STAGE__: \'"chain"\' })] };',
  });
  expect(await project.webpack(['--config', 'ch/main.js'])).toMatchObject({ code: 0 });
  expect((await project.node(['dist/chain.js'])).stdout.trim()).toBe('Acme (chain): hello');
  put({
    'c/a.js': 'const path = require("node:path");\nmodule.exports = { extends: path.resolve(__dirname, "b.js") };',
    'c/b.js': 'const path = require("node:path");\nmodule.exports = { extends: path.resolve(__dirname, "a.js") };',
    'c/main.js': 'const path = require("node:path");\nmodule.exports = { extends: path.resolve(__dirname, "a.js"), entry: "./src/index.js" };',
  });
  const run = await project.webpack(['--config', 'c/main.js']);
  expect(run.code).toBe(2);
  expect(run.stderr + run.stdout).toContain('Recursive configuration detected, exiting.');
  expect(text).toContain('the CLI stops with `Recursive configuration detected, exiting.` and exit code 2');
}, 120_000);

test('a configuration naming itself is caught only when the paths agree as strings; otherwise it is merged with itself', async () => {
  // Prints the extensions the merged configuration ends with, once per time the plugin is applied.
  const printExtensions = 'mode: "production", plugins: [(compiler) => compiler.hooks.afterEnvironment.tap("Print", () => console.log(JSON.stringify(compiler.options.resolve.extensions)))]';
  put({
    's/absolute/webpack.config.js': `const path = require("node:path");\nmodule.exports = { extends: path.resolve(__dirname, "webpack.config.js"), entry: "./index.js", resolve: { extensions: [".js"] }, ${printExtensions} };`,
    's/absolute/index.js': 'console.log(1);',
    's/relative/webpack.config.js': `module.exports = { extends: "./webpack.config.js", entry: "./index.js", resolve: { extensions: [".js"] }, ${printExtensions} };`,
    's/relative/index.js': 'console.log(1);',
  });
  const run = (folder: string, args: string[] = []) => runNode([CLI, ...args], path.join(project.dir, 's', folder));
  const found = await run('absolute');
  expect(found.code).toBe(2);
  expect(found.stderr + found.stdout).toContain('Recursive configuration detected, exiting.');
  for (const silent of [await run('absolute', ['--config', 'webpack.config.js']), await run('relative')]) {
    expect(silent.code).toBe(0);
    expect(silent.stderr + silent.stdout).not.toContain('Recursive configuration');
    expect(silent.stdout.split('\n').filter((line) => line.startsWith('['))).toEqual(['[".js",".js"]', '[".js",".js"]']);
  }
  expect(text).toContain('`extends: path.resolve(__dirname, "webpack.config.js")` stops a bare `npx webpack`, but the same file run with `--config webpack.config.js`, or one that writes `extends: "./webpack.config.js"`, builds without a message, merged with itself');
  expect(text).toContain('so `resolve.extensions: [".js"]` becomes `[".js", ".js"]` and every plugin is applied twice');
}, 120_000);

test('an extended function gets env: --env production gives hashed names', async () => {
  put({ 'f/main.js': 'const path = require("node:path");\nmodule.exports = { extends: [path.resolve(__dirname, "../config/webpack.base.js"), path.resolve(__dirname, "../config/webpack.names.js")], mode: "production", output: { path: path.resolve(__dirname, "out") } };' });
  expect(await project.webpack(['--config', 'f/main.js', '--env', 'production'])).toMatchObject({ code: 0 });
  expect(fs.readdirSync(path.join(project.dir, 'f/out'))).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/)]);
}, 120_000);

test('paths are resolved from the working directory, and bare package names are paths too', async () => {
  put({ 'r/main.js': 'module.exports = { extends: "./config/webpack.base.js", mode: "production" };' });
  expect(await project.webpack(['--config', 'r/main.js'])).toMatchObject({ code: 0 });
  const elsewhere = await runNode([CLI, '--config', '../r/main.js'], path.join(project.dir, 'src'));
  expect(elsewhere.code).not.toBe(0);
  expect(elsewhere.stderr + elsewhere.stdout).toContain("Failed to load './config/webpack.base.js' config");
  expect(text).toContain("fails from any other folder with `Failed to load './config/webpack.base.js' config`");

  // A project with a real node_modules folder holding the package, and webpack through links.
  const dir = path.join(project.dir, 'pkg');
  put({
    'pkg/node_modules/@acme/webpack-config/package.json': '{ "name": "@acme/webpack-config", "version": "1.0.0", "main": "index.js" }',
    'pkg/node_modules/@acme/webpack-config/index.js': 'module.exports = { mode: "production", target: "node", output: { filename: "from-package.js" } };',
    'pkg/src/index.js': 'console.log("ok");',
    'pkg/package.json': '{}',
    'pkg/webpack.config.js': project.blocks.find((block) => block.value.includes('require.resolve("@acme/webpack-config")'))?.value ?? '',
    'pkg/bare.config.js': 'module.exports = { extends: "@acme/webpack-config", entry: "./src/index.js" };',
    'pkg/esm.config.mjs': 'export default { extends: import.meta.resolve("@acme/webpack-config"), entry: "./src/index.js", output: { filename: "esm.js" } };',
  });
  for (const name of ['webpack', 'webpack-cli']) fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  expect(await runNode([CLI], dir)).toMatchObject({ code: 0 });
  expect(fs.existsSync(path.join(dir, 'dist/from-package.js'))).toBe(true);
  const bare = await runNode([CLI, '--config', 'bare.config.js'], dir);
  expect(bare.stderr + bare.stdout).toContain(`Cannot find module '${path.join(fs.realpathSync(dir), '@acme/webpack-config')}'`);
  expect(await runNode([CLI, '--config', 'esm.config.mjs'], dir)).toMatchObject({ code: 0 });
  expect(fs.existsSync(path.join(dir, 'dist/esm.js'))).toBe(true);
}, 180_000);

test('--extends replaces the file’s own extends', async () => {
  put({ 'x/other.js': 'module.exports = { target: "node", output: { filename: "other.js" } };' });
  const dist = path.join(project.dir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  expect(await project.webpack(['--extends', './x/other.js'])).toMatchObject({ code: 0 });
  // The file's filename (app.js) still wins over the flag's base; the file's own base is gone: no __BRAND__, no .txt rule.
  const run = await project.node(['dist/app.js']);
  expect(run.code).not.toBe(0);
  expect(run.stderr).toMatch(/ReferenceError: (hello|__BRAND__) is not defined/);
  expect(text).toContain('with the flag, the file’s own `extends` is ignored'.replace('’', "'"));
}, 120_000);

test('arrays: each item its own extends, the flag for every item; -e is the flag’s alias', async () => {
  put({
    'a/main.js': `const path = require("node:path");
module.exports = [
  { name: "one", extends: path.resolve(__dirname, "../config/webpack.base.js"), mode: "production", output: { filename: "one.js" } },
  { name: "two", mode: "production", target: "node", entry: "./src/index.js", output: { path: path.resolve(__dirname, "../dist"), filename: "two.js" } },
];`,
    'a/flag.js': 'const webpack = require("webpack");\nmodule.exports = { plugins: [new webpack.DefinePlugin({ __STAGE__: JSON.stringify("from-flag") })] };',
  });
  fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
  expect(await project.webpack(['--config', 'a/main.js'])).toMatchObject({ code: 0 });
  // The first item has the base's constant and text rule; the second has no base.
  expect(project.read('dist/one.js')).toContain('console.log(`Acme (${__STAGE__}): ${"hello\\n".trim()}`)');
  expect(project.read('dist/two.js')).not.toContain('Acme');
  fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
  expect(await project.webpack(['--config', 'a/main.js', '-e', './a/flag.js'])).toMatchObject({ code: 0 });
  // The flag's base reaches both items, and replaces the first item's own extends.
  expect(project.read('dist/one.js')).toContain('from-flag');
  expect(project.read('dist/two.js')).toContain('from-flag');
  expect(project.read('dist/one.js')).not.toContain('Acme');
  const help = await project.webpack(['--help=verbose']);
  expect(help.stdout).toContain('-e, --extends <value...>');
}, 180_000);

test('the Node API ignores extends silently, and the merge script of the page builds the same bundle', async () => {
  const compiler = webpack({ extends: '/no/such/file.js', context: project.dir, entry: './src/index.js', mode: 'none', target: 'node', output: { path: path.join(project.dir, 'node-api') } });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  // No error, no warning, and nothing of the base in the bundle.
  expect(stats.toJson({ all: false, errors: true, warnings: true })).toMatchObject({ errors: [], warnings: [] });
  expect(fs.readFileSync(path.join(project.dir, 'node-api/main.js'), 'utf8')).not.toContain('Acme');

  fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
  const script = await project.node(['build.js']);
  expect(script.code).toBe(0);
  expect(script.stdout).toContain('asset app.js 77 bytes');
  expect((await project.node(['dist/app.js'])).stdout.trim()).toBe('Acme (production): hello');
}, 120_000);
