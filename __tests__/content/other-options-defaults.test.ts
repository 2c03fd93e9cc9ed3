/**
 * @jest-environment node
 *
 * The defaults the Other Options page states, read from the options webpack applies, and those of the
 * sections that moved to pages of their own (Cache, Infrastructure Logging), where those pages state them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { readPage, REPO_ROOT } from './support/workspace';

const { text } = readPage('configuration/other-options.mdx');
const cachePage = readPage('configuration/cache.mdx').text;
const loggingPage = readPage('configuration/infrastructureLogging.mdx').text;
const optionsFor = (config: webpack.Configuration) => webpack({ context: REPO_ROOT, entry: './x.js', ...config }).options;

test('cache: memory in development, off in production; filesystem cache defaults', () => {
  expect(optionsFor({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
  expect(optionsFor({ mode: 'production' }).cache).toBe(false);
  const cache = optionsFor({ mode: 'development', name: 'app', cache: { type: 'filesystem' } }).cache;
  expect(cache).toMatchObject({ name: 'app-development', maxAge: 60 * 24 * 60 * 60 * 1000, idleTimeout: 60_000, idleTimeoutForInitialStore: 5_000, readonly: false });
  expect(cache && cache.type === 'filesystem' && cache.cacheDirectory).toBe(`${REPO_ROOT}/node_modules/.cache/webpack`);
  expect(text).toContain('`{ type: "memory" }`, the development default');
  expect(text).toContain('`false`, the production default');
  expect(cachePage).toContain('`app-development`');
  expect(cachePage).toContain('`maxAge`, 60 days by default');
  expect(cachePage).toContain('idle for `idleTimeout`, 60 seconds. The very first write waits only `idleTimeoutForInitialStore`, 5 seconds');
});

test('parallelism, infrastructure logging level and production snapshot hashes', () => {
  const development = optionsFor({ mode: 'development' });
  expect(development.parallelism).toBe(100);
  expect(development.infrastructureLogging.level).toBe('info');
  expect(development.snapshot.module).toEqual({ timestamp: true });
  const production = optionsFor({ mode: 'production' });
  expect(production.snapshot.module).toEqual({ timestamp: true, hash: true });
  expect(production.snapshot.resolve).toEqual({ timestamp: true, hash: true });
  expect(text).toContain('The default is `100`');
  expect(loggingPage).toContain('| `"info"` (default) |');
  expect(text).toContain('Production mode enables hashes for modules and resolution.');
});

describe('filesystem cache directory: found from the working directory, not from context', () => {
  const cwd = process.cwd();
  const pnp = process.versions.pnp;
  let dir = '';
  const cacheDirectory = () => {
    const cache = optionsFor({ mode: 'development', cache: { type: 'filesystem' } }).cache;
    return cache && cache.type === 'filesystem' ? { directory: cache.cacheDirectory, location: cache.cacheLocation } : undefined;
  };
  beforeEach(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-cache-dir-')));
  });
  afterEach(() => {
    process.chdir(cwd);
    (process.versions as Record<string, string | undefined>).pnp = pnp;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('nearest package.json above the working directory: its node_modules/.cache/webpack', () => {
    fs.writeFileSync(path.join(dir, 'package.json'), '{}');
    fs.mkdirSync(path.join(dir, 'packages', 'app'), { recursive: true });
    process.chdir(path.join(dir, 'packages', 'app'));
    expect(cacheDirectory()).toEqual({ directory: path.join(dir, 'node_modules/.cache/webpack'), location: path.join(dir, 'node_modules/.cache/webpack/default-development') });
    (process.versions as Record<string, string | undefined>).pnp = '3';
    expect(cacheDirectory()?.directory).toBe(path.join(dir, '.yarn/.cache/webpack'));
    expect(cachePage).toContain('the nearest `package.json`, searched from the current working directory upwards');
    expect(cachePage).toContain("under Yarn Plug'n'Play (Yarn 2 and later) it is `.yarn/.cache/webpack`");
  });

  test('no package.json: .cache/webpack in the working directory', () => {
    expect(fs.existsSync(path.join(path.parse(dir).root, 'package.json'))).toBe(false);
    let parent = dir;
    while (path.dirname(parent) !== parent) {
      expect(fs.existsSync(path.join(parent, 'package.json'))).toBe(false);
      parent = path.dirname(parent);
    }
    process.chdir(dir);
    expect(cacheDirectory()?.directory).toBe(path.join(dir, '.cache/webpack'));
    expect(cachePage).toContain('webpack uses `.cache/webpack` in the current working directory instead');
  });
});
