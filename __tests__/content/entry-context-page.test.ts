/**
 * @jest-environment node
 *
 * The Entry and Context page against real builds: where relative entries and loaders resolve from, the
 * paths written relative to the context, each shape of `entry`, the entry descriptor's properties, the
 * page's shop example and the two combinations webpack rejects, dynamic entries, HTML entries and the
 * common mistakes.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { build, closeCompiler, logsOf, runCompiler } from './support/build';
import { PageProject } from './support/page-project';
import { CLI } from './support/webpack-cli';
import { inScratchProject, readPage, runNode, writeFiles } from './support/workspace';

const PAGE = 'configuration/entry-context.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;

describe('the base directory', () => {
  test('context must be absolute, defaults to the working directory, and pinning it to __dirname fixes a build started elsewhere', async () => {
    expect(() => webpack.validate({ context: 'src' })).toThrow('configuration.context: The provided value "src" is not an absolute path!');
    const files = {
      'package.json': '{}',
      'src/index.js': 'console.log("index");\n',
      'tools/.keep': '',
      'webpack.config.js': 'module.exports = { mode: "production", entry: "./src/index.js" };\n',
      'pinned.config.js': 'const path = require("node:path");\n\nmodule.exports = {\n  mode: "production",\n  context: path.resolve(__dirname),\n  entry: "./src/index.js",\n};\n',
    };
    await inScratchProject('entry-context-cwd', files, async (dir) => {
      const elsewhere = await runNode([CLI, '--config', '../webpack.config.js'], path.join(dir, 'tools'));
      expect(elsewhere.code).not.toBe(0);
      expect(elsewhere.stdout).toContain("Module not found: Error: Can't resolve './src/index.js'");
      const pinned = await runNode([CLI, '--config', '../pinned.config.js'], path.join(dir, 'tools'));
      expect(pinned.code).toBe(0);
      expect(webpack.config.getNormalizedWebpackOptions({}).context).toBeUndefined();
    });
    expect(prose).toContain('It defaults to the directory that webpack was started from (`process.cwd()`), not the directory that contains the configuration file.');
    expect(prose).toContain("the build fails with `Module not found: Error: Can't resolve './src/index.js'`");
  }, 120_000);

  test('loader paths resolve from the context, and paths in stats, [path] and pathinfo comments are relative to it', async () => {
    const files = { 'app/src/index.js': 'import "./deep/file.txt";\n', 'app/src/deep/file.txt': 'text', 'app/loaders/text-loader.js': 'module.exports = (source) => `console.log(${JSON.stringify(source)});`;\n' };
    const { printed, emitted } = await build(
      files,
      (dir) => ({
        mode: 'development',
        devtool: false,
        context: path.join(dir, 'app'),
        module: { rules: [{ test: /\.txt$/, use: './loaders/text-loader.js' }, { test: /\.png$/, type: 'asset/resource' }] },
        output: { pathinfo: true },
      }),
      { all: false, modules: true, colors: false },
    );
    expect(printed).toContain('./src/deep/file.txt');
    expect(emitted['main.js']).toContain('!*** ./src/deep/file.txt ***!');
    const asset = await build({ 'app/src/index.js': 'import logo from "./img/logo.png";\nconsole.log(logo);\n', 'app/src/img/logo.png': 'png' }, (dir) => ({
      context: path.join(dir, 'app'),
      module: { rules: [{ test: /\.png$/, type: 'asset/resource', generator: { filename: '[path][name][ext]' } }] },
    }));
    expect(Object.keys(asset.emitted)).toContain('src/img/logo.png');
    expect(prose).toContain('`context` is the directory that relative entry paths, and loader paths in `module.rules`, are resolved from.');
    expect(prose).toContain('module names in stats, `[path]` in asset names and the comments that `output.pathinfo` adds are all written relative to it.');
  }, 60_000);
});

describe('the shapes of entry', () => {
  const files = { 'src/index.js': 'console.log("index");\n', 'src/polyfills.js': 'console.log("polyfills");\nexport const first = 1;\n', 'src/app.js': 'console.log("app");\nexport const last = 2;\n', 'src/admin.js': 'console.log("admin");\n' };

  test('unset, a string, an array in order, an object, a function', async () => {
    const names = async (entry: webpack.Configuration['entry']) => {
      const { emitted } = await build(files, { ...(entry === undefined ? {} : { entry }), optimization: { minimize: false } });
      return emitted;
    };
    // build() sets "./src/index.js"; an unset entry is webpack's own default.
    const defaults = webpack.config.getNormalizedWebpackOptions({});
    webpack.config.applyWebpackOptionsDefaults(defaults);
    expect(defaults.entry).toEqual({ main: { import: ['./src'] } });
    expect(Object.keys(await names('./src/app.js'))).toEqual(['main.js']);
    const array = await names(['./src/polyfills.js', './src/app.js']);
    expect(Object.keys(array)).toEqual(['main.js']);
    expect(logsOf(array['main.js'] ?? '')).toEqual([['polyfills'], ['app']]);
    expect(Object.keys(await names({ app: './src/app.js', admin: './src/admin.js' })).sort()).toEqual(['admin.js', 'app.js']);
    expect(Object.keys(await names(async () => ({ app: './src/app.js' })))).toEqual(['app.js']);
    const library = await build(files, { entry: ['./src/polyfills.js', './src/app.js'], output: { library: { type: 'commonjs2' } } });
    const module = { exports: {} as Record<string, unknown> };
    vm.runInNewContext(library.emitted['main.js'] ?? '', { module, console: { log: () => undefined } });
    expect({ ...module.exports }).toEqual({ last: 2 });
    expect(prose).toContain('| not set | `{ main: "./src" }`, which resolves `./src/index.js` |');
    expect(prose).toContain('When an entry lists several modules, all of them run at startup and the exports of the last one are used if the entry is built as a library.');
  }, 120_000);

  test('an entry may name a package', async () => {
    const { printed, emitted } = await build({}, { entry: { polyfills: 'path-browserify' } }, PROBLEMS);
    expect(printed.trim()).toBe('');
    expect(Object.keys(emitted)).toEqual(['polyfills.js']);
    expect(prose).toContain('An entry is an ordinary module request, so it may also name a package: `entry: { polyfills: "core-js/stable" }`.');
  }, 120_000);
});

describe('entry descriptors', () => {
  const files = { 'src/index.js': 'import("./lazy.js").then((lazy) => console.log(lazy.value));\nconsole.log(new URL("./asset.txt", import.meta.url).href);\n', 'src/lazy.js': 'export const value = "lazy";\n', 'src/asset.txt': 'text' };

  /** The files one build writes for `entry`. */
  const emittedFor = async (entry: webpack.Configuration['entry'], extra: webpack.Configuration = {}) => (await build(files, { optimization: { minimize: false }, ...extra, entry })).emitted;

  test('runtime: a shared name makes one runtime file, false keeps it in the entry chunk', async () => {
    const shared = await emittedFor({ a: { import: './src/index.js', runtime: 'shared-runtime' }, b: { import: './src/lazy.js', runtime: 'shared-runtime' } });
    expect(Object.keys(shared)).toContain('shared-runtime.js');
    expect(shared['a.js']).not.toContain('function __webpack_require__(');
    const back = await emittedFor({ a: { import: './src/index.js', runtime: false } }, { optimization: { minimize: false, runtimeChunk: 'single' } });
    expect(Object.keys(back)).not.toContain('runtime.js');
    expect(back['a.js']).toContain('function __webpack_require__(');
    expect(prose).toContain('| `runtime` | Name of a separate runtime chunk for this entry. Entries with the same name share one runtime. `false` puts the runtime back into the entry chunk |');
  }, 60_000);

  test('filename, publicPath, chunkLoading, asyncChunks, baseUri, worker', async () => {
    const named = await emittedFor({ a: { import: './src/index.js', filename: 'pages/[name].js', publicPath: '/cdn/', baseUri: 'https://example.com/app/' } });
    expect(named['pages/a.js']).toContain('__webpack_require__.p = "/cdn/"');
    expect(named['pages/a.js']).toContain('__webpack_require__.b = "https://example.com/app/"');
    const together = await emittedFor({ a: { import: './src/index.js', asyncChunks: false } });
    expect(Object.keys(together).filter((file) => file.endsWith('.js'))).toEqual(['a.js']);
    expect(together['a.js']).toContain('"lazy"');
    const scripts = await emittedFor({ a: { import: './src/index.js', chunkLoading: 'import-scripts' } });
    expect(scripts['a.js']).toContain('importScripts(');
    const worker = await emittedFor({ w: { import: './src/lazy.js', worker: true } }, { optimization: { minimize: false }, output: { workerChunkFilename: 'workers/[name].js' } });
    expect(Object.keys(worker)).toEqual(['workers/w.js']);
    expect(prose).toContain('| `asyncChunks` | `false` bundles every `import()` of this entry into its initial chunk |');
    expect(prose).toContain('| `worker` | Name the file with `output.workerChunkFilename` |');
    expect(prose).toContain('| `baseUri` | The base URI that the runtime uses for this entry (`__webpack_base_uri__`), for example when it resolves `new URL()` references |');
  }, 60_000);
});

describe('sharing modules between entries', () => {
  const project = PageProject.forTests(PAGE);

  test('the shop example writes the files the page lists, the helper once', async () => {
    const { emitted } = await project.buildExample({
      'src/shared.js': 'export const price = (cents) => `${(cents / 100).toFixed(2)} EUR`;\n',
      'src/home.js': 'import { price } from "./shared.js";\nconsole.log("home", price(1999));\n',
      'src/product.js': 'import { price } from "./shared.js";\nconsole.log("product", price(2999));\n',
      'src/checkout.js': 'console.log("checkout");\n',
    });
    const files = Object.keys(emitted).filter((file) => file.endsWith('.js')).sort();
    const hashed = (name: string) => expect.stringMatching(new RegExp(`^${name}\\.[0-9a-f]{20}\\.js$`));
    expect(files).toEqual([hashed('checkout-runtime'), hashed('home'), hashed('product'), hashed('secure/checkout'), hashed('shared')]);
    const read = (prefix: string) => emitted[files.find((file) => file.startsWith(prefix)) ?? ''] ?? '';
    expect(read('shared')).toContain('EUR');
    expect(read('home')).not.toContain('EUR');
    expect(read('product')).not.toContain('EUR');
    // shared first, then the page: the page runs on shared's runtime.
    expect(logsOf(read('shared'), read('home'))).toEqual([['home', '19.99 EUR']]);
    expect(prose).toContain('The build writes `shared.[hash].js`, which holds the webpack runtime and the helpers, plus small `home` and `product` files. The HTML for those pages must load `shared` first.');
    expect(prose).toContain('It gets its own runtime file, `checkout-runtime.[hash].js`, and its code goes into the `secure/` directory.');
  }, 120_000);

  test('dependOn with runtime, and a runtime named after an entrypoint, are rejected', async () => {
    const files = { 'src/shared.js': 'export const x = 1;\n', 'src/home.js': 'import { x } from "./shared.js";\nconsole.log(x);\n' };
    const both = await build(files, { entry: { shared: './src/shared.js', home: { import: './src/home.js', dependOn: 'shared', runtime: 'other' } } }, PROBLEMS);
    expect(both.printed).toContain("Entrypoint 'home' has 'dependOn' and 'runtime' specified. This is not valid.");
    const named = await build(files, { entry: { shared: './src/shared.js', home: { import: './src/home.js', runtime: 'shared' } } }, PROBLEMS);
    expect(named.printed).toContain("Entrypoint 'home' has a 'runtime' option which points to another entrypoint named 'shared'.");
    expect(prose).toContain("An entry that has both `dependOn` and `runtime` fails with `Entrypoint 'x' has 'dependOn' and 'runtime' specified. This is not valid.` A `runtime` that names another entrypoint fails as well");
  }, 60_000);
});

describe('dynamic entries, HTML entries, common mistakes', () => {
  test('the function runs at the start of every compilation, and may return a Promise', async () => {
    await inScratchProject('entry-context-dynamic', { 'src/pages/home.js': 'console.log("home");\n' }, async (dir) => {
      let calls = 0;
      const pages = async () => {
        calls += 1;
        const found = await fs.promises.readdir(path.join(dir, 'src/pages'));
        return Object.fromEntries(found.filter((file) => file.endsWith('.js')).map((file) => [path.basename(file, '.js'), `./src/pages/${file}`]));
      };
      const compiler = webpack({ mode: 'production', context: dir, entry: pages, output: { path: path.join(dir, 'dist') } });
      await runCompiler(compiler);
      writeFiles(dir, { 'src/pages/about.js': 'console.log("about");\n' });
      await runCompiler(compiler);
      await closeCompiler(compiler);
      expect(calls).toBe(2);
      expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual(['about.js', 'home.js']);
    }, { link: false });
    expect(prose).toContain('webpack calls the function at the start of every compilation.');
  }, 60_000);

  test('an HTML page as an entry: its script and stylesheet are bundled and the page gets the final names', async () => {
    const files = {
      'src/index.html': '<!doctype html>\n<html><head><link rel="stylesheet" href="./style.css"></head><body><script type="module" src="./app.js"></script></body></html>\n',
      'src/style.css': 'body { color: red; }\n',
      'src/app.js': 'console.log("app");\n',
    };
    const { emitted, printed } = await build(files, { entry: { index: './src/index.html' }, output: { filename: '[name].[contenthash:8].js', cssFilename: '[name].[contenthash:8].css' } }, PROBLEMS);
    expect(printed.trim()).toBe('');
    const script = Object.keys(emitted).find((file) => file.endsWith('.js')) ?? '';
    const style = Object.keys(emitted).find((file) => file.endsWith('.css')) ?? '';
    const page = emitted[Object.keys(emitted).find((file) => file.endsWith('.html')) ?? ''];
    expect(page).toContain(`src=${script}`);
    expect(page).toContain(`href=${style}`);
    expect(emitted[script]).toContain('console.log("app")');
    expect(prose).toContain('webpack follows its `<script src>`, `<link rel="stylesheet" href>` and other URL attributes, bundles what they reference and writes the page with the final file names');
  }, 60_000);

  test('"src/index.js" without ./ is a package request; two entries on a page run two runtimes unless they share one', async () => {
    const files = { 'src/index.js': 'import("./lazy.js");\n', 'src/widget.js': 'import("./lazy.js");\n', 'src/lazy.js': 'console.log("lazy");\n' };
    const bare = await build(files, { entry: 'src/index.js' }, PROBLEMS);
    expect(bare.printed).toContain("Can't resolve 'src/index.js'");
    expect(bare.printed).toContain('Requests that start with a name are treated as module requests and resolve within module directories (node_modules).');
    const runtimes = (emitted: Record<string, string>) => Object.values(emitted).filter((code) => code.includes('__webpack_require__.e = ')).length;
    const entry = { index: './src/index.js', widget: './src/widget.js' };
    expect(runtimes((await build(files, { entry, optimization: { minimize: false } })).emitted)).toBe(2);
    expect(runtimes((await build(files, { entry, optimization: { minimize: false, runtimeChunk: 'single' } })).emitted)).toBe(1);
    expect(prose).toContain('A request without `./` is looked up as a package in `node_modules`, not as a file.');
    expect(prose).toContain('Each entrypoint gets its own runtime and initial chunks. Several entries on one page run several runtimes, unless they share one');
  }, 60_000);
});
