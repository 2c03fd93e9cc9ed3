/**
 * @jest-environment node
 *
 * Facts that the hand-written parts of the Configuration pages state, derived from the installed
 * webpack, webpack-cli and webpack-dev-server: defaults from getNormalizedWebpackOptions +
 * applyWebpackOptionsDefaults, enums from the schemas, messages from real runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { codeSpans, tableRows } from './support/tables';
import { runCli } from './support/webpack-cli';
import { readPage, REPO_ROOT } from './support/workspace';

type Options = ReturnType<typeof webpack.config.getNormalizedWebpackOptions>;
interface SchemaNode {
  readonly enum?: unknown[];
  readonly anyOf?: SchemaNode[];
  readonly pattern?: string;
  readonly properties?: Record<string, SchemaNode>;
}
const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: Record<string, SchemaNode> };
const definition = (name: string): SchemaNode => {
  const node = schema.definitions[name];
  if (!node) throw new Error(`no schema definition ${name}`);
  return node;
};
const installedSource = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'node_modules', file), 'utf8');

const scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-configuration-facts-')));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A folder with a package.json (and optional files), so that no browserslist configuration above it is found. */
function project(name: string, files: Record<string, string> = {}): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries({ 'package.json': '{}', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
const plain = project('plain');

/** The options webpack derives for `config`, without creating a compiler. */
function defaultsFor(config: webpack.Configuration, context = plain): Options {
  const options = webpack.config.getNormalizedWebpackOptions({ context, ...config });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

/** Runs a build in `dir` and resolves with its stats. */
function build(dir: string, config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack({ context: dir, output: { path: path.join(dir, 'dist') }, ...config }, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}

const blockAfter = (page: string, text: string, marker: string): string => {
  const line = text.split('\n').findIndex((candidate) => candidate.includes(marker)) + 1;
  expect(line).toBeGreaterThan(0);
  const block = extractCodeBlocks(page, text).find((candidate) => candidate.line > line && candidate.lang === 'text');
  if (!block) throw new Error(`${page}: no text block after "${marker}"`);
  return block.value;
};

describe('devtool', () => {
  const { text } = readPage('configuration/devtool.mdx');
  const valid = (devtool: unknown) => {
    try {
      webpack.validate({ devtool } as webpack.Configuration);
      return true;
    } catch {
      return false;
    }
  };

  test('the naming pattern is the schema pattern, and every value in the table passes validation', () => {
    const raw = definition('RawDevTool').anyOf?.find((node) => node.pattern);
    expect(raw?.pattern).toBe('^(inline-|hidden-|eval-)?(nosources-)?(cheap-(module-)?)?source-map(-debugids)?(-scopes)?$');
    expect(text).toContain('[inline-|hidden-|eval-][nosources-][cheap-[module-]]source-map[-debugids][-scopes]');
    const values = tableRows(text, '| Value | Initial build').map((row) => codeSpans(row[0] ?? '')[0]);
    expect(values.length).toBeGreaterThan(5);
    for (const value of values) expect([value, valid(value === 'false' ? false : value)]).toEqual([value, true]);
    expect(valid('cheap-module-eval-source-map')).toBe(false);
    expect(valid('eval-cheap-module-source-map')).toBe(true);
  });

  test('development defaults to eval for JavaScript, except for module libraries and libraries with futureDefaults', () => {
    expect(defaultsFor({ mode: 'development', experiments: { css: false } }).devtool).toEqual([{ type: 'javascript', use: 'eval' }]);
    expect(defaultsFor({ mode: 'development', experiments: { css: true } }).devtool).toEqual([
      { type: 'css', use: 'source-map' },
      { type: 'javascript', use: 'eval' },
    ]);
    expect(defaultsFor({ mode: 'production' }).devtool).toBe(false);
    for (const type of ['module', 'modern-module']) expect(defaultsFor({ mode: 'development', output: { library: { type } } }).devtool).toBe(false);
    expect(defaultsFor({ mode: 'development', output: { library: { type: 'umd', name: 'Lib' } } }).devtool).not.toBe(false);
    expect(defaultsFor({ mode: 'development', experiments: { futureDefaults: true }, output: { library: { type: 'umd', name: 'Lib' } } }).devtool).toBe(false);
    expect(text).toContain('a development build of an ES module library (`output.library.type` `"module"` or `"modern-module"`), or of any library with `experiments.futureDefaults`, defaults to `false`');
  });

  test('the embedded source maps warning starts as the page shows it', () => {
    const source = installedSource('webpack/lib/errors/EmbeddedSourceMapsWarning.js');
    const first = /super\(\s*`([^\\`]*)\\n/.exec(source)?.[1]?.replace('${devtool}', 'eval-source-map');
    expect(blockAfter('configuration/devtool.mdx', text, 'webpack warns about them')).toBe(`WARNING in ${first ?? ''}`);
  });
});

describe('target', () => {
  const { text } = readPage('configuration/target.mdx');

  test('the table "What the target changes" is what webpack derives for a production build', () => {
    const targets: Record<string, string | string[]> = { web: 'web', webworker: 'webworker', node20: 'node20', 'electron30-renderer': 'electron30-renderer', universal: 'universal' };
    const header = tableRows(text, '| Option | `web` |');
    const columns = text
      .split('\n')
      .find((line) => line.startsWith('| Option | `web` |'))
      ?.split('|')
      .slice(2, -1)
      .map((cell) => codeSpans(cell)[0] ?? '');
    expect(columns).toEqual(Object.keys(targets));
    const list = (values: string[]) => (values.length ? values.map((value) => `\`${value}\``).join(', ') : 'none');
    const derived = (columns ?? []).map((column) => {
      const options = defaultsFor({ mode: 'production', target: targets[column] });
      const { output, node, resolve, performance } = options;
      const presets = Object.entries(options.externalsPresets)
        .filter(([, on]) => on)
        .map(([name]) => name);
      const row: Record<string, string> = {
        '`output.chunkFormat`': `\`${String(output.chunkFormat)}\``,
        '`output.chunkLoading`': `\`${String(output.chunkLoading)}\``,
        '`output.wasmLoading`': `\`${String(output.wasmLoading)}\``,
        '`output.globalObject`': `\`${String(output.globalObject)}\``,
        '`output.publicPath`': `\`${JSON.stringify(output.publicPath)}\``,
        '`output.module`': `\`${String(output.module)}\``,
        '`externalsPresets`': list(presets),
        '`node.__filename`, `__dirname`': node && node.__filename === node.__dirname ? `\`${JSON.stringify(node.__filename)}\`` : 'differs',
        'platform `conditionNames`': list((resolve.conditionNames ?? []).filter((name) => name !== 'webpack' && name !== 'production')),
        '`performance` hints': performance && performance.hints ? 'on' : 'off',
      };
      return row;
    });
    for (const row of header) {
      const [label = '', ...cells] = row;
      expect([label, cells]).toEqual([label, derived.map((values) => values[label])]);
    }
    expect(header.map((row) => row[0])).toEqual(Object.keys(derived[0] ?? {}));
  });

  test('the default target is "browserslist" when a browserslist configuration is found from the context, else "web"', () => {
    expect(defaultsFor({}).target).toBe('web');
    expect(defaultsFor({}, project('pkg-key', { 'package.json': JSON.stringify({ browserslist: ['last 2 Chrome versions'] }) })).target).toBe('browserslist');
    expect(defaultsFor({}, project('rc-file', { '.browserslistrc': 'last 2 Chrome versions\n' })).target).toBe('browserslist');
    expect(defaultsFor({}, project('plain-file', { browserslist: 'last 2 Chrome versions\n' })).target).toBe('browserslist');
    const nested = project('parent', { '.browserslistrc': 'last 2 Chrome versions\n', 'app/package.json': '{}' });
    expect(defaultsFor({}, path.join(nested, 'app')).target).toBe('browserslist');
    const saved = { query: process.env.BROWSERSLIST, config: process.env.BROWSERSLIST_CONFIG };
    try {
      process.env.BROWSERSLIST = 'last 2 Chrome versions';
      expect(defaultsFor({}, project('env-query')).target).toBe('browserslist');
      delete process.env.BROWSERSLIST;
      process.env.BROWSERSLIST_CONFIG = path.join(project('env-config', { 'config/.browserslistrc': 'last 2 Chrome versions\n' }), 'config/.browserslistrc');
      expect(defaultsFor({}, project('env-config-user')).target).toBe('browserslist');
    } finally {
      for (const [name, value] of [
        ['BROWSERSLIST', saved.query],
        ['BROWSERSLIST_CONFIG', saved.config],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect(text).toContain('a `browserslist` key in `package.json`, or a `.browserslistrc` or `browserslist` file. The environment variables `BROWSERSLIST` (a query) and `BROWSERSLIST_CONFIG` (a file) count too.');
  });

  test('the values of the table are targets webpack knows; "electron" alone and an old Node.js with ESM output fail as described', () => {
    for (const target of ['web', 'webworker', 'browserslist:last 2 Chrome versions', 'node', 'node20', 'node18.12', 'async-node', 'async-node20', 'electron30-main', 'electron30-preload', 'electron30-renderer', 'electron-main', 'nwjs', 'node-webkit', 'deno', 'deno2', 'bun', 'universal', 'es5', 'es6', 'es2015', 'es2024']) {
      expect(() => defaultsFor({ target: target.startsWith('es') ? ['web', target] : target })).not.toThrow();
    }
    const es6 = defaultsFor({ target: ['web', 'es6'] }).output.environment;
    const es5 = defaultsFor({ target: ['web', 'es5'] }).output.environment;
    expect([es6?.arrowFunction, es6?.const, es5?.arrowFunction, es5?.const]).toEqual([true, true, false, false]);
    expect(() => defaultsFor({ target: 'electron' })).toThrow("Unknown target 'electron'");
    expect(() => defaultsFor({ target: 'node12', output: { module: true } })).toThrow('For the selected environment is no default ESM chunk format available');
    expect(() => defaultsFor({ target: false })).toThrow("Chunk format can't be selected by default when no target is specified");
    expect(text).toContain('`node12` with `output.module: true` stops with `For the selected environment is no default ESM chunk format available`');
    expect(text).toContain("`Chunk format can't be selected by default when no target is specified`");
  });
});

describe('watch', () => {
  const { text } = readPage('configuration/watch.mdx');

  test('aggregateTimeout defaults to 20 ms in webpack; poll: true polls every 5007 ms', async () => {
    const dir = project('watch', { 'src/index.js': 'export default 1;\n' });
    const compiler = webpack({ context: dir, mode: 'none', output: { path: path.join(dir, 'dist') } });
    const watching = compiler.watch({}, () => undefined);
    if (!watching) throw new Error('compiler.watch returned no Watching');
    expect(watching.watchOptions.aggregateTimeout).toBe(20);
    await new Promise<void>((resolve) => watching.close(() => resolve()));
    expect(installedSource('watchpack/lib/DirectoryWatcher.js')).toMatch(/options\.poll\s*\?\s*5007/);
    const rows = Object.fromEntries(tableRows(text, '| Option | Default | Purpose |').map((row) => [row[0], row[1]]));
    expect(rows['`aggregateTimeout`']).toBe('`20` ms');
    expect(rows['`poll`']).toBe('`false`');
    expect(text).toContain('`true` polls every 5007 ms');
  });

  test('the watcher limit message is the one watchpack prints', () => {
    const source = installedSource('watchpack/lib/DirectoryWatcher.js');
    const second = /`Watchpack Error \(watcher\): \$\{err\}\\n([^`]+)`/.exec(source)?.[1];
    const block = blockAfter('configuration/watch.mdx', text, 'webpack falls back to polling').split('\n');
    expect(block[0]).toMatch(/^Watchpack Error \(watcher\): Error: ENOSPC: /);
    expect(block[1]).toBe(second);
  });

  let ignoredRuns = 0;
  /**
   * Watches a project with `ignored`, then edits src/lib/a.js and src/index.js (a.js first) until a rebuild
   * sees index.js: whether any rebuild saw a.js change. The edits repeat because the watcher is set up after
   * the first build, and an edit made before it would go unseen.
   */
  async function seesLibUnder(ignoredIn: (dir: string) => NonNullable<webpack.Configuration['watchOptions']>['ignored']): Promise<boolean> {
    const dir = project(`watch-ignored-${++ignoredRuns}`, { 'src/index.js': 'import a from "./lib/a.js";\nconsole.log(a);\n', 'src/lib/a.js': 'export default 1;\n' });
    const compiler = webpack({ context: dir, mode: 'none', entry: './src/index.js', output: { path: path.join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    const seen = new Set<string>();
    let onBuild: () => void = () => undefined;
    const nextBuild = () => new Promise<void>((resolve) => (onBuild = resolve));
    const first = nextBuild();
    const watching = compiler.watch({ ignored: ignoredIn(dir), aggregateTimeout: 50 }, () => {
      for (const file of compiler.modifiedFiles ?? []) seen.add(path.relative(dir, file));
      onBuild();
    });
    await first;
    while (!seen.has('src/index.js')) {
      const rebuilt = nextBuild();
      fs.appendFileSync(path.join(dir, 'src/lib/a.js'), '// edited\n');
      fs.appendFileSync(path.join(dir, 'src/index.js'), '// edited\n');
      await Promise.race([rebuilt, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    }
    await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
    return seen.has('src/lib/a.js');
  }

  test('ignored: globs match absolute paths from the start, so a bare or relative name matches nothing; a regular expression works; an array holds globs only', async () => {
    const seen = [];
    const patterns: Parameters<typeof seesLibUnder>[0][] = [() => '**/lib', () => 'lib', () => './src/lib', (dir) => path.join(dir, 'src/lib'), () => /[\\/]lib[\\/]/, () => ['**/lib']];
    for (const ignoredIn of patterns) seen.push(await seesLibUnder(ignoredIn));
    expect(seen).toEqual([false, true, true, false, false, false]);
    expect(() => webpack.validate({ watchOptions: { ignored: ['**/lib', /x/] as unknown as string[] } })).toThrow('configuration.watchOptions.ignored[1] should be a non-empty string.');
    expect(text).toContain('`"node_modules"` alone matches nothing, use `"**/node_modules"`');
    expect(text).toContain('An array may only hold glob strings.');
    expect(text).toContain('`"dist"` or `"./dist"` never match.');
  }, 120_000);

  test('webpack-cli warns when watch is set in the configuration and the watch command is used', () => {
    expect(installedSource('webpack-cli/lib/webpack-cli.js')).toContain("command together with '{ watch: true | false }' or '--watch'/'--no-watch' configuration, it does not make sense.");
  });
});

describe('experiments', () => {
  const { text } = readPage('configuration/experiments.mdx');

  test('the overview table lists every experiment of the schema with the default webpack applies', () => {
    const rows = tableRows(text, '| Experiment | Default |');
    const names = rows.map((row) => codeSpans(row[0] ?? '')[0]);
    expect([...names].sort()).toEqual(Object.keys(definition('Experiments').properties ?? {}).sort());
    // Before "auto" is resolved against the rules: normalized options with the experiment defaults applied.
    const experiments = defaultsFor({ mode: 'development' }).experiments as Record<string, unknown>;
    for (const row of rows) {
      const name = codeSpans(row[0] ?? '')[0] ?? '';
      const shown = row[1] ?? '';
      const actual = experiments[name];
      if (shown === 'off') expect([name, actual]).toEqual([name, undefined]);
      else if (shown === '`"auto"`' && name === 'typescript') expect(typeof actual).toBe('boolean');
      else expect([name, shown]).toEqual([name, `\`${JSON.stringify(actual)}\``]);
    }
  });

  test('"auto" turns the built-in support off when a rule matches the sample file', () => {
    const rules = [{ test: /\.css$/i, use: 'css-loader' }, { test: /\.html$/i, use: 'html-loader' }, { test: /\.wasm$/, type: 'javascript/auto' as const }];
    const experiments = defaultsFor({ module: { rules } }).experiments;
    expect([experiments.css, experiments.html, experiments.asyncWebAssembly]).toEqual([false, false, false]);
    expect(defaultsFor({ module: { rules: [{ test: /\.ts$/, use: 'ts-loader' }] } }).experiments.typescript).toBe(false);
    expect(text).toContain('(`/file.css` and `/file.module.css`, `/file.html`, `/file.ts`, `/file.mts` and `/file.cts`, `/file.wasm`)');
  });

  test('futureDefaults changes what the list says', () => {
    const future = defaultsFor({ mode: 'production', experiments: { futureDefaults: true }, cache: { type: 'filesystem' } });
    const { experiments, output, node, module: moduleOptions, optimization, infrastructureLogging, cache } = future;
    expect([experiments.css, experiments.html, experiments.typescript, experiments.asyncWebAssembly]).toEqual([true, true, true, true]);
    expect([output.hashFunction, output.hashDigestLength, cache && cache.type === 'filesystem' ? cache.hashAlgorithm : undefined]).toEqual(['xxhash64', 16, 'xxhash64']);
    expect(output.module).toBe(true);
    expect(defaultsFor({ experiments: { futureDefaults: true }, output: { library: { type: 'umd', name: 'Lib' } } }).output.module).toBe(false);
    expect(node && [node.global, node.__filename, node.__dirname]).toEqual(['warn', 'warn-mock', 'warn-mock']);
    const javascript = moduleOptions.parser?.javascript as { exportsPresence?: string; strictModeViolations?: string } | undefined;
    expect([javascript?.exportsPresence, javascript?.strictModeViolations]).toEqual(['error', 'error']);
    expect(optimization.minimizeOptions).toMatchObject({ json: true, xml: { shortenNumbers: true, shortenColors: true, shortenPathData: true, collapseWhitespace: true, removeUnusedNamespaces: true } });
    expect(output.allowOutside).toBe(false);
    expect(text).toContain('- refuses to write assets outside `output.path` (`output.allowOutside: false`);');
    expect([infrastructureLogging.progress, future.validate]).toEqual(['auto', false]);
    expect([experiments.backCompat, experiments.cacheUnaffected]).toEqual([false, true]);
    const present = defaultsFor({ mode: 'production', cache: { type: 'filesystem' } });
    expect([present.experiments.backCompat, present.experiments.cacheUnaffected, present.output.hashDigestLength, present.validate]).toEqual([true, false, 20, true]);
    expect(text).toContain('- turns on `cacheUnaffected`;');
  });

  test('buildHttp.frozen is on by default in production', () => {
    // applyWebpackOptionsDefaults fills the object in place: a fresh one per call.
    const buildHttp = () => ({ allowedUris: ['https://esm.sh/'] });
    expect(defaultsFor({ mode: 'production', experiments: { buildHttp: buildHttp() } }).experiments.buildHttp).toMatchObject({ frozen: true, upgrade: false });
    expect(defaultsFor({ mode: 'development', experiments: { buildHttp: buildHttp() } }).experiments.buildHttp).toMatchObject({ frozen: false });
    expect(text).toContain('`frozen`, on by default in production,');
  });
});

describe('configuration types', () => {
  const { text } = readPage('configuration/configuration-types.mdx');
  const dir = project('configuration-types', { 'webpack.config.js': 'module.exports = (env, argv) => { console.log(JSON.stringify({ env, config: argv.config, configNodeEnv: argv.configNodeEnv, NODE_ENV: process.env.NODE_ENV })); process.exit(0); };\n' });
  const received = (args: string[]) => JSON.parse(runCli(args, dir).output.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;

  test('env holds the --env flags and the command, as the tables show', () => {
    expect(received(['--env', 'production', '--env', 'api=https://api.example.com', '--env', 'feature.search', '--env', 'retries=3']).env).toEqual({
      WEBPACK_BUNDLE: true,
      WEBPACK_BUILD: true,
      production: true,
      api: 'https://api.example.com',
      feature: { search: true },
      retries: '3',
    });
    expect(received(['build']).env).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true });
    expect(received(['watch']).env).toEqual({ WEBPACK_WATCH: true });
    expect(received(['--watch']).env).toEqual({ WEBPACK_WATCH: true });
    expect(received(['serve']).env).toEqual({ WEBPACK_SERVE: true });
    expect(received(['--config', 'webpack.config.js', '--config-node-env', 'production'])).toMatchObject({ config: ['webpack.config.js'], configNodeEnv: 'production', NODE_ENV: 'production' });
    expect(text).toContain('`--env retries=3` gives you the string `"3"`');
  });

  test('unknown and circular compiler dependencies fail with the messages the page quotes', () => {
    const named = (name: string, dependencies: string[]) => ({ name, dependencies, context: plain, entry: './x.js' });
    const failure = (configs: webpack.Configuration[]) =>
      new Promise<string>((resolve) => {
        try {
          webpack(configs, (error) => resolve(error ? error.message : 'no error'));
        } catch (error) {
          resolve((error as Error).message);
        }
      });
    return Promise.all([failure([named('server', ['client'])]), failure([named('a', ['b']), named('b', ['a'])])]).then(([missing, circular]) => {
      expect(missing).toContain('Compiler dependency `client` not found.');
      expect(circular).toContain('Circular dependency found in compiler dependencies.');
      expect(text).toContain('``Compiler dependency `client` not found.``');
      expect(text).toContain('`Circular dependency found in compiler dependencies.`');
    });
  });

  test('the parallelism option of a configuration defaults to 100', () => {
    expect(defaultsFor({}).parallelism).toBe(100);
    expect(text).toContain('(default `100`)');
  });
});

describe('configuration index', () => {
  const { text } = readPage('configuration/index.mdx');

  test('webpack-cli looks for these file names, with these extensions first', () => {
    const source = installedSource('webpack-cli/lib/webpack-cli.js');
    expect(source).toMatch(/DEFAULT_CONFIGURATION_FILES = \[\s*"webpack\.config",\s*"\.webpack\/webpack\.config",\s*"\.webpack\/webpackfile",\s*\]/);
    expect(source).toContain('const commonExtensions = [".js", ".mjs", ".cjs", ".ts", ".cts", ".mts"];');
    expect(text).toContain('1. `webpack.config` with one of the extensions `.js`, `.mjs`, `.cjs`, `.ts`, `.cts`, `.mts`, followed by any other extension the `interpret` package knows');
  });

  test('the validation error is what webpack-cli prints, and it exits with code 2', () => {
    const dir = project('invalid', { 'webpack.config.js': 'module.exports = { mode: "prod", watchOptions: { pol: 1000 } };\n' });
    const { code, output } = runCli([], dir);
    expect(code).toBe(2);
    expect(output.trimEnd()).toBe(blockAfter('configuration/index.mdx', text, 'A configuration that does not match the schema'));
  });

  test('plugins see normalized options with only context and infrastructureLogging defaulted', () => {
    let seen: unknown[] = [];
    webpack({
      context: plain,
      entry: './x.js',
      plugins: [
        (compiler) => {
          const { options } = compiler;
          seen = [options.context, options.infrastructureLogging.level, options.output.publicPath, options.output.chunkFormat, options.entry];
        },
      ],
    });
    expect(seen).toEqual([plain, 'info', undefined, undefined, { main: { import: ['./x.js'] } }]);
    expect(text).toContain('Only `context` and the `infrastructureLogging` options already have their defaults.');
  });

  test('running without a configuration builds ./src/index.js into dist/main.js and warns about mode', () => {
    const dir = project('no-config', { 'src/index.js': 'console.log("hello");\n' });
    const { code, output } = runCli([], dir);
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'dist/main.js'))).toBe(true);
    expect(output).toContain("The 'mode' option has not been set");
  });
});

describe('plugins', () => {
  const { text } = readPage('configuration/plugins.mdx');

  test('falsy entries are skipped, a class without new fails, and defaults appear after apply', () => {
    for (const falsy of [false, null, undefined, 0, '']) expect(() => webpack.validate({ plugins: [falsy] } as webpack.Configuration)).not.toThrow();
    const seen: Record<string, unknown> = {};
    webpack({
      context: plain,
      entry: './x.js',
      plugins: [
        false,
        null,
        function (this: webpack.Compiler, compiler: webpack.Compiler) {
          seen.thisIsCompiler = this === compiler;
          seen.publicPath = compiler.options.output.publicPath;
          compiler.hooks.afterEnvironment.tap('Test', () => {
            seen.later = compiler.options.output.publicPath;
          });
        },
      ],
    });
    expect(seen).toEqual({ thisIsCompiler: true, publicPath: undefined, later: 'auto' });
    expect(() => webpack({ context: plain, entry: './x.js', plugins: [webpack.ProgressPlugin as unknown as webpack.WebpackPluginFunction] })).toThrow("Class constructor ProgressPlugin cannot be invoked without 'new'");
    expect(text).toContain("`TypeError: Class constructor ProgressPlugin cannot be invoked without 'new'`");
  });

  test('the plugins of the table are exported by webpack', () => {
    for (const row of tableRows(text, '| Plugin | Purpose |')) {
      const name = codeSpans(row[0] ?? '')[0] ?? '';
      const exported = name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], webpack);
      expect([name, typeof exported]).toEqual([name, 'function']);
    }
  });
});

describe('externals', () => {
  const { text } = readPage('configuration/externals.mdx');

  test('the table of types covers every externalsType of the schema', () => {
    const shown = tableRows(text, '| Type | Generated code |').flatMap((row) => codeSpans(row[0] ?? ''));
    expect([...shown].sort()).toEqual([...(definition('ExternalsType').enum as string[])].sort());
  });

  test('externalsType follows the library type, else output.module', () => {
    expect(defaultsFor({}).externalsType).toBe('var');
    expect(defaultsFor({ output: { module: true } }).externalsType).toBe('module-import');
    expect(defaultsFor({ output: { library: { type: 'commonjs2' } } }).externalsType).toBe('commonjs2');
    expect(defaultsFor({ output: { library: { type: 'assign-properties', name: 'Lib' } } }).externalsType).toBe('var');
  });

  test('the presets table matches the presets of the schema and the targets that turn them on', () => {
    const rows = tableRows(text, '| Preset | Makes external |');
    expect(rows.flatMap((row) => codeSpans(row[0] ?? '')).sort()).toEqual(Object.keys(definition('ExternalsPresets').properties ?? {}).sort());
    const on = (target: string) =>
      Object.entries(defaultsFor({ target }).externalsPresets)
        .filter(([, value]) => value)
        .map(([name]) => name)
        .sort();
    expect(on('web')).toEqual(['web']);
    expect(on('webworker')).toEqual(['web']);
    expect(on('node20')).toEqual(['node']);
    expect(on('electron-main')).toEqual(['electron', 'electronMain', 'node']);
    expect(on('electron-preload')).toEqual(['electron', 'electronPreload', 'node', 'web']);
    expect(on('nwjs')).toEqual(['node', 'nwjs', 'web']);
    expect(on('deno')).toEqual(['deno', 'web']);
    expect(on('bun')).toEqual(['bun']);
    expect(on('universal')).toEqual(['electron', 'node', 'nwjs', 'web']);
  });

  test('the import type fails for the plain web target with the quoted message', async () => {
    const dir = project('externals-import', { 'src/index.js': 'import("lib").then(console.log);\n' });
    const stats = await build(dir, { mode: 'production', target: 'web', entry: './src/index.js', externalsType: 'import', externals: { lib: 'https://example.com/lib.js' } });
    const messages = stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
    expect(messages.join('\n')).toContain("The target environment doesn't support 'import()' so it's not possible to use external type 'import'");
    expect(text).toContain("``The target environment doesn't support 'import()' so it's not possible to use external type 'import'``");
  });
});

describe('output', () => {
  const { text } = readPage('configuration/output.mdx');

  test('the library table covers every library type of the schema', () => {
    const types = definition('LibraryType').anyOf?.[0]?.enum as string[];
    const shown = tableRows(text, '| `type` | The bundle').flatMap((row) => codeSpans(row[0] ?? ''));
    expect([...shown].sort()).toEqual([...types].sort());
  });

  test('file name defaults', () => {
    const { output } = defaultsFor({ mode: 'production' });
    expect([output.filename, output.chunkFilename, output.cssFilename, output.cssChunkFilename, output.assetModuleFilename, output.sourceMapFilename, output.workerChunkFilename]).toEqual([
      '[name].js',
      '[name].js',
      '[name].css',
      '[name].css',
      '[hash][ext][query][fragment]',
      '[file].map[query]',
      '[name].js',
    ]);
    expect(defaultsFor({ output: { module: true } }).output.filename).toBe('[name].mjs');
    expect(defaultsFor({ output: { filename: 'bundle.js' } }).output.chunkFilename).toBe('[id].bundle.js');
    expect(output.path).toBe(path.join(process.cwd(), 'dist'));
    const rows = Object.fromEntries(tableRows(text, '| Option | Names | Default |').map((row) => [row[0], row[2]]));
    expect(rows['`filename`']).toBe('`"[name].js"`, or `"[name].mjs"` with `output.module`');
    expect(rows['`assetModuleFilename`']).toBe('`"[hash][ext][query][fragment]"`');
    expect(rows['`sourceMapFilename`']).toBe('`"[file].map[query]"`');
  });

  test('a module library type and the universal, Deno and Bun targets turn on output.module', () => {
    for (const type of ['module', 'modern-module']) expect(defaultsFor({ output: { library: { type } } }).output.module).toBe(true);
    for (const target of ['universal', 'deno', 'bun']) expect(defaultsFor({ target }).output.module).toBe(true);
    expect(defaultsFor({ target: 'node20' }).output.module).toBe(false);
  });

  /**
   * Builds twice, once with a plugin that emits `../report.txt` and once with `output.copy` to `../copied` (apart, since a
   * production build with an error emits nothing); says what each wrote outside `dist/` and the errors.
   */
  async function outside(name: string, output: webpack.Configuration['output'], experiments: webpack.Configuration['experiments'] = {}) {
    const dir = project(`allow-outside-${name}`, { 'src/index.js': 'console.log(1);\n', 'public/robots.txt': 'User-agent: *\n' });
    const emitOutside = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('EmitOutside', (compilation) =>
          compilation.hooks.processAssets.tap('EmitOutside', () => compilation.emitAsset('../report.txt', new webpack.sources.RawSource('report'))),
        );
      },
    };
    const errorsOf = (stats: webpack.Stats) => stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
    const common = { mode: 'production' as const, entry: './src/index.js', experiments };
    const emitted = await build(dir, { ...common, plugins: [emitOutside], output: { path: path.join(dir, 'dist'), ...output } });
    const copied = await build(dir, { ...common, output: { path: path.join(dir, 'dist'), copy: [{ from: 'public', to: '../copied' }], ...output } });
    return { asset: fs.existsSync(path.join(dir, 'report.txt')), copy: fs.existsSync(path.join(dir, 'copied/robots.txt')), errors: [...errorsOf(emitted), ...errorsOf(copied)].join('\n') };
  }

  test('output.allowOutside: unset writes plugin assets but not copies; false (futureDefaults) refuses both; true and a directory list allow', async () => {
    const rows = Object.fromEntries(tableRows(text, '| Value | Assets that plugins emit outside').map((row) => [row[0], [row[1], row[2]]]));
    const unset = await outside('unset', {});
    expect(unset).toMatchObject({ asset: true, copy: false });
    expect(unset.errors).toContain("would write outside 'output.path'");
    expect(rows['not set (the default)']).toEqual(['written', 'refused']);
    expect(defaultsFor({}).output.allowOutside).toBeUndefined();
    expect(defaultsFor({ experiments: { futureDefaults: true } }).output.allowOutside).toBe(false);
    const future = await outside('future', {}, { futureDefaults: true });
    expect(future).toMatchObject({ asset: false, copy: false });
    expect(future.errors).toContain('Asset "../report.txt" is not emitted because it would be written outside of output.path (');
    expect(rows['`false` (the default with `experiments.futureDefaults`)']).toEqual(['refused with an error', 'refused']);
    expect(await outside('true', { allowOutside: true })).toEqual({ asset: true, copy: true, errors: '' });
    expect(rows['`true`']).toEqual(['written', 'allowed']);
    expect(await outside('listed', { allowOutside: [path.join(scratch, 'allow-outside-listed')] })).toEqual({ asset: true, copy: true, errors: '' });
    const other = project('allow-outside-other');
    expect(await outside('elsewhere', { allowOutside: [other] })).toMatchObject({ asset: false, copy: false });
    expect(rows['`["/abs/dir", …]`']).toEqual(['written only inside the listed directories', 'allowed only inside the listed directories']);
    expect(text).toContain('``Asset "../report.txt" is not emitted because it would be written outside of output.path (…)``');
    const flags = webpack.cli.getArguments();
    expect(flags['output-allow-outside']?.multiple).toBe(true);
    expect(flags['output-allow-outside-reset']).toBeDefined();
    expect(text).toContain('`--output-allow-outside <dir>` adds a directory to the list and `--output-allow-outside-reset` empties it');
  }, 90_000);

  test('output.clean leaves a project alone when output.path holds it, with a warning', async () => {
    const dir = project('unsafe-clean', { 'src/index.js': 'console.log(1);\n' });
    const stats = await build(dir, { mode: 'production', entry: './src/index.js', output: { path: dir, clean: true } });
    const warnings = stats.toJson({ all: false, warnings: true }).warnings?.map((warning) => warning.message) ?? [];
    expect(warnings.join('\n')).toContain(`'output.clean' did not clean '${dir}': it contains '${dir}', so cleaning would remove the project's own files.`);
    expect(fs.existsSync(path.join(dir, 'src/index.js'))).toBe(true);
    expect(text).toContain("``'output.clean' did not clean …: it contains …, so cleaning would remove the project's own files``");
  }, 60_000);
});

describe('module', () => {
  const { text } = readPage('configuration/module.mdx');

  /** Builds `entry` of a fresh project and returns what webpack prints for problems and the emitted files. */
  async function buildProject(name: string, files: Record<string, string>, entry: string, config: webpack.Configuration = {}) {
    const dir = project(name, files);
    const stats = await build(dir, { mode: 'production', entry, ...config });
    const dist = path.join(dir, 'dist');
    // A production build with an error emits nothing.
    const emitted = Object.fromEntries((fs.existsSync(dist) ? fs.readdirSync(dist) : []).map((file) => [file, fs.readFileSync(path.join(dist, file), 'utf8')]));
    return { printed: stats.toString({ all: false, errors: true, warnings: true, colors: false }), emitted };
  }

  test('parseErrors: off by default; a warning per recovered CSS or HTML parse error, an error where the file ends too soon', async () => {
    const files = { 'src/index.js': "import './bad.css';\n", 'src/bad.css': '.a { color: red; }\n.b { color: "blue\n}\n', 'src/page.html': '<!doctype html>\n<html><body><p>Hi</p><!-- unclosed' };
    const parser = { css: { parseErrors: true }, html: { parseErrors: true } };
    const css = await buildProject('parse-errors-css', files, './src/index.js', { module: { parser } });
    const html = await buildProject('parse-errors-html', files, './src/page.html', { module: { parser } });
    expect(blockAfter('configuration/module.mdx', text, 'html: { parseErrors: true },')).toBe(`${css.printed.trim()}\n\n${html.printed.trim()}`);
    expect((await buildProject('parse-errors-off-css', files, './src/index.js')).printed).toBe('');
    expect((await buildProject('parse-errors-off-html', files, './src/page.html')).printed).toBe('');
    expect(text).toContain('Both are off by default.');
  }, 60_000);

  test("an inline <script lang=\"ts\"> is TypeScript and <style lang=\"scss\"> has the text/x-scss media type a mimetype rule matches", async () => {
    const marker = "module.exports = function (source) { return source.replace('$accent', 'rebeccapurple'); };\n";
    const page = '<!doctype html>\n<html><head><style lang="scss">p { color: $accent; }</style></head><body><p>Hi</p><script type="module" lang="ts">const n: number = 2;\nconsole.log(n * 21);</script></body></html>\n';
    const rules = [{ mimetype: 'text/x-scss', type: 'css', use: [path.join(project('lang-loader', { 'accent-loader.js': marker }), 'accent-loader.js')] }];
    const { printed, emitted } = await buildProject('inline-lang', { 'src/index.html': page }, './src/index.html', { module: { rules } });
    expect(printed).toBe('');
    expect(Object.values(emitted).join('\n')).toContain('console.log(42)');
    expect(Object.values(emitted).join('\n')).toContain('color:#639');
    expect(text).toContain('`<style lang="scss">` becomes `text/x-scss` and `<script lang="ts">` becomes `text/typescript`');
  }, 60_000);

  test('<style module> renames classes and ids and rewrites the page; cssModules.attributes adds data-target', async () => {
    const page = '<!doctype html>\n<html><head><style module>#menu { display: none; }</style></head><body><button data-target="menu">Menu</button><nav id="menu">x</nav></body></html>\n';
    const rewritten = async (name: string, config: webpack.Configuration) => (await buildProject(name, { 'src/index.html': page }, './src/index.html', config)).emitted['index.html'] ?? '';
    const plain = await rewritten('style-module-plain', {});
    const id = /<nav id=(\w+)>/.exec(plain)?.[1] ?? '';
    expect(id).not.toBe('menu');
    expect(plain).toContain(`#${id}{display:none}`);
    expect(plain).toContain('data-target=menu');
    expect(text).toContain('html: { cssModules: { attributes: { "data-target": "id" } } },');
    const withAttribute = await rewritten('style-module-attribute', { module: { parser: { html: { cssModules: { attributes: { 'data-target': 'id' } } } } } });
    expect(withAttribute).toContain(`data-target=${id}`);
    const named = await buildProject('style-module-named', { 'src/index.html': '<!doctype html>\n<html><head><style module="card">.btn { color: red; }</style></head><body><button class="card.btn">Go</button></body></html>\n' }, './src/index.html');
    const btn = /<button class=(\w+)>/.exec(named.emitted['index.html'] ?? '')?.[1] ?? '';
    expect(named.emitted['index.html']).toContain(`.${btn}{color:red}`);
    expect(text).toContain('`module="card"` on either element names the module, so the page can write `class="card.btn"`');
    const kinds = (definition('HtmlCssModulesAttributeKind').enum ?? []) as string[];
    for (const kind of kinds) expect(text).toContain(`\`${kind}\` (`);
  }, 60_000);

  test("a use entry's sourceTest runs the loader only on input that matches", async () => {
    const loader = path.join(project('source-test-loader', { 'mark-loader.js': 'module.exports = function (source) { return source + "\\nconsole.log(\\"licensed\\");\\n"; };\n' }), 'mark-loader.js');
    const files = { 'src/index.js': "import './a.js';\nimport './b.js';\n", 'src/a.js': "/*! @license MIT */\nconsole.log('a');\n", 'src/b.js': "console.log('b');\n" };
    const rules = [{ test: /[ab]\.js$/, use: [{ loader, sourceTest: /@license/ }] }];
    const { emitted } = await buildProject('source-test', files, './src/index.js', { mode: 'none', module: { rules } });
    expect(emitted['main.js']?.match(/console\.log\("licensed"\)/g)).toHaveLength(1);
    expect(text).toContain('`{ loader: "./license-loader.js", sourceTest: /@license/ }` runs only on files whose text contains `@license`');
  }, 60_000);

  test('every property of a rule is mentioned, and the asset size limit is 8096 bytes', () => {
    const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
    const mentioned = new Set(codeSpans(prose).flatMap((span) => span.split(/[^\w]+/)));
    const missing = Object.keys(definition('RuleSetRule').properties ?? {}).filter((name) => !mentioned.has(name) && name !== 'assert' && name !== 'extractSourceMap' && name !== 'loader' && name !== 'options');
    expect(missing).toEqual([]);
    expect(defaultsFor({}).module.parser?.asset).toEqual({ dataUrlCondition: { maxSize: 8096 } });
    expect(text).toContain('(8096 bytes by default)');
  });

  test('the default rules do what the list says', () => {
    const rules = defaultsFor({}).module.defaultRules as { test?: RegExp; type?: string; descriptionData?: unknown; with?: unknown }[];
    const typeOf = (predicate: (rule: (typeof rules)[number]) => boolean) => rules.find(predicate)?.type;
    expect(typeOf((rule) => String(rule.test) === '/\\.mjs$/i')).toBe('javascript/esm');
    expect(typeOf((rule) => String(rule.test) === '/\\.cjs$/i')).toBe('javascript/dynamic');
    expect(typeOf((rule) => JSON.stringify(rule.descriptionData) === '{"type":"commonjs"}')).toBe('javascript/dynamic');
    expect(typeOf((rule) => JSON.stringify(rule.descriptionData) === '{"type":"module"}')).toBe('javascript/esm');
    expect(typeOf((rule) => String(rule.test) === '/\\.css$/i')).toBe('css/auto');
    expect(typeOf((rule) => String(rule.test) === '/\\.html$/i')).toBe('html');
    expect(typeOf((rule) => String(rule.test) === '/\\.wasm$/i')).toBe('webassembly/async');
    for (const [type, moduleType] of [
      ['json', 'json'],
      ['text', 'asset/source'],
      ['bytes', 'asset/bytes'],
    ]) {
      expect(typeOf((rule) => JSON.stringify(rule.with) === JSON.stringify({ type }))).toBe(moduleType);
    }
  });
});

describe('resolve', () => {
  const { text } = readPage('configuration/resolve.mdx');

  test('the per-dependency defaults and resolveLoader', () => {
    const web = defaultsFor({ target: 'web' }).resolve;
    const htmlFirst = defaultsFor({ target: 'web', experiments: { html: true } }).resolve.byDependency?.esm?.extensions;
    expect(htmlFirst?.[0]).toBe('.html');
    expect(text).toContain('(`.html` first when you set `experiments.html: true`)');
    const node = defaultsFor({ target: 'node', experiments: { css: false, html: false, typescript: false } }).resolve;
    // Built-in TypeScript is on by default (no rule handles .ts files): `.ts` and the `typescript` condition lead.
    expect(web.byDependency?.esm).toMatchObject({ extensions: ['.ts', '.js', '.json', '.wasm', '.html', '.css'], conditionNames: ['typescript', 'import', 'module-sync', 'module', '...'], mainFields: ['browser', 'module', '...'] });
    expect(web.byDependency?.commonjs).toMatchObject({ extensions: ['.ts', '.js', '.json', '.wasm'], conditionNames: ['typescript', 'require', 'module-sync', 'module', '...'] });
    const withoutTypescript = defaultsFor({ target: 'web', experiments: { typescript: false } }).resolve;
    expect(withoutTypescript.byDependency?.commonjs).toMatchObject({ extensions: ['.js', '.json', '.wasm'], conditionNames: ['require', 'module-sync', 'module', '...'] });
    const rows = Object.fromEntries(tableRows(text, '| Option | `import` (ESM)').map((row) => [row[0], row.slice(1)]));
    expect(rows['`extensions`']?.[1]).toBe('`.ts` while the built-in TypeScript support is on, then `.js`, `.json`, `.wasm`');
    expect(rows['`conditionNames`']?.[0]).toBe('`typescript` while the built-in TypeScript support is on, then `import`, `module-sync`, `module`, then the global ones');
    expect(node.byDependency?.esm).toMatchObject({ extensions: ['.js', '.json', '.wasm'], mainFields: ['module', '...'] });
    expect([web.mainFields, web.conditionNames, node.conditionNames]).toEqual([['main'], ['webpack', 'production', 'browser'], ['webpack', 'production', 'node']]);
    expect(defaultsFor({}).resolveLoader).toMatchObject({ conditionNames: ['loader', 'require', 'node'], mainFields: ['loader', 'main'], extensions: ['.js'] });
  });

  test('importing a Node.js core module for the web fails with the message shown', async () => {
    const dir = project('core-module', { 'src/index.js': 'import path from "path";\nconsole.log(path.sep);\n' });
    const stats = await build(dir, { mode: 'production', entry: './src/index.js' });
    const shown = stats.toString({ all: false, errors: true, colors: false }).split(dir).join('/app');
    const block = blockAfter('configuration/resolve.mdx', text, 'the build fails with a message that spells out the fix');
    expect(shown).toContain(block);
  });
});

describe('dev server', () => {
  const { text } = readPage('configuration/dev-server.mdx');
  const manifest = JSON.parse(installedSource('webpack-dev-server/package.json')) as { peerDependencies: Record<string, string>; engines: { node: string } };

  test('webpack-dev-server 6 needs webpack 5.101 and Node.js 22.15', () => {
    expect(manifest.peerDependencies.webpack).toBe('^5.101.0');
    expect(manifest.engines.node).toBe('>= 22.15.0');
    expect(text).toContain('which requires webpack 5.101 or later and, according to its `package.json`, Node.js 22.15 or later');
  });

  test('defaults, transports and server types in the Defaults table', () => {
    const source = installedSource('webpack-dev-server/lib/Server.js');
    expect(source).toContain(': 8080;');
    expect(source).toMatch(/options\.client\.reconnect = 10;/);
    expect(source).toMatch(/options\.compress = true;/);
    expect(source).toMatch(/options\.historyApiFallback = false;/);
    expect(source).toContain('const defaultWebSocketServerOptions = { path: "/ws" };');
    expect(source).toContain('directory: path.join(process.cwd(), "public"),');
    const devServerSchema = JSON.parse(installedSource('webpack-dev-server/lib/options.json')) as { definitions: Record<string, { enum?: unknown[]; anyOf?: { enum?: unknown[] }[] }> };
    expect(devServerSchema.definitions.WebSocketServerEnum?.anyOf?.flatMap((node) => node.enum ?? [])).toEqual([false, 'ws', 'sse']);
    expect(devServerSchema.definitions.ServerType?.enum).toEqual(['http', 'https', 'http2']);
  });

  test('several configurations: explicit ports must differ', () => {
    expect(installedSource('webpack-cli/lib/webpack-cli.js')).toContain('"Unique ports must be specified for each devServer option in your webpack configuration.');
    expect(text).toContain('`Unique ports must be specified for each devServer option in your webpack configuration.`');
  });
});

describe('optimization', () => {
  const { text } = readPage('configuration/optimization.mdx');

  test('the XML minimizer: five safe switches on with xml: {}, the others off; the page\'s icon comes out as shown', async () => {
    const xml = defaultsFor({ optimization: { minimize: { xml: {} } } }).optimization.minimizeOptions?.xml as Record<string, unknown>;
    const on = Object.entries(xml).filter(([, value]) => value === true).map(([name]) => name);
    expect(on.sort()).toEqual(['collapseWhitespace', 'removeUnusedNamespaces', 'shortenColors', 'shortenNumbers', 'shortenPathData']);
    expect(text).toContain('`shortenNumbers` (`12.000` becomes `12`), `shortenColors` (`#ff0000` becomes `red`), `shortenPathData`, `collapseWhitespace` and `removeUnusedNamespaces`');
    const switches = Object.keys(definition('OptimizationMinimizeXml').properties ?? {});
    for (const name of ['removeTitles', 'removeDescriptions', 'removeMetadata', 'removeEditorData', 'removeScripts', 'removeDimensions', 'removeViewBox', 'cleanupIds', 'convertShapes', 'mergePaths', 'inlineStyles', 'precision', 'anglePrecision']) {
      expect([name, switches.includes(name), xml[name]]).toEqual([name, true, undefined]);
    }
    const blocks = extractCodeBlocks('configuration/optimization.mdx', text);
    const icon = blocks.find((block) => block.title === 'src/icon.svg')?.value ?? '';
    const dir = project('xml-minimizer', { 'src/index.js': "console.log(new URL('./icon.svg', import.meta.url).href);\n", 'src/icon.svg': `${icon}\n` });
    await build(dir, { mode: 'production', entry: './src/index.js', output: { path: path.join(dir, 'dist'), assetModuleFilename: '[name][ext]' }, optimization: { minimize: { xml: { removeTitles: true, removeMetadata: true } } } });
    expect(fs.readFileSync(path.join(dir, 'dist/icon.svg'), 'utf8')).toBe(blockAfter('configuration/optimization.mdx', text, 'is emitted as'));
    expect(text).toContain('xml: { removeTitles: true, removeMetadata: true },');
  }, 60_000);

  test('splitChunks defaults and id algorithms', () => {
    const production = defaultsFor({ mode: 'production' }).optimization;
    const development = defaultsFor({ mode: 'development' }).optimization;
    const splitChunks = production.splitChunks as { chunks?: unknown; minSize?: unknown; maxInitialRequests?: unknown; maxAsyncRequests?: unknown; cacheGroups?: Record<string, { priority?: number }> };
    expect([splitChunks.chunks, splitChunks.minSize, splitChunks.maxInitialRequests, splitChunks.maxAsyncRequests]).toEqual(['async', 20000, 30, 30]);
    expect([splitChunks.cacheGroups?.defaultVendors?.priority, splitChunks.cacheGroups?.default?.priority]).toEqual([-10, -20]);
    expect((development.splitChunks as { minSize?: unknown }).minSize).toBe(10000);
    expect([production.moduleIds, development.moduleIds, production.emitOnErrors, production.removeAvailableModules]).toEqual(['deterministic', 'named', false, false]);
    const optimizationSchema = definition('Optimization').properties ?? {};
    expect(optimizationSchema.chunkIds?.enum).toContain('total-size');
    expect(optimizationSchema.moduleIds?.enum).not.toContain('total-size');
    expect(production.minimizeOptions).toEqual({ javascript: { compress: { passes: 2 } }, css: {}, html: {}, json: false });
    expect(text).toContain('(20,000 in production, 10,000 otherwise)');
  });
});
