/**
 * @jest-environment node
 *
 * Facts the Concepts pages state about webpack's defaults, schema and built-in types, read from
 * the installed webpack (and webpack-cli) rather than typed by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createWorkspace, readPage, removeWorkspace, REPO_ROOT, writeFiles } from './support/workspace';

const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const text = (page: string) => readPage(`concepts/${page}.mdx`).text;
const lib = (file: string) => fs.readFileSync(path.join(WEBPACK, 'lib', file), 'utf8');
const schema = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/WebpackOptions.json'), 'utf8')) as {
  definitions: Record<string, { properties: Record<string, unknown> }>;
};

/** The options webpack builds with, defaults applied, without creating a compiler. */
function resolved(config: Configuration) {
  const options = webpack.config.getNormalizedWebpackOptions({ context: REPO_ROOT, entry: './x.js', ...config });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

/** Builds `files` in a fresh folder (production mode, entry ./src/index.js) and returns the emitted files by name. */
async function buildFiles(files: Readonly<Record<string, string>>, config: Configuration): Promise<Record<string, string>> {
  const dir = createWorkspace('concepts-facts');
  try {
    writeFiles(dir, Object.entries(files).map(([file, content]) => ({ path: file, content })));
    await new Promise<void>((resolve, reject) =>
      webpack({ mode: 'production', context: dir, entry: './src/index.js', ...config, output: { path: path.join(dir, 'dist'), ...config.output } }, (error, stats) =>
        error || !stats ? reject(error ?? new Error('no stats')) : stats.hasErrors() ? reject(new Error(stats.toString('errors-only'))) : resolve(),
      ),
    );
    const dist = path.join(dir, 'dist');
    return Object.fromEntries(fs.readdirSync(dist).map((file) => [file, fs.readFileSync(path.join(dist, file), 'utf8')]));
  } finally {
    removeWorkspace(dir);
  }
}

/** The rows of the first markdown table after a heading, as arrays of cells. */
function tableAfter(page: string, heading: string): string[][] {
  const body = text(page);
  const start = body.indexOf(heading);
  if (start < 0) throw new Error(`${page}: no "${heading}"`);
  const lines = body.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

/** The backticked names at the start of a table cell: "`chunkLoading`, `wasmLoading`" → both. */
const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

describe('Module Resolution: the defaults table for target web', () => {
  const { resolve } = resolved({ mode: 'production', target: 'web' });
  const esm = resolve.byDependency?.esm ?? {};
  const commonjs = resolve.byDependency?.commonjs ?? {};
  const rows = Object.fromEntries(tableAfter('module-resolution', '## Defaults').map(([option, ...cells]) => [names(option)[0], cells]));

  test('extensions: .ts first, .html and .css after .js for ES imports only', () => {
    expect(esm.extensions).toEqual(['.ts', '.js', '.json', '.wasm', '.html', '.css']);
    expect(commonjs.extensions).toEqual(['.ts', '.js', '.json', '.wasm']);
    expect(rows.extensions).toEqual(['`.ts`, `.js`, `.json`, `.wasm`, then `.html` and `.css`', '`.ts`, `.js`, `.json`, `.wasm`']);
  });

  test('mainFields, aliasFields, mainFiles and modules', () => {
    expect(resolve.mainFields).toEqual(['main']);
    expect(esm.mainFields).toEqual(['browser', 'module', '...']);
    expect(commonjs.mainFields).toEqual(['browser', 'module', '...']);
    expect(rows.mainFields).toEqual(['`browser`, `module`, `main`', '`browser`, `module`, `main`']);
    expect([esm.aliasFields, commonjs.aliasFields]).toEqual([['browser'], ['browser']]);
    expect(rows.aliasFields).toEqual(['`browser`', '`browser`']);
    expect(resolve.mainFiles).toEqual(['index']);
    expect(rows.mainFiles).toEqual(['`index`', '`index`']);
    expect(resolve.modules).toEqual(['node_modules']);
    expect(rows.modules).toEqual(['`node_modules`', '`node_modules`']);
  });

  test('conditionNames: the dependency kind first, then webpack, the mode and the platform', () => {
    expect(resolve.conditionNames).toEqual(['webpack', 'production', 'browser']);
    expect(resolved({ mode: 'development', target: 'web' }).resolve.conditionNames).toEqual(['webpack', 'development', 'browser']);
    expect(resolved({ mode: 'none', target: 'web' }).resolve.conditionNames).toEqual(['webpack', 'production', 'browser']);
    expect(esm.conditionNames).toEqual(['typescript', 'import', 'module-sync', 'module', '...']);
    expect(commonjs.conditionNames).toEqual(['typescript', 'require', 'module-sync', 'module', '...']);
    expect(rows.conditionNames).toEqual([
      '`typescript`, `import`, `module-sync`, `module`, `webpack`, `development` or `production`, `browser`',
      '`typescript`, `require`, `module-sync`, `module`, `webpack`, `development` or `production`, `browser`',
    ]);
  });

  test('other targets: node drops the browser field and condition, other platforms add their own condition', () => {
    const node = resolved({ mode: 'production', target: 'node' }).resolve;
    expect(node.byDependency?.esm?.mainFields).toEqual(['module', '...']);
    expect(node.byDependency?.esm?.aliasFields).toEqual([]);
    expect(node.conditionNames).toEqual(['webpack', 'production', 'node']);
    expect(resolved({ mode: 'production', target: 'webworker' }).resolve.conditionNames).toContain('worker');
    const conditions = (target: string) => resolved({ mode: 'production', target }).resolve.conditionNames;
    expect(conditions('deno')).toContain('deno');
    expect(conditions('bun')).toContain('bun');
    expect(conditions('electron-main')).toContain('electron');
    expect(conditions('nwjs')).toContain('nwjs');
    expect(text('module-resolution')).toContain('Deno, Bun, Electron and NW.js targets add `deno`, `bun`, `electron` and `nwjs`');
  });

  test('built-in TypeScript, on by default: .ts first, the typescript condition, tsconfig paths and .js → .ts; a .ts rule removes them', () => {
    const ts = resolved({ mode: 'production', target: 'web' }).resolve;
    expect(ts.byDependency?.esm?.extensions?.slice(0, 2)).toEqual(['.ts', '.js']);
    expect(ts.byDependency?.esm?.conditionNames?.[0]).toBe('typescript');
    expect(ts.tsconfig).toBe(true);
    expect(ts.extensionAlias).toEqual({ '.js': ['.js', '.ts'], '.cjs': ['.cjs', '.cts'], '.mjs': ['.mjs', '.mts'] });
    expect(text('module-resolution')).toContain('a request for `./util.js` also finds `./util.ts` (likewise `.mjs` → `.mts` and `.cjs` → `.cts`)');
    const withRule = resolved({ mode: 'production', target: 'web', module: { rules: [{ test: /\.ts$/, use: 'ts-loader' }] } }).resolve;
    expect(withRule.byDependency?.esm?.extensions?.[0]).toBe('.js');
    expect(withRule.byDependency?.esm?.conditionNames?.[0]).toBe('import');
    expect(withRule.tsconfig).toBeUndefined();
    expect(text('module-resolution')).toContain('A rule of yours that handles `.ts`, `.mts` or `.cts` files switches it off');
  });

  test('CSS @import and loaders resolve with their own settings', () => {
    expect(resolve.byDependency?.['css-import']).toMatchObject({ mainFiles: [], mainFields: ['style', '...'], conditionNames: ['webpack', 'production', 'style'], extensions: ['.css'] });
    const loader = resolved({ mode: 'production' }).resolveLoader;
    expect(loader.mainFields).toEqual(['loader', 'main']);
    expect(loader.extensions).toEqual(['.js']);
  });
});

describe('Output: what you get without configuring anything', () => {
  const output = (config: Configuration = {}) => resolved({ mode: 'production', ...config }).output;
  const rows = Object.fromEntries(tableAfter('output', '## What you get without configuring anything').map(([option, ...cells]) => [names(option)[0], cells]));

  test('path, file names, public path and clean', () => {
    const web = output();
    expect(web.path).toBe(path.join(REPO_ROOT, 'dist'));
    expect([web.filename, web.chunkFilename, web.cssFilename]).toEqual(['[name].js', '[name].js', '[name].css']);
    expect(output({ output: { module: true } }).filename).toBe('[name].mjs');
    expect(output({ output: { filename: 'bundle.js' } })).toMatchObject({ chunkFilename: '[id].bundle.js', cssFilename: 'bundle.css' });
    expect(web.assetModuleFilename).toBe('[hash][ext][query][fragment]');
    expect([web.publicPath, output({ target: 'webworker' }).publicPath, output({ target: 'node' }).publicPath]).toEqual(['auto', 'auto', '']);
    expect(web.clean).toBeUndefined();
    expect(rows['output.filename'][0]).toBe("`'[name].js'` (`'[name].mjs'` when `output.module` is on)");
    expect(rows['output.assetModuleFilename'][0]).toBe("`'[hash][ext][query][fragment]'`");
    expect(rows['output.publicPath'][0]).toBe("`'auto'` for browser and worker targets, `''` for Node.js");
  });

  test('chunk format, global object and page names', () => {
    expect([output().chunkFormat, output({ target: 'node' }).chunkFormat]).toEqual(['array-push', 'commonjs']);
    expect(output().globalObject).toBe('self');
    expect(output({ output: { filename: '[name].[contenthash].js' } }).htmlFilename).toBe('[name].[contenthash].html');
    expect(Object.keys(schema.definitions.Experiments.properties)).not.toContain('outputModule');
    expect(text('output')).toContain("(`chunkFormat: 'array-push'`) in browsers");
    expect(text('output')).toContain('The default `globalObject` for web targets is `self`.');
  });
});

describe('Modules and Loaders: module types and default rules', () => {
  const types = new Set([...lib('module/ModuleTypeConstants.js').matchAll(/^const \w+ = "([^"]+)";$/gm)].map((match) => match[1]));

  test('every type in the module types table is one webpack defines', () => {
    const listed = tableAfter('modules', '## Module types').flatMap(([type]) => names(type));
    expect(listed).toEqual(expect.arrayContaining(['javascript/auto', 'webassembly/sync', 'asset/bytes', 'asset/webmanifest', 'html']));
    for (const type of listed) expect(types).toContain(type);
  });

  test('the default rules behind the "Used for" column', () => {
    const rules = JSON.stringify(resolved({ mode: 'production' }).module.defaultRules, (_key, value: unknown) => (value instanceof RegExp ? value.source : value));
    for (const fragment of [
      '{"test":"\\\\.cjs$","type":"javascript/dynamic"}',
      '"test":"\\\\.mjs$","type":"javascript/esm"',
      '{"with":{"type":"text"},"type":"asset/source"}',
      '{"with":{"type":"bytes"},"type":"asset/bytes"}',
      '{"dependency":"url","test":"\\\\.webmanifest$","type":"asset/webmanifest"}',
    ]) {
      expect(rules).toContain(fragment);
    }
    expect(resolved({ mode: 'production' }).module.parser.asset?.dataUrlCondition).toEqual({ maxSize: 8096 });
    expect(text('modules')).toContain('Inline below a size limit (8096 bytes by default)');
  });

  test('css/auto treats .module.css and .modules.css as CSS Modules', () => {
    expect(lib('css/CssParser.js')).toContain('const IS_MODULES = /\\.modules?\\.[^.]+$/i;');
    expect(text('modules')).toContain('CSS Modules for `.module.css` and `.modules.css`');
  });

  test('the built-in CSS, HTML and WebAssembly support steps aside for a rule with loaders or a type, not for enforced loaders', () => {
    const experiments = (rules: NonNullable<Configuration['module']>['rules']) => resolved({ mode: 'production', module: { rules } }).experiments;
    expect(experiments([]).css).toBe('auto');
    expect(experiments([{ test: /\.css$/i, type: 'css/auto' }]).css).toBe(false);
    expect(experiments([{ test: /\.css$/i, use: ['postcss-loader'] }]).css).toBe(false);
    expect(experiments([{ test: /\.css$/i, enforce: 'pre', use: ['postcss-loader'] }]).css).toBe('auto');
    expect(experiments([{ test: /\.s[ac]ss$/i, use: ['sass-loader'], type: 'css/auto' }]).css).toBe('auto');
    expect(experiments([{ test: /\.html$/i, use: ['html-loader'] }]).html).toBe(false);
    expect(text('loaders')).toContain("Rules with `enforce: 'pre'` or `enforce: 'post'` do not count.");
  });
});

test('Entry Points: the entry descriptor table lists every property of the schema', () => {
  const listed = tableAfter('entry-points', '### Entry descriptors').flatMap(([property]) => names(property));
  expect(listed.sort()).toEqual(Object.keys(schema.definitions.EntryDescription.properties).sort());
});

describe('Module Federation', () => {
  const federation = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/plugins/container/ModuleFederationPlugin.json'), 'utf8')) as typeof schema & {
    properties: Record<string, unknown>;
  };

  test('the shared options table covers every option of a shared package', () => {
    const listed = tableAfter('module-federation', '## Configuring shared packages').flatMap(([option]) => names(option));
    expect(listed.sort()).toEqual(Object.keys(federation.definitions.SharedConfig.properties).sort());
    expect(Object.keys(federation.properties)).toEqual(expect.arrayContaining(['name', 'filename', 'exposes', 'remotes', 'remoteType', 'library', 'runtime', 'shared', 'shareScope']));
  });

  test('the plugin combines three plugins, defaults to a var library and script remotes', () => {
    const source = lib('container/ModuleFederationPlugin.js');
    expect(source).toContain('const library = options.library || { type: "var", name: options.name };');
    expect(source).toMatch(/isValidExternalsType\(options\.library\.type\)[\s\S]*?: "script"\);/);
    for (const plugin of ['new ContainerPlugin(', 'new ContainerReferencePlugin(', 'new SharePlugin(']) expect(source).toContain(plugin);
  });

  test('the runtime messages and the tie-break between equal versions', () => {
    expect(lib('sharing/ConsumeSharedRuntimeModule.js')).toContain('"Unsatisfied version " + version + " from " + (version && scope[key][version].from) + " of shared singleton module " + key + " (required "');
    expect(lib('sharing/ConsumeSharedRuntimeModule.js')).toContain('Shared module is not available for eager consumption');
    expect(lib('container/ContainerEntryModule.js')).toContain('does not exist in container.');
    expect(lib('sharing/ShareRuntimeModule.js')).toContain('(!eager != !activeVersion.eager ? eager : uniqueName > activeVersion.from)');
    const page = text('module-federation');
    expect(page).toContain('Unsatisfied version 17.0.2 from shell of shared singleton module react (required ^18.2.0)');
    expect(page).toContain("For equal versions the runtime keeps the copy of the build whose `output.uniqueName` sorts last, here `shell`");
  });
});

describe('Configuration and Plugins', () => {
  test('webpack-cli looks for webpack.config first, then in .webpack/, with the common extensions first', () => {
    const cli = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cli).toContain('const DEFAULT_CONFIGURATION_FILES = [\n    "webpack.config",\n    ".webpack/webpack.config",\n    ".webpack/webpackfile",\n];');
    expect(cli).toContain('const commonExtensions = [".js", ".mjs", ".cjs", ".ts", ".cts", ".mts"];');
    expect(cli).toMatch(/"\.json5": \{ package: "json5"[\s\S]*"\.yaml": \{ package: "js-yaml"[\s\S]*"\.yml": \{ package: "js-yaml"[\s\S]*"\.toml": \{ package: "toml"/);
    expect(cli).toContain('("tsx/cjs")');
    expect(text('configuration')).toContain('It then checks `.webpack/webpack.config.*` and `.webpack/webpackfile.*`.');
  });

  test('a compiler whose dependency is not selected stops with the message the page quotes', async () => {
    const compiler = webpack([{ name: 'server', mode: 'production', context: REPO_ROOT, entry: './x.js', dependencies: ['client'] }]);
    const error = await new Promise<Error | null>((resolve) => compiler.run((err) => resolve(err ?? null)));
    expect(error?.message).toBe('Compiler dependency `client` not found.');
    expect(text('configuration')).toContain('``Compiler dependency `client` not found``');
  });

  test('plugins are applied before the defaults, except context', () => {
    const seen: { path?: string; context?: string } = {};
    webpack({
      context: REPO_ROOT,
      entry: './x.js',
      plugins: [
        (compiler: webpack.Compiler) => {
          seen.path = compiler.options.output.path;
          seen.context = compiler.options.context;
        },
      ],
    });
    expect(seen).toEqual({ path: undefined, context: REPO_ROOT });
    expect(text('plugins')).toContain('apart from `context` and `infrastructureLogging`, webpack has not filled in its defaults yet');
  });

  test('BannerPlugin adds its banner at the ADDITIONS stage unless told otherwise', async () => {
    const { ADDITIONS, REPORT } = { ADDITIONS: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS, REPORT: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT };
    /** Whether main.js carries the banner just before and just after `stage`. */
    const seen = async (options: ConstructorParameters<typeof webpack.BannerPlugin>[0], stage: number) => {
      const seenAt: boolean[] = [];
      const spy = (at: number) => ({
        apply: (compiler: webpack.Compiler) =>
          compiler.hooks.thisCompilation.tap('Spy', (compilation) =>
            compilation.hooks.processAssets.tap({ name: 'Spy', stage: at }, (assets) => void seenAt.push(String(assets['main.js']?.source()).includes('hello'))),
          ),
      });
      await buildFiles({ 'src/index.js': 'console.log(1);\n' }, { plugins: [new webpack.BannerPlugin(options), spy(stage - 1), spy(stage + 1)] });
      return seenAt;
    };
    expect(await seen({ banner: 'hello' }, ADDITIONS)).toEqual([false, true]);
    expect(await seen({ banner: 'hello', stage: REPORT }, REPORT)).toEqual([false, true]);
  }, 60_000);
});

describe('Manifest: the asset manifest plugins', () => {
  test('ManifestPlugin defaults', async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    // target web: output.publicPath is 'auto', which the manifest turns into '/'.
    const auto = await buildFiles(files, { target: 'web', plugins: [new webpack.ManifestPlugin(), new webpack.SSRManifestPlugin()] });
    const manifest = auto['manifest.json'] ?? '';
    expect(manifest).toBe(`${JSON.stringify(JSON.parse(manifest), null, 2)}`);
    expect(JSON.parse(manifest)).toMatchObject({ entrypoints: { main: { imports: ['main.js'] } }, assets: { 'main.js': { file: '/main.js' } } });
    expect(auto['ssr-manifest.json']).toBeDefined();
    const fixed = await buildFiles(files, { target: 'web', output: { publicPath: '/static/' }, plugins: [new webpack.ManifestPlugin({ entrypoints: false })] });
    expect(JSON.parse(fixed['manifest.json'] ?? '')).toEqual({ assets: { 'main.js': { file: '/static/main.js' } } });
    const rows = Object.fromEntries(tableAfter('manifest', '| Option | Default | Purpose |').map(([option, value]) => [option, value]));
    expect([rows['`filename`'], rows['`entrypoints`'], rows['`prefix`']]).toEqual(["`'manifest.json'`", '`true`', "`'[publicpath]'`"]);
    expect(text('manifest')).toContain('`[publicpath]` is replaced by `output.publicPath`, or by `/` when that is `\'auto\'`');
  }, 60_000);
});

test('Concepts overview: the mode table', () => {
  const development = resolved({ mode: 'development', target: 'web' });
  const production = resolved({ mode: 'production', target: 'web' });
  const none = resolved({ mode: 'none', target: 'web' });
  expect(development.devtool).toEqual([
    { type: 'css', use: 'source-map' },
    { type: 'javascript', use: 'eval' },
  ]);
  expect([production.devtool, none.devtool]).toEqual([false, false]);
  expect([development.optimization.minimize, production.optimization.minimize, none.optimization.minimize]).toEqual([false, true, false]);
  expect([development.optimization.nodeEnv, production.optimization.nodeEnv, none.optimization.nodeEnv]).toEqual(['development', 'production', false]);
  expect([development.optimization.moduleIds, production.optimization.moduleIds, none.optimization.moduleIds]).toEqual(['named', 'deterministic', 'natural']);
  expect([development.optimization.usedExports, production.optimization.usedExports, none.optimization.usedExports]).toEqual([false, true, false]);
  expect([development.optimization.concatenateModules, production.optimization.concatenateModules, none.optimization.concatenateModules]).toEqual([false, true, false]);
  expect([development.cache, production.cache, none.cache]).toEqual([expect.objectContaining({ type: 'memory' }), false, false]);
  expect([development.performance, production.performance, none.performance, resolved({ mode: 'production', target: 'node' }).performance]).toEqual([
    false,
    expect.objectContaining({ hints: 'warning' }),
    false,
    false,
  ]);
  const page = text('index');
  expect(page).toContain('| `devtool` | `eval` for JavaScript, source maps for built-in CSS | off | off |');
  expect(page).toContain('| Asset size warnings | off | on for web targets | off |');
  expect(page).toContain('| Module and chunk ids | readable names | short, deterministic numbers | numbers in order of discovery |');
});
