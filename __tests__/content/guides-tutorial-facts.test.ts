/**
 * @jest-environment node
 *
 * Facts that the first guides (Installation and Getting Started to Tree Shaking) state in their prose
 * and tables, checked against the installed webpack, webpack-cli and webpack-dev-server: defaults
 * come from webpack.config.applyWebpackOptionsDefaults, behaviour from small real builds, messages
 * from real runs. The build output the guides show is compared in guide-outputs.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import webpack, { type Configuration, type Stats } from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { runCli } from './support/webpack-cli';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, runNode } from './support/workspace';

const text = (page: string) => readPage(`guides/${page}.mdx`).text;
const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as Record<string, unknown>;

type Mode = 'development' | 'production' | 'none';
function defaultsFor(config: Configuration) {
  const options = webpack.config.getNormalizedWebpackOptions({ context: REPO_ROOT, ...config });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}
const inMode = (mode: Mode) => defaultsFor({ mode, entry: './src/index.js' });

/** The first text block after the line `after` on the page. */
function textBlockAfter(page: string, after: string): string {
  const { text: source } = readPage(`guides/${page}.mdx`);
  const line = source.split('\n').findIndex((candidate) => candidate.startsWith(after)) + 1;
  expect(line).toBeGreaterThan(0);
  const block = extractCodeBlocks(page, source).find((candidate) => candidate.line > line && candidate.lang === 'text');
  if (!block) throw new Error(`${page}: no text block after "${after}"`);
  return block.value;
}

const workspace = createWorkspace('guides-facts');
afterAll(() => removeWorkspace(workspace));

let projects = 0;
/** A folder with the given files and a node_modules link, as a reader's project. */
function project(files: Readonly<Record<string, string | Buffer>>): string {
  const dir = path.join(workspace, `project-${++projects}`);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  linkNodeModules(dir);
  return dir;
}

function build(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack({ infrastructureLogging: { level: 'none' }, ...config });
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
  });
}

describe('Installation', () => {
  test('`npx webpack --version` prints the packages section the page shows', () => {
    const json = extractCodeBlocks('guides/getting-started.mdx', text('getting-started')).find((block) => block.title === 'package.json')?.value ?? '';
    const dir = project({ 'package.json': json });
    const { code, output } = runCli(['--version'], dir);
    expect(code).toBe(0);
    expect(output.trim()).toBe(textBlockAfter('installation', 'webpack-cli 7 answers with the versions it found'));
  });

  test('the list holds the packages of package.json named *webpack* or *loader*; `webpack version` frames it', () => {
    const packages = { 'css-loader': '^7.0.0', lodash: '^4.0.0', webpack: '^5.0.0', 'webpack-cli': '^7.0.0' };
    const dir = project({ 'package.json': JSON.stringify({ name: 'x', version: '1.0.0', private: true, devDependencies: packages }) });
    const listed = runCli(['--version'], dir).output;
    expect([...listed.matchAll(/^ {2}([\w-]+):/gm)].map((match) => match[1])).toEqual(['css-loader', 'webpack', 'webpack-cli']);
    expect(runCli(['version'], dir).output).toContain('⬡ webpack version\n');
    expect(text('installation')).toContain('The list covers every package in `package.json` whose name contains `webpack` or `loader`');
  });

  test('the `webpack` command comes from the webpack package; webpack-cli installs only `webpack-cli`', () => {
    expect(manifest('webpack').bin).toEqual({ webpack: 'bin/webpack.js' });
    expect(Object.keys(manifest('webpack-cli').bin as Record<string, string>)).toEqual(['webpack-cli']);
    expect(text('installation')).toContain('The `webpack` command is installed by the `webpack` package, but all it does is hand over to `webpack-cli`.');
    expect(text('getting-started')).toContain('it is installed by the `webpack` package and hands the work over to `webpack-cli`');
  });

  test('without webpack-cli, the webpack command asks to install it, and any answer but "y…" exits with code 1', () => {
    // webpack looks for webpack-cli in the node_modules folders above its own file: keep its path inside this folder.
    const dir = path.join(workspace, 'no-cli');
    fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
    for (const name of ['webpack', 'graceful-fs']) fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
    const run = (input: string) => {
      try {
        execFileSync(process.execPath, ['--preserve-symlinks', '--preserve-symlinks-main', 'node_modules/webpack/bin/webpack.js'], { cwd: dir, input, stdio: 'pipe' });
        return { code: 0, stderr: '' };
      } catch (error) {
        const failed = error as { status: number; stderr: Buffer };
        return { code: failed.status, stderr: failed.stderr.toString() };
      }
    };
    const answeredNo = run('no\n');
    expect(answeredNo.code).toBe(1);
    expect(answeredNo.stderr.startsWith(`${textBlockAfter('installation', 'The `webpack` command is installed by the `webpack` package')} `)).toBe(true);
    expect(answeredNo.stderr).toContain("You need to install 'webpack-cli' to use webpack via CLI.");
    fs.writeFileSync(path.join(dir, 'yarn.lock'), '');
    expect(run('no\n').stderr).toContain('We will use "yarn" to install the CLI via "yarn add -D webpack-cli".');
  });
});

describe('Installation: loaders used in later guides', () => {
  test('css-loader 7 and style-loader 4 require Node.js 18.12.0', () => {
    for (const [name, major] of [['css-loader', 7], ['style-loader', 4]] as const) {
      const { version, engines } = manifest(name) as { version: string; engines: { node: string } };
      expect([name, semver.major(version), semver.minVersion(engines.node)?.version]).toEqual([name, major, '18.12.0']);
    }
    expect(text('installation')).toContain('(`css-loader` 7 and `style-loader` 4, used in later guides, require Node.js 18.12.0 or later)');
  });
});

describe('Getting Started', () => {
  test('`webpack-cli@N` is the installed major, and the page says so', () => {
    const major = semver.major(manifest('webpack-cli').version as string);
    expect(text('getting-started')).toContain(`\`@${major}\` selects major version ${major} of the CLI`);
  });

  test('without configuration: entry ./src, output folder dist, file named after the chunk `main`', () => {
    const options = defaultsFor({});
    expect(options.entry).toEqual({ main: { import: ['./src'] } });
    expect(options.output.path).toBe(path.join(REPO_ROOT, 'dist'));
    expect(options.output.filename).toBe('[name].js');
    expect(options.context).toBe(REPO_ROOT);
    expect(text('getting-started')).toContain('Without any configuration the entry point is `./src`, which webpack resolves to `./src/index.js`.');
  });
});

describe('Asset Management and Asset Modules', () => {
  test('asset module file names default to a 20-character content hash', () => {
    const { output } = inMode('production');
    expect(output.assetModuleFilename).toBe('[hash][ext][query][fragment]');
    expect(output.hashDigestLength).toBe(20);
    expect(text('asset-modules')).toContain('whose default is `[hash][ext][query][fragment]`: a 20-character hash');
    expect(text('asset-management')).toContain('whose default `[hash][ext][query][fragment]`');
  });

  test('`asset` inlines files of up to 8096 bytes by default and emits larger ones', async () => {
    expect(inMode('production').module.parser.asset?.dataUrlCondition).toEqual({ maxSize: 8096 });
    const dir = project({ 'src/index.js': "export { default as small } from './small.txt';\nexport { default as large } from './large.txt';\n", 'src/small.txt': 'a'.repeat(8096), 'src/large.txt': 'a'.repeat(8097) });
    const stats = await build({ mode: 'production', context: dir, output: { path: path.join(dir, 'dist') }, module: { rules: [{ test: /\.txt$/, type: 'asset' }] } });
    expect(stats.hasErrors()).toBe(false);
    const emitted = stats.toJson({ assets: true }).assets?.map((asset) => asset.name);
    expect(emitted).toHaveLength(2);
    expect(emitted?.filter((name) => name.endsWith('.txt'))).toHaveLength(1);
    expect(text('asset-management')).toContain('files of up to 8096 bytes are inlined, larger ones emitted');
    expect(text('asset-modules')).toContain('A file whose size is at most a limit is inlined');
    expect(text('asset-modules')).toContain('Its default is 8096 bytes');
  });

  test("without generator.filename, Asset Management's logo gets the content-hash name the page gives", async () => {
    const logo = extractCodeBlocks('guides/asset-management.mdx', text('asset-management')).find((block) => block.title === 'src/logo.svg')?.value ?? '';
    const dir = project({ 'src/index.js': "import logo from './logo.svg';\nconsole.log(logo);\n", 'src/logo.svg': `${logo}\n` });
    const stats = await build({ mode: 'production', context: dir, output: { path: path.join(dir, 'dist') }, module: { rules: [{ test: /\.svg$/i, type: 'asset/resource' }] } });
    const svg = stats.toJson({ assets: true }).assets?.find((asset) => asset.name.endsWith('.svg'))?.name ?? '';
    expect(svg).toMatch(/^[0-9a-f]{20}\.svg$/);
    expect(text('asset-management')).toContain(`this guide's logo would become \`${svg}\``);
  });

  test("import attributes: with { type: 'text' } gives the text, with { type: 'bytes' } a Uint8Array, without any rule", async () => {
    const dir = project({
      'src/index.js': "import text from './notice.txt' with { type: 'text' };\nimport bytes from './notice.txt' with { type: 'bytes' };\nconsole.log(JSON.stringify([text, bytes instanceof Uint8Array, bytes.length]));\n",
      'src/notice.txt': 'Hello\n',
    });
    const stats = await build({ mode: 'production', target: 'node', context: dir, output: { path: path.join(dir, 'dist') } });
    expect(stats.hasErrors()).toBe(false);
    const run = await runNode(['dist/main.js'], dir);
    expect(run.stdout).toBe('["Hello\\n",true,6]\n');
    expect(text('asset-modules')).toContain("`import notice from './notice.txt' with { type: 'text' }` gives the text like `asset/source`, and `with { type: 'bytes' }` gives the raw content as a `Uint8Array`");
  });

  test("a rule with type: 'asset/bytes' gives a Uint8Array of the raw content", async () => {
    const dir = project({ 'src/index.js': "import bytes from './data.bin';\nconsole.log(bytes instanceof Uint8Array, bytes.length);\n", 'src/data.bin': Buffer.from([0, 1, 2]) });
    const stats = await build({ mode: 'production', target: 'node', context: dir, output: { path: path.join(dir, 'dist') }, module: { rules: [{ test: /\.bin$/, type: 'asset/bytes' }] } });
    expect(stats.hasErrors()).toBe(false);
    expect((await runNode(['dist/main.js'], dir)).stdout).toBe('true 3\n');
    expect(text('asset-modules')).toContain('for the raw bytes, its type is `asset/bytes`.');
  });

  test("built-in CSS is 'auto': on without a .css rule, off with one", () => {
    expect(inMode('production').experiments.css).toBe('auto');
    expect(defaultsFor({ mode: 'production', module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] } }).experiments.css).toBe(false);
    expect(text('asset-management')).toContain("its default value, `'auto'`, switches it on whenever no rule in `module.rules` matches `.css` files");
  });
});

describe('Output Management', () => {
  const files = { 'src/index.js': '', 'dist/stale.js': '', 'dist/notes/a.gitkeep': '', 'dist/keep/old.js': '' };
  const remaining = (dir: string) => ['stale.js', 'notes/a.gitkeep', 'keep/old.js'].filter((file) => fs.existsSync(path.join(dir, 'dist', file)));

  test.each([
    ['nothing set', undefined, ['stale.js', 'notes/a.gitkeep', 'keep/old.js']],
    ['true', true, []],
    ['a regular expression', { keep: /\.gitkeep$/ }, ['notes/a.gitkeep']],
    ['a string: a path prefix', { keep: 'keep' }, ['keep/old.js']],
    ['a function of the path', { keep: (file: string) => file.startsWith('stale') }, ['stale.js']],
    ['a glob, at any depth', { keep: { glob: '*.gitkeep' } }, ['notes/a.gitkeep']],
  ] as const)('output.clean %s', async (_name, clean, kept) => {
    const dir = project(files);
    await build({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist'), clean } });
    expect(remaining(dir)).toEqual(kept);
  });

  test('{ dry: true } deletes nothing and logs each file under LOG from webpack.CleanPlugin', async () => {
    const dir = project(files);
    const stats = await build({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist'), clean: { dry: true } } });
    expect(remaining(dir)).toHaveLength(3);
    const printed = stats.toString({ colors: false });
    expect(printed).toContain('LOG from webpack.CleanPlugin\n<i> stale.js will be removed');
    expect(text('output-management')).toContain('`{ dry: true }` deletes nothing and only logs each file, for example `stale.js will be removed`, under `LOG from webpack.CleanPlugin`');
  });
});

describe('Development', () => {
  test("devtool defaults to 'eval' in development and false in production", () => {
    // The defaults hold one devtool per asset type; webpack's own plugins read the JavaScript one.
    const devtoolOf = (mode: Mode) => webpack({ mode, context: REPO_ROOT, entry: './x.js' }).options.devtool;
    expect(devtoolOf('development')).toBe('eval');
    expect(inMode('development').devtool).toEqual(expect.arrayContaining([{ type: 'javascript', use: 'eval' }]));
    expect(devtoolOf('production')).toBe(false);
    expect(text('development')).toContain("the `devtool` option, which development mode sets to `'eval'`");
    expect(text('development')).toMatch(/\| `false` \| No source map\. The default in production mode\. \|/);
  });

  test('devtool strings follow the pattern the page gives, with -debugids and -scopes suffixes; arrays set one per asset type', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as {
      definitions: { RawDevTool: { anyOf: { enum?: unknown[]; pattern?: string }[] } };
    };
    const [values, strings] = schema.definitions.RawDevTool.anyOf;
    expect(values.enum).toEqual([false, 'eval']);
    expect(strings.pattern).toBe('^(inline-|hidden-|eval-)?(nosources-)?(cheap-(module-)?)?source-map(-debugids)?(-scopes)?$');
    const css = defaultsFor({ mode: 'development', entry: './src/index.js' });
    expect(css.experiments.css).toBe('auto');
    expect(css.devtool).toEqual([
      { type: 'css', use: 'source-map' },
      { type: 'javascript', use: 'eval' },
    ]);
    const page = text('development');
    expect(page).toContain('`[inline-|hidden-|eval-][nosources-][cheap-[module-]]source-map`, optionally followed by `-debugids`');
    expect(page).toContain("`[{ type: 'css', use: 'source-map' }, { type: 'javascript', use: 'eval' }]`, which is what development mode uses");
  });

  test('watch mode waits 20 ms after a change unless aggregateTimeout is set', async () => {
    const dir = project({ 'src/index.js': '' });
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    const watching = await new Promise<NonNullable<ReturnType<typeof compiler.watch>>>((resolve, reject) => {
      const started = compiler.watch({}, () => (started ? resolve(started) : reject(new Error('the compiler did not start watching'))));
    });
    expect(watching.watchOptions.aggregateTimeout).toBe(20);
    await new Promise((resolve) => watching.close(resolve));
    expect(text('development')).toContain('webpack uses 20 ms unless you set it.');
  });

  test('watchOptions.ignored takes a glob, an array of globs or a regular expression', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as {
      definitions: { WatchOptions: { properties: { ignored: { anyOf: { type?: string; instanceof?: string }[] } } } };
    };
    const kinds = schema.definitions.WatchOptions.properties.ignored.anyOf.map((kind) => kind.instanceof ?? kind.type).sort();
    expect(kinds).toEqual(['RegExp', 'array', 'string']);
  });

  test('webpack-dev-server: hot on, static from ./public, port 8080 or the next free one, an explicit port kept', async () => {
    // Its CommonJS build uses syntax Jest's transform does not handle: ask a plain Node.js process.
    const script = `
      const Server = require('webpack-dev-server');
      const webpack = require('webpack');
      const compiler = webpack({ mode: 'development', entry: './x.js', infrastructureLogging: { level: 'none' } });
      const server = new Server({}, compiler);
      (async () => {
        await server.normalizeOptions();
        const { hot, static: served, port } = server.options;
        const free = await Server.getFreePort(undefined, 'localhost');
        const explicit = await Server.getFreePort(8080, 'localhost');
        console.log(JSON.stringify({ hot, directories: served.map((item) => item.directory), port: port ?? null, free, explicit }));
      })();`;
    const dir = project({});
    const run = await runNode(['-e', script], dir);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const options = JSON.parse(run.stdout) as { hot: boolean; directories: string[]; port: null; free: number; explicit: number };
    expect(options).toMatchObject({ hot: true, directories: [path.join(fs.realpathSync(dir), 'public')], port: null, explicit: 8080 });
    expect(options.free).toBeGreaterThanOrEqual(8080);
    const page = text('development');
    expect(page).toContain('By default the server looks for them in a folder named `public`.');
    expect(page).toContain('8080 is also what the server picks when you leave `port` out');
    expect(page).toContain('**Hot module replacement is on.** The server enables it by default.');
  });

  test('webpack-dev-server 6 needs webpack 5.101 and Node.js 22.15.0', () => {
    const server = manifest('webpack-dev-server') as { version: string; peerDependencies: Record<string, string>; engines: Record<string, string> };
    expect(semver.major(server.version)).toBe(6);
    expect(semver.minVersion(server.peerDependencies.webpack)?.version).toBe('5.101.0');
    expect(semver.minVersion(server.engines.node)?.version).toBe('22.15.0');
    expect(text('development')).toContain('webpack-dev-server 6, the current major version, works with webpack 5.101 and later and declares Node.js 22.15.0 or later');
  });
});

describe('Code Splitting', () => {
  test('the table of SplitChunksPlugin production defaults; development has smaller thresholds and no request limits', () => {
    const production = inMode('production').optimization.splitChunks;
    const development = inMode('development').optimization.splitChunks;
    if (!production || !development) throw new Error('splitChunks is off');
    const page = text('code-splitting');
    const rows = Object.fromEntries([...page.matchAll(/^\| `(\w+)` \| `([^`]+)` \|/gm)].map((match) => [match[1], match[2]]));
    expect(Object.keys(rows)).toEqual(['chunks', 'minSize', 'minChunks', 'maxAsyncRequests', 'maxInitialRequests', 'enforceSizeThreshold']);
    for (const [name, cell] of Object.entries(rows)) expect([name, cell]).toEqual([name, JSON.stringify(production[name as keyof typeof production]).replace(/"/g, "'")]);
    expect(production.cacheGroups).toMatchObject({ defaultVendors: { priority: -10, idHint: 'vendors' }, default: { priority: -20, minChunks: 2 } });
    expect(Number(development.minSize)).toBeLessThan(Number(production.minSize));
    expect(Number(development.enforceSizeThreshold)).toBeLessThan(Number(production.enforceSizeThreshold));
    expect([development.maxAsyncRequests, development.maxInitialRequests]).toEqual([Infinity, Infinity]);
  });
});

describe('Code Splitting: dependOn', () => {
  test('two entries that depend on each other are an error', async () => {
    const dir = project({ 'src/a.js': '', 'src/b.js': '' });
    const stats = await build({
      mode: 'production',
      context: dir,
      output: { path: path.join(dir, 'dist') },
      entry: { a: { import: './src/a.js', dependOn: 'b' }, b: { import: './src/b.js', dependOn: 'a' } },
    });
    expect(stats.toJson({ errors: true }).errors?.map((error) => error.message)).toEqual([expect.stringContaining("use 'dependOn' to depend on each other in a circular way")]);
    expect(text('code-splitting')).toContain('An entry cannot depend on an entry that depends on it in turn');
  });
});

describe('Caching', () => {
  test("moduleIds: 'natural' without a mode, 'named' in development, 'deterministic' in production; 'size' exists", () => {
    expect(['none', 'development', 'production'].map((mode) => inMode(mode as Mode).optimization.moduleIds)).toEqual(['natural', 'named', 'deterministic']);
    const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { Optimization: { properties: { moduleIds: { enum: unknown[] } } } } };
    expect(schema.definitions.Optimization.properties.moduleIds.enum).toEqual(expect.arrayContaining(['natural', 'named', 'deterministic', 'size']));
    const page = text('caching');
    expect(page).toContain("| `'natural'` | Numbers in the order modules are used. Adding or removing one module can renumber others. The default when `mode` is `'none'`. |");
    expect(page).toContain("The default in development mode; long, and they reveal your file layout. |");
    expect(page).toContain('They do not depend on other modules. The default in production mode. |');
    expect(inMode('production').optimization.realContentHash).toBe(true);
  });

  test("module ids: with 'natural', notice.js takes lodash's 1 and lodash moves to 2; with 'deterministic', lodash is 543 either way", async () => {
    const blocks = extractCodeBlocks('guides/caching.mdx', text('caching'));
    const block = (title: string, index = 0) => `${blocks.filter((candidate) => candidate.title === title)[index]?.value ?? ''}\n`;
    const greeting = extractCodeBlocks('guides/getting-started.mdx', text('getting-started')).find((candidate) => candidate.title === 'src/greeting.js')?.value ?? '';
    const lodashId = async (moduleIds: 'natural' | 'deterministic', withNotice: boolean) => {
      const dir = project({ 'src/greeting.js': `${greeting}\n`, 'src/index.js': block('src/index.js', withNotice ? 1 : 0), 'src/notice.js': block('src/notice.js') });
      // resolve.symlinks: false names the linked lodash as an installed copy, ./node_modules/lodash/lodash.js; ids do not depend on minimizing.
      const stats = await build({ mode: 'production', context: dir, output: { path: path.join(dir, 'dist') }, resolve: { symlinks: false }, optimization: { moduleIds, minimize: false } });
      const ids = Object.fromEntries((stats.toJson({ modules: true }).modules ?? []).map((module) => [module.name, module.id]));
      return [ids['./node_modules/lodash/lodash.js'], ids['./src/notice.js']];
    };
    expect(await lodashId('natural', false)).toEqual([1, undefined]);
    expect(await lodashId('natural', true)).toEqual([2, 1]);
    expect((await lodashId('deterministic', false))[0]).toBe(543);
    expect((await lodashId('deterministic', true))[0]).toBe(543);
    expect(text('caching')).toContain('`notice.js` received ID 1, which lodash used to have, and lodash moved to ID 2');
    expect(text('caching')).toContain("With `'deterministic'`, lodash keeps the ID 543 whatever you add around it.");
  }, 60_000);

  test("runtimeChunk 'single' names one chunk runtime; 'multiple' one per entry", () => {
    const nameOf = (runtimeChunk: 'single' | 'multiple') => {
      const { optimization } = webpack.config.getNormalizedWebpackOptions({ optimization: { runtimeChunk } });
      const chunk = optimization.runtimeChunk;
      return chunk && typeof chunk.name === 'function' ? chunk.name({ name: 'index' }) : chunk && chunk.name;
    };
    expect([nameOf('single'), nameOf('multiple')]).toEqual(['runtime', 'runtime~index']);
    expect(text('caching')).toContain("`'single'` creates one runtime chunk, named `runtime`, shared by all entry points (`'multiple'` would create one per entry).");
  });

  test('an unchanged [immutable] file already in dist/ is not written again and is reported as cached', async () => {
    const dir = project({ 'src/index.js': 'console.log(1);\n' });
    const config: Configuration = { mode: 'production', context: dir, output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash].js', clean: true }, optimization: { runtimeChunk: 'single' } };
    await build(config);
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'console.log(2);\n');
    const stats = await build(config);
    const assets = stats.toJson({ assets: true, cachedAssets: true }).assets ?? [];
    const runtime = assets.find((asset) => asset.name.startsWith('runtime.'));
    const main = assets.find((asset) => asset.name.startsWith('main.'));
    expect([runtime?.emitted, runtime?.cached, runtime?.info.immutable]).toEqual([false, true, true]);
    expect(main?.emitted).toBe(true);
    expect(stats.toString({ colors: false })).toMatch(/^assets by status [\d.]+ (?:bytes|KiB) \[cached\] 1 asset$/m);
    expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual([main?.name, runtime?.name].sort());
    expect(text('caching')).toContain('and is listed as `[cached]`: the previous build already wrote a file of that name');
  });
});

describe('Lazy Loading', () => {
  test("chunk files are named [id].main.js after main.js, published from the 'auto' public path, under a global named after package.json", () => {
    const dir = project({ 'package.json': JSON.stringify({ name: 'lazy-loading', version: '1.0.0' }) });
    const { output } = defaultsFor({ mode: 'production', context: dir, entry: './src/index.js', output: { filename: 'main.js' } });
    expect(output.chunkFilename).toBe('[id].main.js');
    expect(output.publicPath).toBe('auto');
    expect(output.chunkLoadingGlobal).toBe('webpackChunklazy_loading');
    const page = text('lazy-loading');
    expect(page).toContain('giving `[id].main.js`');
    expect(page).toContain("With the default `output.publicPath` of `'auto'`");
    expect(page).toContain('here `self.webpackChunklazy_loading`');
  });
});

describe('Lazy Loading: failures', () => {
  test('a chunk that cannot be loaded rejects the import() with an error named ChunkLoadError', async () => {
    const dir = project({ 'src/index.js': "import('./later.js');\n", 'src/later.js': 'export default 1;\n' });
    await build({ mode: 'production', context: dir, output: { path: path.join(dir, 'dist') } });
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toMatch(/\.name="ChunkLoadError"/);
    expect(text('lazy-loading')).toContain('the promise rejects with an error named `ChunkLoadError`');
  });
});

describe('Production', () => {
  test("what mode: 'production' turns on", () => {
    const { optimization, performance, devtool, cache } = inMode('production');
    expect(optimization).toMatchObject({
      minimize: true,
      usedExports: true,
      innerGraph: true,
      sideEffects: true,
      concatenateModules: true,
      mangleExports: true,
      inlineExports: true,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      nodeEnv: 'production',
      emitOnErrors: false,
    });
    expect(performance && performance.hints).toBe('warning');
    expect([devtool, cache]).toEqual([false, false]);
  });

  test('JavaScript is minified by terser through minimizer-webpack-plugin, a dependency of webpack; camelCase terser options are translated', async () => {
    expect(Object.keys(manifest('webpack').dependencies as Record<string, string>)).toContain('minimizer-webpack-plugin');
    expect(Object.keys(manifest('minimizer-webpack-plugin').dependencies as Record<string, string>)).toContain('terser');
    /** main.js of a production build of one line that logs and one that does not, with these JavaScript minimizer options. */
    const minified = async (javascript: Record<string, unknown>) => {
      const dir = project({ 'src/index.js': 'console.log("dropped");\nglobalThis.kept = 1;\n' });
      await build({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, optimization: { minimize: { javascript } } });
      return fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    };
    // `preamble` is an option of terser's output; it reaches terser as given.
    expect(await minified({ compress: { drop_console: true }, format: { preamble: '/* by terser */' } })).toBe('/* by terser */\nglobalThis.kept=1;');
    expect(await minified({ compress: { dropConsole: true } })).toBe('globalThis.kept=1;');
    expect(text('production')).toContain('webpack minifies JavaScript with [terser](https://www.npmjs.com/package/terser), run through [minimizer-webpack-plugin](https://www.npmjs.com/package/minimizer-webpack-plugin), which is a dependency of webpack itself.');
    expect(text('production')).toContain('terser\'s options can also be spelled in camelCase, such as `dropConsole` for `drop_console`');
  }, 60_000);

  test('the JavaScript minimizer defaults to two compress passes; an object for minimize implies true', () => {
    expect(inMode('production').optimization.minimizeOptions).toMatchObject({ javascript: { compress: { passes: 2 } } });
    const javascript = { compress: { passes: 2, drop_console: true } };
    const options = defaultsFor({ mode: 'production', optimization: { minimize: { javascript } } });
    expect(options.optimization.minimize).toBe(true);
    expect(options.optimization.minimizeOptions).toMatchObject({ javascript });
    expect(text('production')).toContain('The default for that value is `{ compress: { passes: 2 } }`');
  });
});

describe('Tree Shaking', () => {
  test('the table of optimization defaults per mode', () => {
    const modes = { production: inMode('production').optimization, development: inMode('development').optimization };
    const rows = [...text('tree-shaking').matchAll(/^\| `optimization\.(\w+)` \| `([^`]+)` \| `([^`]+)` \|/gm)];
    expect(rows.map((row) => row[1])).toEqual(['providedExports', 'usedExports', 'innerGraph', 'sideEffects', 'concatenateModules', 'mangleExports', 'minimize']);
    for (const [, name, production, development] of rows) {
      const cell = (value: unknown) => JSON.stringify(value).replace(/"/g, "'");
      const option = name as keyof typeof modes.production;
      expect([name, production, development]).toEqual([name, cell(modes.production[option]), cell(modes.development[option])]);
    }
  });
});
