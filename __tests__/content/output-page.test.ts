/**
 * @jest-environment node
 *
 * The Output page against real builds: the page's example project, how the file name templates and their
 * placeholders come out, what publicPath changes, cleaning and copying, generated HTML, ES module output,
 * each library type as Node.js or a script loads it, and the common mistakes. Defaults, the library table's
 * coverage, `allowOutside`, the unsafe-clean warning and `[hash]` are checked in configuration-facts.test.ts
 * and reviewed-claims.test.ts.
 */
import fs from 'node:fs';
import vm from 'node:vm';
import webpack from 'webpack';
import { build, buildIn, webpackDefaults } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage, runNode, writeFiles } from './support/workspace';

const PAGE = 'configuration/output.mdx';
const { text } = readPage(PAGE);
const prose = text.replace(/\s+/g, ' ');

const LAZY_APP = { 'package.json': '{ "name": "shop" }\n', 'src/index.js': 'import("./lazy.js").then((lazy) => lazy.run());\n', 'src/lazy.js': 'export const run = () => console.log("lazy");\n' };
const LIBRARY = { 'src/index.js': 'export const answer = 42;\nexport default "the default";\n' };
const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;
const HEX8 = '[0-9a-f]{8}';

describe('the realistic web application', () => {
  const project = PageProject.forTests(PAGE);

  test('writes the names the page lists, copies public/, writes index.html, and cleans all but uploads/', async () => {
    const { emitted } = await project.buildExample({
      'src/index.js': 'import "./style.css";\nimport bg from "./bg.png";\nconsole.log(bg);\nimport("./lazy.js").then((lazy) => lazy.run());\n',
      'src/lazy.js': 'export const run = () => console.log("lazy");\n',
      'src/style.css': 'body { background: url(./bg.png); }\n',
      'src/bg.png': '\u0089PNG',
      'public/robots.txt': 'User-agent: *\n',
      'dist/left-over.js': '',
      'dist/uploads/photo.jpg': '',
    });
    const files = Object.keys(emitted);
    const patterns = [`js/app\\.${HEX8}\\.js`, `js/\\d+\\.${HEX8}\\.chunk\\.js`, `css/app\\.${HEX8}\\.css`, `assets/bg\\.${HEX8}\\.png`, 'robots\\.txt', 'index\\.html', 'uploads/photo\\.jpg'];
    expect(files).toHaveLength(patterns.length);
    for (const pattern of patterns) expect(files).toContainEqual(expect.stringMatching(new RegExp(`^${pattern}$`)));
    const html = project.read('dist/index.html');
    expect(html).toMatch(new RegExp(`<title>Shop</title>.*<link rel=stylesheet href=css/app\\.${HEX8}\\.css>.*<script defer src=js/app\\.${HEX8}\\.js>`));
    // [contenthash:8] is eight characters of the file's content hash: the same content gives the same name.
    const css = files.find((file) => file.startsWith('css/')) ?? '';
    expect(css).toContain(webpack.util.createHash(webpackDefaults({ mode: 'production' }).output.hashFunction ?? 'md4').update(project.read(`dist/${css}`)).digest('hex').slice(0, 8));
    expect(prose).toContain('This build writes the entry chunk as `js/app.[hash].js`, lazy chunks as `js/[id].[hash].chunk.js`, the CSS of the entry as `css/app.[hash].css` and an image such as `bg.png` as `assets/bg.[hash].png`');
    expect(prose).toContain('Files left over from earlier builds are deleted, except those under `uploads/`.');
  }, 120_000);
});

describe('where files go and how they are named', () => {
  test('output.path must be absolute; a name may contain / for subfolders', async () => {
    expect(() => webpack.validate({ output: { path: 'dist' } })).toThrow('configuration.output.path: The provided value "dist" is not an absolute path!');
    const { emitted } = await build(LAZY_APP, { output: { filename: 'js/[name].js' } });
    expect(Object.keys(emitted).sort()).toEqual(['js/480.js', 'js/main.js']);
    expect(text).toContain('It must be an absolute path and defaults to `dist` in the current working directory. Every filename option is a path relative to it and may contain `/` to create subdirectories.');
    expect(text).toContain('- **A relative `output.path`.** `path: "dist"` fails validation.');
  }, 60_000);

  test('derived defaults: chunkFilename gets [id]. only without a per-chunk placeholder; CSS and HTML names replace .js', () => {
    const derived = (filename: string) => {
      const { output } = webpackDefaults({ output: { filename } });
      return [output.chunkFilename, output.cssFilename, output.cssChunkFilename, output.htmlFilename, output.htmlChunkFilename, output.workerChunkFilename];
    };
    expect(derived('js/[name].[contenthash:8].js')).toEqual([
      'js/[name].[contenthash:8].js',
      'js/[name].[contenthash:8].css',
      'js/[name].[contenthash:8].css',
      'js/[name].[contenthash:8].html',
      'js/[name].[contenthash:8].html',
      'js/[name].[contenthash:8].js',
    ]);
    expect(derived('bundle.js')).toEqual(['[id].bundle.js', 'bundle.css', '[id].bundle.css', '[name].html', '[id].bundle.html', '[id].bundle.js']);
    expect(derived('[fullhash].js')).toEqual(['[id].[fullhash].js', '[fullhash].css', '[id].[fullhash].css', '[fullhash].html', '[id].[fullhash].html', '[id].[fullhash].js']);
    expect(text).toContain('| `chunkFilename` | Chunks loaded on demand, from `import()` or `splitChunks` | derived from `filename`, with `[id].` added in front if `filename` has no placeholder that differs per chunk |');
    expect(text).toContain('| `cssFilename`, `cssChunkFilename` | CSS produced by the built-in CSS support | `filename` and `chunkFilename` with `.js` replaced by `.css` |');
    expect(text).toContain('| `workerChunkFilename` | Web worker chunks | `chunkFilename` |');
  });

  test('the HTML names: a name without [name], [id] or a hash falls back to [name].html', async () => {
    const { emitted } = await build({ 'src/index.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' }, { entry: { index: './src/index.js', admin: './src/admin.js' }, output: { filename: 'app-[name].js', html: true } });
    expect(Object.keys(emitted).filter((file) => file.endsWith('.html')).sort()).toEqual(['app-admin.html', 'app-index.html']);
    expect(text).toContain('| `htmlFilename`, `htmlChunkFilename` | HTML pages emitted by webpack | `filename` and `chunkFilename` with `.js` replaced by `.html`, or `"[name].html"` when that name has no `[name]`, `[id]` or hash placeholder |');
    expect(text).not.toContain('| derived from `filename`, with `.html` |');
  }, 60_000);

  test('[name] is the entry name, the webpackChunkName, or the id; [id] is a short number in production', async () => {
    const named = await build({ ...LAZY_APP, 'src/index.js': 'import(/* webpackChunkName: "extra" */ "./lazy.js");\n' }, {});
    expect(Object.keys(named.emitted).sort()).toEqual(['extra.js', 'main.js']);
    const unnamed = await build(LAZY_APP, { output: { chunkFilename: '[name]-[id].js' } });
    expect(Object.keys(unnamed.emitted).sort()).toEqual(['480-480.js', 'main.js']);
    expect(text).toContain('| `[name]` | The chunk name: the entry name, the `webpackChunkName` of an `import()`, or the id when a chunk has no name |');
    expect(text).toContain('| `[id]` | The chunk id (a short number in production) |');
  }, 60_000);

  test('[contenthash] follows the file, [chunkhash] the whole chunk, [fullhash] the whole compilation', async () => {
    // The entry imports CSS (its own file, same chunk) and lazy.js (another chunk); the runtime goes into its own chunk, so the
    // entry chunk's JavaScript does not list the lazy chunk's name.
    await inScratchProject('output-page', { ...LAZY_APP, 'src/index.js': 'import "./style.css";\nimport("./lazy.js");\n', 'src/style.css': 'body { color: red; }\n' }, async (dir) => {
      const names = async () => {
        const { emitted } = await buildIn(dir, {
          entry: { app: './src/index.js' },
          optimization: { runtimeChunk: 'single' },
          output: { filename: '[name].[contenthash:8].[chunkhash:8].[fullhash:8].js', cssFilename: '[name].css', clean: true },
        });
        const [, content, chunk, full] = /^app\.(\w+)\.(\w+)\.(\w+)\.js$/.exec(Object.keys(emitted).find((file) => file.startsWith('app.')) ?? '') ?? [];
        return { content, chunk, full };
      };
      const first = await names();
      writeFiles(dir, [{ path: 'src/style.css', content: 'body { color: blue; }\n' }]);
      const cssChanged = await names();
      expect(cssChanged.content).toBe(first.content);
      expect(cssChanged.chunk).not.toBe(first.chunk);
      writeFiles(dir, [{ path: 'src/lazy.js', content: 'export const run = () => console.log("changed");\n' }]);
      const elsewhere = await names();
      expect([elsewhere.content, elsewhere.chunk]).toEqual([cssChanged.content, cssChanged.chunk]);
      expect(elsewhere.full).not.toBe(cssChanged.full);
    });
    expect(text).toContain('| `[contenthash]` | A hash of the file\'s own content. Use it for long-term caching |');
    expect(text).toContain('| `[chunkhash]` | A hash of the whole chunk, which changes when any file of the chunk changes |');
    expect(text).toContain('| `[fullhash]` | A hash of the whole compilation, which changes on every change anywhere |');
  }, 120_000);

  test('filename as a function, and an entry descriptor\'s filename', async () => {
    const files = { 'src/index.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' };
    const entry = { index: './src/index.js', admin: './src/admin.js' };
    const byFunction = await build(files, { entry, output: { filename: (data) => (data.chunk?.name === 'admin' ? 'private/[name].js' : '[name].js') } });
    expect(Object.keys(byFunction.emitted).sort()).toEqual(['index.js', 'private/admin.js']);
    const byDescriptor = await build(files, { entry: { ...entry, admin: { import: './src/admin.js', filename: 'private/admin.js' } } });
    expect(Object.keys(byDescriptor.emitted).sort()).toEqual(['index.js', 'private/admin.js']);
    expect(text).toContain('`filename` can also be a function that returns a template per chunk. To rename a single entry, the `filename` property of an [entry descriptor](/configuration/entry-context/) is simpler.');
  }, 60_000);
});

describe('public path', () => {
  const files = { ...LAZY_APP, 'src/index.js': 'import "./style.css";\nimport("./lazy.js");\n', 'src/style.css': 'body { background: url(./bg.png); }\n', 'src/bg.png': 'png' };

  test('the runtime and CSS url() use it, file names are appended as they are, and nothing is written elsewhere', async () => {
    const { emitted } = await build(files, { output: { publicPath: '/static', assetModuleFilename: 'bg.png' } });
    expect(emitted['main.js']).toContain('.p="/static"');
    expect(emitted['main.css']).toContain('url(/staticbg.png)');
    expect(Object.keys(emitted).sort()).toEqual(['480.js', 'bg.png', 'main.css', 'main.js']);
    expect(text).toContain('`output.publicPath` is the URL prefix that the runtime uses to fetch chunks and assets, and that asset URLs in CSS `url()` references start with. It never affects where files are written.');
    expect(text).toContain('End fixed values with `/`, since webpack appends file names directly.');
  }, 60_000);

  test('"auto" for browser and worker targets, "" for Node.js; assigning __webpack_public_path__ sets it at runtime', async () => {
    for (const target of ['web', 'webworker', 'browserslist:last 1 chrome version']) expect(webpackDefaults({ target }).output.publicPath).toBe('auto');
    for (const target of ['node', 'node20', 'electron-main']) expect(webpackDefaults({ target }).output.publicPath).toBe('');
    const { emitted } = await build({ ...LAZY_APP, 'src/index.js': '__webpack_public_path__ = window.CDN;\nimport("./lazy.js");\n' }, {});
    expect(emitted['main.js']).toMatch(/\.p=window\.CDN,\w+\.e\(480\)/);
    expect(text).toContain('| `"auto"` | Work out the URL at runtime from the location of the script that is running. The default for browser and worker targets |');
    expect(text).toContain('| `""` | URLs relative to the HTML page. The default for Node.js targets |');
    expect(text).toContain('When the value is only known at runtime, assign `__webpack_public_path__` in your entry module before anything else loads.');
  }, 60_000);
});

describe('cleaning and copying', () => {
  const LEFT_OVER = { 'dist/old.js': '', 'dist/uploads/photo.jpg': '', 'dist/keep.txt': '', 'dist/maps/x.map': '' };
  /** What dist/ holds after one build with `clean` over a dist/ with files from earlier builds. */
  async function after(clean: NonNullable<webpack.Configuration['output']>['clean'], stats: Parameters<webpack.Stats['toString']>[0] = PROBLEMS) {
    const { emitted, printed } = await build({ ...LAZY_APP, ...LEFT_OVER }, { output: { clean } }, stats);
    return { files: Object.keys(emitted).sort(), printed };
  }

  test('clean: true, keep in its four forms, dry', async () => {
    expect((await after(true)).files).toEqual(['480.js', 'main.js']);
    expect((await after({ keep: 'keep' })).files).toEqual(['480.js', 'keep.txt', 'main.js']);
    expect((await after({ keep: /^uploads\// })).files).toEqual(['480.js', 'main.js', 'uploads/photo.jpg']);
    expect((await after({ keep: { glob: ['maps/**'] } })).files).toEqual(['480.js', 'main.js', 'maps/x.map']);
    expect((await after({ keep: (file: string) => file.endsWith('.txt') })).files).toEqual(['480.js', 'keep.txt', 'main.js']);
    const dry = await after({ dry: true }, { all: false, logging: 'info', colors: false });
    expect(dry.files).toEqual(['480.js', 'keep.txt', 'main.js', 'maps/x.map', 'old.js', 'uploads/photo.jpg']);
    expect(dry.printed).toContain('old.js will be removed');
    expect(text).toContain('`output.clean: true` deletes everything in `output.path` that the current build did not emit. Use `keep`, with a path prefix, a regular expression, a `{ glob: [...] }` object or a function of the path, to protect files that another tool writes there, and `dry: true` to log what would be deleted without deleting it.');
  }, 120_000);

  test('without clean, old hashed files stay', async () => {
    await inScratchProject('output-page', LAZY_APP, async (dir) => {
      const first = await buildIn(dir, { output: { filename: '[name].[contenthash].js' } });
      writeFiles(dir, [{ path: 'src/index.js', content: 'console.log("new");\n' }]);
      const second = await buildIn(dir, { output: { filename: '[name].[contenthash].js' } });
      expect(Object.keys(second.emitted)).toEqual(expect.arrayContaining(Object.keys(first.emitted)));
      expect(Object.keys(second.emitted).length).toBeGreaterThan(Object.keys(first.emitted).length);
    });
    expect(text).toContain('- **Leaving old files behind.** Without `clean`, stale hashed files pile up in `dist/` and get deployed.');
  }, 60_000);

  test('copy: a directory, a glob, an object with to, filename and transform; copies survive clean', async () => {
    const files = { ...LAZY_APP, 'public/robots.txt': 'User-agent: *\n', 'public/icons/a.svg': '<svg/>' };
    const copied = async (copy: NonNullable<webpack.Configuration['output']>['copy']) => (await build(files, { output: { copy, clean: true } })).emitted;
    expect(Object.keys(await copied(['public'])).sort()).toEqual(['480.js', 'icons/a.svg', 'main.js', 'robots.txt']);
    expect(Object.keys(await copied(['public/**/*.txt'])).sort()).toEqual(['480.js', 'main.js', 'robots.txt']);
    const shaped = await copied([{ from: 'public', to: 'static', filename: '[name].[contenthash:4][ext]', transform: (content: Buffer) => Buffer.from(content.toString().toUpperCase()) }]);
    const robots = Object.keys(shaped).find((file) => /^static\/robots\.\w{4}\.txt$/.test(file)) ?? '';
    expect(shaped[robots]).toBe('USER-AGENT: *\n');
    expect(text).toContain('A string is a glob or a directory. An object pattern adds `to` (a directory inside `output.path`), `filename` templates and a `transform` function. Copied files are ordinary assets, so `clean` keeps them.');
  }, 60_000);

  test('allowOutside directories must be absolute', () => {
    expect(() => webpack.validate({ output: { allowOutside: ['dist2'] } })).toThrow('configuration.output.allowOutside[0]: The provided value "dist2" is not an absolute path!');
    expect(text).toContain('The directories in the list must be absolute paths.');
  });
});

describe('generating HTML', () => {
  const files = { 'src/index.js': 'import "./style.css";\nconsole.log(1);\n', 'src/style.css': 'p { color: red; }\n', 'src/admin.js': 'console.log(2);\n' };

  test('a page per entry with its scripts and CSS; an entry descriptor overrides all but inline', async () => {
    const { emitted } = await build(files, { entry: { index: './src/index.js', admin: { import: './src/admin.js', html: { title: 'Admin' } } }, output: { html: { title: 'Shop' } } });
    expect(emitted['index.html']).toMatch(/<title>Shop<\/title><link rel=stylesheet href=index\.css><\/head><body><script defer src=index\.js>/);
    expect(emitted['admin.html']).toMatch(/<title>Admin<\/title>.*<script defer src=admin\.js>/);
    const inline = await build(files, { entry: { index: './src/index.js', admin: { import: './src/admin.js', html: { inline: true } } }, output: { html: true } }, PROBLEMS);
    expect(inline.printed).toContain('WARNING in entry "admin" html.inline is ignored');
    expect(inline.emitted['admin.html']).toContain('<script defer src=admin.js>');
    expect(text).toContain('`output.html: true` writes an HTML page for each JavaScript entry, linking its scripts and CSS.');
    expect(text).toContain('An entry descriptor can override these per page with its own `html` property, all but `inline`, which only `output.html` takes: an entry\'s own `inline` is ignored with a warning.');
  }, 60_000);

  test('a rule of yours for .html turns the built-in HTML support off, and output.html then writes nothing, silently', async () => {
    const { emitted, printed } = await build(files, { output: { html: true }, module: { rules: [{ test: /\.html$/, type: 'asset/source' }] } }, PROBLEMS);
    expect(Object.keys(emitted).filter((file) => file.endsWith('.html'))).toEqual([]);
    expect(printed.trim()).toBe('');
    expect(webpackDefaults({}).experiments.html).toBeTruthy();
    expect(prose).toContain('which is on by default unless one of your rules already matches `.html` files. With such a rule, for example for `html-loader`, `output.html` writes no page at all, and nothing warns you.');
  }, 60_000);

  test('the options named are the schema\'s', () => {
    const { definitions } = JSON.parse(fs.readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: Record<string, { properties?: object }> };
    expect(Object.keys(definitions.OutputHtmlOptions?.properties ?? {}).sort()).toEqual(['base', 'csp', 'favicon', 'inject', 'inline', 'integrity', 'manifest', 'meta', 'scriptLoading', 'title']);
    expect(text).toContain('`title`, `meta`, `favicon`, `base`, `inject`, `scriptLoading`, `inline`, `integrity` (Subresource Integrity hashes), `csp` and `manifest`');
  });
});

describe('ES module output and libraries', () => {
  test('output.module: .mjs, import() between chunks, type="module" scripts', async () => {
    const { emitted } = await build(LAZY_APP, { output: { module: true, html: true } });
    expect(Object.keys(emitted).sort()).toEqual(['480.mjs', 'main.html', 'main.mjs']);
    expect(emitted['main.mjs']).toMatch(/import\(/);
    expect(emitted['main.html']).toContain('<script type=module src=main.mjs>');
    expect(text).toContain('Files get the `.mjs` extension by default, chunks load each other with `import()`, generated `<script>` tags get `type="module"`');
  }, 60_000);

  /** Builds LIBRARY with `library` and returns the bundle's text. */
  const bundle = async (library: NonNullable<webpack.Configuration['output']>['library'], extra: webpack.Configuration = {}) =>
    Object.values((await build(LIBRARY, { ...extra, optimization: { minimize: false }, output: { filename: 'lib.js', library, ...extra.output } })).emitted)[0] ?? '';
  /** Runs a bundle as a CommonJS module and returns its module.exports. */
  const required = (code: string) => {
    const module = { exports: {} as Record<string, unknown> };
    vm.runInNewContext(code, { module, exports: module.exports });
    return module.exports;
  };

  test('the page\'s UMD example works through require and as a global', async () => {
    const code = await bundle({ name: 'MyLib', type: 'umd' }, { output: { globalObject: 'this' } });
    expect({ ...required(code) }).toEqual({ answer: 42, default: 'the default' });
    const global: Record<string, unknown> = {};
    vm.runInNewContext(code, global);
    expect({ ...(global.MyLib as object) }).toEqual({ answer: 42, default: 'the default' });
    expect(text).toContain('| `umd`, `umd2` | works as AMD, CommonJS or a global variable | Old-style packages and CDNs |');
  }, 60_000);

  test('the library types do what the table says', async () => {
    expect({ ...required(await bundle({ type: 'commonjs2' })) }).toEqual({ answer: 42, default: 'the default' });
    expect({ ...required(await bundle({ type: 'commonjs-module' })) }).toEqual({ answer: 42, default: 'the default' });
    const statics = await bundle({ type: 'commonjs-static' });
    expect(statics).toContain('exports.answer = __webpack_exports__.answer;');
    expect({ ...required(statics) }).toEqual({ answer: 42, default: 'the default' });
    const named = required(await bundle({ type: 'commonjs', name: 'MyLib' }));
    expect(Object.keys(named)).toEqual(['MyLib']);
    expect({ ...required(await bundle({ type: 'commonjs' })) }).toEqual({ answer: 42, default: 'the default' });
    const global: Record<string, unknown> = {};
    vm.runInNewContext(await bundle({ type: 'var', name: 'MyLib' }), global);
    expect({ ...(global.MyLib as object) }).toEqual({ answer: 42, default: 'the default' });
    const module = await bundle({ type: 'module' });
    expect(module).toMatch(/^export \{ answer, __WEBPACK_DEFAULT_EXPORT__ as default \};$/m);
    expect(text).toContain('| `commonjs` | assigns the exports to `exports[name]`, or copies them onto `exports` when `name` is not set | Node.js `require` |');
    expect(text).toContain('(`commonjs-static` writes each export statically, so Node.js can detect named exports)');
  }, 120_000);

  test('Node.js finds the named exports of commonjs-static, not of commonjs2', async () => {
    const files = {
      'static.cjs': await bundle({ type: 'commonjs-static' }),
      'plain.cjs': await bundle({ type: 'commonjs2' }),
      'static.mjs': 'import { answer } from "./static.cjs";\nconsole.log(answer);\n',
      'plain.mjs': 'import { answer } from "./plain.cjs";\nconsole.log(answer);\n',
    };
    await inScratchProject(
      'output-page-static',
      files,
      async (dir) => {
        expect((await runNode(['static.mjs'], dir)).stdout).toBe('42\n');
        expect((await runNode(['plain.mjs'], dir)).stderr).toContain("Named export 'answer' not found");
      },
      { link: false },
    );
  }, 60_000);

  test('library.export picks one export', async () => {
    expect(required(await bundle({ type: 'commonjs2', export: 'default' }))).toBe('the default');
    expect(text).toContain('`library.export` picks one export, such as `"default"`, instead of the namespace object.');
  }, 60_000);
});

describe('options you rarely set, and common mistakes', () => {
  test('the runtime options follow target; uniqueName names the chunk global; crossOriginLoading marks chunks from other origins', async () => {
    const web = webpackDefaults({ target: 'web' }).output;
    const node = webpackDefaults({ target: 'node' }).output;
    expect([web.chunkFormat, web.chunkLoading, web.globalObject]).toEqual(['array-push', 'jsonp', 'self']);
    expect([node.chunkFormat, node.chunkLoading, node.globalObject]).toEqual(['commonjs', 'require', 'global']);
    await inScratchProject('output-page', { ...LAZY_APP, 'package.json': '{ "name": "shop" }\n' }, async (dir) => {
      expect(webpackDefaults({ context: dir }).output.uniqueName).toBe('shop');
      const { emitted } = await buildIn(dir, { output: { crossOriginLoading: 'anonymous' } });
      expect(emitted['main.js']).toContain('self.webpackChunkshop');
      expect(emitted['main.js']).toMatch(/0!==\w+\.src\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="anonymous"\)/);
    });
    expect(text).toContain('`uniqueName`, which defaults to the `name` in `package.json`, keeps the globals of two webpack runtimes on one page apart. `crossOriginLoading` adds a `crossorigin` attribute to chunk `<script>` tags loaded from another origin.');
  }, 60_000);

  test('a constant filename with several chunks conflicts', async () => {
    await expect(build(LAZY_APP, { output: { filename: 'bundle.js', chunkFilename: 'bundle.js' } })).rejects.toThrow('Conflict: Multiple chunks emit assets to the same filename bundle.js');
    expect(text).toContain('This fails with `Conflict: Multiple chunks emit assets to the same filename`.');
  }, 60_000);

  test('an edited lazy chunk changes the entry\'s [contenthash], unless the runtime has its own chunk', async () => {
    await inScratchProject('output-page', LAZY_APP, async (dir) => {
      const entryName = async (runtimeChunk: webpack.Configuration['optimization']) =>
        Object.keys((await buildIn(dir, { optimization: runtimeChunk, output: { filename: '[name].[contenthash].js', clean: true } })).emitted).find((file) => file.startsWith('main.'));
      const before = [await entryName({}), await entryName({ runtimeChunk: 'single' })];
      writeFiles(dir, [{ path: 'src/lazy.js', content: 'export const run = () => console.log("edited");\n' }]);
      const after = [await entryName({}), await entryName({ runtimeChunk: 'single' })];
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).toBe(before[1]);
    });
    expect(prose).toContain('By default the runtime, which lists the file names of all lazy chunks, lives in the entry chunk, so a change to any lazy chunk changes the entry too. Move the runtime out with `optimization.runtimeChunk: "single"`');
  }, 120_000);
});
