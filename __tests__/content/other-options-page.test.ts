/**
 * @jest-environment node
 *
 * The Other Options page against real builds: the page's example configuration, managed and unmanaged paths
 * with an edited package, ignoreWarnings against stats.warningsFilter, and the table of remaining options
 * (name, bail, profile, amd, loader, records, validate). The defaults it states are checked in
 * other-options-defaults.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { build, closeCompiler, logsOf, PROBLEMS, runCompiler } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage, REPO_ROOT, writeFiles, type Files } from './support/workspace';

const PAGE = 'configuration/other-options.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');

/** Builds `files` (production, `./src/index.js`, unminified) and returns webpack's Stats. */
function statsOf(files: Files, config: Configuration): Promise<webpack.Stats> {
  return inScratchProject('other-options', files, async (dir) => {
    const output = { path: path.join(dir, 'dist'), ...config.output };
    const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', optimization: { minimize: false }, ...config, output });
    return runCompiler(compiler).finally(() => closeCompiler(compiler));
  });
}

describe("the page's example", () => {
  const project = PageProject.forTests(PAGE, ['webpack', 'webpack-cli']);

  test('builds in development with the filesystem cache, printing the cache debug messages and no other infrastructure log', async () => {
    const { run } = await project.buildExample({ 'src/index.js': 'console.log(process.env.PUBLIC_TITLE);\n', '.env': 'PUBLIC_TITLE=Shop\nSECRET=hidden\n' });
    // Debug messages are printed without a marker, indented like log messages.
    expect(run.stderr).toMatch(/^ {4}\[webpack\.cache\.PackFileCacheStrategy\] Stored pack /m);
    expect(run.stderr).not.toMatch(/^<i> /m);
    const main = project.read('dist/main.js');
    expect(main).toContain('console.log(\\"Shop\\")');
    expect(main).not.toContain('hidden');
    expect(fs.existsSync(path.join(project.dir, 'node_modules/.cache/webpack/app-development'))).toBe(true);
  }, 120_000);
});

describe('snapshots: an edited package', () => {
  const PACKAGE = {
    'node_modules/greeting/package.json': '{ "name": "greeting", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/greeting/index.js': 'module.exports = "old";\n',
  };

  /** Builds twice with one compiler, the package edited in between, and returns what each bundle logs. */
  async function twice(snapshot: (dir: string) => webpack.Configuration['snapshot'], edit: Files) {
    return inScratchProject(
      'snapshot',
      { ...PACKAGE, 'src/index.js': 'console.log(require("greeting"));\n' },
      async (dir) => {
        const compiler = webpack({
          mode: 'development',
          devtool: false,
          context: dir,
          entry: './src/index.js',
          output: { path: path.join(dir, 'dist') },
          cache: { type: 'memory' },
          snapshot: snapshot(dir),
        });
        const logs: unknown[] = [];
        try {
          await runCompiler(compiler);
          logs.push(logsOf(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8'))[0]?.[0]);
          // Timestamps have a resolution: make the edit visibly newer.
          await new Promise((resolve) => setTimeout(resolve, 1100));
          writeFiles(dir, edit);
          await runCompiler(compiler);
          logs.push(logsOf(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8'))[0]?.[0]);
        } finally {
          await closeCompiler(compiler);
        }
        return logs;
      },
      { link: false },
    );
  }
  const edited = { 'node_modules/greeting/index.js': 'module.exports = "new";\n' };
  const bumped = { ...edited, 'node_modules/greeting/package.json': PACKAGE['node_modules/greeting/package.json'].replace('1.0.0', '1.0.1') };
  const modules = (dir: string) => `${path.join(dir, 'node_modules')}/`;

  test('by default, the node_modules folder webpack is installed in is managed', () => {
    const options = webpack({ context: REPO_ROOT, entry: './x.js' }).options;
    expect(options.snapshot.managedPaths).toEqual([path.join(fs.realpathSync(REPO_ROOT), 'node_modules/')]);
    expect(prose).toContain('by default the `node_modules` directory webpack is installed in');
  });

  test('a managed package edited in place is not rebuilt; a new version in its package.json is', async () => {
    expect(await twice((dir) => ({ managedPaths: [modules(dir)] }), edited)).toEqual(['old', 'old']);
    expect(await twice((dir) => ({ managedPaths: [modules(dir)] }), bumped)).toEqual(['old', 'new']);
    expect(prose).toContain("webpack compares the version in each package's `package.json` instead of checking every file.");
    expect(prose).toContain(
      '**Patching `node_modules` and seeing no change.** Managed paths are checked by version only. Add the package to `snapshot.unmanagedPaths`.',
    );
  }, 120_000);

  test('unmanagedPaths makes the edit count; immutablePaths ignores even a new version', async () => {
    expect(await twice((dir) => ({ managedPaths: [modules(dir)], unmanagedPaths: [path.join(dir, 'node_modules/greeting')] }), edited)).toEqual(['old', 'new']);
    expect(await twice((dir) => ({ managedPaths: [], immutablePaths: [modules(dir)] }), bumped)).toEqual(['old', 'old']);
    expect(prose).toContain('**`unmanagedPaths`** are exceptions to both: packages you develop locally or patch in place, which must be checked file by file.');
  }, 120_000);
});

describe('ignoring warnings', () => {
  // Two warnings: an export that a.js lacks, and a dependency webpack cannot analyse.
  const FILES = {
    'src/index.js': 'import { missing } from "./a.js";\nimport "./vendor/legacy.js";\nconsole.log(missing);\n',
    'src/a.js': 'export const a = 1;\n',
    'src/vendor/legacy.js': 'module.exports = (name) => require(name);\n',
  };
  const warnings = async (ignoreWarnings: Configuration['ignoreWarnings']) =>
    (await statsOf(FILES, { ignoreWarnings })).compilation.getWarnings().map((warning) => warning.message.split('\n')[0]);

  test('each form of entry removes the warnings it matches from the build result', async () => {
    expect(await warnings(undefined)).toEqual([
      expect.stringContaining("export 'missing' (imported as 'missing') was not found"),
      'Critical dependency: the request of a dependency is an expression',
    ]);
    expect(await warnings([/Critical dependency/])).toHaveLength(1);
    expect(await warnings([{ module: /vendor[\\/]legacy/ }])).toHaveLength(1);
    // A module's warning names no file: a file pattern that looks like its path keeps it.
    expect(await warnings([{ file: '**/vendor/*.js' }])).toHaveLength(2);
    expect(await warnings([{ file: /vendor/ }])).toHaveLength(2);
    expect(await warnings([(warning) => warning.message.includes('was not found')])).toHaveLength(1);
    expect(prose).toContain('{ file: "vendor/*.js" }');
    expect(prose).toContain(
      'Each entry is a regular expression for the message, an object with `module` (a regular expression for the module), `file` (a regular expression, or since webpack 5.112 a glob) for the emitted file a warning names (warnings about modules name none, so `file` never matches them), and `message`, or a function `(warning, compilation) => boolean`.',
    );
  }, 120_000);

  test('file matches the emitted file a warning names, as a glob or a regular expression', async () => {
    const aboutAsset = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('AssetWarning', (compilation) =>
          compilation.hooks.afterProcessAssets.tap('AssetWarning', () => {
            const warning = new webpack.WebpackError('vendor/legacy.js is large');
            warning.file = 'vendor/legacy.js';
            compilation.warnings.push(warning);
          }),
        );
      },
    };
    const left = async (ignoreWarnings: Configuration['ignoreWarnings']) =>
      (await statsOf({ 'src/index.js': 'console.log(1);\n' }, { plugins: [aboutAsset], ignoreWarnings })).compilation.getWarnings().length;
    expect(await left(undefined)).toBe(1);
    expect(await left([{ file: 'vendor/*.js' }])).toBe(0);
    expect(await left([{ file: /^vendor\// }])).toBe(0);
    expect(await left([{ file: 'other/*.js' }])).toBe(1);
  }, 120_000);

  test('every property of an object must match', async () => {
    expect(await warnings([{ module: /vendor[\\/]legacy/, message: /was not found/ }])).toHaveLength(2);
    expect(await warnings([{ module: /vendor[\\/]legacy/, message: /Critical dependency/ }])).toHaveLength(1);
    expect(prose).toContain('All properties of an object must match.');
  }, 120_000);

  test('stats.warningsFilter only hides them from the text: the build result still has them', async () => {
    const stats = await statsOf(FILES, {});
    const options = { ...PROBLEMS, warningsFilter: [/Critical dependency/, /was not found/] };
    expect(stats.toString(options)).not.toContain('WARNING');
    expect(stats.hasWarnings()).toBe(true);
    // The count in the stats leaves the hidden ones out too.
    expect(stats.toJson({ all: false, warningsCount: true, warningsFilter: options.warningsFilter }).warningsCount).toBe(0);
    expect(stats.compilation.getWarnings()).toHaveLength(2);
    const ignored = await statsOf(FILES, { ignoreWarnings: [/Critical dependency/, /was not found/] });
    expect(ignored.hasWarnings()).toBe(false);
    expect(prose).toContain(
      '`ignoreWarnings` removes warnings from the build result entirely, unlike the deprecated `stats.warningsFilter`, which only hides them from the printed text.',
    );
    expect(prose).toContain(
      '**Filtering warnings in stats when you meant to ignore them.** `stats.warningsFilter` leaves them in the build result: `stats.hasWarnings()` is still true, so tools that fail on warnings still fail, though the printed count leaves them out.',
    );
  }, 120_000);
});

describe('the remaining options', () => {
  const TWO_ERRORS = { 'src/index.js': 'import "./one.js";\nimport "./two.js";\n' };

  // Both imports resolve at the same time: either may fail first.
  test('bail stops at the first error: the run fails with it instead of reporting both', async () => {
    const reported = await statsOf(TWO_ERRORS, {});
    expect(reported.compilation.errors).toHaveLength(2);
    await expect(statsOf(TWO_ERRORS, { bail: true })).rejects.toThrow(/^Module not found: Error: Can't resolve '\.\/(one|two)\.js'/);
    expect(prose).toContain('| `bail` | Stop at the first error instead of reporting all of them. Useful in CI |');
  }, 120_000);

  test('profile records times per module, which the stats show', async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    const json = (await statsOf(files, { profile: true })).toJson({ modules: true });
    expect(json.modules?.[0]?.profile).toEqual(expect.objectContaining({ building: expect.any(Number), resolving: expect.any(Number) }));
    expect((await statsOf(files, {})).toJson({ modules: true }).modules?.[0]?.profile).toBeUndefined();
    expect(prose).toContain('| `profile` | Record timing information per module. Combined with the stats, it shows which modules and loaders are slow |');
  }, 120_000);

  test('amd: false leaves define alone; an object becomes require.amd and define.amd', async () => {
    const files = { 'src/index.js': 'console.log(typeof define, require.amd, define.amd);\n' };
    const defaults = await build(files, { optimization: { minimize: false }, amd: { jQuery: true } });
    expect(logsOf(defaults.emitted['main.js'] ?? '')).toEqual([['function', { jQuery: true }, { jQuery: true }]]);
    const off = await build({ 'src/index.js': 'console.log(typeof define);\n' }, { optimization: { minimize: false }, amd: false });
    expect(logsOf(off.emitted['main.js'] ?? '')).toEqual([['undefined']]);
    expect(prose).toContain(
      '| `amd` | `false` disables AMD support (`define`, `require([...])`). An object sets the value of `require.amd` and `define.amd` |',
    );
  }, 120_000);

  test('loader properties reach every loader as this', async () => {
    const files = {
      'src/index.js': 'export default 1;\n',
      'loader.js': 'module.exports = function () { return `console.log(${JSON.stringify(this.brand)});`; };\n',
    };
    const { emitted } = await build(files, (dir) => ({
      optimization: { minimize: false },
      loader: { brand: 'acme' },
      module: { rules: [{ test: /index\.js$/, use: path.join(dir, 'loader.js') }] },
    }));
    expect(logsOf(emitted['main.js'] ?? '')).toEqual([['acme']]);
    expect(prose).toContain("| `loader` | Properties copied into every loader's context, for loaders that read custom values from `this` |");
  }, 120_000);

  test('recordsPath writes the module and chunk ids to a JSON file', async () => {
    const files = { 'src/index.js': 'import("./lazy.js");\n', 'src/lazy.js': 'export default 1;\n' };
    const records = await inScratchProject('records', files, async (dir) => {
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist') },
        recordsPath: path.join(dir, 'records.json'),
      });
      await runCompiler(compiler).finally(() => closeCompiler(compiler));
      return JSON.parse(fs.readFileSync(path.join(dir, 'records.json'), 'utf8')) as { modules?: { byIdentifier?: object }; chunks?: { byName?: object } };
    });
    expect(Object.keys(records.modules?.byIdentifier ?? {}).length).toBeGreaterThan(0);
    expect(records.chunks?.byName).toHaveProperty('main');
    expect(prose).toContain(
      '| `recordsPath`, `recordsInputPath`, `recordsOutputPath` | Store module and chunk ids in a JSON file and reuse them in the next build.',
    );
  }, 120_000);

  test('validate: false builds a configuration the schema refuses', async () => {
    const invalid = { output: { unknownOption: true } } as unknown as Configuration;
    await expect(statsOf({ 'src/index.js': 'console.log(1);\n' }, invalid)).rejects.toThrow('Invalid configuration object');
    const built = await statsOf({ 'src/index.js': 'console.log(1);\n' }, { ...invalid, validate: false });
    expect(built.hasErrors()).toBe(false);
    expect(prose).toContain('| `validate` | `false` skips validating the configuration against the schema');
  }, 120_000);
});
