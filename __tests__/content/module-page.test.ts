/**
 * @jest-environment node
 *
 * The Module page against real builds: the page's rule set, which modules each rule condition selects,
 * what each effect of a rule does, the module types, the default rules, the "type": "commonjs" failure,
 * built-in support against loaders, noParse and the common mistakes. The list of rule properties, the
 * default rule types, sourceTest, the parse errors and the HTML sections are checked in configuration-facts.test.ts.
 */
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { build } from './support/build';
import { PageProject } from './support/page-project';
import { readPage } from './support/workspace';

const PAGE = 'configuration/module.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;
const MARK_LOADER = 'mark-loader.js';
/** A loader that appends `console.log("MARK-<name>")`, so a bundle shows which rules reached which module, in which order. */
const MARKER = 'module.exports = function (source) { return source + "\\nconsole.log(\\"MARK-" + this.getOptions().name + "\\");\\n"; };\n';

/** Every MARK- name in a bundle, in order. */
const marks = (code: string | undefined) => [...(code ?? '').matchAll(/"MARK-([\w-]+)"/g)].map((match) => match[1]);

/** Builds `files` (unminified, no concatenation) and returns the problems printed and the emitted files; `mark(name)` makes a use entry of the marker loader. */
async function built(files: Readonly<Record<string, string>>, configFor: (mark: (name: string) => webpack.RuleSetUseItem, dir: string) => webpack.Configuration) {
  const { printed, emitted } = await build({ ...files, [MARK_LOADER]: MARKER }, (dir) => ({
    optimization: { minimize: false, concatenateModules: false, moduleIds: 'named' },
    ...configFor((name) => ({ loader: path.join(dir, MARK_LOADER), options: { name } }), dir),
  }), PROBLEMS);
  return { printed: printed.trim(), emitted, main: emitted['main.js'] ?? '' };
}

/** The bundle run in a fresh global scope, returning what it logged. */
function logs(code: string): unknown[][] {
  const logged: unknown[][] = [];
  vm.runInNewContext(code, { console: { log: (...values: unknown[]) => logged.push(values) }, URL, self: {}, document: { baseURI: 'https://example.com/' } });
  return logged;
}

describe('the typical rule set', () => {
  // A real node_modules folder, so that the test can put a package of its own there.
  const project = PageProject.forTests(PAGE, ['babel-loader', '@babel']);

  test('Babel for application code only, ?raw as a string, images inlined under 4 KiB, fonts from CSS into fonts/', async () => {
    const sources = {
      'src/index.js': [
        'import "./style.css";',
        'import notice from "./notice.txt?raw";',
        'import small from "./small.png";',
        'import large from "./large.png";',
        'import { twice } from "arrow-package";',
        'const add=(a,b)=>a+b;',
        'console.log(notice, small.slice(0, 22), large, add(1, 2), twice(2));',
        '',
      ].join('\n'),
      'src/style.css': '@font-face { font-family: Body; src: url(./body.woff2); }\nbody { font-family: Body; }\n',
      'src/body.woff2': 'wOF2',
      'src/notice.txt': 'Licensed under MIT.\n',
      'src/small.png': 'p'.repeat(1024),
      'src/large.png': 'p'.repeat(8 * 1024),
      'node_modules/arrow-package/index.js': 'export const twice=(n)=>n*2;\n',
    };
    const { run, emitted } = await project.buildExample(sources, ['--no-optimization-minimize']);
    expect(run.stderr).toBe('');
    const bundle = emitted['main.js'];
    // Babel reprinted the application's code in its own layout, and left the excluded package as it was written.
    expect(bundle).toContain('const add = (a, b) => a + b;');
    expect(bundle).toContain('const twice=(n)=>n*2;');
    expect(bundle).toContain('Licensed under MIT.');
    expect(bundle).toContain('data:image/png;base64,');
    const files = Object.keys(emitted);
    expect(files).toContainEqual(expect.stringMatching(/^fonts\/body\.[0-9a-f]{8}\.woff2$/));
    expect(files.filter((file) => file.endsWith('.png'))).toHaveLength(1);
    expect(prose).toContain('3. `import text from "./notice.txt?raw"` gives you the file\'s content as a string. 4. Images under 4 KiB are inlined as data URLs, larger ones emitted as files. 5. Fonts, also those referenced from CSS `url()`, are emitted into `fonts/`.');
  }, 180_000);
});

describe('how a rule matches', () => {
  const files = {
    'package.json': '{ "name": "app" }',
    'src/index.js': [
      'import "./a.js";',
      'import "./b.js?flag";',
      'import "./c.js#part";',
      'import "./lib/d.js";',
      'const e = require("./e.js");',
      'import "data:text/javascript,console.log(1)";',
      'import "./legacy/f.js";',
      'console.log(e);',
      '',
    ].join('\n'),
    'src/a.js': 'import "./nested.js";\n',
    'src/nested.js': 'console.log("nested");\n',
    'src/b.js': 'console.log("b");\n',
    'src/c.js': 'console.log("c");\n',
    'src/lib/d.js': 'console.log("d");\n',
    'src/e.js': 'module.exports = "e";\n',
    'src/legacy/package.json': '{ "name": "legacy-package", "type": "commonjs" }',
    'src/legacy/f.js': 'console.log("f");\n',
  };

  test('each condition selects the modules the table says', async () => {
    const { printed, main } = await built(files, (mark, dir) => ({
      module: {
        rules: [
          { include: path.join(dir, 'src/lib'), use: [mark('include-prefix')] },
          { glob: ['**/src/*.js', '!**/src/index.js', '!**/src/nested.js'], use: [mark('glob')] },
          { descriptionRelativePath: './src/lib/d.js', use: [mark('description-relative-path')] },
          { resourceQuery: /flag/, use: [mark('query')] },
          { resourceFragment: '#part', use: [mark('fragment')] },
          { issuer: /a\.js$/, use: [mark('issuer')] },
          { dependency: 'commonjs', use: [mark('commonjs')] },
          { mimetype: 'text/javascript', use: [mark('mimetype')] },
          { scheme: 'data', use: [mark('scheme')] },
          { descriptionData: { name: 'legacy-package' }, use: [mark('description-data')] },
          { test: [/never/, /e\.js$/], use: [mark('array-any')] },
          { test: { and: [/\.js$/, { not: /index|nested|legacy|lib|e\.js/ }] }, use: [mark('and-not')] },
          { test: (file: string) => file.endsWith('nested.js'), use: [mark('function')] },
        ],
      },
    }));
    expect(printed).toBe('');
    const marksOf = (module: string) => {
      const start = main.indexOf(`\n/***/ "./${module}"`);
      return start < 0 ? [] : marks(main.slice(start, main.indexOf('\n/***/ }', start))).sort();
    };
    expect(marksOf('src/lib/d.js')).toEqual(['description-relative-path', 'include-prefix']);
    expect(marksOf('src/a.js')).toEqual(['and-not', 'glob']);
    expect(marksOf('src/b.js?flag')).toEqual(['and-not', 'glob', 'query']);
    expect(marksOf('src/c.js#part')).toEqual(['and-not', 'fragment', 'glob']);
    expect(marksOf('src/nested.js')).toEqual(['function', 'issuer']);
    expect(marksOf('src/e.js')).toEqual(['array-any', 'commonjs', 'glob']);
    expect(marksOf('src/legacy/f.js')).toEqual(['description-data']);
    expect(marks(main.slice(main.indexOf('data:text/javascript')))).toEqual(expect.arrayContaining(['mimetype', 'scheme']));
    expect(prose).toContain('Each condition accepts a string (a path prefix), a regular expression, a function, an array (any element may match) or an object with `and`, `or` and `not`.');
  }, 60_000);

  test('with, phase (behind its experiment), and dependency "url"', async () => {
    const json = await built({ 'src/index.js': 'import data from "./x.json" with { type: "json" };\nimport plain from "./y.json";\nconsole.log(data, plain);\n', 'src/x.json': '{ "x": 1 }', 'src/y.json': '{ "y": 2 }' }, () => ({
      module: { rules: [{ with: { type: 'json' }, type: 'asset/source' }] },
    }));
    expect(json.main).toContain('"{ \\"x\\": 1 }"');
    expect(json.main).not.toContain('"{ \\"y\\": 2 }"');
    const deferFiles = { 'src/index.js': 'import defer * as later from "./later.js";\nimport "./now.js";\nconsole.log(later.value);\n', 'src/later.js': 'export const value = 1;\n', 'src/now.js': 'console.log("now");\n' };
    const deferred = await built(deferFiles, (mark) => ({ experiments: { deferImport: true }, module: { rules: [{ phase: 'defer', use: [mark('deferred')] }] } }));
    expect(deferred.printed).toBe('');
    expect(marks(deferred.main)).toEqual(['deferred']);
    expect((await built(deferFiles, () => ({}))).printed).toContain('Module parse failed: Unexpected token');
    const urls = await built({ 'src/index.js': 'import "./style.css";\nconsole.log(new URL("./data.txt", import.meta.url));\n', 'src/style.css': 'body { background: url(./bg.txt); }\n', 'src/data.txt': 'data', 'src/bg.txt': 'bg' }, () => ({
      module: { rules: [{ dependency: 'url', type: 'asset/resource', generator: { filename: 'by-url/[name][ext]' } }] },
    }));
    expect(Object.keys(urls.emitted).filter((file) => file.startsWith('by-url/')).sort()).toEqual(['by-url/bg.txt', 'by-url/data.txt']);
    expect(prose).toContain('`"defer"` for `import defer` (with `experiments.deferImport`) and `"source"` for `import source` (with `experiments.sourceImport`); without the experiment the import is a parse error');
  }, 60_000);
});

describe('what a rule does', () => {
  const files = { 'src/index.js': 'import "./a.js";\n', 'src/a.js': 'console.log("a");\n' };

  test('loader order, the loader/options shorthand, enforce, oneOf, nested rules, several rules', async () => {
    const { main } = await built(files, (mark, dir) => ({
      module: {
        rules: [
          { test: /a\.js$/, use: [mark('use-first'), mark('use-last')] },
          { test: /a\.js$/, loader: path.join(dir, MARK_LOADER), options: { name: 'shorthand' } },
          { test: /a\.js$/, enforce: 'post', use: [mark('post')] },
          { test: /a\.js$/, enforce: 'pre', use: [mark('pre')] },
          { test: /a\.js$/, oneOf: [{ test: /never/, use: [mark('one-of-skipped')] }, { use: [mark('one-of-first')] }, { use: [mark('one-of-second')] }] },
          { test: /a\.js$/, rules: [{ use: [mark('rules-1')] }, { use: [mark('rules-2')] }] },
        ],
      },
    }));
    // A loader appends its mark when it runs, so the marks read in the order the loaders ran.
    expect(marks(main)).toEqual(['pre', 'rules-2', 'rules-1', 'one-of-first', 'shorthand', 'use-last', 'use-first', 'post']);
    expect(prose).toContain('Loaders run from the last to the first');
    expect(prose).toContain('**`enforce: "pre"`** or **`"post"`** moves the rule\'s loaders before or after all normal loaders.');
    expect(prose).toContain('**`oneOf`** stops at the first nested rule that matches. **`rules`** applies every matching nested rule.');
    expect(prose).toContain('When several rules match, their loaders are combined in rule order, and the last `type` wins.');
  }, 60_000);

  test('the last type wins; parser per rule and per type; resolve for requests from the matched modules; sideEffects', async () => {
    const typed = await built({ 'src/index.js': 'import text from "./note.txt";\nconsole.log(text);\n', 'src/note.txt': 'note' }, () => ({
      module: { rules: [{ test: /\.txt$/, type: 'asset/resource' }, { test: /\.txt$/, type: 'asset/source' }] },
    }));
    expect(typed.main).toContain('"note"');
    const big = { 'src/index.js': 'import a from "./a.png";\nimport b from "./b.svg";\nconsole.log(a, b);\n', 'src/a.png': 'p'.repeat(100), 'src/b.svg': 's'.repeat(100) };
    const perRule = await built(big, () => ({ module: { rules: [{ test: /\.png$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 10 } } }, { test: /\.svg$/, type: 'asset' }] } }));
    expect(Object.keys(perRule.emitted).filter((file) => /\.(png|svg)$/.test(file))).toHaveLength(1);
    const perType = await built(big, () => ({ module: { parser: { asset: { dataUrlCondition: { maxSize: 10 } } }, rules: [{ test: /\.(png|svg)$/, type: 'asset' }] } }));
    expect(Object.keys(perType.emitted).filter((file) => /\.(png|svg)$/.test(file))).toHaveLength(2);
    const resolveFiles = { 'src/index.js': 'import "./x.js";\nimport "./special/y.js";\n', 'src/x.js': 'import "helper";\n', 'src/special/y.js': 'import "helper";\n', 'src/helpers/helper.js': 'console.log("helper");\n' };
    const resolved = await built(resolveFiles, (_, dir) => ({ module: { rules: [{ test: /special/, resolve: { alias: { helper: path.join(dir, 'src/helpers/helper.js') } } }] } }));
    expect(resolved.printed).toContain("Can't resolve 'helper' in '");
    expect(resolved.printed.match(/Can't resolve 'helper'/g)).toHaveLength(1);
    expect(resolved.printed).toContain('ERROR in ./src/x.js');
    const pure = { 'src/index.js': 'import "./pure.js";\n', 'src/pure.js': 'console.log("pure");\n' };
    expect((await built(pure, () => ({ optimization: { sideEffects: true }, module: { rules: [{ test: /pure\.js$/, sideEffects: false }] } }))).main).not.toContain('"pure"');
    expect((await built(pure, () => ({ optimization: { sideEffects: true } }))).main).toContain('"pure"');
    expect(prose).toContain('**`resolve`** changes resolution for requests made from the matched modules.');
    expect(prose).toContain('**`sideEffects`** overrides the `sideEffects` flag from `package.json`.');
    expect(prose).toContain('To set them for every module of a type, use `module.parser` and `module.generator`, keyed by type.');
  }, 120_000);

  test('layer places modules in a layer that issuerLayer matches', async () => {
    const { main, printed } = await built({ 'src/index.js': 'import "./x.js";\n', 'src/x.js': 'import "./y.js";\n', 'src/y.js': 'console.log("y");\n' }, (mark) => ({
      module: { rules: [{ test: /x\.js$/, layer: 'legacy' }, { test: /y\.js$/, issuerLayer: 'legacy', use: [mark('from-legacy-layer')] }] },
    }));
    expect(printed).toBe('');
    expect(main).toContain('/***/ "(legacy)/./src/x.js"');
    const y = main.slice(main.indexOf('/***/ "(legacy)/./src/y.js"'));
    expect(marks(y.slice(0, y.indexOf('/***/ }')))).toEqual(['from-legacy-layer']);
    expect(prose).toContain('**`layer`** places the modules in a named layer.');
  }, 60_000);
});

describe('module types', () => {
  test('javascript/esm leaves require, module and exports alone; javascript/dynamic refuses import', async () => {
    const esm = await built({ 'src/index.js': 'import "./m.mjs";\n', 'src/m.mjs': 'console.log(typeof require, typeof module, typeof exports);\n' }, () => ({}));
    expect(esm.main).toContain('console.log(typeof require, typeof module, typeof exports);');
    expect(logs(esm.main)).toEqual([['undefined', 'undefined', 'undefined']]);
    const dynamic = await built({ 'src/index.js': 'import "./m.cjs";\n', 'src/m.cjs': 'import "./other.js";\n', 'src/other.js': '' }, () => ({}));
    expect(dynamic.printed).toContain("Module parse failed: 'import' and 'export' may appear only with 'sourceType: module'");
    expect(prose).toContain('| `javascript/esm` | Strict ES module semantics: `require`, `module` and `exports` are not available |');
    expect(prose).toContain('| `javascript/dynamic` | CommonJS and AMD only. `import` statements are a parse error |');
  }, 60_000);

  test('json: the default export; a named import warns, and fails in a strict ES module', async () => {
    const files = { 'src/data.json': '{ "answer": 42 }', 'src/m.mjs': 'import { answer } from "./data.json";\nconsole.log(answer);\n' };
    const byDefault = await built({ ...files, 'src/index.js': 'import data from "./data.json";\nconsole.log(data.answer);\n' }, () => ({}));
    expect(byDefault.printed).toBe('');
    expect(logs(byDefault.main)).toEqual([[42]]);
    const named = await built({ ...files, 'src/index.js': 'import { answer } from "./data.json";\nconsole.log(answer);\n' }, () => ({}));
    expect(named.printed).toContain("WARNING in ./src/index.js 2:12-18\nShould not import the named export 'answer' (imported as 'answer') from default-exporting module (only default export is available soon)");
    expect(logs(named.main)).toEqual([[42]]);
    const strict = await built({ ...files, 'src/index.js': 'import "./m.mjs";\n' }, () => ({}));
    expect(strict.printed).toContain("Can't import the named export 'answer' (imported as 'answer') from default-exporting module (only default export is available)");
    expect(prose).toContain('| `json` | Parsed JSON as the default export. Importing a top-level key by name works with a `Should not import the named export` warning, and fails in strict ES modules (`.mjs`, `"type": "module"`) |');
    expect(prose).not.toContain('with named exports for the top-level keys');
  }, 60_000);

  test('the asset types, and css/auto naming CSS modules', async () => {
    const files = {
      'src/index.js': 'import url from "./a.bin?resource";\nimport inline from "./a.bin?inline";\nimport text from "./a.bin?source";\nimport bytes from "./a.bin?bytes";\nimport * as one from "./one.module.css";\nimport * as two from "./two.modules.css";\nimport * as plain from "./plain.css";\nconsole.log(url, inline, text, bytes instanceof Uint8Array, bytes.length, Object.keys(one), Object.keys(two), Object.keys(plain));\n',
      'src/a.bin': 'abc',
      'src/one.module.css': '.title { color: red; }\n',
      'src/two.modules.css': '.card { color: blue; }\n',
      'src/plain.css': '.page { color: green; }\n',
    };
    const { main, emitted } = await built(files, () => ({
      output: { publicPath: '/' },
      module: {
        rules: [
          { resourceQuery: /^\?resource$/, type: 'asset/resource' },
          { resourceQuery: /^\?inline$/, type: 'asset/inline' },
          { resourceQuery: /^\?source$/, type: 'asset/source' },
          { resourceQuery: /^\?bytes$/, type: 'asset/bytes' },
        ],
      },
    }));
    const [url, inline, text, isBytes, length, one, two, plain] = logs(main)[0] ?? [];
    // The URL keeps the query ([query] in the default asset name); the file is written without it.
    expect(url).toMatch(/^\/[0-9a-f]+\.bin\?resource$/);
    expect(emitted[String(url).slice(1).replace('?resource', '')]).toBe('abc');
    expect(inline).toBe('data:application/octet-stream;base64,YWJj');
    expect([text, isBytes, length]).toEqual(['abc', true, 3]);
    expect([one, two, plain]).toEqual([['title'], ['card'], []]);
    expect(prose).toContain('`css/auto` treats `*.module.css` and `*.modules.css` as CSS modules and all other files as global CSS');
  }, 60_000);
});

describe('the default rules, and built-in support or loaders', () => {
  test('url() and new URL() become asset/resource, data: URLs asset/inline', async () => {
    const files = { 'src/index.js': 'import "./style.css";\nconsole.log(new URL("./data.txt", import.meta.url).pathname);\n', 'src/style.css': 'a { background: url(./bg.txt); }\nb { background: url("data:text/plain;base64,YWJj"); }\n', 'src/data.txt': 'data', 'src/bg.txt': 'bg' };
    const { emitted } = await built(files, () => ({}));
    expect(Object.values(emitted).filter((content) => content === 'data' || content === 'bg')).toHaveLength(2);
    expect(emitted['main.css']).toContain('data:text/plain;base64,YWJj');
    expect(prose).toContain('turn CSS `url()` and `new URL("./file", import.meta.url)` references into `asset/resource` modules, or `asset/inline` for `data:` URLs;');
  }, 60_000);

  test('a type in your rule overrides the defaults; module.defaultRules replaces them, "..." keeps them', async () => {
    const files = { 'src/index.js': 'import data from "./data.json";\nconsole.log(data);\n', 'src/data.json': '{ "a": 1 }' };
    expect((await built(files, () => ({ module: { rules: [{ test: /\.json$/, type: 'asset/source' }] } }))).main).toContain('"{ \\"a\\": 1 }"');
    expect((await built(files, () => ({ module: { defaultRules: [] } }))).printed).toContain('Module parse failed');
    expect((await built(files, () => ({ module: { defaultRules: ['...', { test: /never/, type: 'json' }] } }))).printed).toBe('');
    expect(prose).toContain('Your rules are applied after these, so a `type` in your rule overrides them. To replace the defaults entirely, set `module.defaultRules`. Use `"..."` in the array to keep them and add your own.');
  }, 60_000);

  test('"type": "commonjs" makes .js files javascript/dynamic and import fails with the messages quoted', async () => {
    const { printed } = await built({ 'package.json': '{ "type": "commonjs" }', 'src/index.js': 'import "./other.js";\n', 'src/other.js': '' }, () => ({}));
    expect(printed).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(printed).toContain("File was parsed as module type 'javascript/dynamic'");
    expect(prose).toContain("the first `import` statement fails with `'import' and 'export' may appear only with 'sourceType: module'` and `File was parsed as module type 'javascript/dynamic'`");
  }, 60_000);

  test('a rule for .css turns the built-in CSS support off for the whole build', async () => {
    const files = { 'src/index.js': 'import "./a.css";\nimport "./b.pcss";\n', 'src/a.css': 'a { color: red; }\n', 'src/b.pcss': 'b { color: blue; }\n' };
    const builtIn = await built(files, () => ({ module: { rules: [{ test: /\.pcss$/, type: 'css/auto' }] } }));
    expect(builtIn.emitted['main.css']).toContain('color: red');
    const options = webpack.config.getNormalizedWebpackOptions({ module: { rules: [{ test: /\.css$/, use: ['css-loader'] }] } });
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(options.experiments.css).toBe(false);
    const withLoader = await built(files, () => ({ module: { rules: [{ test: /\.css$/, use: ['css-loader'] }, { test: /\.pcss$/, type: 'css/auto' }] } }));
    expect(withLoader.emitted['main.css']).toBeUndefined();
    // The .pcss rule asks for css/auto, which no longer has a parser.
    expect(withLoader.printed).toContain('No parser registered for css/auto');
    expect(prose).toContain('After you add a rule for `/\\.css$/`, the built-in CSS support is off for the whole build');
    expect(prose).toContain('Each of these defaults to `"auto"`: the built-in support turns itself off as soon as one of your rules matches a file of that kind.');
  }, 60_000);
});

describe('noParse and common mistakes', () => {
  test('noParse: the file is bundled as written, its require untouched', async () => {
    const files = { 'src/index.js': 'import "./prebuilt.js";\n', 'src/prebuilt.js': 'var dep = typeof require === "function" ? require("./missing.js") : null;\nconsole.log("prebuilt");\n' };
    const skipped = await built(files, () => ({ module: { noParse: /prebuilt\.js$/ } }));
    expect(skipped.printed).toBe('');
    expect(skipped.main).toContain('require("./missing.js")');
    expect((await built(files, () => ({}))).printed).toContain("Can't resolve './missing.js'");
    expect(prose).toContain('Matching files are bundled without being parsed');
    expect(prose).toContain('Such a file must not use `import`, `require` or `define`, because webpack does not rewrite them.');
  }, 60_000);

  test('a .png imported without a rule fails; /\\.js/ also matches .json and .jsx', async () => {
    const { printed } = await built({ 'src/index.js': 'import logo from "./logo.png";\nconsole.log(logo);\n', 'src/logo.png': '\u0089PNG\r\n' }, () => ({}));
    expect(printed).toContain('Module parse failed: Unexpected character');
    expect(['a.json', 'a.jsx'].every((file) => /\.js/.test(file))).toBe(true);
    expect(prose).toContain('JavaScript imports of `.png` files have no default rule and fail with `Module parse failed: Unexpected character`.');
  }, 60_000);
});
