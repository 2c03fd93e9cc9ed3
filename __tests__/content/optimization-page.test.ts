/**
 * @jest-environment node
 *
 * The Optimization page against real builds: the page's long-term caching setup, what splitChunks does by
 * default and with each setting of its table, the runtime chunk, what each minimizer option makes webpack
 * emit, the tree shaking options, the id algorithms and the other switches. The splitChunks defaults, the XML
 * minimizer and the `total-size` enum are checked in configuration-facts.test.ts; the sideEffects modes, the
 * output on errors and `nodeEnv` per mode in mode-page.test.ts.
 */
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { build, logsOf, webpackDefaults } from './support/build';
import { PageProject } from './support/page-project';
import { readPage } from './support/workspace';

const PAGE = 'configuration/optimization.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;
const unminified = { minimize: false } as const;

/** The JavaScript files a build emitted, sorted. */
const scripts = (emitted: Record<string, string>) => Object.keys(emitted).filter((file) => file.endsWith('.js')).sort();
/** A module of about `bytes` bytes that reports `name` when it runs (console.info: the page's setup drops console.log). */
const sized = (name: string, bytes = 0) => `console.info(${JSON.stringify(name)}, ${JSON.stringify('x'.repeat(bytes))});\n`;
/** The JavaScript files that hold the module `sized(name)` made. */
const holding = (emitted: Record<string, string>, name: string) => scripts(emitted).filter((file) => emitted[file].includes(`console.info(${JSON.stringify(name)}`));

describe('the production setup for long-term caching', () => {
  // A node_modules folder of its own, since the test puts a package there.
  const project = PageProject.forTests(PAGE, ['webpack', 'webpack-cli']);
  const sources = {
    'src/a.js': 'import { twice } from "lib";\nconsole.log("a", twice(1));\nconsole.warn("a warns");\n',
    'src/b.js': 'import { twice } from "lib";\nconsole.log("b", twice(2));\n',
    'node_modules/lib/package.json': '{ "name": "lib", "version": "1.0.0" }',
    'node_modules/lib/index.js': `${sized('lib', 30_000)}export const twice = (n) => n * 2;\n`,
  };

  test('each entrypoint loads runtime, vendors and its own file; an edit to application code renames only that file; console.log goes, console.warn stays', async () => {
    const { emitted } = await project.buildExample(sources);
    const files = scripts(emitted);
    expect(files).toEqual(['a', 'b', 'runtime', 'vendors'].map((name) => expect.stringMatching(new RegExp(`^${name}\\.[0-9a-f]{20}\\.js$`))));
    const named = (name: string) => files.find((file) => file.startsWith(`${name}.`)) ?? '';
    expect(holding(emitted, 'lib')).toEqual([named('vendors')]);
    expect(emitted[named('a')]).not.toContain('console.log');
    expect(emitted[named('a')]).toContain('console.warn("a warns")');
    const { emitted: after } = await project.buildExample({ 'src/a.js': sources['src/a.js'].replace('a warns', 'a warns again') });
    expect(scripts(after).filter((file) => !files.includes(file))).toEqual([expect.stringMatching(/^a\./)]);
    expect(prose).toContain('Each entrypoint now loads three files: `runtime.[hash].js` with the webpack runtime, `vendors.[hash].js` with everything from `node_modules`, and its own code. When you change application code, only the small entry file gets a new hash');
    expect(prose).toContain('which here removes `console.log` calls but keeps `console.warn`.');
  }, 120_000);
});

describe('splitting chunks', () => {
  const twoEntries = { entry: { a: './src/a.js', b: './src/b.js' } };

  test('without splitting: one chunk per entrypoint plus one per import(); splitChunks: false keeps it so', async () => {
    const files = { 'src/a.js': 'import "./shared.js";\nimport("./lazy.js");\n', 'src/b.js': 'import "./shared.js";\n', 'src/shared.js': sized('shared', 30_000), 'src/lazy.js': sized('lazy') };
    const { emitted } = await build(files, { ...twoEntries, optimization: { splitChunks: false } });
    expect(scripts(emitted)).toEqual([expect.stringMatching(/^\d+\.js$/), 'a.js', 'b.js']);
    expect(holding(emitted, 'shared')).toEqual(['a.js', 'b.js']);
    expect(prose).toContain('Without configuration, webpack creates one chunk per entrypoint plus one per `import()`.');
    expect(prose).toContain('`splitChunks: false` turns splitting off completely.');
  }, 60_000);

  test('by default only chunks loaded on demand are split: a large module two lazy chunks share gets its own chunk, the same module two entries share does not', async () => {
    const lazy = { 'src/index.js': 'import("./a.js");\nimport("./b.js");\n', 'src/a.js': 'import "./shared.js";\n', 'src/b.js': 'import "./shared.js";\n', 'src/shared.js': sized('shared', 30_000) };
    const split = await build(lazy, { optimization: unminified });
    expect(holding(split.emitted, 'shared')).toHaveLength(1);
    const initial = { 'src/a.js': 'import "./shared.js";\n', 'src/b.js': 'import "./shared.js";\n', 'src/shared.js': sized('shared', 30_000) };
    expect(holding((await build(initial, { ...twoEntries, optimization: unminified })).emitted, 'shared')).toEqual(['a.js', 'b.js']);
    const all = await build(initial, { ...twoEntries, optimization: { ...unminified, splitChunks: { chunks: 'all' } } });
    expect(holding(all.emitted, 'shared')).toEqual([expect.stringMatching(/^\d+\.js$/)]);
    expect(prose).toContain('By default it only looks at chunks loaded on demand (`chunks: "async"`).');
    expect(prose).toContain('| `chunks: "all"` | Also split initial chunks, so entrypoints share vendor code.');
  }, 60_000);

  test('the predefined groups: node_modules into one chunk, shared modules of two chunks into another, only from minSize on', async () => {
    const files = {
      'src/index.js': 'import("./a.js");\nimport("./b.js");\nimport("./c.js");\n',
      'src/a.js': 'import "./shared.js";\nimport "./small.js";\nimport "lib";\n',
      'src/b.js': 'import "./shared.js";\n',
      'src/c.js': 'import "lib";\nimport "./small.js";\n',
      'src/shared.js': sized('shared', 25_000),
      'src/small.js': sized('small', 15_000),
      'node_modules/lib/index.js': sized('lib', 25_000),
    };
    const production = (await build(files, { optimization: unminified }, PROBLEMS)).emitted;
    const vendor = holding(production, 'lib');
    expect(vendor).toHaveLength(1);
    expect(holding(production, 'shared')).toHaveLength(1);
    expect(holding(production, 'shared')).not.toEqual(vendor);
    // 15,000 bytes: under production's minSize, so the module stays in both chunks; development splits it.
    expect(holding(production, 'small')).toHaveLength(2);
    const development = (await build(files, { mode: 'development', devtool: false }, PROBLEMS)).emitted;
    expect(holding(development, 'small')).toHaveLength(1);
    expect(prose).toContain('- `defaultVendors` takes modules from `node_modules` (priority `-10`); - `default` takes modules that at least two chunks share (priority `-20`).');
    expect(prose).toContain('A new chunk is created only when it would be at least `minSize` bytes (20,000 in production, 10,000 otherwise)');
  }, 60_000);

  test('an entrypoint needs at most maxInitialRequests files', async () => {
    // Entry a imports 40 large modules, and entry b<n> imports module n too: each module is shared by a different
    // pair of entrypoints, so splitting out every one would give a 41 files.
    const files: Record<string, string> = { 'src/a.js': '' };
    const entry: Record<string, string> = { a: './src/a.js' };
    for (let index = 0; index < 40; index++) {
      files[`src/m${index}.js`] = sized(`m${index}`, 21_000);
      files['src/a.js'] += `import "./m${index}.js";\n`;
      files[`src/b${index}.js`] = `import "./m${index}.js";\n`;
      entry[`b${index}`] = `./src/b${index}.js`;
    }
    const filesOfA = async (maxInitialRequests?: number) => {
      const { printed } = await build(files, { entry, performance: false, optimization: { ...unminified, splitChunks: { chunks: 'all', maxInitialRequests } } }, { all: false, entrypoints: true, colors: false });
      // "Entrypoint a 834 KiB = 30 assets", or the files themselves when there are few.
      const [, count] = /^Entrypoint a .* = (\d+) assets$/m.exec(printed) ?? [];
      return Number(count);
    };
    expect(await filesOfA()).toBe(30);
    expect(await filesOfA(100)).toBe(41);
    expect(prose).toContain('and only while an entrypoint needs no more than `maxInitialRequests` files and an `import()` no more than `maxAsyncRequests` (30 each in production).');
  }, 60_000);

  test('cacheGroups: the highest priority wins; default: false removes a group; a fixed name merges the group into one file', async () => {
    const files = {
      'src/index.js': 'import("./a.js");\nimport("./b.js");\n',
      'src/a.js': 'import "react-like";\nimport "./shared.js";\n',
      'src/b.js': 'import "react-like";\nimport "./shared.js";\n',
      'src/shared.js': sized('shared', 25_000),
      'node_modules/react-like/index.js': sized('react-like', 25_000),
    };
    const framework = { test: /[\\/]node_modules[\\/]react-like[\\/]/, name: 'framework' };
    const withPriority = (priority: number) => build(files, { optimization: { ...unminified, splitChunks: { cacheGroups: { framework: { ...framework, priority } } } } });
    const higher = (await withPriority(0)).emitted;
    expect(holding(higher, 'react-like')).toEqual(['framework.js']);
    const lower = (await withPriority(-30)).emitted;
    expect(lower['framework.js']).toBeUndefined();
    const withoutDefault = (await build(files, { optimization: { ...unminified, splitChunks: { cacheGroups: { default: false } } } })).emitted;
    expect(holding(withoutDefault, 'shared')).toHaveLength(2);
    // No name: the split chunks are named by id. A name: one file for everything the group takes.
    const unnamed = (await build(files, { optimization: unminified })).emitted;
    expect(scripts(unnamed).every((file) => /^\d+\.js$/.test(file) || file === 'main.js')).toBe(true);
    const named = (await build(files, { optimization: { ...unminified, splitChunks: { name: 'common' } } })).emitted;
    expect([...holding(named, 'shared'), ...holding(named, 'react-like')]).toEqual(['common.js', 'common.js']);
    expect(prose).toContain('The highest `priority` wins when a module matches several groups |');
    expect(prose).toContain('| `cacheGroups: { default: false }` | Remove a predefined group |');
    expect(prose).toContain('| `name` | Split chunks have no name by default, so their file names use the id. A fixed `name` merges every chunk of the group into one file |');
    expect(prose).toContain('**`splitChunks.name` set to a constant at the top level.** Every split chunk is merged into one file');
  }, 60_000);

  test('maxSize splits a chunk into several files, but never a single module larger than it', async () => {
    const files = { 'src/index.js': 'import("./lazy.js");\n', 'src/lazy.js': 'import "./one.js";\nimport "./two.js";\n', 'src/one.js': sized('one', 30_000), 'src/two.js': sized('two', 30_000) };
    const lazyFiles = async (maxSize?: number) => {
      const { emitted } = await build(files, { optimization: { ...unminified, splitChunks: maxSize ? { maxSize } : undefined } }, PROBLEMS);
      return scripts(emitted).filter((file) => file !== 'main.js').map((file) => emitted[file].length);
    };
    expect(await lazyFiles()).toHaveLength(1);
    expect(await lazyFiles(40_000)).toHaveLength(2);
    // 10,000 bytes is less than either module: they get a file each, both larger than maxSize.
    expect((await lazyFiles(10_000)).filter((size) => size > 10_000)).toHaveLength(2);
    expect(prose).toContain('| `maxSize` | Try to split chunks larger than this into several smaller files. It is a hint, not a limit |');
  }, 60_000);
});

describe('the runtime chunk', () => {
  const counting = { 'src/a.js': 'import { count } from "./counter.js";\nconsole.log("a", count());\n', 'src/b.js': 'import { count } from "./counter.js";\nconsole.log("b", count());\n', 'src/counter.js': 'let calls = 0;\nexport const count = () => ++calls;\n' };
  const files = { ...counting, 'src/a.js': `${counting['src/a.js']}import("./lazy.js");\n`, 'src/b.js': `${counting['src/b.js']}import("./lazy.js");\n`, 'src/lazy.js': 'export const lazy = 1;\n' };
  const entry = { a: './src/a.js', b: './src/b.js' };

  test('every entrypoint holds the runtime, with the lazy chunks\' file names; two entrypoints on one page each have their own instance of a module, unless the runtime is shared', async () => {
    const lazy = (await build(files, { entry, output: { chunkFilename: '[id].[contenthash].js' }, optimization: unminified })).emitted;
    const [, lazyHash] = /^\d+\.(\w+)\.js$/.exec(scripts(lazy).find((file) => /^\d/.test(file)) ?? '') ?? [];
    expect(lazy['a.js']).toContain(`"${lazyHash}"`);
    expect(lazy['b.js']).toContain(`"${lazyHash}"`);
    for (const entry of ['a.js', 'b.js']) expect(lazy[entry]).toContain('function __webpack_require__(moduleId)');
    const separate = (await build(counting, { entry })).emitted;
    expect(logsOf(separate['a.js'], separate['b.js'])).toEqual([['a', 1], ['b', 1]]);
    const shared = (await build(counting, { entry, optimization: { runtimeChunk: 'single' } })).emitted;
    expect(logsOf(shared['runtime.js'], shared['a.js'], shared['b.js'])).toEqual([['a', 1], ['b', 2]]);
    expect(prose).toContain("Every entrypoint contains webpack's runtime: the module loader and a map of the files of all lazy chunks.");
    expect(prose).toContain('Do that when several entrypoints run on one page, since otherwise each brings its own runtime and its own copy of every module');
  }, 60_000);

  test('"single" moves it into one runtime file, shared by the entrypoints; "multiple" and true one per entrypoint; { name } names it', async () => {
    const single = (await build(files, { entry, optimization: { ...unminified, runtimeChunk: 'single' } })).emitted;
    expect(scripts(single)).toEqual([expect.stringMatching(/^\d+\.js$/), 'a.js', 'b.js', 'runtime.js']);
    const multiple = scripts((await build(files, { entry, optimization: { runtimeChunk: 'multiple' } })).emitted);
    expect(multiple).toEqual(expect.arrayContaining(['runtime~a.js', 'runtime~b.js']));
    expect(scripts((await build(files, { entry, optimization: { runtimeChunk: true } })).emitted)).toEqual(multiple);
    expect(scripts((await build(files, { entry, optimization: { runtimeChunk: { name: 'boot' } } })).emitted)).toContain('boot.js');
    expect(prose).toContain('`runtimeChunk: "single"` moves it into one shared `runtime` file.');
    expect(prose).toContain('`"multiple"` (or `true`) creates one runtime file per entrypoint, and `{ name }` names it yourself.');
  }, 60_000);
});

describe('minimizing', () => {
  const files = {
    'src/index.js': 'import "./style.css";\nimport data from "./data.json?file";\nimport icon from "./icon.svg";\nconsole.log(data, icon);\nconsole.warn("kept");\n',
    'src/style.css': 'body {\n  color: #ff0000;\n}\n',
    'src/data.json': '{\n  "answer": 42\n}\n',
    'src/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n  <circle r="1.000"/>\n</svg>\n',
  };
  const assets = { module: { rules: [{ resourceQuery: /file/, type: 'asset/resource' as const }, { test: /\.svg$/, type: 'asset/resource' as const }] }, output: { assetModuleFilename: '[name][ext]' } };
  const emit = async (config: webpack.Configuration) => (await build(files, { ...assets, ...config }, PROBLEMS)).emitted;

  test('on in production; JavaScript, CSS and HTML are minimized, JSON and SVG only when asked', async () => {
    const production = await emit({ output: { ...assets.output, html: true } });
    expect(webpackDefaults({ mode: 'production' }).optimization.minimize).toBe(true);
    expect(production['main.js']).not.toContain('\n');
    expect(production['main.css']).toBe('body{color:red}');
    expect(production['main.html']).toMatch(/^<!doctype html><head><link rel=stylesheet href=main\.css><\/head>/);
    expect(production['data.json']).toBe(files['src/data.json']);
    expect(production['icon.svg']).toBe(files['src/icon.svg']);
    const asked = await emit({ optimization: { minimize: { javascript: {}, css: {}, json: true, xml: {} } } });
    expect(asked['data.json']).toBe('{"answer":42}');
    expect(asked['icon.svg']).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    expect(prose).toContain('`optimization.minimize` switches minimizing on and off. It defaults to `true` in production.');
    expect(prose).toContain('- JSON and SVG or XML assets, but only when you enable it through `minimizeOptions`.');
  }, 60_000);

  test('the object form turns minimizing on and replaces the JavaScript defaults; camelCase terser options work; false leaves a type alone', async () => {
    const development = await emit({ mode: 'development', devtool: false, optimization: { minimize: { javascript: { compress: { dropConsole: true } }, css: false } } });
    expect(development['main.js']).not.toContain('console.log');
    expect(development['main.js']).not.toContain('console.warn');
    expect(development['main.css']).toContain('\n  color');
    expect(webpackDefaults({ mode: 'production', optimization: { minimize: { javascript: { compress: { drop_console: true } } } } }).optimization.minimizeOptions?.javascript).toEqual({ compress: { drop_console: true } });
    expect(prose).toContain('Since webpack 5.110, `minimize` also accepts an object keyed by asset type, which turns minimizing on and configures it in one place.');
    expect(prose).toContain('The `javascript` object goes to terser and replaces the default, so repeat `passes: 2` if you want to keep it.');
    expect(prose).toContain("Write terser's options as terser spells them (`drop_console`) or in camelCase (`dropConsole`): webpack translates the second form.");
    expect(prose).toContain('and `false` leaves that type unminimized.');
  }, 60_000);

  test('a minimizer list replaces the built-in minimizer unless it holds "..."', async () => {
    const replaced = await emit({ optimization: { minimizer: [new TerserPlugin()] } });
    expect(replaced['main.js']).not.toContain('\n');
    expect(replaced['main.css']).toContain('\n  color');
    const kept = await emit({ optimization: { minimizer: [new TerserPlugin(), '...'] } });
    expect(kept['main.css']).not.toContain('\n  color');
    expect(prose).toContain('To use other minimizers, set `optimization.minimizer`. The list replaces the built-in minimizer unless it contains `"..."`');
    expect(prose).toContain('**`minimizer: [new TerserPlugin()]` without `"..."`** removes the built-in CSS and HTML minimizing.');
  }, 60_000);

  test('the built-in minimizer takes every CSS file while the built-in CSS support is on, and leaves them to css-minimizer-webpack-plugin when it is configured', async () => {
    const extracted = async (extension: string, minimizer?: webpack.Configuration['optimization']) => {
      const files = { 'src/index.js': `import "./style.${extension}";\n`, [`src/style.${extension}`]: 'body {\n  color: #ff0000;\n}\n' };
      const rule = { test: new RegExp(`\\.${extension}$`), use: [MiniCssExtractPlugin.loader, 'css-loader'], type: 'javascript/auto' as const };
      const { emitted } = await build(files, { module: { rules: [rule] }, plugins: [new MiniCssExtractPlugin()], optimization: minimizer }, PROBLEMS);
      return emitted['main.css'];
    };
    // A rule for .pcss leaves the built-in CSS support on: the extracted file is minimized by webpack.
    expect(await extracted('pcss')).toBe('body{color:red}');
    const byThePlugin = new CssMinimizerPlugin({ parallel: false, minify: async (input: Record<string, string>) => ({ code: `/* by the plugin */${Object.values(input)[0]}` }) });
    // Left as the plugin returned it: webpack's minimizer would have removed the comment and shortened the color.
    expect(await extracted('pcss', { minimizer: [byThePlugin, '...'] })).toMatch(/^\/\* by the plugin \*\/body \{\n {2}color: #ff0000;/);
    // A rule for .css turns the built-in CSS support off, and with it the CSS minimizing.
    expect(await extracted('css')).toMatch(/^body \{\n {2}color: #ff0000;/);
    expect(prose).toContain('When a minimizer of the same family handles CSS, HTML, JSON or SVG files, for example `css-minimizer-webpack-plugin` for the CSS files that `mini-css-extract-plugin` writes, the built-in minimizer leaves those files alone, so nothing is minimized twice.');
    expect(prose).toContain('- CSS and HTML files, as long as the built-in CSS and HTML support is on. That includes CSS files a plugin writes, such as those of `mini-css-extract-plugin`. A rule of yours for `.css` turns the built-in CSS support off, and with it all CSS minimizing: then add `css-minimizer-webpack-plugin`;');
    expect(prose).not.toContain('- CSS and HTML produced by the built-in CSS and HTML support;');
  }, 60_000);
});

describe('removing unused code', () => {
  const files = {
    'src/index.js': 'import { used, LIMIT } from "./math.js";\nconsole.log(used(2), LIMIT);\n',
    'src/helper.js': 'export const helperOfUnused = () => "HELPER-OF-UNUSED";\n',
    'src/math.js': 'import { helperOfUnused } from "./helper.js";\nexport const used = (n) => n * 21;\nexport const unusedExportMarker = () => helperOfUnused();\nexport const LIMIT = 7;\nexport const aVeryLongExportName = "LONG";\n',
    'src/other.js': 'import { aVeryLongExportName } from "./math.js";\nconsole.log(aVeryLongExportName);\n',
  };
  const main = async (optimization: webpack.Configuration['optimization'], mode: webpack.Configuration['mode'] = 'production') =>
    (await build(files, { mode, devtool: false, optimization: { minimize: false, ...optimization } })).emitted['main.js'] ?? '';

  test('the options are on in production; providedExports in every mode; usedExports off in development', () => {
    const production = webpackDefaults({ mode: 'production' }).optimization;
    const development = webpackDefaults({ mode: 'development' }).optimization;
    expect([production.providedExports, production.usedExports, production.innerGraph, production.sideEffects, production.concatenateModules, production.mangleExports, production.inlineExports]).toEqual([true, true, true, true, true, true, true]);
    expect([development.providedExports, development.usedExports]).toEqual([true, false]);
    expect(prose).toContain('Tree shaking is a team effort of several options, all on in production:');
    expect(prose).toContain('| `providedExports` | Work out which names each module exports. On in every mode |');
  });

  test('usedExports leaves unused exports out, innerGraph drops what only they use, development keeps them', async () => {
    const flagged = await main({ concatenateModules: false, inlineExports: false });
    expect(flagged).toMatch(/\/\* unused harmony exports? [^*]*unusedExportMarker/);
    // helper.js is used by the unused export alone: with innerGraph webpack sees that and leaves the module out.
    expect(flagged).not.toContain('HELPER-OF-UNUSED');
    expect(await main({ concatenateModules: false, inlineExports: false, innerGraph: false })).toContain('HELPER-OF-UNUSED');
    const development = await main({}, 'development');
    expect(development).toContain('unusedExportMarker: () => (/* binding */ unusedExportMarker)');
    expect(prose).toContain('| `usedExports` | Work out which exports are used, so unused ones are not generated and the minimizer can drop them |');
    expect(prose).toContain('| `innerGraph` | Track which top-level symbols an export uses, so code used only by unused exports goes too |');
    expect(prose).toContain('**Expecting tree shaking in development.** `usedExports` is off in development, so unused exports stay in the bundle.');
  }, 60_000);

  test('concatenateModules hoists modules into one scope; stats.optimizationBailout says why one was not', async () => {
    const hoisted = await main({});
    expect(hoisted).not.toContain('__webpack_modules__');
    expect(hoisted).toContain(';// ./src/math.js');
    const withCommonJs = { ...files, 'src/index.js': `${files['src/index.js']}import legacy from "./legacy.js";\nconsole.log(legacy);\n`, 'src/legacy.js': 'module.exports = "legacy";\n' };
    const { printed } = await build(withCommonJs, { optimization: { minimize: false } }, { all: false, modules: true, optimizationBailout: true, colors: false });
    expect(printed).toContain('./src/legacy.js 27 bytes [built] [code generated]\n  CommonJS bailout: module.exports is used directly at 1:0-14\n  ModuleConcatenation bailout: Module is not in strict mode');
    expect(prose).toContain('| `concatenateModules` | Hoist modules into one scope ("scope hoisting")');
    expect(prose).toContain('and check `stats.optimizationBailout`, which explains why concatenation was skipped.');
  }, 60_000);

  test('mangleExports shortens export names between modules; inlineExports puts a constant in place of its import', async () => {
    const both = { entry: { main: './src/index.js', other: './src/other.js' } };
    const emitted = async (optimization: webpack.Configuration['optimization']) =>
      (await build(files, { ...both, optimization: { minimize: false, concatenateModules: false, ...optimization } })).emitted;
    // The name under which math.js defines the export for other.js.
    const definedAs = /"aVeryLongExportName", 0, \/\* binding \*\/ aVeryLongExportName/;
    expect((await emitted({ inlineExports: false }))['other.js']).not.toMatch(definedAs);
    expect((await emitted({ mangleExports: false, inlineExports: false }))['other.js']).toMatch(definedAs);
    expect((await emitted({}))['main.js']).toContain('(/* inlined export .LIMIT */7)');
    expect((await emitted({ inlineExports: false }))['main.js']).not.toContain('inlined export');
    expect(prose).toContain('| `mangleExports` | Shorten export names between modules |');
    expect(prose).toContain('| `inlineExports` | Replace imports of small constant exports with their value, so the export and sometimes the whole module disappear |');
  }, 60_000);
});

describe('module and chunk ids', () => {
  const files = { 'src/index.js': 'import "./app.js";\nimport("./lazy.js");\n', 'src/app.js': 'console.log("app");\n', 'src/lazy.js': 'console.log("lazy");\n' };
  /** The id main.js requires app.js by, and the lazy chunk's file. */
  const ids = async (config: webpack.Configuration) => {
    const { emitted } = await build(files, { ...config, devtool: false, optimization: { minimize: false, concatenateModules: false, ...config.optimization } });
    const [, app] = /_app_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__\((.+?)\);/.exec(emitted['main.js']) ?? [];
    return { app, chunk: scripts(emitted).find((file) => file !== 'main.js') };
  };

  test('named in development, short stable numbers in production, counted in order with natural', async () => {
    expect(await ids({ mode: 'development' })).toEqual({ app: '/*! ./app.js */ "./src/app.js"', chunk: 'src_lazy_js.js' });
    const production = await ids({});
    expect(production.app).toMatch(/^\d{1,4}$/);
    // Another module added: the ids of the others stay.
    expect((await build({ ...files, 'src/index.js': `import "./added.js";\n${files['src/index.js']}`, 'src/added.js': 'console.log("added");\n' }, { optimization: { minimize: false, concatenateModules: false } })).emitted['main.js']).toContain(`__webpack_require__(${production.app})`);
    expect(await ids({ optimization: { moduleIds: 'natural', chunkIds: 'natural' } })).toEqual({ app: '1', chunk: '1.js' });
    expect(prose).toContain('| `"named"` | `./src/app.js` | Debugging. The development default |');
    expect(prose).toContain('| `"deterministic"` | `637` | Long-term caching: short numbers that stay stable when other modules change. The production default |');
    expect(prose).toContain('| `"natural"` | `0`, `1`, `2` in order of use |');
  }, 60_000);
});

describe('other switches', () => {
  const failing = { 'src/index.js': 'import "./broken.js";\nconsole.log("index");\n', 'src/broken.js': 'export const = ;\n' };

  test('emitOnErrors: production writes nothing on errors; true writes a bundle that throws the error', async () => {
    expect(Object.keys((await build(failing, {}, PROBLEMS)).emitted)).toEqual([]);
    const { emitted } = await build(failing, { optimization: { emitOnErrors: true } }, PROBLEMS);
    expect(() => logsOf(emitted['main.js'])).toThrow('Module parse failed: Unexpected token');
    expect(prose).toContain('- **`emitOnErrors`**: `false` in production, so a build with errors writes nothing. `true` writes assets that throw the error at runtime.');
  }, 60_000);

  test('nodeEnv replaces process.env.NODE_ENV; false leaves it as written', async () => {
    const files = { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' };
    expect((await build(files, { optimization: { nodeEnv: 'staging', minimize: false } })).emitted['main.js']).toContain('console.log("staging")');
    expect((await build(files, { optimization: { nodeEnv: false, minimize: false } })).emitted['main.js']).toContain('console.log(process.env.NODE_ENV)');
    expect(prose).toContain('- **`nodeEnv`**: the value that replaces `process.env.NODE_ENV`, `false` to leave it alone.');
  }, 60_000);

  test('realContentHash: [contenthash] is the hash of the final file; without it two equal files may get different names', async () => {
    const files = { 'src/a.js': 'console.log(1 + 1);\n', 'src/b.js': 'console.log(2);\n' };
    const names = async (realContentHash: boolean) => {
      const { emitted } = await build(files, { entry: { a: './src/a.js', b: './src/b.js' }, output: { filename: '[contenthash:20].js' }, optimization: { realContentHash } });
      const hashFunction = webpackDefaults({ mode: 'production' }).output.hashFunction ?? 'md4';
      return Object.entries(emitted).map(([file, content]) => ({ file, hash: webpack.util.createHash(hashFunction).update(content).digest('hex').slice(0, 20), content }));
    };
    const real = await names(true);
    // The minimizer turns both entries into the same code, so they are one file under one name.
    expect(real).toHaveLength(1);
    expect(real[0].file).toBe(`${real[0].hash}.js`);
    const estimated = await names(false);
    expect(estimated).toHaveLength(2);
    expect(estimated[0].content).toBe(estimated[1].content);
    expect(prose).toContain('- **`realContentHash`**: compute `[contenthash]` from the final file content after minimizing. It costs a little time and guarantees that equal files have equal hashes.');
  }, 60_000);

  test('avoidEntryIife leaves out the wrapper around the entry module', async () => {
    const files = { 'src/index.js': 'import { name } from "./lib.js";\nconst local = name();\nconsole.log(local);\n', 'src/lib.js': 'export const name = () => "lib";\n' };
    const main = async (avoidEntryIife: boolean) => (await build(files, { optimization: { minimize: false, concatenateModules: false, avoidEntryIife } })).emitted['main.js'] ?? '';
    const wrapped = /\(\(\) => \{\n[^\n]*\n\s*const local = /;
    expect(await main(false)).toMatch(wrapped);
    expect(await main(true)).not.toMatch(wrapped);
    expect(webpackDefaults({ mode: 'production' }).optimization.avoidEntryIife).toBe(true);
    expect(prose).toContain('- **`avoidEntryIife`**: leave out the function wrapper around the entry module where that is safe');
  }, 60_000);

  test('removeAvailableModules drops a module a chunk\'s parents already hold; off by default, and the chunk graph leaves it out anyway', async () => {
    const files = { 'src/index.js': 'import "./shared.js";\nimport("./lazy.js");\n', 'src/lazy.js': 'import "./shared.js";\n', 'src/shared.js': sized('shared') };
    const lazyHolds = async (removeAvailableModules: boolean) => holding((await build(files, { optimization: { minimize: false, removeAvailableModules } })).emitted, 'shared');
    expect(webpackDefaults({ mode: 'production' }).optimization.removeAvailableModules).toBe(false);
    expect(await lazyHolds(true)).toEqual(['main.js']);
    expect(await lazyHolds(false)).toEqual(['main.js']);
    expect(prose).toContain('- **`removeAvailableModules`**: an extra pass that drops modules from a chunk when all its parents already contain them. Off by default: while building the chunks, webpack already leaves a module out of a chunk loaded with `import()` when the chunk that imports it holds it');
    expect(prose).not.toContain('`splitChunks` achieves the same in most cases');
  }, 60_000);
});
