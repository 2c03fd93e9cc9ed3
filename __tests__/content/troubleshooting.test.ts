/**
 * @jest-environment node
 *
 * Every message on the Troubleshooting page is produced by a real webpack build of the files the
 * page shows, and the page shows it exactly as webpack prints it (project path aside).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, runNode } from './support/workspace';

const PAGE = 'guides/troubleshooting.mdx';
const PROJECT = '/home/reader/project';

interface Scenario {
  readonly heading: string;
  readonly files: Readonly<Record<string, string>>;
  readonly config?: Configuration;
  /** Build with `npx webpack` (webpack-cli) in the project instead of webpack's Node API; the project's webpack.config.js is in `files`. */
  readonly cli?: boolean;
  /** The files the page's fix replaces (its blocks titled "<file> (fixed)"): with them the build has no errors and no warnings. */
  readonly fix?: Readonly<Record<string, string>>;
  /** The files in node_modules/webpack the page names for this message; the first one holds the message's text. */
  readonly sources?: readonly string[];
}

// The entry uses each module's export: webpack drops a side-effect-free CommonJS module whose exports nothing reads, and with it its id.
const NINE_MODULES: Record<string, string> = Object.fromEntries([
  ['src/index.js', [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `console.log(require('./m${i}'));\n`).join('')],
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => [`src/m${i}.js`, `module.exports = ${i};\n`]),
]);

const IDS_CONFIG = (maxLength: number) => `const webpack = require('webpack');

module.exports = {
  mode: 'production',
  optimization: { moduleIds: false },
  plugins: [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: ${maxLength}, fixedLength: true, failOnConflict: true })],
};
`;

const SCENARIOS: readonly Scenario[] = [
  { heading: "Module not found: Error: Can't resolve", files: { 'src/index.js': "import './missing';\n" }, sources: ['lib/errors/ModuleNotFoundError.js'] },
  {
    heading: "Module not found: Error: Can't resolve './src'",
    cli: true,
    files: { 'package.json': '{ "name": "project", "version": "1.0.0", "private": true }\n' },
    fix: {
      'webpack.config.js': "module.exports = {\n  mode: 'production',\n  entry: './app/main.js',\n};\n",
      'app/main.js': "console.log('started');\n",
    },
    sources: ['lib/config/defaults.js'],
  },
  { heading: 'Invalid configuration object', files: { 'src/index.js': '' }, config: { output: { path: 'dist' } }, sources: ['lib/config/validateSchema.js', 'schemas/WebpackOptions.json'] },
  { heading: 'Module parse failed: You may need an appropriate loader', files: { 'src/index.js': "import './data.yaml';\n", 'src/data.yaml': 'a: [1' }, sources: ['lib/errors/ModuleParseError.js'] },
  { heading: "export 'x' (imported as 'y') was not found", files: { 'src/index.js': "import { nope } from './a';\nconsole.log(nope);\n", 'src/a.js': 'export const yes = 1;\n' }, sources: ['lib/dependencies/esm/ESMImportDependency.js'] },
  {
    heading: 'Should not import the named export from default-exporting module',
    files: { 'src/index.js': "import { version } from './package.json';\nconsole.log(version);\n", 'src/package.json': '{ "version": "1.0.0" }\n' },
    fix: { 'src/index.js': "import pkg from './package.json';\nconsole.log(pkg.version);\n" },
    sources: ['lib/dependencies/esm/ESMImportDependency.js'],
  },
  { heading: 'Critical dependency: the request of a dependency is an expression', files: { 'src/index.js': "const name = Math.random() > 1 ? 'a' : 'b';\nrequire(name);\n" }, sources: ['lib/dependencies/context/ContextDependencyHelpers.js'] },
  {
    heading: 'require.extensions is not supported by webpack',
    files: { 'src/index.js': "const known = Object.keys(require.extensions);\nconst settings = module.parent.require('./settings');\nconsole.log(known, settings);\n", 'src/settings.js': 'module.exports = { debug: false };\n' },
    fix: { 'src/index.js': "const settings = require('./settings');\nconsole.log(settings);\n" },
    sources: ['lib/dependencies/commonjs/CommonJsPlugin.js', 'lib/dependencies/commonjs/CommonJsImportsParserPlugin.js', 'lib/errors/UnsupportedFeatureWarning.js', 'lib/javascript/JavascriptParserHelpers.js'],
  },
  {
    heading: 'There are multiple modules with names that only differ in casing',
    files: { 'src/index.js': "import './Button';\nimport './button';\n", 'src/Button.js': "console.log('Button');\n", 'src/button.js': "console.log('button');\n" },
    fix: { 'src/index.js': "import './Button';\nimport './Button';\n" },
    sources: ['lib/errors/CaseSensitiveModulesWarning.js', 'lib/diagnostics/WarnCaseSensitiveModulesPlugin.js'],
  },
  { heading: 'Asset size limit and entrypoint size limit', files: { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(300000))});\n` }, sources: ['lib/performance/SizeLimitsPlugin.js'] },
  {
    heading: 'Conflict: Multiple chunks emit assets to the same filename',
    cli: true,
    files: { 'src/index.js': "import('./a');\nimport('./b');\n", 'src/a.js': '1;\n', 'src/b.js': '2;\n', 'webpack.config.js': "module.exports = {\n  mode: 'production',\n  output: { chunkFilename: 'same.js' },\n};\n" },
    sources: ['lib/Compilation.js'],
  },
  {
    heading: 'Conflict: Multiple assets emit different content to the same filename',
    cli: true,
    files: {
      'src/index.js': "console.log('shop');\n",
      'webpack.config.js':
        "const HtmlWebpackPlugin = require('html-webpack-plugin');\n\nmodule.exports = {\n  mode: 'production',\n  plugins: [new HtmlWebpackPlugin({ title: 'Shop' }), new HtmlWebpackPlugin({ title: 'Admin' })],\n};\n",
    },
    fix: {
      'webpack.config.js':
        "const HtmlWebpackPlugin = require('html-webpack-plugin');\n\nmodule.exports = {\n  mode: 'production',\n  plugins: [\n    new HtmlWebpackPlugin({ title: 'Shop', filename: 'index.html' }),\n    new HtmlWebpackPlugin({ title: 'Admin', filename: 'admin.html' }),\n  ],\n};\n",
    },
    sources: ['lib/Compilation.js'],
  },
  {
    heading: 'Assigning deterministic module ids has lead to conflicts',
    cli: true,
    files: { ...NINE_MODULES, 'webpack.config.js': IDS_CONFIG(1) },
    fix: { 'webpack.config.js': IDS_CONFIG(3) },
    sources: ['lib/ids/DeterministicModuleIdsPlugin.js'],
  },
  {
    heading: 'Asset is not emitted because it would be written outside of output.path',
    cli: true,
    files: {
      'src/index.js': "console.log('app');\n",
      'webpack.config.js': "module.exports = {\n  mode: 'production',\n  experiments: { futureDefaults: true },\n  output: { filename: '../public/[name].js' },\n};\n",
    },
    fix: {
      'webpack.config.js':
        "const path = require('node:path');\n\nmodule.exports = {\n  mode: 'production',\n  experiments: { futureDefaults: true },\n  output: { path: path.resolve(__dirname, 'public'), filename: '[name].js' },\n};\n",
    },
    sources: ['lib/errors/AssetOutsideOutputPathError.js', 'lib/output/allowOutside.js'],
  },
  {
    heading: "'output.clean' did not clean",
    cli: true,
    files: { 'src/index.js': "console.log('app');\n", 'webpack.config.js': "module.exports = {\n  mode: 'production',\n  output: { path: __dirname, clean: true },\n};\n" },
    fix: { 'webpack.config.js': "module.exports = {\n  mode: 'production',\n  output: { clean: true },\n};\n" },
    sources: ['lib/errors/UnsafeOutputCleanWarning.js', 'lib/output/CleanPlugin.js'],
  },
  {
    heading: "Chunk name contains '?' or '#'",
    files: { 'src/index.js': "import(/* webpackChunkName: \"settings?v=2\" */ './settings');\n", 'src/settings.js': "console.log('settings');\n" },
    fix: { 'src/index.js': "import(/* webpackChunkName: \"settings-v2\" */ './settings');\n" },
    sources: ['lib/errors/InvalidChunkNameWarning.js'],
  },
  {
    heading: "The universal target can't load the Node.js built-in module",
    cli: true,
    files: {
      'src/index.js': "import { readFileSync } from 'node:fs';\n\nconsole.log(readFileSync('./package.json', 'utf8'));\n",
      'webpack.config.js': "module.exports = {\n  mode: 'production',\n  target: 'universal',\n};\n",
    },
    fix: { 'webpack.config.js': "module.exports = {\n  mode: 'production',\n  target: ['node22.3', 'web'],\n};\n" },
    sources: ['lib/errors/UniversalBuiltinModuleWarning.js', 'lib/externals/ExternalModule.js'],
  },
  { heading: "The 'mode' option has not been set", files: { 'src/index.js': '' }, config: { mode: undefined }, sources: ['lib/errors/NoModeWarning.js'] },
];

const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');

function writeProject(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** Builds a project as the scenario says; the output names the project folder as the page does. */
async function build(scenario: Scenario, files: Readonly<Record<string, string>>): Promise<{ printed: string; failed: boolean }> {
  const dir = createWorkspace('troubleshooting');
  try {
    linkNodeModules(dir);
    writeProject(dir, files);
    if (scenario.cli) {
      const run = await runNode([CLI], dir, 120_000);
      return { printed: `${run.stdout}\n${run.stderr}`.split(dir).join(PROJECT), failed: run.code !== 0 || /^(ERROR|WARNING) in /m.test(run.stdout) };
    }
    const config: Configuration = { mode: 'production', context: dir, entry: './src/index.js', ...scenario.config, output: { path: path.join(dir, 'dist'), ...scenario.config?.output } };
    if (scenario.config && 'mode' in scenario.config && scenario.config.mode === undefined) delete config.mode;
    const result = await new Promise<{ printed: string; failed: boolean }>((resolve) => {
      try {
        webpack(config, (error, stats) => {
          if (error) resolve({ printed: error.message, failed: true });
          else resolve({ printed: stats?.toString({ all: false, errors: true, warnings: true, colors: false }) ?? '', failed: Boolean(stats?.hasErrors() || stats?.hasWarnings()) });
        });
      } catch (error) {
        resolve({ printed: (error as Error).message, failed: true });
      }
    });
    return { printed: result.printed.split(dir).join(PROJECT), failed: result.failed };
  } finally {
    removeWorkspace(dir);
  }
}

/** What webpack prints for the problems of a build, with the project folder as the page shows it. */
async function messages(scenario: Scenario): Promise<string> {
  return (await build(scenario, scenario.files)).printed;
}

/** The page's code blocks by the heading they follow. */
function blocksByHeading(): Map<string, { lang: string | null; value: string; title: string | null }[]> {
  const { text } = readPage(PAGE);
  const lines = text.split('\n');
  const blocks = extractCodeBlocks(PAGE, text);
  const byHeading = new Map<string, { lang: string | null; value: string; title: string | null }[]>();
  for (const block of blocks) {
    const heading = lines.slice(0, block.line).reverse().find((line) => line.startsWith('## '))?.slice(3) ?? '';
    byHeading.set(heading, [...(byHeading.get(heading) ?? []), block]);
  }
  return byHeading;
}

const pageBlocks = blocksByHeading();

test('every message block on the page has a scenario', () => {
  const withMessages = [...pageBlocks].filter(([, blocks]) => blocks.some((block) => block.lang === 'text')).map(([heading]) => heading);
  expect(withMessages.sort()).toEqual(SCENARIOS.map((scenario) => scenario.heading).sort());
});

test.each(SCENARIOS.map((scenario) => [scenario.heading, scenario] as const))('%s', async (heading, scenario) => {
  const blocks = pageBlocks.get(heading) ?? [];
  // The files the page shows are the files the build used.
  for (const block of blocks.filter((b) => b.title && !b.title.endsWith(' (fixed)'))) expect([block.title, `${block.value}\n`]).toEqual([block.title, scenario.files[block.title ?? '']]);
  const shown = blocks.find((block) => block.lang === 'text')?.value ?? '';
  const printed = await messages(scenario);
  // How many module ids collide depends on the hashes of the project's paths, so on the temporary folder's name.
  const countless = (text: string) => text.replace(/has lead to \d+ conflicts/g, 'has lead to N conflicts');
  expect(countless(printed)).toContain(countless(shown));
}, 120_000);

const WITH_FIX = SCENARIOS.filter((scenario) => scenario.fix);

test('every fix the page shows is built by a scenario', () => {
  const fixed = [...pageBlocks].flatMap(([heading, blocks]) => blocks.filter((block) => block.title?.endsWith(' (fixed)')).map((block) => `${heading}: ${block.title}`));
  const expected = WITH_FIX.flatMap((scenario) => Object.keys(scenario.fix ?? {}).filter((file) => (pageBlocks.get(scenario.heading) ?? []).some((block) => block.title === `${file} (fixed)`)).map((file) => `${scenario.heading}: ${file} (fixed)`));
  expect(fixed.sort()).toEqual(expected.sort());
});

test.each(WITH_FIX.map((scenario) => [scenario.heading, scenario] as const))('the fix for "%s" builds without errors or warnings', async (heading, scenario) => {
  const blocks = pageBlocks.get(heading) ?? [];
  for (const [file, text] of Object.entries(scenario.fix ?? {})) {
    const block = blocks.find((b) => b.title === `${file} (fixed)`);
    if (block) expect(`${block.value}\n`).toBe(text);
  }
  const { printed, failed } = await build(scenario, { ...scenario.files, ...scenario.fix });
  expect({ failed, printed }).toEqual({ failed: false, printed: expect.any(String) });
}, 120_000);

/** The prose of one section, code blocks included. */
function section(heading: string): string {
  const { text } = readPage(PAGE);
  const start = text.indexOf(`\n## ${heading}\n`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

test.each(SCENARIOS.filter((scenario) => scenario.sources).map((scenario) => [scenario.heading, scenario] as const))('"%s" names the webpack files that emit it', (heading, scenario) => {
  const prose = section(heading);
  for (const source of scenario.sources ?? []) {
    expect(prose).toContain(`\`${source}\``);
    expect(fs.existsSync(path.join(REPO_ROOT, 'node_modules/webpack', source))).toBe(true);
  }
});

/** Builds with webpack's Node API and returns the text `npx webpack` would print, and the bundle. */
async function buildWith(files: Readonly<Record<string, string>>, config: Configuration, stats: Parameters<webpack.Stats['toString']>[0]): Promise<{ printed: string; bundle: string }> {
  const dir = createWorkspace('troubleshooting');
  try {
    writeProject(dir, files);
    const options: Configuration = { mode: 'production', context: dir, entry: './src/index.js', ...config, output: { path: path.join(dir, 'dist'), ...config.output } };
    const printed = await new Promise<string>((resolve, reject) => {
      webpack(options, (error, result) => (error ? reject(error) : resolve(result?.toString(stats) ?? '')));
    });
    const main = path.join(dir, 'dist/main.js');
    return { printed: printed.split(dir).join(PROJECT), bundle: fs.existsSync(main) ? fs.readFileSync(main, 'utf8') : '' };
  } finally {
    removeWorkspace(dir);
  }
}

const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;

describe('facts the prose states', () => {
  test('resolve details are shown below fewer than three errors and hidden, with a count, from three on', async () => {
    const imports = (n: number) => ({ 'src/index.js': Array.from({ length: n }, (_, i) => `import './x${i}';\n`).join('') });
    const two = await buildWith(imports(2), {}, { colors: false });
    expect(two.printed).toContain("resolve './x0' in");
    expect(two.printed).toContain("resolve './x1' in");
    const three = await buildWith(imports(3), {}, { colors: false });
    expect(three.printed).not.toMatch(/^resolve '/m);
    expect(three.printed).toContain('3 errors have detailed information that is not shown.');
    // "Set it to `true` ... to see them in every case"
    const shown = await buildWith(imports(3), {}, { colors: false, errorDetails: true });
    expect(shown.printed).toContain("resolve './x2' in");
    expect(section("Module not found: Error: Can't resolve")).toContain("[`stats.errorDetails`](/configuration/stats/) is `'auto'` by default");
    expect(section("Module not found: Error: Can't resolve")).toContain('Set it to `true`');
  });

  test('the default extensions: .ts, .js, .json, .wasm for require(), then .html and .css for import', () => {
    const compiler = webpack({ mode: 'production', context: REPO_ROOT, entry: './x.js' });
    const { byDependency } = compiler.options.resolve;
    expect(byDependency?.commonjs?.extensions).toEqual(['.ts', '.js', '.json', '.wasm']);
    expect(byDependency?.esm?.extensions).toEqual(['.ts', '.js', '.json', '.wasm', '.html', '.css']);
    // With a rule of the reader's for .css or .ts files, that built-in support steps aside.
    const withRule = webpack({ mode: 'production', context: REPO_ROOT, entry: './x.js', module: { rules: [{ test: /\.css$/, use: 'css-loader' }] } });
    expect(withRule.options.resolve.byDependency?.esm?.extensions).toEqual(['.ts', '.js', '.json', '.wasm', '.html']);
    const withTsRule = webpack({ mode: 'production', context: REPO_ROOT, entry: './x.js', module: { rules: [{ test: /\.ts$/, use: 'ts-loader' }] } });
    expect(withTsRule.options.resolve.byDependency?.commonjs?.extensions).toEqual(['.js', '.json', '.wasm']);
    expect(section("Module not found: Error: Can't resolve")).toContain('by default `.ts`, `.js`, `.json` and `.wasm` for `require()`');
  });

  test("the default entry is './src', and webpack 5 has no 'Entry module not found' message", () => {
    const compiler = webpack({ mode: 'production', context: REPO_ROOT });
    expect(compiler.options.entry).toEqual({ main: { import: ['./src'] } });
    const lib = path.join(REPO_ROOT, 'node_modules/webpack/lib');
    const files = fs.readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(files.filter((file) => fs.readFileSync(path.join(lib, file), 'utf8').includes('Entry module not found'))).toEqual([]);
  });

  test('asset modules with the same [name][ext] clash as chunks, and [hash] fixes it', async () => {
    const files = { 'src/index.js': "import a from './a/logo.png';\nimport b from './b/logo.png';\nconsole.log(a, b);\n", 'src/a/logo.png': 'A', 'src/b/logo.png': 'B' };
    const rule = (filename: string): Configuration => ({ module: { rules: [{ test: /\.png$/, type: 'asset/resource', generator: { filename } }] } });
    await expect(buildWith(files, rule('[name][ext]'), PROBLEMS)).rejects.toThrow(/^Conflict: Multiple chunks emit assets to the same filename logo\.png \(chunks (\d+) and \1\)$/);
    expect((await buildWith(files, rule('[name].[hash][ext]'), PROBLEMS)).printed).toBe('');
    const prose = section('Conflict: Multiple chunks emit assets to the same filename');
    expect(prose).toContain("generator.filename: '[name][ext]'");
    expect(prose).toContain("'[name].[hash][ext]'");
  });

  test('a named import from JSON is an error in .mjs files', async () => {
    const { printed } = await buildWith({ 'src/index.mjs': "import { version } from './package.json';\nconsole.log(version);\n", 'src/package.json': '{ "version": "1.0.0" }\n' }, { entry: './src/index.mjs' }, PROBLEMS);
    const message = "Can't import the named export 'version' (imported as 'version') from default-exporting module (only default export is available)";
    expect(printed).toContain(`ERROR in ./src/index.mjs 2:12-19\n${message}`);
    expect(section('Should not import the named export from default-exporting module')).toContain(`\`${message}\``);
  });

  test('unsupported expressions become (void 0); magic comments of the wrong type give the same warning', async () => {
    const { bundle } = await buildWith({ 'src/index.js': 'console.log(require.extensions, module.parent.require("x"), require.main.require("y"));\n' }, { mode: 'none' }, PROBLEMS);
    expect(bundle).toContain('console.log((void 0), (void 0), (void 0))');
    const magic = await buildWith({ 'src/index.js': "import(/* webpackChunkName: 1 */ './a');\n", 'src/a.js': '1;\n' }, {}, PROBLEMS);
    expect(magic.printed).toContain('`webpackChunkName` expected a string, but received: 1.');
    const helpers = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/javascript/JavascriptParserHelpers.js'), 'utf8');
    expect(helpers).toMatch(/expressionIsUnsupported = [^]*?"\(void 0\)"/);
    expect(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/dependencies/commonjs/CommonJsImportsParserPlugin.js'), 'utf8')).toContain('require.main.require is not supported by webpack.');
  });

  test('deterministic ids: maxLength 3 by default, failOnConflict only by hand, none for chunk ids', () => {
    const ids = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/ids', file), 'utf8');
    expect(ids('DeterministicModuleIdsPlugin.js')).toContain('const maxLength = this.options.maxLength || 3;');
    expect(ids('DeterministicModuleIdsPlugin.js')).toContain('const failOnConflict = this.options.failOnConflict || false;');
    expect(ids('DeterministicChunkIdsPlugin.js')).not.toContain('failOnConflict');
    const apply = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/config/WebpackOptionsApply.js'), 'utf8');
    expect(apply).toContain('new DeterministicModuleIdsPlugin().apply(compiler);');
    const prose = section('Assigning deterministic module ids has lead to conflicts');
    expect(prose).toContain('`maxLength` is 3 when unset');
    expect(prose).toContain('`DeterministicChunkIdsPlugin` has no `failOnConflict` option');
  });

  test('on a file system that ignores case, ./Button and ./button are two modules: the file is bundled twice and runs twice', async () => {
    const dir = createWorkspace('troubleshooting-case');
    try {
      writeProject(dir, { 'src/index.js': "import './Button';\nimport './button';\n", 'src/Button.js': "console.log('Button');\n" });
      // The real file system, with each missing path answered by the entry of its folder whose name differs only in case, as on macOS or Windows.
      const fold = (file: string): string => {
        if (fs.existsSync(file)) return file;
        const folder = path.dirname(file);
        const match = fs.existsSync(folder) ? fs.readdirSync(folder).find((name) => name.toLowerCase() === path.basename(file).toLowerCase()) : undefined;
        return match ? path.join(folder, match) : file;
      };
      const caseInsensitive = new Proxy(fs, {
        get(target, name: string) {
          const value = (target as unknown as Record<string, unknown>)[name];
          if (typeof value !== 'function') return value;
          return (file: unknown, ...rest: unknown[]) => (value as (...args: unknown[]) => unknown).call(target, typeof file === 'string' ? fold(file) : file, ...rest);
        },
      });
      const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') } });
      compiler.inputFileSystem = caseInsensitive;
      const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
      const modules = (stats.toJson({ modules: true, nestedModules: true }).modules ?? []).flatMap((module) => [module, ...(module.modules ?? [])]);
      expect(modules.map((module) => module.name).filter((name) => /button\.js$/i.test(name ?? '')).sort()).toEqual(['./src/Button.js', './src/button.js']);
      expect(stats.toString(PROBLEMS)).toContain('There are multiple modules with names that only differ in casing.');
      const run = await runNode([path.join(dir, 'dist/main.js')], dir);
      expect(run.stdout).toBe('Button\nButton\n');
    } finally {
      removeWorkspace(dir);
    }
    expect(section('There are multiple modules with names that only differ in casing')).toContain('the file is bundled twice and its top-level code runs twice');
  });
});
