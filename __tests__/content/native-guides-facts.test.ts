/**
 * @jest-environment node
 *
 * Facts the Native CSS, Native HTML and Web Workers guides state that webpack decides, checked against
 * the installed webpack: defaults per mode, what `'auto'` resolves to, the schema's values and
 * versions, the messages the pages print (built here from the pages' own blocks), and the Web Workers
 * example run with its workers, which jsdom cannot start. One describe block per page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import webpack, { type Configuration } from 'webpack';
import { extractCodeBlocks, type CodeBlock } from '../../src/lib/content-examples/code-blocks';
import { writeProject } from './support/guide-example';
import { codeSpans, tableRows } from './support/tables';
import { runCli } from './support/webpack-cli';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, writeFiles } from './support/workspace';

interface SchemaNode {
  description?: string;
  added?: string;
  experimental?: boolean;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  $ref?: string;
}
const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as {
  definitions: Record<string, SchemaNode>;
};
const definition = (name: string): SchemaNode => {
  const found = schema.definitions[name];
  if (!found) throw new Error(`WebpackOptions.json has no definition ${name}`);
  return found;
};

/** webpack's own README, which links the two guides' "What's built in" sections and states since when the support is on. */
const readme = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/README.md'), 'utf8');

/** The options webpack applies to a configuration, without building. */
const optionsFor = (config: Configuration) => webpack({ context: REPO_ROOT, entry: './x.js', ...config }).options;

/** The page's untitled blocks of one language, in order. */
const untitled = (blocks: readonly CodeBlock[], lang: string): string[] => blocks.filter((block) => block.lang === lang && !block.title).map((block) => block.value);

/** The WARNING and ERROR reports of a CLI run, each as the page prints it: its first lines, up to the `@ ` trail or a blank line, without the stack webpack adds to an error. */
function reports(output: string): string[] {
  return output
    .split(/\n(?=(?:WARNING|ERROR) in )/)
    .filter((part) => /^(WARNING|ERROR) in /.test(part))
    .map((part) => (part.split(/\n(?: @ |\n)/)[0] ?? '').replace(/\n {4}at .*/g, ''));
}

/** Builds files with the installed CLI in a fresh folder, as a reader's `npx webpack`. */
function cliBuild(files: Readonly<Record<string, string>>): { code: number; output: string; dist: (file: string) => string; emitted: string[] } {
  const dir = createWorkspace('native-guides');
  writeFiles(
    dir,
    Object.entries(files).map(([file, content]) => ({ path: file, content })),
  );
  linkNodeModules(dir);
  const { code, output } = runCli(['--no-resolve-symlinks'], dir);
  const contents = new Map<string, string>();
  const distDir = path.join(dir, 'dist');
  if (fs.existsSync(distDir)) for (const file of fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' })) if (fs.statSync(path.join(distDir, file)).isFile()) contents.set(file, fs.readFileSync(path.join(distDir, file), 'utf8'));
  removeWorkspace(dir);
  return { code, output, dist: (file) => contents.get(file) ?? '', emitted: [...contents.keys()] };
}

describe('guides/native-css.mdx', () => {
  const { text } = readPage('guides/native-css.mdx');
  const blocks = extractCodeBlocks('guides/native-css.mdx', text);
  const titled = (title: string) => blocks.filter((block) => block.title === title).at(-1)?.value ?? '';

  test("experiments.css is 'auto' by default, steps aside for a CSS rule, and is true with futureDefaults", () => {
    expect(optionsFor({}).experiments.css).toBe('auto');
    expect(optionsFor({ module: { rules: [{ test: /\.css$/i, use: ['css-loader'] }] } }).experiments.css).toBe(false);
    expect(optionsFor({ module: { rules: [{ test: /\.module\.css$/i, type: 'css/module' }] } }).experiments.css).toBe(false);
    expect(optionsFor({ module: { rules: [{ test: /\.legacy\.css$/, use: ['css-loader'] }] } }).experiments.css).toBe(false);
    expect(optionsFor({ experiments: { futureDefaults: true } }).experiments.css).toBe(true);
    expect(definition('Experiments').properties?.css?.experimental).toBe(true);
    expect(text).toContain("The options schema of the same version still flags `experiments.css` as experimental");
    expect(readme).toContain('Webpack generates HTML pages and extracts CSS files itself — stable and on by\ndefault since 5.109.0, replacing the deprecated `html-webpack-plugin` and\n`mini-css-extract-plugin`.');
    expect(readme).toContain('(https://webpack.js.org/guides/native-css/#whats-built-in)');
    expect(text).toContain("\n## What's built in\n");
  });

  test("a rule with a CSS type turns 'auto' off too; :local in a plain .css file under css/auto stays as written, css/global renames it", () => {
    expect(optionsFor({ module: { rules: [{ test: /\.css$/i, include: /components/, type: 'css/module' }] } }).experiments.css).toBe(false);
    const files = {
      'package.json': '{ "name": "types", "private": true }\n',
      'src/index.js': "import './plain.css';\nimport './global.css';\n",
      'src/plain.css': ':local(.b) { color: blue; }\n',
      'src/global.css': ':local(.c) { color: red; }\n',
    };
    const typed = cliBuild({
      ...files,
      'webpack.config.js': "module.exports = { mode: 'production', experiments: { css: true }, module: { rules: [{ test: /global\\.css$/, type: 'css/global' }] } };\n",
    });
    expect(typed.dist('main.css')).toMatch(/^:local\(\.b\)\{color:blue\}\._?[\w-]{6}\{color:red\}$/);
    const untyped = cliBuild({ ...files, 'webpack.config.js': "module.exports = { mode: 'production', module: { rules: [{ test: /global\\.css$/, type: 'css/global' }] } };\n" });
    expect(untyped.output).toContain("File was parsed as module type 'javascript/auto'");
  });

  test('@value: the page\'s tokens are substituted in the rule and exported by both modules; a Node.js build writes no CSS and exports the same names', () => {
    const css = untitled(blocks, 'css');
    const tokens = css.find((block) => block.startsWith('@value brand: #1d78c1;')) ?? '';
    const button = css.find((block) => block.startsWith('@value brand, spacing from')) ?? '';
    const files = {
      'package.json': '{ "name": "values", "private": true }\n',
      'webpack.config.js': "module.exports = { mode: 'production', experiments: { css: true } };\n",
      'src/tokens.module.css': tokens,
      'src/button.module.css': button,
      'src/index.js': "import * as button from './button.module.css';\nimport * as tokens from './tokens.module.css';\nconsole.log(JSON.stringify([button.button, tokens.brand, button.brand, tokens.spacing]));\n",
    };
    const { code, dist } = cliBuild(files);
    expect(code).toBe(0);
    expect(dist('main.css')).toMatch(/^\.[\w-]+\{background:#1d78c1;padding:1rem\}$/);
    expect(dist('main.js')).toMatch(/JSON\.stringify\(\["[\w-]+","#1d78c1","#1d78c1","1rem"\]\)/);
    expect(text).toContain("`tokens.brand` is `'#1d78c1'`, and so is `brand` of the module that imported it");
    // The same project for Node.js: no .css file, the same class name.
    const className = /^\.([\w-]+)\{/.exec(dist('main.css'))?.[1] ?? '';
    const server = cliBuild({ ...files, 'webpack.config.js': "module.exports = { mode: 'production', target: 'node', experiments: { css: true } };\n" });
    expect([server.code, server.emitted, server.dist('main.js').includes(`"${className}"`)]).toEqual([0, ['main.js'], true]);
  });

  test('the defaults of CSS modules per mode are the ones the page gives', () => {
    for (const [mode, name] of [
      ['production', '[fullhash]'],
      ['development', '[uniqueName]-[id]-[local]'],
    ] as const) {
      const generator = optionsFor({ mode }).module.generator['css/auto'] as Record<string, unknown>;
      expect(generator).toMatchObject({ localIdentName: name, localIdentHashFunction: 'md4', localIdentHashDigest: 'base64url', localIdentHashDigestLength: 6, exportsConvention: 'as-is' });
      expect(text).toContain(`| \`${mode}\` | \`${name}\` |`);
    }
    expect(optionsFor({}).module.parser.css).toMatchObject({ import: true, url: true, namedExports: true });
    // No document, no stylesheet: a Node.js build exports the names only.
    expect([optionsFor({}).module.generator.css, optionsFor({ target: 'node' }).module.generator.css]).toMatchObject([{ exportsOnly: false }, { exportsOnly: true }]);
  });

  test('the exportsConvention table is what webpack exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack's internal helper, not in its typings
    const { cssExportConvention } = require('webpack/lib/css/conventions.js') as { cssExportConvention: (name: string, convention: string) => string[] };
    const unquoted = (cell: string) => (codeSpans(cell)[0] ?? '').replace(/'/g, '');
    const rows = tableRows(text, '| `exportsConvention` |');
    expect(rows.map((row) => unquoted(row[0] ?? ''))).toEqual(['as-is', 'camel-case', 'camel-case-only', 'dashes', 'dashes-only']);
    for (const [convention = '', kebab = '', snake = ''] of rows) {
      const name = unquoted(convention);
      expect([name, codeSpans(kebab)]).toEqual([name, cssExportConvention('card-title', name)]);
      expect([name, codeSpans(snake)]).toEqual([name, cssExportConvention('card_title', name)]);
    }
  });

  test("the default rules: .css is css/auto, with { type: 'css' } gives a CSSStyleSheet, url() is an asset/resource", () => {
    const rules = JSON.stringify(optionsFor({}).module.defaultRules, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value));
    expect(rules).toContain('{"test":"/\\\\.css$/i","type":"css/auto"');
    expect(rules).toContain('{"with":{"type":"css"},"type":"css/auto","parser":{"exportType":"css-style-sheet"}');
    expect(rules).toContain('{"dependency":"url","oneOf":[{"scheme":"/^data$/","type":"asset/inline"},{"type":"asset/resource"}]}');
    expect(definition('CssParserExportType').enum).toEqual(['link', 'text', 'css-style-sheet', 'style']);
  });

  test('@import resolves with the conditions and fields the page names', () => {
    const css = optionsFor({ mode: 'production' }).resolve.byDependency?.['css-import'];
    expect(css).toMatchObject({ mainFiles: [], mainFields: ['style', '...'], conditionNames: ['webpack', 'production', 'style'], extensions: ['.css'], preferRelative: true });
  });

  test('webpackIgnore comments leave the references of the page\'s example as written', () => {
    const ignored = untitled(blocks, 'css').find((block) => block.includes('webpackIgnore')) ?? '';
    const { code, dist } = cliBuild({
      'package.json': '{ "name": "ignore", "private": true }\n',
      'webpack.config.js': "module.exports = { mode: 'development', devtool: false, experiments: { css: true } };\n",
      'src/index.js': "import './style.css';\n",
      'src/style.css': ignored,
    });
    expect(code).toBe(0);
    expect(dist('main.css')).toContain("@import /* webpackIgnore: true */ url('/legacy/print.css');");
    expect(dist('main.css')).toContain("background: /* webpackIgnore: true */ url('/images/hero.jpg');");
  });

  test('parseErrors is new in 5.113.0 and reports what the page shows', () => {
    expect(definition('CssParserParseErrors').added).toBe('5.113.0');
    const broken = untitled(blocks, 'css').find((block) => block.includes('unterminated')) ?? '';
    const { output } = cliBuild({
      'package.json': '{ "name": "parse-errors", "private": true }\n',
      'webpack.config.js': "module.exports = { mode: 'production', experiments: { css: true }, module: { parser: { css: { parseErrors: true } } } };\n",
      'src/index.js': "import './broken.css';\n",
      'src/broken.css': broken,
    });
    expect(reports(output).join('\n\n')).toBe(untitled(blocks, 'text')[2]);
  });

  test('a default import of a CSS module warns as the page shows', () => {
    const { output } = cliBuild({
      'package.json': titled('package.json'),
      'webpack.config.js': titled('webpack.config.js'),
      'src/card.module.css': titled('src/card.module.css'),
      'src/index.js': untitled(blocks, 'js').find((block) => block.startsWith('import styles from')) ?? '',
    });
    expect(reports(output).join('\n\n')).toBe(untitled(blocks, 'text')[1]);
  });

  test("css-loader for some files beside native CSS: `true` and type 'javascript/auto' build both; without the type webpack warns", () => {
    const mixed = untitled(blocks, 'js').find((block) => block.includes('legacy')) ?? '';
    const files = {
      'package.json': '{ "name": "mixed", "private": true }\n',
      'webpack.config.js': mixed,
      'src/index.js': "import './a.css';\nimport './b.legacy.css';\n",
      'src/a.css': '.a { color: red; }\n',
      'src/b.legacy.css': '.b { color: blue; }\n',
    };
    const both = cliBuild(files);
    expect([both.code, reports(both.output)]).toEqual([0, []]);
    expect([both.dist('main.css'), both.dist('main.legacy.css')]).toEqual(['.a{color:red}', '.b{color:blue}']);
    // Without the type, both loaders see webpack's css/auto type, warn, and hand the CSS on unchanged: webpack's own CSS takes it.
    const untyped = cliBuild({ ...files, 'webpack.config.js': mixed.replace("type: 'javascript/auto', ", '') });
    const warnings = reports(untyped.output);
    expect(warnings.map((warning) => /^WARNING in css \.\/src\/b\.legacy\.css\nModule Warning \(from .*\/(css-loader|mini-css-extract-plugin)\/dist\/[\w.]+\):/.exec(warning)?.[1]).sort()).toEqual(['css-loader', 'mini-css-extract-plugin']);
    expect(warnings.every((warning) => /You can't use `experiments\.css` .* together/.test(warning))).toBe(true);
    expect([untyped.emitted.sort(), untyped.dist('main.css')]).toEqual([['main.css', 'main.js'], '.a{color:red}.b{color:blue}']);
    expect(text).toContain('each warns (``You can\'t use `experiments.css` … and `css-loader` together``, and the same for `mini-css-extract-plugin`) and passes the CSS through unchanged');
    expect(text).toContain('no `main.legacy.css` is written');
    expect(text).not.toContain('webpack reads the JavaScript that `css-loader` returns as CSS and warns about it');
    const auto = cliBuild({ ...files, 'webpack.config.js': mixed.replace('css: true', "css: 'auto'") });
    expect(reports(auto.output)[0]).toMatch(/^ERROR in \.\/src\/a\.css/);
  });

  test('two chunks importing stylesheets in different orders get the warning the comparison table names', () => {
    const { output } = cliBuild({
      'package.json': '{ "name": "order", "private": true }\n',
      'webpack.config.js':
        "module.exports = { mode: 'production', experiments: { css: true }, optimization: { splitChunks: { cacheGroups: { styles: { test: /\\.css$/, chunks: 'async', enforce: true, name: 'styles' } } } } };\n",
      'src/index.js': "import('./a.js');\nimport('./b.js');\n",
      'src/a.js': "import './x.css';\nimport './y.css';\n",
      'src/b.js': "import './y.css';\nimport './x.css';\n",
      'src/x.css': '.x { color: red; }\n',
      'src/y.css': '.y { color: blue; }\n',
    });
    expect(output).toContain('Conflicting order between css ./src/x.css and css ./src/y.css');
    expect(text).toContain('a `Conflicting order between …` warning, no option to silence it');
  });
});

describe('guides/native-html.mdx', () => {
  const { text } = readPage('guides/native-html.mdx');
  const blocks = extractCodeBlocks('guides/native-html.mdx', text);

  test("experiments.html is 'auto' by default, steps aside for an html-loader rule, and only true puts .html before .js", () => {
    expect(optionsFor({}).experiments.html).toBe('auto');
    expect(optionsFor({ module: { rules: [{ test: /\.html$/i, use: ['html-loader'] }] } }).experiments.html).toBe(false);
    expect(optionsFor({ experiments: { futureDefaults: true } }).experiments.html).toBe(true);
    expect(definition('Experiments').properties?.html?.experimental).toBe(true);
    expect(text).toContain("The options schema of the same version still flags `experiments.html` as experimental");
    expect(readme).toContain('(https://webpack.js.org/guides/native-html/#whats-built-in)');
    expect(text).toContain("\n## What's built in\n");
    const extensions = (html: true | 'auto') => optionsFor({ experiments: { html } }).resolve.byDependency?.esm?.extensions ?? [];
    expect(extensions(true).indexOf('.html')).toBeLessThan(extensions(true).indexOf('.js'));
    expect(extensions('auto').indexOf('.html')).toBeGreaterThan(extensions('auto').indexOf('.js'));
  });

  test('parseErrors and cssModules are new in 5.113.0, with the attribute kinds and source types the page lists', () => {
    const parser = definition('HtmlParserOptions').properties ?? {};
    expect([parser.parseErrors?.added, parser.cssModules?.added]).toEqual(['5.113.0', '5.113.0']);
    expect(definition('HtmlCssModulesAttributeKind').enum).toEqual(['class', 'id', 'ids', 'fragment', 'url']);
    for (const kind of ['class', 'id', 'ids', 'fragment', 'url']) expect(text).toContain(`\`'${kind}'\``);
    const sources = JSON.stringify(parser.sources);
    const types = /"enum":\["src",[^\]]*\]/.exec(sources)?.[0] ?? '';
    const listed = ['src', 'srcset', 'css-url', 'script', 'script-module', 'stylesheet', 'html', 'stylesheet-style', 'stylesheet-style-attribute', 'srcdoc'];
    expect(types).toBe(`"enum":${JSON.stringify(listed)}`);
    for (const type of listed) expect(text).toContain(`\`'${type}'\``);
  });

  test('parse errors are reported as the page shows', () => {
    const broken = untitled(blocks, 'html')[2] ?? '';
    expect(broken).toContain('<!-- a comment that never ends');
    const { output } = cliBuild({
      'package.json': '{ "name": "parse-errors", "private": true }\n',
      'webpack.config.js': "module.exports = { mode: 'production', entry: './src/broken.html', experiments: { html: true }, module: { parser: { html: { parseErrors: true } } } };\n",
      // Saved by an editor, the file ends with a newline: the error's position is the end of the file.
      'src/broken.html': `${broken}\n`,
    });
    expect(reports(output).join('\n\n')).toBe(untitled(blocks, 'text')[1]);
  });

  test('type="module" is dropped without output.module and kept, with .mjs chunks, with it', () => {
    const files = {
      'package.json': '{ "name": "module-scripts", "private": true }\n',
      'src/index.html': '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Module scripts</title>\n    <script type="module" src="./app.js"></script>\n  </head>\n  <body></body>\n</html>\n',
      'src/app.js': "console.log('app');\n",
    };
    const classic = cliBuild({ ...files, 'webpack.config.js': "module.exports = { mode: 'production', entry: './src/index.html', experiments: { html: true } };\n" });
    expect(classic.dist('index.html')).toContain('<script src=app.js></script>');
    const modules = cliBuild({ ...files, 'webpack.config.js': "module.exports = { mode: 'production', entry: './src/index.html', output: { module: true }, experiments: { html: true } };\n" });
    expect(modules.dist('index.html')).toContain('<script type=module src=app.mjs></script>');
    expect(text).toContain('`<script type="module" src="./app.js">` comes out as `<script src="app.js">`');
  });

  test('whitespace between elements is kept by the default minimizer and collapsed with collapseWhitespace', () => {
    const files = {
      'package.json': '{ "name": "minimize", "private": true }\n',
      'src/index.html': '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Minimize</title>\n  </head>\n  <body>\n    <p>One</p>\n    <p>Two</p>\n  </body>\n</html>\n',
    };
    const plain = cliBuild({ ...files, 'webpack.config.js': "module.exports = { mode: 'production', entry: './src/index.html', experiments: { html: true } };\n" });
    expect(plain.dist('index.html')).toContain('<p>One</p>\n    <p>Two</p>');
    const collapsed = cliBuild({
      ...files,
      'webpack.config.js': "module.exports = { mode: 'production', entry: './src/index.html', experiments: { html: true }, optimization: { minimizeOptions: { html: { collapseWhitespace: true } } } };\n",
    });
    expect(collapsed.dist('index.html')).toMatch(/<p>One<\/p> ?<p>Two<\/p>/);
  });
});

/**
 * Runs a built page script and the workers it starts in Node.js contexts: the page gets a `document`
 * with the elements it asks for and a `Worker` that runs the worker's file in a context of its own,
 * with `importScripts` reading the emitted files and messages passed as structured clones. What a
 * browser gives a classic worker, no more, so a bundle that needs anything else fails here.
 */
async function runWithWorkers(dist: string, script: string): Promise<{ texts: Map<string, string>; logs: string[]; names: string[] }> {
  const texts = new Map<string, string>();
  const logs: string[] = [];
  const names: string[] = [];
  const console = { log: (...args: unknown[]) => logs.push(args.map(String).join(' ')) };
  const fileUrl = (file: string) => pathToFileURL(path.join(dist, file)).href;
  const run = (context: vm.Context, url: string) => vm.runInContext(fs.readFileSync(fileURLToPath(url), 'utf8'), context, { filename: url });
  let pending = 0;
  let settled: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (settled = resolve));
  type Listener = (event: { data: unknown }) => void;
  class Worker {
    readonly #listeners: Listener[] = [];
    readonly #scope: vm.Context;
    constructor(url: URL, options?: { name?: string }) {
      names.push(options?.name ?? '');
      const workerListeners: Listener[] = [];
      const scope: Record<string, unknown> = {
        console,
        location: new URL(url.href),
        addEventListener: (type: string, listener: Listener) => type === 'message' && workerListeners.push(listener),
        postMessage: (data: unknown) => setImmediate(() => this.#listeners.forEach((listener) => listener({ data: structuredClone(data) }))),
        importScripts: (...urls: string[]) => urls.forEach((chunk) => run(this.#scope, chunk)),
        listeners: workerListeners,
      };
      scope.self = scope;
      this.#scope = vm.createContext(scope);
      run(this.#scope, url.href);
    }
    addEventListener(type: string, listener: Listener): void {
      if (type !== 'message') return;
      pending += 1;
      this.#listeners.push((event) => {
        listener(event);
        pending -= 1;
        if (!pending) settled();
      });
    }
    postMessage(data: unknown): void {
      const listeners = (this.#scope as { listeners: Listener[] }).listeners;
      setImmediate(() => listeners.forEach((listener) => listener({ data: structuredClone(data) })));
    }
  }
  const element = (id: string) => ({
    set textContent(value: string) {
      texts.set(id, value);
    },
  });
  const page = vm.createContext({
    console,
    Worker,
    URL,
    document: { currentScript: { src: fileUrl(script), tagName: 'SCRIPT' }, baseURI: fileUrl('index.html'), getElementById: element },
  });
  run(page, fileUrl(script));
  await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('no answer from the worker within 20 s')), 20_000))]);
  return { texts, logs, names };
}

describe('guides/web-workers.mdx', () => {
  const { text } = readPage('guides/web-workers.mdx');
  const blocks = extractCodeBlocks('guides/web-workers.mdx', text);
  const js = untitled(blocks, 'js');
  const block = (start: string) => js.find((value) => value.startsWith(start)) ?? '';

  test('the example runs: the worker counts, loads its chunk with importScripts and answers the page', async () => {
    const dir = createWorkspace('web-workers');
    try {
      writeProject(dir, { page: 'guides/web-workers.mdx', builds: [] });
      expect(runCli(['--no-resolve-symlinks'], dir).code).toBe(0);
      const { texts, logs, names } = await runWithWorkers(path.join(dir, 'dist'), 'main.js');
      expect(names).toEqual(['primes']);
      expect(texts.get('output')).toBe('There are 78,498 primes below 1,000,000; the largest is 999,983.');
      expect(text).toContain(`the paragraph reads "${texts.get('output')}"`);
      expect(logs).toEqual(['The worker answered.']);
    } finally {
      removeWorkspace(dir);
    }
  }, 60_000);

  test('workerChunkLoading defaults are the ones in the table', () => {
    const rows = tableRows(text, '| Configuration | `output.chunkLoading` |');
    const configs: Configuration[] = [{}, { target: 'webworker' }, { output: { module: true } }, { target: 'node' }, { target: 'node', output: { module: true } }];
    expect(rows).toHaveLength(configs.length);
    rows.forEach(([, chunkLoading = '', workerChunkLoading = ''], index) => {
      const { output } = optionsFor(configs[index] ?? {});
      expect([codeSpans(chunkLoading), codeSpans(workerChunkLoading)]).toEqual([[`'${String(output.chunkLoading)}'`], [`'${String(output.workerChunkLoading)}'`]]);
    });
    expect(optionsFor({}).output.workerPublicPath).toBe('');
  });

  test('what the parser recognises: a URL in a variable and an unenabled worklet are copied assets, type "module" follows output.module, workerPublicPath is used', () => {
    const files = {
      'package.json': '{ "name": "recognised", "private": true }\n',
      'src/index.js': [
        "const url = new URL('./a.worker.js', import.meta.url);",
        'new Worker(url);',
        "new Worker(new URL('./b.worker.js', import.meta.url), { type: 'module' });",
        "CSS.paintWorklet.addModule(new URL('./paint.js', import.meta.url));",
        '',
      ].join('\n'),
      'src/a.worker.js': "import { x } from './x.js';\nconsole.log(x);\n",
      'src/b.worker.js': "import { x } from './x.js';\nconsole.log(x);\n",
      'src/paint.js': "import { x } from './x.js';\nconsole.log(x);\n",
      'src/x.js': 'export const x = 1;\n',
    };
    const config = (extra: string) => `module.exports = { mode: 'production', optimization: { minimize: false }, output: { publicPath: '/static/', workerPublicPath: '/workers/'${extra} } };\n`;
    const classic = cliBuild({ ...files, 'webpack.config.js': config('') });
    const main = classic.dist('main.js');
    expect(main).toContain('new Worker(url)');
    expect(main).toMatch(/new Worker\(new URL\(\/\* worker import \*\/ "\/workers\/" \+ __webpack_require__\.u\(\d+\), __webpack_require__\.b\), \{ type: undefined \}\)/);
    expect(main).toMatch(/CSS\.paintWorklet\.addModule\(new URL\(\/\* asset import \*\//);
    const worklets = cliBuild({ ...files, 'webpack.config.js': config('').replace("output: {", "module: { parser: { javascript: { worklet: true } } }, output: {") });
    expect(worklets.dist('main.js')).toMatch(/CSS\.paintWorklet\.addModule\(new URL\("\/workers\/" \+ __webpack_require__\.u\(\d+\)/);
    const modules = cliBuild({ ...files, 'webpack.config.js': config(', module: true') });
    expect(modules.dist('main.mjs')).toContain('{ type: "module" }');
    expect((definition('JavascriptParserOptions').properties?.worklet ?? {}).added).toBe('5.109.0');
    expect(text).toContain('added in webpack 5.109 and off by default');
  }, 60_000);

  test("the worker condition: used for the request in new URL(), not for imports inside the worker", () => {
    const manifest = (blocks.find((candidate) => candidate.lang === 'json' && !candidate.title && candidate.value.includes('"worker"'))?.value ?? '').trim();
    expect(JSON.parse(manifest)).toMatchObject({ name: 'my-package' });
    const { code, dist, emitted } = cliBuild({
      'package.json': '{ "name": "conditions", "private": true }\n',
      // The package sits beside node_modules, which is a link to this repository's.
      'webpack.config.js': "module.exports = { mode: 'production', resolve: { modules: ['packages', 'node_modules'] } };\n",
      'packages/my-package/package.json': manifest,
      'packages/my-package/worker.js': "console.log('worker build');\n",
      'packages/my-package/main.js': "console.log('default build');\nexport const where = 'main';\n",
      'src/index.js': "new Worker(new URL('my-package', import.meta.url));\nnew Worker(new URL('./imports.worker.js', import.meta.url));\n",
      'src/imports.worker.js': "import { where } from 'my-package';\nconsole.log(where);\n",
    });
    expect(code).toBe(0);
    const chunks = emitted.filter((file) => file !== 'main.js').map(dist);
    // One worker chunk is the package's worker build alone, the other imports its default build.
    expect(chunks).toHaveLength(2);
    expect(chunks.filter((chunk) => chunk.includes('worker build') && !chunk.includes('default build'))).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.includes('default build') && !chunk.includes('worker build'))).toHaveLength(1);
  });

  describe('Node.js worker threads', () => {
    const files = {
      'package.json': '{ "name": "node-workers", "private": true }\n',
      'webpack.config.js': "const path = require('node:path');\nmodule.exports = { mode: 'production', target: 'node', entry: './src/index.js', output: { path: path.resolve(__dirname, 'dist') } };\n",
      'src/index.js': block("import { Worker } from 'worker_threads';"),
      'src/checksum.worker.js': block("import { createHash } from 'node:crypto';"),
      'src/hex.js': 'export function hexPrefix(hex) {\n  return hex.slice(0, 12);\n}\n',
    };
    const runBuilt = (source: Record<string, string>) => {
      const dir = createWorkspace('node-workers');
      try {
        writeFiles(
          dir,
          Object.entries(source).map(([file, content]) => ({ path: file, content })),
        );
        linkNodeModules(dir);
        expect(runCli(['--no-resolve-symlinks'], dir).code).toBe(0);
        return spawnSync(process.execPath, ['dist/main.js'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
      } finally {
        removeWorkspace(dir);
      }
    };

    test('the page\'s worker_threads example prints what the page shows', () => {
      expect(files['src/index.js']).not.toBe('');
      const run = runBuilt(files);
      expect([run.status, run.stdout.trimEnd()]).toEqual([0, untitled(blocks, 'text')[1]]);
    }, 60_000);

    test("webpack 5.113.0 writes broken code for `import { Worker } from 'node:worker_threads'`, as the warning says", () => {
      const run = runBuilt({ ...files, 'src/index.js': files['src/index.js'].replace("'worker_threads'", "'node:worker_threads'") });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain("TypeError: Cannot read properties of undefined (reading 'wc')");
      expect(text).toContain("`TypeError: Cannot read properties of undefined (reading 'wc')`");
    }, 60_000);
  });
});
