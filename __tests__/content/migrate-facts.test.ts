/**
 * @jest-environment node
 *
 * Statements of /migrate/5/ about webpack 5's behaviour, checked against the installed webpack:
 * engines, removed and deprecated options in the schema, defaults, exports and a real build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { readPage, REPO_ROOT } from './support/workspace';

const { text } = readPage('migrate/5.mdx');
const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { engines?: { node?: string } };
interface SchemaNode {
  readonly description?: string;
  readonly enum?: unknown[];
  readonly anyOf?: SchemaNode[];
  readonly properties?: Record<string, SchemaNode>;
}
const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: Record<string, SchemaNode> };
const properties = (name: string) => schema.definitions[name]?.properties ?? {};

function defaultsFor(config: webpack.Configuration) {
  const options = webpack.config.getNormalizedWebpackOptions({ context: REPO_ROOT, ...config });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

test('engines of webpack and the tools the page names', () => {
  expect(manifest('webpack').engines?.node).toBe('>=10.13.0');
  expect(manifest('webpack-cli').engines?.node).toBe('>=20.9.0');
  expect(manifest('webpack-dev-server').engines?.node).toBe('>= 22.15.0');
  expect(manifest('css-loader').engines?.node).toBe('>= 18.12.0');
  expect(manifest('style-loader').engines?.node).toBe('>= 18.12.0');
  expect(text).toContain('declares `"node": ">=10.13.0"`');
  expect(text).toContain('webpack-cli 7 needs Node.js 20.9.0 or newer, webpack-dev-server 6 needs 22.15.0, and css-loader 7 and style-loader 4 need 18.12.0');
});

test('hashes: md4 by default, 20 characters, [hash] deprecated', () => {
  const { output } = defaultsFor({ mode: 'production' });
  expect([output.hashFunction, output.hashDigestLength]).toEqual(['md4', 20]);
  expect(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/template/TemplatedPathPlugin.js'), 'utf8')).toContain('"DEP_WEBPACK_TEMPLATE_PATH_PLUGIN_REPLACE_PATH_VARIABLES_HASH"');
  expect(text).toContain("the default `output.hashFunction` is still `'md4'`");
  expect(text).toContain('Hashes are 20 hex characters long by default');
});

test('the node option has three keys, with the defaults the page gives', () => {
  expect(Object.keys(properties('NodeOptions')).sort()).toEqual(['__dirname', '__filename', 'global']);
  const web = defaultsFor({ target: 'web' }).node;
  const node = defaultsFor({ target: 'node' }).node;
  expect(web && [web.global, web.__filename, web.__dirname]).toEqual([true, 'mock', 'mock']);
  expect(node && [node.global, node.__filename, node.__dirname]).toEqual([false, 'eval-only', 'eval-only']);
});

test('ids, removed options and moved plugins', () => {
  expect([defaultsFor({ mode: 'production' }).optimization.moduleIds, defaultsFor({ mode: 'production' }).optimization.chunkIds]).toEqual(['deterministic', 'deterministic']);
  expect(defaultsFor({ mode: 'development' }).optimization.moduleIds).toBe('named');
  const optimization = properties('Optimization');
  for (const removed of ['namedModules', 'namedChunks', 'hashedModuleIds', 'occurrenceOrder']) expect([removed, removed in optimization]).toEqual([removed, false]);
  expect(optimization.noEmitOnErrors?.description).toContain('deprecated');
  expect(optimization.moduleIds?.description).toContain('hashed: (deprecated)');
  const output = properties('Output');
  for (const removed of ['jsonpFunction', 'hotUpdateFunction', 'futureEmitAssets']) expect([removed, removed in output]).toEqual([removed, false]);
  for (const kept of ['chunkLoadingGlobal', 'hotUpdateGlobal', 'libraryTarget', 'libraryExport', 'umdNamedDefine', 'auxiliaryComment']) expect([kept, kept in output]).toEqual([kept, true]);
  expect('moduleExtensions' in properties('ResolveOptions')).toBe(false);
  expect(typeof webpack.ids.HashedModuleIdsPlugin).toBe('function');
  expect('NamedModulesPlugin' in webpack).toBe(false);
  const splitChunksName = properties('OptimizationSplitChunksOptions').name?.anyOf?.[0]?.enum;
  expect(splitChunksName).toEqual([false]);
});

test('library types and the asset size limit', () => {
  const types = (schema.definitions.LibraryType?.anyOf?.[0]?.enum ?? []) as string[];
  const listed = /`type` accepts ([^.]+)\./.exec(text)?.[1] ?? '';
  expect([...listed.matchAll(/`'([^']+)'`/g)].map((match) => match[1])).toEqual(types);
  expect(defaultsFor({}).module.parser?.asset).toEqual({ dataUrlCondition: { maxSize: 8096 } });
  expect(text).toContain('(8096 bytes by default)');
});

test('cache, splitChunks and publicPath defaults', () => {
  expect(defaultsFor({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
  expect(defaultsFor({ mode: 'production' }).cache).toBe(false);
  const splitChunks = defaultsFor({ mode: 'production' }).optimization.splitChunks as { minSize?: unknown; maxAsyncRequests?: unknown; maxInitialRequests?: unknown };
  expect([splitChunks.minSize, splitChunks.maxAsyncRequests, splitChunks.maxInitialRequests]).toEqual([20000, 30, 30]);
  expect(defaultsFor({ target: 'web' }).output.publicPath).toBe('auto');
  expect(text).toContain('`minSize` is 20000 bytes');
});

test('plugin API: deprecated asset hooks still exist, normalModuleLoader moved', () => {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/Compilation.js'), 'utf8');
  expect(source).toContain('Compilation.hooks.normalModuleLoader was moved to NormalModule.getCompilationHooks(compilation).loader');
  for (const hook of ['optimizeChunkAssets', 'additionalChunkAssets', 'afterOptimizeChunkAssets']) expect(source).toContain(`${hook}:`);
});

test('a named import from a JSON file builds with a warning about the default export', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-migrate-json-'));
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "example", "version": "1.0.0" }\n');
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'import { version } from "../package.json";\nconsole.log(version);\n');
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack({ context: dir, mode: 'production', entry: './src/index.js', output: { path: path.join(dir, 'dist') } }, (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)));
    });
    const json = stats.toJson({ all: false, errors: true, warnings: true });
    expect(json.errors).toEqual([]);
    expect(json.warnings?.map((warning) => warning.message).join('\n')).toContain("Should not import the named export 'version' (imported as 'version') from default-exporting module (only default export is available soon)");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
