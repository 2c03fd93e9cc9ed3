/**
 * @jest-environment node
 *
 * The Cache page against real builds and webpack's defaults: its project built twice in two processes
 * prints what the page shows (a cold build, then everything from the filesystem cache), an edit rebuilds,
 * an edited configuration invalidates the cache with the debug messages shown, and the defaults and
 * rules the page states are those webpack applies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { PageProject } from './support/page-project';
import { CLI } from './support/webpack-cli';
import { readPage, REPO_ROOT, runNode } from './support/workspace';

const PAGE = 'configuration/cache.mdx';
const { text } = readPage(PAGE);
// Its own node_modules folder: the cache is written there, not into this repository's.
const project = PageProject.forTests(PAGE, ['webpack', 'webpack-cli']);

const withoutTiming = (output: string) => output.trim().replace(/ in \d+ ms$/m, ' in … ms');
/** The n-th output block after a bare `npx webpack` block (the page runs the same command twice). */
const output = (index: number) => {
  const commands = project.blocks.filter((block) => block.lang === 'bash' && block.value.trim() === 'npx webpack');
  const next = project.blocks[project.blocks.indexOf(commands[index]) + 1];
  if (next?.lang !== 'text') throw new Error(`${PAGE}: no output after npx webpack #${index + 1}`);
  return next.value;
};

describe('the example project', () => {
  beforeAll(() => project.write('src/index.js', 'src/greet.js', 'webpack.config.js'));

  test('a cold build, then a build served from the filesystem cache', async () => {
    const first = await project.webpack();
    expect(first.code).toBe(0);
    expect(withoutTiming(first.stdout)).toBe(withoutTiming(output(0)));
    expect(fs.readdirSync(path.join(project.dir, 'node_modules/.cache/webpack'))).toEqual(['default-production']);
    expect(text).toContain('writes the cache to `node_modules/.cache/webpack/default-production/`');
    const second = await project.webpack();
    expect(second.code).toBe(0);
    expect(withoutTiming(second.stdout)).toBe(withoutTiming(output(1)));
  }, 120_000);

  test('a copy of the project at another path finds no entry, rebuilds everything, then uses its own', async () => {
    const copy = `${project.dir}-copy`;
    fs.cpSync(project.dir, copy, { recursive: true, verbatimSymlinks: true });
    try {
      const moved = await runNode([CLI], copy);
      expect(moved.code).toBe(0);
      expect(moved.stdout).toMatch(/^\.\/src\/index\.js \+ 1 modules \d+ bytes \[built\] \[code generated\]$/m);
      expect(moved.stdout).not.toContain('[cached]');
      const again = await runNode([CLI], copy);
      expect(again.stdout).toContain('cached modules');
      // A fresh checkout: every file gets a new timestamp, and production mode still uses the cache (it compares hashes too).
      const later = new Date(Date.now() + 60_000);
      for (const file of ['src/index.js', 'src/greet.js', 'webpack.config.js']) fs.utimesSync(path.join(copy, file), later, later);
      const touched = await runNode([CLI], copy);
      expect(touched.stdout).toMatch(/^cached modules \d+ bytes \[cached\] 2 modules$/m);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
    expect(text).toContain('The restored cache is used only if the build runs at the same absolute path as the one that wrote it.');
    expect(text).toContain('in a copy of the project at another path none of them matches and everything is built again');
    expect(text).toContain('Production mode compares content hashes as well (see [`snapshot`](/configuration/other-options/#snapshots)), so a restored cache is still used.');
  }, 120_000);

  test('an edited module is rebuilt', async () => {
    fs.writeFileSync(path.join(project.dir, 'src/greet.js'), 'export const greet = (name) => `Hi, ${name}!`;\n');
    const build = await project.webpack();
    expect(build.stdout).toMatch(/^\.\/src\/index\.js \+ 1 modules \d+ bytes \[built\] \[code generated\]$/m);
    expect(build.stdout).not.toContain('[cached]');
  }, 120_000);

  test('an edited configuration invalidates the cache, and the debug messages say why', async () => {
    project.write(['webpack.config.js', 1]);
    const build = await project.webpack();
    expect(build.code).toBe(0);
    const printed = (build.stdout + build.stderr).split(fs.realpathSync(project.dir)).join('/project').split(project.dir).join('/project');
    const hashes = /\([0-9a-f]{32} != [0-9a-f]{32}\)/g;
    const expected = project.blockContaining('invalidated because hashes differ').split('\n');
    for (const line of expected) expect(printed.replace(hashes, '(…)')).toContain(line.replace(hashes, '(…)'));
  }, 120_000);
});

const cacheOf = (config: webpack.Configuration) => webpack({ context: REPO_ROOT, entry: './x.js', ...config }).options.cache;
/** The filesystem cache options webpack ends up with for `config`. */
function fileCacheOf(config: webpack.Configuration): webpack.FileCacheOptions {
  const cache = cacheOf(config);
  if (!cache || cache.type !== 'filesystem') throw new Error('not a filesystem cache');
  return cache;
}

test('defaults: memory in development, none in production and none mode', () => {
  expect(cacheOf({ mode: 'development' })).toEqual({ type: 'memory', maxGenerations: Infinity, cacheUnaffected: false });
  expect(cacheOf({ mode: 'production' })).toBe(false);
  expect(cacheOf({ mode: 'none' })).toBe(false);
  expect(cacheOf({ mode: 'production', cache: true })).toMatchObject({ type: 'memory' });
  expect(text).toContain('| `{ type: "memory" }` or `true` | Keep results in memory while the process runs. The default in `development` mode |');
  expect(text).toContain('| `false` | No cache. The default in `production` and `none` mode |');
});

test('the table of filesystem defaults by mode', () => {
  const development = fileCacheOf({ mode: 'development', cache: { type: 'filesystem' } });
  const production = fileCacheOf({ mode: 'production', cache: { type: 'filesystem' } });
  const future = fileCacheOf({ mode: 'production', cache: { type: 'filesystem' }, experiments: { futureDefaults: true } });
  const row = (option: string) => new RegExp(`^\\| \`${option}\` \\| (.*?) \\| (.*?) \\|$`, 'm').exec(text)?.slice(1);
  expect([development.name, production.name]).toEqual(['default-development', 'default-production']);
  expect(row('name')).toEqual(['`"<name>-development"`', '`"<name>-production"`']);
  expect(row('maxMemoryGenerations')).toEqual([`\`${development.maxMemoryGenerations}\``, `\`${production.maxMemoryGenerations}\``]);
  expect(row('allowCollectingMemory')).toEqual([`\`${development.allowCollectingMemory}\``, `\`${production.allowCollectingMemory}\``]);
  expect([development.maxAge, production.maxAge]).toEqual([60 * 24 * 60 * 60 * 1000, 60 * 24 * 60 * 60 * 1000]);
  expect(row('compression')).toEqual([`\`${development.compression}\``, `\`${production.compression}\``]);
  expect(row('hashAlgorithm')?.[0]).toBe(`\`"${development.hashAlgorithm}"\` (\`"${future.hashAlgorithm}"\` with \`experiments.futureDefaults\`)`);
  expect(row('store')).toEqual([`\`"${development.store}"\``, `\`"${production.store}"\``]);
  expect([development.idleTimeout, development.idleTimeoutForInitialStore, development.idleTimeoutAfterLargeChanges]).toEqual([60_000, 5_000, 1_000]);
  expect(text).toContain('idle for `idleTimeout`, 60 seconds. The very first write waits only `idleTimeoutForInitialStore`, 5 seconds, and after a large change webpack waits `idleTimeoutAfterLargeChanges`, 1 second.');
  expect(text).toContain('`maxAge`, 60 days by default');
});

test('names: configuration name and mode, and the position in a multi-configuration build', () => {
  expect(fileCacheOf({ mode: 'development', name: 'app', cache: { type: 'filesystem' } }).name).toBe('app-development');
  const multi = webpack([
    { mode: 'production', context: REPO_ROOT, entry: {}, cache: { type: 'filesystem' } },
    { mode: 'production', context: REPO_ROOT, entry: {}, cache: { type: 'filesystem' } },
  ]);
  expect(multi.compilers.map((compiler) => compiler.options.cache && compiler.options.cache.type === 'filesystem' && compiler.options.cache.name)).toEqual([
    'default-production__compiler1__',
    'default-production__compiler2__',
  ]);
  expect(text).toContain('`app-development`');
  expect(text).toContain('as in `default-production__compiler2__`');
});

test('cacheUnaffected: the options are dropped, the experiment decides, in development only', () => {
  expect(cacheOf({ mode: 'development', cache: { type: 'memory', cacheUnaffected: true } })).toMatchObject({ cacheUnaffected: false });
  expect(cacheOf({ mode: 'development', cache: { type: 'filesystem', memoryCacheUnaffected: true } })).toMatchObject({ memoryCacheUnaffected: false });
  expect(cacheOf({ mode: 'development', experiments: { cacheUnaffected: true } })).toMatchObject({ cacheUnaffected: true });
  expect(cacheOf({ mode: 'development', experiments: { futureDefaults: true } })).toMatchObject({ cacheUnaffected: true });
  expect(cacheOf({ mode: 'production', cache: true, experiments: { cacheUnaffected: true } })).toMatchObject({ cacheUnaffected: false });
  expect(text).toContain('Setting them yourself has no effect, because webpack\'s normalization of the `cache` option drops both.');
});

test('the compression values and the warning for values that cannot be serialized', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as {
    definitions: { FileCacheOptions: { properties: { compression: { enum: unknown[] } } } };
  };
  expect(schema.definitions.FileCacheOptions.properties.compression.enum).toEqual([false, 'gzip', 'brotli', 'zstd']);
  expect(text).toContain('`compression` can be `"gzip"`, `"brotli"` or `"zstd"`');
  const strategy = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/cache/PackFileCacheStrategy.js'), 'utf8');
  expect(strategy).toContain('const msg = "Skipped not serializable cache item";');
  expect(text).toContain('A warning starting with `Skipped not serializable cache item`');
});

test('the default cache directory is found from the working directory', () => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-cache-page-')));
  const cwd = process.cwd();
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), '{}');
    fs.mkdirSync(path.join(dir, 'packages/app'), { recursive: true });
    process.chdir(path.join(dir, 'packages/app'));
    expect(fileCacheOf({ mode: 'development', cache: { type: 'filesystem' } }).cacheDirectory).toBe(path.join(dir, 'node_modules/.cache/webpack'));
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
