/**
 * @jest-environment node
 *
 * The Resolve page against real builds: the order of the resolution steps, the page's configuration, the
 * built-in TypeScript defaults, the "..." placeholder, aliases, tsconfig paths, the options of the last list,
 * resolveLoader and the error details. The per-dependency table, the loader defaults and the core-module error
 * are checked in configuration-facts.test.ts; `tsconfig: true` and requests starting with `/` in
 * reviewed-claims.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { buildIn } from './support/build';
import { PageProject } from './support/page-project';
import { runCli } from './support/webpack-cli';
import { inScratchProject, readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/resolve.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;

/** Every "MARK" string literal of a bundle, in order: which of the candidate modules were bundled. */
const marks = (code: string | undefined) => [...(code ?? '').matchAll(/"(MARK-[\w-]+)"/g)].map((match) => match[1]);
const unminified = { optimization: { minimize: false } } as const;

/**
 * Builds `files` (unminified) in a folder without this repository's node_modules, since the files bring the
 * packages a test resolves; returns the problems printed and main.js.
 */
function buildFiles(files: Readonly<Record<string, string>>, configFor: webpack.Configuration | ((dir: string) => webpack.Configuration) = {}) {
  return inScratchProject(
    'resolve-page',
    files,
    async (dir) => {
      const { printed, emitted } = await buildIn(dir, { ...unminified, ...(typeof configFor === 'function' ? configFor(dir) : configFor) }, PROBLEMS);
      return { printed: printed.trim(), main: emitted['main.js'] };
    },
    { link: false },
  );
}

/** The problems printed and the marks of main.js. */
async function resolved(files: Readonly<Record<string, string>>, config: webpack.Configuration | ((dir: string) => webpack.Configuration) = {}) {
  const { printed, main } = await buildFiles(files, config);
  return { printed, marks: marks(main) };
}

const importing = (...requests: string[]) => `${requests.map((request, index) => `import m${index} from "${request}";`).join('\n')}\nconsole.log(${requests.map((_, index) => `m${index}`).join(', ')});\n`;
const mark = (name: string) => `export default "MARK-${name}";\n`;

describe('how a request is resolved', () => {
  test('relative requests from the importing file; a file, then extensions, then a directory\'s package.json or index', async () => {
    const run = await resolved({
      'src/index.js': 'import "./sub/file.js";\n',
      'src/sub/file.js': importing('./sibling', '../up.js', './dir', './plain'),
      'src/sub/sibling.json': '"MARK-json"',
      'src/up.js': mark('up'),
      'src/sub/dir/package.json': '{ "main": "lib.js", "browser": "browser.js" }',
      'src/sub/dir/lib.js': mark('main-field'),
      'src/sub/dir/browser.js': mark('browser-field'),
      'src/sub/plain/index.js': mark('index'),
    });
    expect(run).toEqual({ printed: '', marks: ['MARK-json', 'MARK-up', 'MARK-browser-field', 'MARK-index'] });
    expect(prose).toContain('`./x` and `../x` are resolved against the directory of the importing file.');
    expect(prose).toContain('If the path is a file, done. Otherwise webpack tries each of `resolve.extensions` in turn, then treats the path as a directory and looks for a `package.json` with a main field, or for `index` plus an extension.');
  }, 60_000);

  test('module requests: node_modules walking up, exports by conditionNames, else mainFields, else index', async () => {
    const run = await resolved(
      {
        'src/index.js': `import "./deep/inner.js";\n${importing('top', 'exported', 'fields', 'bare')}`,
        'src/deep/inner.js': importing('top'),
        'src/deep/node_modules/top/index.js': mark('nearer'),
        'node_modules/top/index.js': mark('top'),
        'node_modules/exported/package.json': '{ "exports": { "custom": "./custom.js", "import": "./import.js" }, "main": "main.js" }',
        'node_modules/exported/custom.js': mark('custom-condition'),
        'node_modules/exported/import.js': mark('import-condition'),
        'node_modules/fields/package.json': '{ "module": "module.js", "main": "main.js" }',
        'node_modules/fields/module.js': mark('module-field'),
        'node_modules/fields/main.js': mark('main-field'),
        'node_modules/bare/index.js': mark('bare-index'),
      },
      { resolve: { conditionNames: ['custom', '...'] } },
    );
    expect(run).toEqual({ printed: '', marks: ['MARK-nearer', 'MARK-top', 'MARK-custom-condition', 'MARK-module-field', 'MARK-bare-index'] });
    expect(prose).toContain('are looked up in `node_modules` directories, walking up from the importing file (`resolve.modules`). Inside the package, the `exports` field of its `package.json` decides which file to use, based on `resolve.conditionNames`. Without `exports`, webpack reads the fields in `resolve.mainFields`, then falls back to `index`.');
  }, 60_000);

  test('aliases come first and fallbacks last', async () => {
    const files = { 'src/index.js': importing('thing'), 'fallback.js': mark('fallback'), 'alias.js': mark('alias') };
    const installed = { ...files, 'node_modules/thing/index.js': mark('installed') };
    const fallback = (dir: string) => ({ resolve: { fallback: { thing: path.join(dir, 'fallback.js') } } });
    const alias = (dir: string) => ({ resolve: { alias: { thing: path.join(dir, 'alias.js') } } });
    expect((await resolved(installed, fallback)).marks).toEqual(['MARK-installed']);
    expect((await resolved(files, fallback)).marks).toEqual(['MARK-fallback']);
    expect((await resolved(installed, alias)).marks).toEqual(['MARK-alias']);
    expect(prose).toContain('1. **Aliases first.** If the request starts with a key from `resolve.alias`, that part is replaced.');
    expect(prose).toContain('4. **Fallbacks last.** If nothing was found and the request matches a key of `resolve.fallback`, it is redirected there.');
  }, 60_000);
});

describe('the typical configuration', () => {
  const project = PageProject.forTests(PAGE);

  test('builds with its tsconfig paths, alias, .ts extension and path-browserify fallback', async () => {
    const sources = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@lib/*': ['./src/lib/*'] } } }),
      'src/index.js': importing('@lib/format', '@components/Button', './helper', 'path'),
      'src/lib/format.js': mark('lib'),
      'src/components/Button.js': mark('button'),
      'src/helper.ts': 'const helper: string = "MARK-ts";\nexport default helper;\n',
      'src/helper.js': mark('js'),
    };
    const bundle = (await project.buildExample(sources, ['--no-optimization-minimize'])).emitted['main.js'];
    expect(marks(bundle)).toEqual(['MARK-lib', 'MARK-button', 'MARK-ts']);
    // path-browserify's own code, instead of the core module
    expect(bundle).toContain('path-browserify');
    expect(prose).toContain('This requires `path-browserify` to be installed.');
  }, 120_000);
});

describe('defaults and the "..." placeholder', () => {
  /** The options webpack derives for `config`. */
  function defaultsFor(config: webpack.Configuration) {
    const options = webpack.config.getNormalizedWebpackOptions(config);
    webpack.config.applyWebpackOptionsDefaults(options);
    return options;
  }

  test('the global conditionNames: webpack, the mode, then the platform', () => {
    const names = (target: string, mode: 'development' | 'production' = 'production') => defaultsFor({ target, mode }).resolve.conditionNames;
    expect(names('web', 'development')).toEqual(['webpack', 'development', 'browser']);
    expect(names('node')).toEqual(['webpack', 'production', 'node']);
    expect(names('webworker')).toContain('worker');
    expect(names('electron-main')).toContain('electron');
    expect(names('nwjs')).toContain('nwjs');
    expect(names('deno')).toContain('deno');
    expect(names('bun')).toContain('bun');
    expect(prose).toContain('The global `conditionNames` are `webpack`, then `development` or `production` depending on `mode`, then the platform: `browser` for web targets, `node` for Node.js, `worker` for web workers, and `electron`, `nwjs`, `deno` or `bun` where they apply.');
  });

  test('experiments.typescript: .ts first, the typescript condition, tsconfig true, ./a.js finding a.ts', async () => {
    const on = defaultsFor({ experiments: { typescript: true } }).resolve;
    expect(on.tsconfig).toBe(true);
    expect(on.byDependency?.esm?.extensions?.[0]).toBe('.ts');
    expect(on.byDependency?.esm?.conditionNames?.[0]).toBe('typescript');
    const files = { 'src/index.js': importing('./a.js'), 'src/a.ts': 'const a: string = "MARK-ts";\nexport default a;\n' };
    expect(await resolved(files, { experiments: { typescript: true } })).toEqual({ printed: '', marks: ['MARK-ts'] });
    expect((await resolved(files, { experiments: { typescript: false } })).printed).toContain("Can't resolve './a.js'");
    expect(prose).toContain('With `experiments.typescript` on, `.ts` is tried before `.js`, a `typescript` condition is added, `resolve.tsconfig` defaults to `true`, and `resolve.extensionAlias` lets `import "./a.js"` find `a.ts`.');
  }, 60_000);

  test('"..." keeps the defaults in extensions, conditionNames, mainFields and aliasFields; without it they are gone', async () => {
    const data = { 'src/index.js': importing('./data'), 'src/data.json': '"MARK-json"' };
    expect(await resolved(data, { resolve: { extensions: ['.ts', '...'] } })).toEqual({ printed: '', marks: ['MARK-json'] });
    expect((await resolved(data, { resolve: { extensions: ['.ts', '.js'] } })).printed).toContain("Can't resolve './data'");
    const browserMap = {
      'src/index.js': importing('pkg'),
      'node_modules/pkg/package.json': '{ "main": "main.js", "browser": { "./main.js": "./browser.js" } }',
      'node_modules/pkg/main.js': mark('main'),
      'node_modules/pkg/browser.js': mark('browser'),
    };
    expect((await resolved(browserMap, { resolve: { aliasFields: ['...'] } })).marks).toEqual(['MARK-browser']);
    expect((await resolved(browserMap, { resolve: { aliasFields: [] } })).marks).toEqual(['MARK-main']);
    const fields = { 'src/index.js': importing('pkg'), 'node_modules/pkg/package.json': '{ "custom": "custom.js", "module": "module.js" }', 'node_modules/pkg/custom.js': mark('custom'), 'node_modules/pkg/module.js': mark('module') };
    expect((await resolved(fields, { resolve: { byDependency: { esm: { mainFields: ['custom', '...'] } } } })).marks).toEqual(['MARK-custom']);
    expect(prose).toContain('`extensions: [".ts", "..."]` gives ESM imports `.ts`, `.js`, `.json`, `.wasm` (and `.html`, `.css`), while `extensions: [".ts", ".js"]` drops the rest, so `import data from "./data"` no longer finds `data.json`. The same placeholder works in `conditionNames`, `mainFields`, `aliasFields` and other list options.');
  }, 120_000);
});

describe('aliases', () => {
  const files = {
    'src/index.js': importing('@/utils/format', 'vue', 'vue/dist/other', 'moment-timezone/data', 'config'),
    'src/utils/format.js': mark('format'),
    'node_modules/vue/index.js': mark('vue-main'),
    'node_modules/vue/dist/vue.esm-bundler.js': mark('vue-esm'),
    'node_modules/vue/dist/other.js': mark('vue-other'),
    'node_modules/moment-timezone/data.js': mark('tz-data'),
    'config.js': mark('config'),
  };

  test('the page\'s example: a prefix, an exact match with $, false for an empty module, an array tried in order', async () => {
    const run = await resolved(files, (dir) => ({
      resolve: {
        alias: {
          '@': path.resolve(dir, 'src'),
          vue$: 'vue/dist/vue.esm-bundler.js',
          'moment-timezone/data': false,
          config: [path.resolve(dir, 'config.local.js'), path.resolve(dir, 'config.js')],
        },
      },
    }));
    // The extension of "@/utils/format" is found: the target goes through the normal resolution.
    expect(run).toEqual({ printed: '', marks: ['MARK-format', 'MARK-vue-esm', 'MARK-vue-other', 'MARK-config'] });
    expect(prose).toContain('A trailing `$` restricts a key to exact matches.');
    expect(prose).toContain('An alias is applied before the request is resolved, so the target itself goes through the normal resolution, including `extensions`.');
  }, 60_000);

  test('the array form with name, alias and onlyModule', async () => {
    const run = await resolved(files, (dir) => ({
      resolve: {
        alias: [
          { name: 'vue', alias: 'vue/dist/vue.esm-bundler.js', onlyModule: true },
          { name: 'moment-timezone/data', alias: false },
          { name: 'config', alias: [path.resolve(dir, 'config.local.js'), path.resolve(dir, 'config.js')] },
          { name: '@', alias: path.resolve(dir, 'src') },
        ],
      },
    }));
    expect(run).toEqual({ printed: '', marks: ['MARK-format', 'MARK-vue-esm', 'MARK-vue-other', 'MARK-config'] });
    expect(prose).toContain('The array form `alias: [{ name, alias, onlyModule }]` expresses the same with explicit properties.');
  }, 60_000);
});

describe('TypeScript paths', () => {
  const app = { 'src/index.js': importing('@lib/x'), 'src/lib/x.js': mark('lib') };

  test('paths and baseUrl, in a JavaScript project with the TypeScript support off', async () => {
    const withPaths = await resolved({ ...app, 'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@lib/*': ['./src/lib/*'] } } }) }, { experiments: { typescript: false }, resolve: { tsconfig: true } });
    expect(withPaths).toEqual({ printed: '', marks: ['MARK-lib'] });
    const withBaseUrl = await resolved({ 'src/index.js': importing('lib/x'), 'src/lib/x.js': mark('lib'), 'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: './src' } }) }, { experiments: { typescript: false }, resolve: { tsconfig: true } });
    expect(withBaseUrl).toEqual({ printed: '', marks: ['MARK-lib'] });
    expect(prose).toContain('`resolve.tsconfig` reads the `paths` and `baseUrl` of a `tsconfig.json` and applies them as aliases');
    expect(prose).toContain('This works for JavaScript projects too: the file only needs `compilerOptions.paths`.');
  }, 60_000);

  test('a named file applies to importers in its own folder only, whatever its include says', async () => {
    const named = (file: string, config: object) => resolved({ ...app, [file]: JSON.stringify(config) }, (dir) => ({ resolve: { tsconfig: path.join(dir, file) } }));
    expect((await named('tsconfig.build.json', { compilerOptions: { paths: { '@lib/*': ['./src/lib/*'] } } })).marks).toEqual(['MARK-lib']);
    expect((await named('src/tsconfig.app.json', { compilerOptions: { paths: { '@lib/*': ['./lib/*'] } } })).marks).toEqual(['MARK-lib']);
    const outside = await named('config/tsconfig.app.json', { compilerOptions: { paths: { '@lib/*': ['../src/lib/*'] } }, include: ['../src'] });
    expect(outside.printed).toContain("Can't resolve '@lib/x'");
    expect(prose).toContain('A string names another file, but its `paths` apply only to files in that file\'s folder and below: `tsconfig: "config/tsconfig.app.json"` does nothing for imports from `src/`, even if its `include` lists `src`, where `tsc` would apply it.');
  }, 60_000);

  test('{ configFile, references } follows project references; a plain configFile does not', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './packages/app' }] }),
      'packages/app/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@app/*': ['./src/*'] } } }),
      'packages/app/src/index.js': importing('@app/x'),
      'packages/app/src/x.js': mark('app'),
    };
    const withReferences = (references?: 'auto') => resolved(files, (dir) => ({ entry: './packages/app/src/index.js', resolve: { tsconfig: { configFile: path.join(dir, 'tsconfig.json'), references } } }));
    expect((await withReferences('auto')).marks).toEqual(['MARK-app']);
    expect((await withReferences()).printed).toContain("Can't resolve '@app/x'");
    expect(prose).toContain('`{ configFile, references }` also follows project references.');
  }, 60_000);
});

describe('Node.js core modules and the other options', () => {
  test('fallback false gives an empty module; process and Buffer are left as written', async () => {
    const { main } = await buildFiles({ 'src/index.js': 'import path from "path";\nconsole.log(path, typeof process, typeof Buffer);\n' }, { resolve: { fallback: { path: false } } });
    const logged: unknown[][] = [];
    // A browser-like global scope: no process, no Buffer.
    vm.runInNewContext(main ?? '', { console: { log: (...values: unknown[]) => logged.push(values) } });
    expect(logged).toEqual([[{}, 'undefined', 'undefined']]);
    expect(prose).toContain('If the code only imports the module without using it in the browser, map it to `false`. Globals such as `process` and `Buffer` are not provided either');
  }, 60_000);

  test('modules: an absolute folder is searched as given, a plain name upwards from every importing file', async () => {
    const files = { 'src/index.js': `import "./deep/inner.js";\n${importing('utils/date')}`, 'src/deep/inner.js': importing('utils/date'), 'src/utils/date.js': mark('src'), 'src/deep/src/utils/date.js': mark('nearer-src') };
    // Both imports find the same file: one module.
    expect((await resolved(files, (dir) => ({ resolve: { modules: [path.resolve(dir, 'src'), 'node_modules'] } }))).marks).toEqual(['MARK-src']);
    expect((await resolved(files, { resolve: { modules: ['src', 'node_modules'] } })).marks).toEqual(['MARK-nearer-src', 'MARK-src']);
    expect(prose).toContain('makes `import "utils/date"` find `src/utils/date.js`. Use an absolute path, since a plain name is searched upwards from every importing file like `node_modules`.');
  }, 60_000);

  test('fullySpecified: .mjs files and "type": "module" need the extension; a rule turns that off', async () => {
    const mjs = await resolved({ 'src/index.js': 'import "./m.mjs";\n', 'src/m.mjs': importing('./x'), 'src/x.js': mark('x') });
    expect(mjs.printed).toContain("Can't resolve './x'");
    const typeModule = { 'package.json': '{ "type": "module" }', 'src/index.js': importing('./x'), 'src/x.js': mark('x') };
    expect((await resolved(typeModule)).printed).toContain('The extension in the request is mandatory for it to be fully specified.');
    expect(await resolved(typeModule, { module: { rules: [{ test: /\.m?js$/, resolve: { fullySpecified: false } }] } })).toEqual({ printed: '', marks: ['MARK-x'] });
    expect(prose).toContain('**`fullySpecified: false`** allows relative imports without an extension in `.mjs` files and in packages with `"type": "module"`');
  }, 60_000);

  test('symlinks: false keeps the link\'s path, so a linked package finds its imports in the project\'s node_modules', async () => {
    const files = { 'linked/pkg/index.js': importing('dep'), 'linked/pkg/package.json': '{ "name": "pkg" }', 'app/src/index.js': 'import "pkg";\n', 'app/node_modules/dep/index.js': mark('app-dep') };
    const linked = async (dir: string) => {
      fs.symlinkSync(path.join(dir, 'linked/pkg'), path.join(dir, 'app/node_modules/pkg'), 'dir');
      const app = path.join(dir, 'app');
      const real = await buildIn(app, { ...unminified }, PROBLEMS);
      expect(real.printed).toContain("Can't resolve 'dep' in '" + path.join(dir, 'linked/pkg') + "'");
      const kept = await buildIn(app, { ...unminified, resolve: { symlinks: false } }, PROBLEMS);
      expect(marks(kept.emitted['main.js'])).toEqual(['MARK-app-dep']);
    };
    await inScratchProject('resolve-page-symlinks', files, linked, { link: false });
    expect(prose).toContain('**`symlinks: false`** keeps symlinked paths, as created by `npm link` or some monorepo tools, instead of resolving them to the real location. This changes which `node_modules` the linked package\'s own imports are found in.');
  }, 60_000);

  test('restrictions: every entry must pass, for every request, the entry too', async () => {
    const files = { 'src/index.js': `${importing('pkg')}import "../outside.js";\n`, 'node_modules/pkg/index.js': mark('pkg'), 'outside.js': mark('outside') };
    const elsewhere = await resolved(files, (dir) => ({ resolve: { restrictions: [path.resolve(dir, 'src/styles')] } }));
    expect(elsewhere.printed).toContain("ERROR in main\nModule not found: Error: Can't resolve './src/index.js'");
    const src = await resolved(files, (dir) => ({ resolve: { restrictions: [path.resolve(dir, 'src')] } }));
    expect(src.printed).toContain("Can't resolve 'pkg'");
    expect(src.printed).toContain("Can't resolve '../outside.js'");
    // Two entries: a file must pass both, so even the entry module fails.
    const both = await resolved(files, (dir) => ({ resolve: { restrictions: [path.resolve(dir, 'src'), /node_modules/] } }));
    expect(both.printed).toContain("ERROR in main\nModule not found: Error: Can't resolve './src/index.js'");
    const either = await resolved(files, { resolve: { restrictions: [/[\\/](src|node_modules)[\\/]/] } });
    expect(either.printed).toContain("Can't resolve '../outside.js'");
    expect(either.printed).not.toContain("Can't resolve 'pkg'");
    expect(prose).toContain('makes resolution fail unless the result passes every entry of the list: a path the file must be inside, or a regular expression its path must match. A second entry narrows the list further; it does not add a place. It applies to every request, the entry included: `restrictions: [path.resolve(__dirname, "src")]` refuses installed packages too, and `[/[\\\\/](src|node_modules)[\\\\/]/]` keeps imports inside `src` and installed packages.');
    expect(prose).not.toContain('makes resolution fail unless the result matches, for example to keep style imports inside `src/styles`');
  }, 60_000);

  test('a request starting with / is tried under roots (the context) first; preferAbsolute tries the file system path first', async () => {
    const tried = async (dir: string) => {
      // The same absolute path exists twice: as itself, and again inside the context folder.
      const request = path.join(dir, 'lib/x.js');
      writeFiles(dir, { 'lib/x.js': mark('file-system'), [request]: mark('under-roots'), 'src/index.js': importing(request) });
      const first = async (resolve: webpack.ResolveOptions) => marks((await buildIn(dir, { ...unminified, resolve }, PROBLEMS)).emitted['main.js']);
      expect(await first({})).toEqual(['MARK-under-roots']);
      expect(await first({ preferAbsolute: true })).toEqual(['MARK-file-system']);
    };
    await inScratchProject('resolve-page-roots', {}, tried, { link: false });
    expect(prose).toContain('**`roots`** and **`preferAbsolute`** control requests that start with `/`, which are looked up in the context directory first by default.');
  }, 60_000);

  test('byDependency: esm mainFields reach import, not require', async () => {
    const files = {
      'src/index.js': 'import fromImport from "pkg";\nconst fromRequire = require("pkg");\nconsole.log(fromImport, fromRequire);\n',
      'node_modules/pkg/package.json': '{ "custom": "custom.js", "main": "main.js" }',
      'node_modules/pkg/custom.js': mark('custom'),
      'node_modules/pkg/main.js': 'module.exports = "MARK-main";\n',
    };
    expect((await resolved(files, { resolve: { byDependency: { esm: { mainFields: ['custom', '...'] } } } })).marks.sort()).toEqual(['MARK-custom', 'MARK-main']);
    expect(prose).toContain('**`byDependency`** sets options for one kind of dependency only: `byDependency: { esm: { mainFields: ["module", "..."] } }`.');
  }, 60_000);

  test('resolveLoader.modules finds a loader in a project folder', async () => {
    const files = { 'src/index.js': 'import text from "./note.txt";\nconsole.log(text);\n', 'src/note.txt': 'note', 'loaders/mark-loader.js': 'module.exports = () => "export default \\"MARK-loader\\";";\n' };
    const run = await resolved(files, (dir) => ({ module: { rules: [{ test: /\.txt$/, use: 'mark-loader' }] }, resolveLoader: { modules: ['node_modules', path.resolve(dir, 'loaders')] } }));
    expect(run).toEqual({ printed: '', marks: ['MARK-loader'] });
    expect(prose).toContain('To use a loader from your own project without publishing it, add its directory:');
  }, 60_000);
});

describe('debugging resolution', () => {
  test('one or two errors list every path tried; from three on, only --stats-error-details shows them', async () => {
    const files = { 'src/index.js': importing('pkg'), 'node_modules/pkg/package.json': '{ "main": "missing.js" }' };
    const printed = (dir: string) => {
      const cli = (...extra: string[]) => runCli(['--mode', 'production', '--entry', './src/index.js', ...extra], dir).output;
      const one = cli();
      expect(one).toContain(`Can't resolve 'pkg' in '${path.join(dir, 'src')}'`);
      expect(one).toContain(`using description file: ${path.join(dir, 'node_modules/pkg/package.json')}`);
      expect(one).toContain(`${path.join(dir, 'node_modules/pkg.ts')} doesn't exist`);
      writeFiles(dir, [{ path: 'src/index.js', content: importing('pkg', './a', './b') }]);
      const three = cli();
      expect(three).not.toContain("doesn't exist");
      expect(three).toContain('3 errors have detailed information that is not shown.');
      expect(cli('--stats-error-details')).toContain(`${path.join(dir, 'node_modules/pkg.ts')} doesn't exist`);
    };
    await inScratchProject('resolve-page-details', files, printed, { link: false });
    expect(prose).toContain('While a build has one or two errors, each also lists every path webpack tried, together with the `package.json` files it read. From three errors on, these details are left out and the output ends with ``3 errors have detailed information that is not shown.``; add `stats: { errorDetails: true }`, or run `npx webpack --stats-error-details`, to see them.');
    expect(prose).not.toContain('Add `stats: { errorDetails: true }`, or run `npx webpack --stats-error-details`, to see every path webpack tried');
  }, 60_000);
});
