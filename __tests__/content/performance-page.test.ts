/**
 * @jest-environment node
 *
 * The Performance page against real builds: what the size check measures and what it leaves out, what each
 * value of `hints` does, the page's CI budget run with webpack-cli, that the analysis checks change no output,
 * the checks whose findings a small project shows, and the printed finding. The tables against the schema,
 * the versions and the defaults per mode and target are checked in performance-options.test.ts.
 */
import path from 'node:path';
import webpack from 'webpack';
import { closeCompiler, readEmitted, runCompiler } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/performance.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');

interface Finding {
  readonly name: string;
  readonly message: string;
  readonly assets?: { name: string; size: number }[];
  readonly entrypoints?: { name: string; size: number; files: string[] }[];
}

const findings = (list: readonly Error[]): Finding[] => list.map((error) => ({ ...(error as Finding), name: error.name, message: error.message }));

/**
 * Builds `files` in production mode with webpack's Node API and returns the compilation's warnings, errors and
 * hints, the stats text and the size of every emitted file. Files under `node_modules/` bring their own packages.
 */
function compile(files: Readonly<Record<string, string>>, config: webpack.Configuration = {}) {
  const link = !Object.keys(files).some((file) => file.startsWith('node_modules/'));
  return inScratchProject(
    'performance',
    files,
    async (dir) => {
      const dist = path.join(dir, 'dist');
      const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', ...config, output: { path: dist, ...config.output } });
      const stats = await runCompiler(compiler).finally(() => closeCompiler(compiler));
      const { compilation } = stats;
      const emitted = readEmitted(dist);
      return {
        warnings: findings(compilation.warnings),
        errors: findings(compilation.errors),
        hints: findings(compilation.hints),
        printed: stats.toString({ colors: false, all: false, errors: true, warnings: true, hints: true, hintsCount: true }),
        emitted,
        sizes: Object.fromEntries(Object.entries(emitted).map(([file, content]) => [file, Buffer.byteLength(content)])),
      };
    },
    { link },
  );
}

/** A small installed package, for checks about node_modules code (a real one makes every build minimize it). */
const VENDOR = {
  'node_modules/vendor/package.json': JSON.stringify({ name: 'vendor', version: '1.0.0', main: 'index.js' }),
  'node_modules/vendor/index.js': 'module.exports = (value) => [value];\n',
};

const names = (list: readonly Finding[]) => list.map((finding) => finding.name).sort();

/** A project with a large package, split into a chunk of its own, and CSS, built with source maps. */
const SPLIT_PROJECT = {
  'node_modules/heavy/package.json': JSON.stringify({ name: 'heavy', version: '1.0.0', main: 'index.js' }),
  'node_modules/heavy/index.js': `module.exports = "${'h'.repeat(120_000)}";\n`,
  'src/index.js': 'import "./style.css";\nimport heavy from "heavy";\nconsole.log(heavy.length);\n',
  'src/style.css': `.a { content: "${'c'.repeat(60_000)}"; }\n`,
};
const SPLIT_CONFIG: webpack.Configuration = {
  devtool: 'source-map',
  optimization: { splitChunks: { chunks: 'all' } },
  performance: { maxAssetSize: 100_000, maxEntrypointSize: 150_000 },
};

describe('the size check', () => {
  test('each asset and each entrypoint against its budget, in emitted bytes; an entrypoint counts its split vendor chunk and its CSS; source maps left out', async () => {
    const { warnings, errors, sizes } = await compile(SPLIT_PROJECT, SPLIT_CONFIG);
    expect(errors).toEqual([]);
    const assets = warnings.find((finding) => finding.name === 'AssetsOverSizeLimitWarning')?.assets ?? [];
    const vendor = Object.keys(sizes).find((file) => file.endsWith('.js') && file !== 'main.js') ?? '';
    expect(sizes[vendor]).toBeGreaterThan(100_000);
    expect(sizes[`${vendor}.map`]).toBeGreaterThan(100_000);
    expect(assets.map(({ name, size }) => ({ name, size }))).toEqual([{ name: vendor, size: sizes[vendor] }]);
    const [entrypoint] = warnings.find((finding) => finding.name === 'EntrypointsOverSizeLimitWarning')?.entrypoints ?? [];
    expect(entrypoint.files.sort()).toEqual([vendor, 'main.css', 'main.js'].sort());
    expect(entrypoint.size).toBe(sizes[vendor] + sizes['main.css'] + sizes['main.js']);
    expect(prose).toContain('The classic part compares the size of each asset and each entrypoint with a budget and warns when the budget is exceeded.');
    expect(prose).toContain('| `assetFilter` | every asset except those marked as development assets, such as source maps |');
    expect(prose).toContain('Sizes are measured on the emitted files, before any gzip or brotli compression by your server. An entrypoint\'s size is the sum of all files the page must load for it, including split vendor chunks and CSS.');
  }, 180_000);

  test('assetFilter gets the name, the source and the asset info; one of your own no longer leaves source maps out', async () => {
    const seen = new Set<string>();
    const { warnings } = await compile(SPLIT_PROJECT, {
      ...SPLIT_CONFIG,
      performance: {
        ...SPLIT_CONFIG.performance,
        assetFilter: (name: string, source: { size(): number }, info: { development?: boolean }) => {
          seen.add(`${typeof name} ${typeof source.size} ${typeof info}`);
          return true;
        },
      },
    });
    expect([...seen]).toEqual(['string function object']);
    const reported = warnings.find((finding) => finding.name === 'AssetsOverSizeLimitWarning')?.assets?.map((asset) => asset.name) ?? [];
    expect(reported.some((name) => name.endsWith('.js.map'))).toBe(true);
    expect(prose).toContain('`assetFilter` receives the asset name, its source and its asset info, and returns `true` for assets that should be checked. When you replace it, source maps are no longer excluded automatically');
  }, 180_000);

  test('a browserslist and a universal target have the size check on in production, like the web', () => {
    for (const target of ['browserslist:last 2 Chrome versions', 'universal']) {
      expect([target, webpack({ mode: 'production', target, entry: './x.js' }).options.performance]).toEqual([target, expect.objectContaining({ hints: 'warning', maxAssetSize: 250000 })]);
    }
    expect(prose).toContain('For a production build with a browser target (including `browserslist` and `universal`), `performance` is on with:');
  });
});

describe('what hints does', () => {
  const BIG = { 'src/index.js': `console.log("${'b'.repeat(300_000)}");\n` };

  test('"warning" makes warnings, "error" errors, "stats" hints that are neither; false reports nothing', async () => {
    const warning = await compile(BIG, { performance: { hints: 'warning' } });
    const found = names(warning.warnings);
    expect(found).toEqual(expect.arrayContaining(['AssetsOverSizeLimitWarning', 'EntrypointsOverSizeLimitWarning']));
    expect([warning.errors, warning.hints]).toEqual([[], []]);
    const error = await compile(BIG, { performance: { hints: 'error' } });
    expect([names(error.warnings), names(error.errors)]).toEqual([[], found]);
    // The files are written although the build has errors.
    expect(Object.keys(error.emitted)).toEqual(['main.js']);
    const stats = await compile(BIG, { performance: { hints: 'stats' } });
    expect([names(stats.warnings), names(stats.errors), names(stats.hints)]).toEqual([[], [], found]);
    expect(stats.printed).toContain('HINT in asset size limit: The following asset(s) exceed the recommended size limit');
    const server = await compile(BIG, { target: 'node20', performance: { hints: 'warning' } });
    expect(names(server.warnings)).toContain('AssetsOverSizeLimitWarning');
    const off = await compile(BIG, { performance: { hints: false } });
    expect([off.warnings, off.errors, off.hints]).toEqual([[], [], []]);
    expect(prose).toContain('| `"warning"` | Each finding is a compilation warning. The build succeeds |');
    expect(prose).toContain('**Expecting hints for server bundles.** For Node.js targets, `performance` is off by default. Set the options explicitly if a serverless platform limits bundle size.');
    expect(prose).toContain('| `"stats"` | Findings appear in a separate hints section of the stats output, but count neither as warnings nor as errors |');
  }, 180_000);

  test('with hints: false most checks are silent; a few configuration checks still warn', async () => {
    const files = { 'src/index.js': 'eval("1");\nconsole.log(require("./lib.js"));\n', 'src/lib.js': 'module.exports = 1;\n' };
    const config = (hints: false | 'warning'): webpack.Configuration => ({ performance: { hints, evalUsage: true, osDependentRules: true }, module: { rules: [{ test: /src\/lib\.js$/, use: [] }] } });
    expect(names((await compile(files, config('warning'))).warnings)).toEqual(['EvalUsageWarning', 'OsDependentRuleWarning']);
    expect(names((await compile(files, config(false))).warnings)).toEqual(['OsDependentRuleWarning']);
    expect(prose).toContain('| `false` | Size checks are off, and so are the analysis checks that need hints |');
    expect(prose).toContain('Most checks only report when `hints` is not `false`.');
  }, 180_000);
});

describe("the page's CI budget", () => {
  const project = PageProject.forTests(PAGE);

  test('--env ci fails the build with the files written; without it the same budget only warns', async () => {
    const sources = { 'src/index.js': `console.log("${'b'.repeat(310 * 1024)}");\n` };
    project.write('webpack.config.js');
    writeFiles(project.dir, sources);
    const ci = await project.webpack(['--env', 'ci']);
    expect(ci.code).not.toBe(0);
    expect(ci.stdout).toContain('ERROR in asset size limit');
    expect(ci.stdout).toContain('ERROR in entrypoint size limit');
    const written = Object.entries(readEmitted(path.join(project.dir, 'dist')));
    expect(written.map(([file, content]) => [/^main\.[0-9a-f]+\.js$/.test(file), content.length > 310 * 1024])).toEqual([[true, true]]);
    const local = await project.webpack();
    expect(local.code).toBe(0);
    expect(local.stdout).toContain('WARNING in asset size limit');
    expect(prose).toContain('| `"error"` | Each finding is a compilation error, so webpack-cli exits with a non-zero code. The size check runs after the files are written, so they are still emitted |');
    expect(prose).toContain('Run it in CI with `npx webpack --env ci`.');
  }, 180_000);
});

describe('the analysis checks', () => {
  test('none of them changes the output', async () => {
    const files = {
      ...VENDOR,
      'src/index.js': 'import vendor from "vendor";\nimport { a } from "./a.js";\nimport("./lazy.js").then(console.log);\nconsole.log(vendor(a), eval("1"));\n',
      'src/a.js': 'import { b } from "./b.js";\nexport const a = () => b;\n',
      'src/b.js': 'import { a } from "./a.js";\nexport const b = () => a;\n',
      'src/lazy.js': 'export default 1;\n',
    };
    const plain = await compile(files);
    const all = await compile(files, { performance: { all: true } });
    expect(all.warnings.length).toBeGreaterThan(plain.warnings.length);
    expect(all.emitted).toEqual(plain.emitted);
    expect(prose).toContain('None of these checks changes the output. They only report.');
    expect(prose).toContain('`all: true` turns on every check that you do not set explicitly');
  }, 180_000);

  const CASES: { check: string; files: Record<string, string>; config?: webpack.Configuration; found: string[]; row: string }[] = [
    {
      check: 'duplicatePackages',
      files: {
        'node_modules/dup/package.json': JSON.stringify({ name: 'dup', version: '2.0.0' }),
        'node_modules/dup/index.js': 'module.exports = "dup 2";\n',
        'node_modules/user/package.json': JSON.stringify({ name: 'user', version: '1.0.0' }),
        'node_modules/user/index.js': 'module.exports = require("dup");\n',
        'node_modules/user/node_modules/dup/package.json': JSON.stringify({ name: 'dup', version: '1.0.0' }),
        'node_modules/user/node_modules/dup/index.js': 'module.exports = "dup 1";\n',
        'src/index.js': 'console.log(require("dup"), require("user"));\n',
      },
      found: ['Multiple versions of the package "dup" ('],
      row: '| `duplicatePackages` | A package included more than once, in different versions or as several copies of one version |',
    },
    {
      check: 'evalUsage',
      files: { 'src/index.js': 'console.log(eval("1 + 1"));\n' },
      found: ["eval usage: 1 module calls 'eval' directly:"],
      row: '| `evalUsage` | Direct `eval` calls, which prevent minification, scope hoisting and tree shaking |',
    },
    {
      check: 'topLevelThis',
      files: { 'src/index.js': 'export const self = this;\nconsole.log(self);\n' },
      found: ["top-level this: 1 read of 'this' at the top level of an ES module:"],
      row: '| `topLevelThis` | Top-level `this` in ES modules, where it is `undefined` |',
    },
    {
      check: 'circularDependencies',
      files: { 'src/index.js': 'import { a } from "./a.js";\nconsole.log(a());\n', 'src/a.js': 'import { b } from "./b.js";\nexport const a = () => b;\n', 'src/b.js': 'import { a } from "./a.js";\nexport const b = () => a;\n' },
      found: ['circular dependencies: 1 group of modules imports each other synchronously'],
      row: '| `circularDependencies` | Groups of modules that import each other synchronously |',
    },
    {
      check: 'unsplitVendors',
      files: { ...VENDOR, 'src/index.js': 'import vendor from "vendor";\nconsole.log(vendor(1));\n' },
      found: ['unsplit vendors: initial chunks carry node_modules code next to application code:'],
      row: '| `unsplitVendors` | Initial chunks that mix `node_modules` code with application code, so every release invalidates both |',
    },
    {
      check: 'redundantDynamicImports',
      files: { 'src/index.js': 'import value from "./lazy.js";\nimport("./lazy.js").then(console.log);\nconsole.log(value);\n', 'src/lazy.js': 'export default 1;\n' },
      found: ["dynamic imports: an 'import()' targets a module already loaded where it runs"],
      row: '| `redundantDynamicImports` | `import()` of modules that are already loaded at that point |',
    },
    {
      check: 'unusedConfig',
      files: { 'src/index.js': 'console.log(1);\n' },
      config: { resolve: { alias: { unusedAlias: './nowhere.js' } }, externals: { neverImported: 'Never' }, plugins: [new webpack.DefinePlugin({ NEVER_READ: '1' })], module: { rules: [{ test: /\.never$/, use: [] }] } },
      found: [
        "The following 'resolve.alias' entry was never applied to a request: 'unusedAlias'.",
        'defined but never referenced by any module: NEVER_READ.',
        'declared but never imported: neverImported.',
        'never applied to a module:',
      ],
      row: '| `unusedConfig` | `resolve.alias` entries, `DefinePlugin` keys, externals and `module.rules` that nothing used |',
    },
    {
      check: 'osDependentRules',
      files: { 'src/index.js': 'console.log(1);\n' },
      config: { module: { rules: [{ test: /src\/index\.js$/, use: [] }] } },
      found: ['only match on one operating system:'],
      row: '| `osDependentRules` | Conditions in `module.rules` that hardcode a path separator and only work on one operating system |',
    },
  ];

  test.each(CASES)('$check reports what its row says', async ({ check, files, config = {}, found, row }) => {
    const { warnings } = await compile(files, { ...config, performance: { [check]: true, maxAssetSize: 10_000_000, maxEntrypointSize: 10_000_000 } });
    const text = warnings.map((warning) => warning.message).join('\n');
    for (const part of found) expect(text).toContain(part);
    expect(prose).toContain(row);
  }, 180_000);

  test('broadContexts from 20 files in the context, tinyChunks from ten chunks; one fewer reports nothing', async () => {
    const pages = (count: number) => Object.fromEntries(Array.from({ length: count }, (_item, index) => [`src/pages/page${index}.js`, `module.exports = ${index};\n`]));
    const context = (count: number) => ({ 'src/index.js': 'const page = require.context("./pages");\nconsole.log(page.keys());\n', ...pages(count) });
    const lazy = (count: number) => ({ 'src/index.js': Array.from({ length: count }, (_item, index) => `import("./pages/page${index}.js").then(console.log);`).join('\n'), ...pages(count) });
    const messages = async (files: Record<string, string>, check: string) => (await compile(files, { performance: { [check]: true } })).warnings.map((warning) => warning.message).join('\n');
    expect(await messages(context(20), 'broadContexts')).toContain('broad contexts: 1 context matches every file under a directory:');
    expect(await messages(context(19), 'broadContexts')).toBe('');
    expect(await messages(lazy(10), 'tinyChunks')).toContain("tiny chunks: 10 chunks are loaded on demand but carry less than 'optimization.splitChunks.minSize'");
    expect(await messages(lazy(9), 'tinyChunks')).toBe('');
    expect(prose).toContain('| `broadContexts` | `require.context()` calls without a filter, which bundle a whole directory. A context is reported once it takes in 20 files or more |');
    expect(prose).toContain('| `tinyChunks` | On-demand chunks smaller than `splitChunks.minSize`, once there are ten or more of them |');
  }, 180_000);

  test('the printed finding is a hotspots warning of the build the page names, as webpack prints it', async () => {
    const { printed } = await compile(
      {
        'src/index.js': 'console.log("slow");\n',
        'slow-loader.js': 'module.exports = function (source) {\n  const end = Date.now() + 150;\n  while (Date.now() < end);\n  return source;\n};\n',
      },
      { module: { rules: [{ test: /\.js$/, include: /src/, loader: './slow-loader.js' }] }, performance: { hotspots: true } },
    );
    const shown = readPage(PAGE).text.split('A finding looks like this.')[1]?.split('```text\n')[1]?.split('```')[0] ?? '';
    expect(prose).toContain('It is `hotspots` in a production build of one module that goes through a loader blocking for 150 ms (`while (Date.now() < end);`).');
    // Times, and which of webpack's plugins pass 100 ms, differ per run: those parts are compared as patterns.
    const shapes = (text: string) =>
      new Set(
        text
          .trim()
          .split('\n')
          .map((line) =>
            line
              .replace(/^WARNING in hotspots: \d+ things? holds? /, 'WARNING in hotspots: N things hold ')
              .replace(/^ {2}plugin \S+ \(/, '  plugin NAME (')
              .replace(/\(\d+ ms over \d+ runs?\)$/, '(N ms over N runs)')
              .replace(/^ {2}\w+ \(\d+ ms\)$/, '  HOOK (N ms)'),
          ),
      );
    const run = shapes(printed);
    const page = shapes(shown);
    expect([...run].filter((line) => !page.has(line))).toEqual([]);
    for (const line of page) if (!line.startsWith('  plugin') && !line.startsWith('  HOOK') && !line.startsWith('The same time')) expect(run).toContain(line);
    expect(page).toContain('  loader ./slow-loader.js (N ms over N runs)');
  }, 180_000);
});
