/**
 * @jest-environment node
 *
 * The Mode page against real builds: what each mode makes a build do (the warning without a mode, the
 * CLI's `--mode` and NODE_ENV, eval modules, readable ids, output on errors, tree shaking, minimizing,
 * size hints, the replaced `process.env.NODE_ENV` and `import.meta.env` expressions), what `mode` decides
 * by itself rather than through a default, and the page's own configuration in both modes. The table of
 * defaults is checked in mode-table.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { build, closeCompiler, runCompiler } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/mode.mdx';
const { text } = readPage(PAGE);
/** The page's prose as one line per paragraph, so a quoted sentence may span a line break in the source. */
const prose = text.replace(/\n(?![\n|>#`-])/g, ' ');

const APP = {
  'src/index.js': 'import { used } from "./math.js";\nconsole.log(used(2));\nimport("./lazy.js").then((lazy) => console.log(lazy.name));\n',
  'src/math.js': 'export const used = (n) => n * 21;\nexport const unusedExportMarker = () => "never called";\n',
  'src/lazy.js': 'export const name = "lazy";\n',
};

/** The emitted main.js and the stats text of a build of APP (plus `files`) with `config`. */
async function buildApp(config: webpack.Configuration, files: Record<string, string> = {}) {
  const result = await build({ ...APP, ...files }, config);
  return { ...result, main: result.emitted['main.js'] ?? '' };
}

describe('without a mode, and from the command line', () => {
  const project = PageProject.forTests(PAGE);
  beforeAll(() => writeFiles(project.dir, APP));

  const configWith = (body: string) => fs.writeFileSync(path.join(project.dir, 'webpack.config.js'), `module.exports = ${body};\n`);
  const evalModules = () => project.read('dist/main.js').includes('eval(');

  test('no mode: production defaults and the warning the page quotes', async () => {
    const { printed, main } = await buildApp({ mode: undefined });
    const quoted = /``(The 'mode' option has not been set[^`]+)``/.exec(text)?.[1];
    expect(quoted).toBeDefined();
    expect(printed).toContain(quoted);
    expect(main).not.toContain('\n  ');
    expect(main).not.toContain('unusedExportMarker');
  }, 120_000);

  test('--mode on the command line overrides the configuration file', async () => {
    configWith('{ mode: "production" }');
    expect((await project.webpack(['--mode=development'])).code).toBe(0);
    expect(evalModules()).toBe(true);
    expect(text).toContain('Or from the command line, which overrides the configuration file:');
  }, 120_000);

  test('webpack-cli takes NODE_ENV as the mode when the configuration has none, and only its three values', async () => {
    configWith('{}');
    const development = await project.webpack([], { NODE_ENV: 'development' });
    expect(development.stdout).not.toContain("The 'mode' option has not been set");
    expect(evalModules()).toBe(true);
    const other = await project.webpack([], { NODE_ENV: 'test' });
    expect(other.stdout).toContain("The 'mode' option has not been set");
    configWith('{ mode: "production" }');
    await project.webpack([], { NODE_ENV: 'development' });
    expect(evalModules()).toBe(false);
    expect(prose).toContain('If it is `development`, `production` or `none` and the configuration has no `mode`, webpack-cli uses it as the mode.');
  }, 120_000);

  test('the configuration file sees the shell\'s NODE_ENV, argv.mode, and --config-node-env', async () => {
    configWith('(env, argv) => { console.log(`config sees ${process.env.NODE_ENV} ${argv.mode}`); return { mode: argv.mode }; }');
    expect((await project.webpack(['--mode=production'])).stdout).toContain('config sees undefined production');
    expect((await project.webpack(['--mode=production', '--config-node-env=production'])).stdout).toContain('config sees production production');
    expect(prose).toContain('Reading `process.env.NODE_ENV` in `webpack.config.js` returns whatever your shell set, usually `undefined`.');
  }, 120_000);
});

describe('development', () => {
  test('a second build of the same compiler reuses unchanged modules from memory; production builds them again', async () => {
    await inScratchProject('mode-cache', APP, async (dir) => {
      const rebuilt = async (mode: 'development' | 'production') => {
        const compiler = webpack({ mode, context: dir, entry: './src/index.js', output: { path: path.join(dir, mode) } });
        await runCompiler(compiler);
        fs.writeFileSync(path.join(dir, 'src/lazy.js'), `export const name = "lazy ${mode}";\n`);
        const second = (await runCompiler(compiler)).toJson({ modules: true });
        await closeCompiler(compiler);
        return (second.modules ?? []).filter((module) => module.built).map((module) => module.name);
      };
      expect(await rebuilt('development')).toEqual(['./src/lazy.js']);
      expect(await rebuilt('production')).toEqual(expect.arrayContaining(['./src/math.js', './src/lazy.js']));
    });
    expect(text).toContain('**Memory cache.** Rebuilds in watch mode and with the dev server reuse unchanged modules.');
  }, 120_000);

  test('eval modules with sourceURL, named ids, pathinfo comments and the strict runtime check', async () => {
    const { main, emitted } = await buildApp({ mode: 'development' });
    expect(main).toMatch(/"\.\/src\/math\.js"\n[\s\S]*?eval\(/);
    expect(main).toContain('//# sourceURL=webpack://');
    // The module code inside eval() is the generated one: the import is already rewritten.
    expect(main).toMatch(/eval\([^\n]*harmony import/);
    expect(Object.keys(emitted)).toContain('src_lazy_js.js');
    expect(main).toContain('!*** ./src/math.js ***!');
    expect(main).toContain("e.code = 'MODULE_NOT_FOUND';");
    const production = await buildApp({ mode: 'production', optimization: { minimize: false } });
    expect(production.main).not.toContain('MODULE_NOT_FOUND');
    expect(text).toContain('Each module is wrapped in `eval()` with a `//# sourceURL` comment');
    expect(text).toContain('Modules and chunks are named after their paths, and `output.pathinfo` writes a comment above each module.');
  }, 120_000);

  test('a module that fails to compile: development emits a bundle that throws the error, production emits nothing', async () => {
    const broken = { 'src/math.js': 'export const used = (n) => n *;\n' };
    const development = await buildApp({ mode: 'development' }, broken);
    expect(development.printed).toContain('Module parse failed');
    expect(development.main).toMatch(/throw new SyntaxError\([^)]*Module parse failed/);
    const production = await buildApp({ mode: 'production' }, broken);
    expect(production.printed).toContain('Module parse failed');
    expect(production.emitted).toEqual({});
    expect(text).toContain('**Errors do not stop the output.** Assets are emitted even when a module fails to compile');
    expect(text).toContain('**No output on errors.** A failed build emits nothing');
  }, 120_000);
});

describe('production and none', () => {
  test('production leaves unused exports out, the minimizer deletes their code, and a module keeps its id when another is added', async () => {
    const unminimized = { mode: 'production', optimization: { concatenateModules: false, minimize: false } } as const;
    const first = await buildApp(unminimized);
    expect(first.main).toContain('/* unused harmony export unusedExportMarker */');
    expect(first.main).not.toMatch(/binding \*\/ unusedExportMarker/);
    // mangleExports: the used export is reached by a short name.
    expect(first.main).toMatch(/"\w{1,2}", 0, \/\* binding \*\/ used/);
    const minimized = await buildApp({ mode: 'production' });
    expect(minimized.main).not.toContain('never called');
    // concatenateModules: the entry and the module it imports in one scope.
    expect(minimized.printed).toContain('./src/index.js + 1 modules');
    const idOf = (bundle: string) => /^(\d+)\n/.exec(bundle.split('\n/***/ ').find((part) => part.includes('const used = ')) ?? '')?.[1];
    const before = idOf(first.main);
    expect(before).toMatch(/^\d+$/);
    const second = await buildApp(unminimized, { 'src/index.js': `import "./added.js";\n${APP['src/index.js']}`, 'src/added.js': 'console.log("added");\n' });
    expect(second.main).toContain('"added"');
    expect(idOf(second.main)).toBe(before);
    const none = await buildApp({ mode: 'none' });
    expect(none.main).toContain('binding */ unusedExportMarker');
    expect(text).toContain('leave unused exports out of a module\'s exports so that the minimizer deletes their code');
    expect(text).toContain('`deterministic` ids keep file contents stable when unrelated modules change');
  }, 120_000);

  test('sideEffects true skips an unused module whose code has no side effects; "flag" keeps it', async () => {
    const files = { 'src/index.js': `import { pureMarker } from "./pure.js";\n${APP['src/index.js']}`, 'src/pure.js': 'export const pureMarker = "pure-module-marker";\n' };
    const bundle = async (sideEffects: true | 'flag') => (await buildApp({ mode: 'production', optimization: { sideEffects, concatenateModules: false, minimize: false } }, files)).main;
    expect(await bundle(true)).not.toContain('pure-module-marker');
    expect(await bundle('flag')).toContain('pure-module-marker');
    expect(text).toContain('`sideEffects: true` also skips unused modules whose code webpack finds free of side effects');
  }, 120_000);

  test('none: not minimized, ids numbered in order, process.env.NODE_ENV left as written', async () => {
    const { main, emitted } = await buildApp({ mode: 'none' }, { 'src/lazy.js': 'export const name = process.env.NODE_ENV;\n' });
    expect(main).toContain('\n/******/ \t');
    expect(Object.keys(emitted).sort()).toEqual(['1.js', 'main.js']);
    expect(emitted['1.js']).toContain('process.env.NODE_ENV');
    expect(prose).toContain('Output is not minimized, ids are numbered in the order modules are encountered, and `process.env.NODE_ENV` is not replaced.');
  }, 120_000);

  test('size hints: an asset over 250,000 bytes warns in production only', async () => {
    const big = { 'src/lazy.js': `export const name = ${JSON.stringify('x'.repeat(260_000))};\n` };
    expect((await buildApp({ mode: 'production' }, big)).printed).toContain('asset size limit: The following asset(s) exceed the recommended size limit (244 KiB)');
    expect((await buildApp({ mode: 'development' }, big)).printed).not.toContain('asset size limit');
    expect(text).toContain('An asset larger than 250,000 bytes, or an entrypoint whose initial files add up to more than that, produces a warning');
  }, 120_000);

  test('an option set explicitly beats the preset: minimize false in production', async () => {
    const { main } = await buildApp({ mode: 'production', optimization: { minimize: false } });
    expect(main).toContain('\n/******/ ');
    expect(text).toContain('Options you set explicitly always beat the mode preset.');
  }, 120_000);
});

describe('process.env.NODE_ENV and import.meta.env', () => {
  const EXPRESSIONS = ['process.env.NODE_ENV', 'import.meta.env.NODE_ENV', 'import.meta.env.MODE', 'import.meta.env.DEV', 'import.meta.env.PROD', 'import.meta.env.SSR', 'import.meta.env.BASE_URL'];

  /** What each expression became, by evaluating the built module's array. */
  async function replaced(config: webpack.Configuration): Promise<unknown[]> {
    const { emitted, printed } = await build({ 'src/index.js': `result([${EXPRESSIONS.join(', ')}]);\n` }, { ...config, optimization: { minimize: false, ...config.optimization } });
    // A Node.js target writes main.mjs, a browser target main.js.
    const main = emitted['main.js'] ?? emitted['main.mjs'];
    if (!main) throw new Error(printed);
    let values: unknown[] = [];
    // A `process.env` or `import.meta.env` left as written reads these stand-ins.
    vm.runInNewContext(main.replace(/import\.meta/g, '({ env: {} })'), { result: (shown: unknown[]) => (values = shown), process: { env: { NODE_ENV: 'shell' } } });
    return values;
  }

  test('development and production, for a browser and a Node.js target', async () => {
    expect(await replaced({ mode: 'development', target: 'web' })).toEqual(['development', 'development', 'development', true, false, false, '/']);
    expect(await replaced({ mode: 'production', target: 'node' })).toEqual(['production', 'production', 'production', false, true, true, '/']);
    expect(await replaced({ mode: 'production', target: ['web', 'node'] })).toContain(false);
    expect((await replaced({ mode: 'production', target: 'web', output: { publicPath: '/static/' } }))[6]).toBe('/static/');
    expect((await replaced({ mode: 'production', target: 'web', output: { publicPath: 'auto' } }))[6]).toBe('/');
    const row = (expression: string) => new RegExp(`^\\| ${expression.replace(/[.()]/g, '\\$&')} \\| (.*?) \\| (.*?) \\|$`, 'm').exec(text)?.slice(1);
    expect(row('`process.env.NODE_ENV`')).toEqual(['`"development"`', '`"production"`']);
    expect(row('`import.meta.env.DEV`')).toEqual(['`true`', '`false`']);
    expect(row('`import.meta.env.PROD`')).toEqual(['`false`', '`true`']);
    expect(row('`import.meta.env.SSR`')).toEqual(['`true` for a Node.js target, `false` for browser and universal targets', 'same']);
    expect(row('`import.meta.env.BASE_URL`')).toEqual(['`output.publicPath`, or `"/"` when it is `"auto"` or empty', 'same']);
  }, 120_000);

  test('nodeEnv decides whether and the NODE_ENV value; DEV and PROD follow mode itself', async () => {
    expect(await replaced({ mode: 'production', target: 'web', optimization: { nodeEnv: 'development' } })).toEqual(['development', 'development', 'development', false, true, false, '/']);
    const none = await replaced({ mode: 'none', target: 'web' });
    expect(none[0]).toBe('shell');
    expect(none[3]).toBeUndefined();
    expect(prose).toContain('`DEV` and `PROD` follow `mode` itself: `mode: "production"` with `optimization: { nodeEnv: "development" }` makes `process.env.NODE_ENV` `"development"` but `import.meta.env.DEV` still `false`.');
    // The old sentence said every effect of mode came from an option's default.
    expect(prose).not.toContain('`mode` enables no features of its own');
  }, 120_000);

  test('loaders see the mode as this.mode, whatever the options say', async () => {
    const seen = await build(
      { 'src/index.js': 'export default 1;\n', 'mode-loader.js': 'module.exports = function (source) { return `${source}\\nexport const mode = ${JSON.stringify(this.mode)};`; };\n' },
      (dir) => ({ mode: 'none', module: { rules: [{ test: /index\.js$/, loader: path.join(dir, 'mode-loader.js') }] }, optimization: { nodeEnv: 'production', minimize: false } }),
    );
    expect(seen.emitted['main.js']).toContain('const mode = "none"');
    expect(prose).toContain('`this.mode`, which loaders read to choose their own behaviour, and the `performance.sourceMaps` check, which reports only in production mode');
  }, 120_000);

  test('the minimizer removes a development-only branch in production', async () => {
    const lazy = { 'src/lazy.js': 'if (process.env.NODE_ENV !== "production") { console.log("dev-only-marker"); }\nexport const name = "lazy";\n' };
    const bundled = async (mode: 'development' | 'production') => Object.values((await buildApp({ mode }, lazy)).emitted).join('\n');
    expect(await bundled('production')).not.toContain('dev-only-marker');
    expect(await bundled('development')).toContain('dev-only-marker');
    expect(text).toContain('the minimizer removes development-only branches');
  }, 120_000);
});

describe('one file for both modes', () => {
  const project = PageProject.forTests(PAGE, ['webpack', 'webpack-cli']);

  test('the page\'s configuration builds hashed names in production and a filesystem cache in development', async () => {
    project.write('webpack.config.js');
    writeFiles(project.dir, [{ path: 'src/index.js', content: 'console.log("hello");\n' }]);
    expect((await project.webpack(['--mode=production'])).code).toBe(0);
    expect(fs.readdirSync(path.join(project.dir, 'dist')).sort()).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/), expect.stringMatching(/^main\.[0-9a-f]{20}\.js\.map$/)]);
    expect((await project.webpack(['--mode=development'])).code).toBe(0);
    expect(fs.readdirSync(path.join(project.dir, 'dist'))).toEqual(['main.js']);
    expect(fs.readdirSync(path.join(project.dir, 'node_modules/.cache/webpack'))).toEqual(['default-development']);
  }, 120_000);
});

test('none still applies the defaults that do not depend on the mode', () => {
  const options = webpack.config.getNormalizedWebpackOptions({ mode: 'none', entry: './src/index.js' });
  webpack.config.applyWebpackOptionsDefaults(options);
  expect(options.optimization.splitChunks && options.optimization.splitChunks.chunks).toBe('async');
  expect(options.output.chunkFormat).toBe('array-push');
  expect(text).toContain('such as `splitChunks` for async chunks and the `target`-based output settings');
});
