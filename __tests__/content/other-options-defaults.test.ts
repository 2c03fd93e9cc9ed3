/**
 * @jest-environment node
 *
 * The defaults the Other Options page states, read from the options webpack applies.
 */
import webpack from 'webpack';
import { readPage, REPO_ROOT } from './support/workspace';

const { text } = readPage('configuration/other-options.mdx');
const optionsFor = (config: webpack.Configuration) => webpack({ context: REPO_ROOT, entry: './x.js', ...config }).options;

test('cache: memory in development, off in production; filesystem cache defaults', () => {
  expect(optionsFor({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
  expect(optionsFor({ mode: 'production' }).cache).toBe(false);
  const cache = optionsFor({ mode: 'development', name: 'app', cache: { type: 'filesystem' } }).cache;
  expect(cache).toMatchObject({ name: 'app-development', maxAge: 60 * 24 * 60 * 60 * 1000, idleTimeout: 60_000, idleTimeoutForInitialStore: 5_000, readonly: false });
  expect(cache && cache.type === 'filesystem' && cache.cacheDirectory).toBe(`${REPO_ROOT}/node_modules/.cache/webpack`);
  expect(text).toContain('`app-development`');
  expect(text).toContain('`maxAge`, 60 days by default');
  expect(text).toContain('`idleTimeout` (60 seconds; 5 seconds for the very first write)');
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
  expect(text).toContain('`"info"` (the default)');
  expect(text).toContain('Production mode enables hashes for modules and resolution.');
});
