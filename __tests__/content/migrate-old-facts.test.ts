/**
 * @jest-environment node
 *
 * What the pages on upgrading from webpack 1–3 say webpack 5 does now, checked against the
 * installed webpack.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { readPage, REPO_ROOT } from './support/workspace';

const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const schema = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/WebpackOptions.json'), 'utf8')) as {
  definitions: Record<string, { properties: Record<string, unknown> }>;
};
const v3 = readPage('migrate/3.mdx').text;
const v4 = readPage('migrate/4.mdx').text;

test('resolveLoader.moduleExtensions is gone from webpack 5', () => {
  expect(Object.keys(schema.definitions.ResolveOptions.properties)).not.toContain('moduleExtensions');
  expect(v3).toContain('webpack 5 removed the option');
});

test('System.import is only parsed when module.parser.javascript.system is on; require.ensure still works', () => {
  const source = fs.readFileSync(path.join(WEBPACK, 'lib/dependencies/system/SystemPlugin.js'), 'utf8');
  expect(source).toContain('if (parserOptions.system === undefined || !parserOptions.system) {');
  expect(Object.keys(schema.definitions.JavascriptParserOptions.properties)).toEqual(expect.arrayContaining(['system', 'requireEnsure']));
  expect(fs.existsSync(path.join(WEBPACK, 'lib/dependencies/commonjs/RequireEnsurePlugin.js'))).toBe(true);
  expect(v3).toContain('webpack 5 ignores `System.import` unless `module.parser.javascript.system` is turned on');
});

test('assigning module.exports in an ES module throws at run time', () => {
  const source = fs.readFileSync(path.join(WEBPACK, 'lib/dependencies/commonjs/CommonJsPlugin.js'), 'utf8');
  expect(source).toContain('ES Modules may not assign module.exports or exports.*, Use ESM export syntax');
  expect(v3).toContain('an assignment to `module.exports` in such a file fails at run time');
});

test('webpack 5 has no plugin() method, uses deterministic ids in production and concatenates modules', () => {
  const compiler = webpack({ context: REPO_ROOT, entry: './x.js', mode: 'production' });
  expect('plugin' in compiler).toBe(false);
  expect(compiler.options.optimization).toMatchObject({ moduleIds: 'deterministic', chunkIds: 'deterministic', concatenateModules: true });
  expect(v4).toContain('`plugin()` still works in webpack 4, but prints a deprecation warning. webpack 5 removed it.');
  expect(v4).toContain('webpack 5 uses deterministic ids in production');
});
