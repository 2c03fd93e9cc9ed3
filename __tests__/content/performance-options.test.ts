/**
 * @jest-environment node
 *
 * The Performance page against webpack: the analysis checks its tables list are the boolean options
 * of PerformanceOptions in webpack's schema, the versions it gives are the ones the schema records,
 * and the defaults it states are the ones webpack applies.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { readPage, REPO_ROOT } from './support/workspace';

const PAGE = 'configuration/performance.mdx';
const { text } = readPage(PAGE);
const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as {
  definitions: { PerformanceOptions: { properties: Record<string, { type?: string; added?: string }> } };
};
const properties = schema.definitions.PerformanceOptions.properties;
const CHECKS = Object.keys(properties).filter((name) => properties[name].type === 'boolean' && name !== 'all');

/** The first cell of every table row under "## Analysis checks". */
function tableChecks(): string[] {
  const start = text.indexOf('\n## Analysis checks\n');
  const body = text.slice(start, text.indexOf('\n## ', start + 1));
  return [...body.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
}

function performanceOf(config: Configuration) {
  return webpack({ context: REPO_ROOT, entry: './x.js', ...config }).options.performance;
}

test('the tables list every analysis check of the schema, once', () => {
  expect(tableChecks().sort()).toEqual([...CHECKS].sort());
});

test('the checks named as newer were added in 5.111.0, all others and `all` in 5.110.0', () => {
  const later = /Five of the checks came later: ([^.]*?) exist since webpack 5\.111/.exec(text);
  expect(later).not.toBeNull();
  const named = [...(later?.[1] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]);
  expect(named).toHaveLength(5);
  for (const name of CHECKS) expect([name, properties[name].added]).toEqual([name, named.includes(name) ? '5.111.0' : '5.110.0']);
  expect(properties.all.added).toBe('5.110.0');
});

test('defaults: on for production browser builds with 250000-byte budgets and every check off; off otherwise', () => {
  const production = performanceOf({ mode: 'production' });
  expect(production).toMatchObject({ hints: 'warning', maxAssetSize: 250000, maxEntrypointSize: 250000 });
  for (const name of CHECKS) expect([name, production && production[name as keyof typeof production]]).toEqual([name, false]);
  expect(performanceOf({ mode: 'development' })).toBe(false);
  expect(performanceOf({ mode: 'none' })).toBe(false);
  expect(performanceOf({ mode: 'production', target: 'node' })).toBe(false);
  expect(performanceOf({ mode: 'production', target: 'electron-main' })).toBe(false);
  expect(text).toMatch(/\| `maxAssetSize` \| `250000` bytes \|/);
  expect(text).toMatch(/\| `maxEntrypointSize` \| `250000` bytes \|/);
  expect(text).toMatch(/\| `hints` \| `"warning"` \|/);
});

test('`all` fills in the checks left unset, and nothing else', () => {
  const performance = performanceOf({ mode: 'production', performance: { all: true, hotspots: false } });
  expect(performance).toMatchObject({ hotspots: false, duplicatePackages: true, hints: 'warning', maxAssetSize: 250000 });
  expect(text).toContain('`{ all: true, hotspots: false }` enables all but one');
});

test('the size check runs after emit, so files are written even with hints: "error"', () => {
  const plugin = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/performance/SizeLimitsPlugin.js'), 'utf8');
  expect(plugin).toContain('compiler.hooks.afterEmit.tap(');
  expect(text).toContain('The size check runs after the files are written, so they are still emitted');
});
