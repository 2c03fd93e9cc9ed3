/**
 * @jest-environment node
 *
 * The Modern Web Platform guide against webpack: each version in its feature table comes from the
 * `added` field of webpack's schema or, for what those fields do not record, from webpack's release
 * history (the first release tag containing the commit, noted with each entry); each feature is
 * also checked to be in the installed webpack. The import attribute and import.meta tables are
 * read from webpack's default rules and schema and from real builds. The example project's build
 * and output are replayed by guide-outputs.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type WebpackOptionsNormalized } from 'webpack';
import { codeSpans, tableRows } from './support/tables';
import { createWorkspace, readPage, removeWorkspace, REPO_ROOT, writeFiles } from './support/workspace';

const PAGE = readPage('guides/modern-web-platform.mdx').text;
const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const SCHEMA = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/WebpackOptions.json'), 'utf8')) as unknown;

/** The value at a JSON pointer (`/definitions/Foo/properties/bar`). */
function at(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}
const added = (pointer: string) => (at(SCHEMA, pointer) as { added?: string } | undefined)?.added;
const experiment = (name: string) => `/definitions/Experiments/properties/${name}`;

function defaults(config: Configuration = { mode: 'production' }): WebpackOptionsNormalized {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}
const defaultRules = () => (defaults().module.defaultRules ?? []) as { with?: { type?: string }; type?: string; parser?: Record<string, unknown> }[];
const withRule = (type: string) => defaultRules().find((rule) => rule.with?.type === type);

/**
 * Versions from webpack's history, for what its schema has no `added` field for: the commit that
 * brought the feature and the first release tag that contains it (`git tag --contains`), or the
 * first published package whose schema has the change (`npm pack webpack@5.110.0 webpack@5.111.0`).
 */
const HISTORY = {
  topLevelAwait: { version: '5.0.0', source: 'commit 903084f9a adds experiments.topLevelAwait' },
  topLevelAwaitDefault: { version: '5.83.0', source: 'commit 8d75f3f75 "feat: update defaults" turns it on' },
  assetModules: { version: '5.0.0', source: 'commit fb45e38fa adds lib/asset/AssetModulesPlugin.js' },
  newUrl: { version: '5.0.0', source: 'commit ddc83b0d7 adds lib/dependencies/URLPlugin.js' },
  workers: { version: '5.0.0', source: 'commit ed06a7f83 adds lib/dependencies/WorkerPlugin.js' },
  outputModule: { version: '5.0.0', source: 'commit ddc3dae0e adds experiments.outputModule and output.module' },
  outputModuleFlagRemoved: { version: '5.111.0', source: 'schemas/WebpackOptions.json of the webpack 5.111.0 package has no outputModule; 5.110.0 has' },
  autoDefaults: { version: '5.109.0', source: 'commit a3773f571 "feat: default experiments.css/html/asyncWebAssembly to auto"' },
  webpackContext: { version: '5.70.0', source: 'commit d3c5d357c adds ImportMetaContextPlugin' },
  jsonAttribute: { version: '5.92.0', source: 'commit ba4db838e "feat: added `with` ruleset rule"' },
  textBytesAttributes: { version: '5.102.0', source: 'commits a796d2576 (text) and f6c3c24da (bytes)' },
  cssAttribute: { version: '5.103.0', source: 'commit 102e1a4d8 "feat(css): added css-style-sheet to exportType"' },
  importMetaFields: { version: '5.103.0', source: 'commits a576d0f31 (dirname, filename), eecdeeb74 (env), 8651ffc23 (main)' },
  importMetaResolve: { version: '5.109.0', source: 'commit 8a0f1ed72 "feat: resolve import.meta.resolve() to the emitted asset URL"' },
} as const;

/** Each row of the feature table: where its first release and its "experiment until" release come from, and a check that the installed webpack has it. */
const FEATURES: Readonly<Record<string, { first: string | undefined; until?: string | undefined; present: () => boolean }>> = {
  'Top-level `await`': { first: HISTORY.topLevelAwait.version, until: HISTORY.topLevelAwaitDefault.version, present: () => defaults().output.environment.topLevelAwait !== undefined },
  'WebAssembly as ES modules': { first: added(experiment('asyncWebAssembly')), until: HISTORY.autoDefaults.version, present: () => defaults().experiments.asyncWebAssembly === 'auto' },
  'Asset modules': { first: HISTORY.assetModules.version, present: () => fs.existsSync(path.join(WEBPACK, 'lib/asset/AssetModulesPlugin.js')) },
  'File references': { first: HISTORY.newUrl.version, present: () => defaults().module.parser.javascript?.url !== false },
  Workers: { first: HISTORY.workers.version, present: () => defaults().module.parser.javascript?.worker !== false },
  'ES module output': { first: HISTORY.outputModule.version, until: HISTORY.outputModuleFlagRemoved.version, present: () => at(SCHEMA, '/definitions/Output/properties/module') !== undefined },
  'Native CSS': { first: added(experiment('css')), until: HISTORY.autoDefaults.version, present: () => defaults().experiments.css === 'auto' },
  '`import.meta.webpackContext`': { first: HISTORY.webpackContext.version, present: () => at(SCHEMA, '/definitions/ImportMetaParserOptions/properties/webpackContext') !== undefined },
  'JSON import attribute': { first: HISTORY.jsonAttribute.version, present: () => withRule('json')?.type === 'json' },
  '`import defer`': { first: added(experiment('deferImport')), present: () => at(SCHEMA, experiment('deferImport')) !== undefined },
  'Text and bytes import attributes': { first: HISTORY.textBytesAttributes.version, present: () => withRule('text') !== undefined && withRule('bytes') !== undefined },
  'CSS import attribute': { first: HISTORY.cssAttribute.version, present: () => withRule('css')?.type === 'css/auto' },
  '`import.meta.dirname`, `filename`, `env`, `main`': {
    first: HISTORY.importMetaFields.version,
    present: () => ['dirname', 'filename', 'env', 'main'].every((name) => at(SCHEMA, `/definitions/ImportMetaParserOptions/properties/${name}`)),
  },
  '`import source`': { first: added(experiment('sourceImport')), present: () => at(SCHEMA, experiment('sourceImport')) !== undefined },
  'HTML entry points': { first: added(experiment('html')), until: HISTORY.autoDefaults.version, present: () => defaults().experiments.html === 'auto' },
  'Built-in TypeScript': { first: added(experiment('typescript')), until: HISTORY.autoDefaults.version, present: () => defaults().experiments.typescript === true },
  Worklets: { first: added('/definitions/JavascriptParserOptions/properties/worklet'), present: () => at(SCHEMA, '/definitions/JavascriptParserOptions/properties/worklet') !== undefined },
  '`import.meta.resolve`': { first: HISTORY.importMetaResolve.version, present: () => at(SCHEMA, '/definitions/ImportMetaParserOptions/properties/resolve') !== undefined },
};

describe('the feature table', () => {
  const rows = tableRows(PAGE, '| Feature | You write | First release |');

  it('has a source for every row, in page order', () => {
    expect(rows.map(([feature]) => feature)).toEqual(Object.keys(FEATURES));
  });

  it.each(rows.map(([feature = '', , first = '', option = '']) => [feature, first, option] as const))('%s: %s', (feature, first, option) => {
    const source = FEATURES[feature];
    expect(source?.present()).toBe(true);
    expect(first).toBe(source?.first);
    expect(/an experiment until (5\.\d+\.\d+)/.exec(option)?.[1]).toBe(source?.until);
  });

  it('the prose repeats the table’s release for top-level await', () => {
    expect(PAGE).toContain(`top-level \`await\` has been on by default from release ${HISTORY.topLevelAwaitDefault.version}.`);
  });

  it('the defaults called auto step aside for a loader, and TypeScript resolves to on', () => {
    const withLoaders = defaults({ mode: 'production', module: { rules: [{ test: /\.css$/, use: 'css-loader' }, { test: /\.wasm$/, use: 'wasm-loader' }, { test: /\.html$/, use: 'html-loader' }] } });
    expect([withLoaders.experiments.css, withLoaders.experiments.asyncWebAssembly, withLoaders.experiments.html]).toEqual([false, false, false]);
    expect(defaults({ mode: 'production', experiments: { syncWebAssembly: true } }).experiments.asyncWebAssembly).toBe(false);
  });
});

test('the import attribute table is webpack’s default rules', () => {
  const rows = tableRows(PAGE, '| Attribute | Module type |');
  const attributes = rows.map(([attribute]) => /type: '(\w+)'/.exec(attribute ?? '')?.[1] ?? '');
  expect(defaultRules().filter((rule) => rule.with).map((rule) => rule.with?.type).sort()).toEqual([...attributes].sort());
  for (const [attribute, type] of rows) expect(`\`${withRule(/type: '(\w+)'/.exec(attribute ?? '')?.[1] ?? '')?.type}\``).toBe(type);
  expect(withRule('json')?.parser).toEqual({ namedExports: false });
  expect(withRule('css')?.parser).toEqual({ exportType: 'css-style-sheet' });
});

describe('import.meta', () => {
  let workspace = '';
  beforeAll(() => {
    workspace = createWorkspace('import-meta');
  });
  afterAll(() => removeWorkspace(workspace));

  it('the table lists the properties webpack’s parser options name', () => {
    const properties = Object.keys((at(SCHEMA, '/definitions/ImportMetaParserOptions/properties') as object | undefined) ?? {});
    const rows = tableRows(PAGE, '| Property | What webpack does |').map(([property]) => codeSpans(property ?? '')[0]?.replace('import.meta.', ''));
    expect([...rows].sort()).toEqual([...properties].sort());
    expect(defaults({ mode: 'production', output: { module: true } }).module.parser.javascript?.importMeta).toBe('preserve-unknown');
  });

  it('what a script build makes of url, env, main and webpack', async () => {
    const probe = ['url', 'env', 'main', 'webpack'].map((name) => `console.log(${JSON.stringify(name)}, JSON.stringify(import.meta.${name}));`).join('\n');
    writeFiles(workspace, [{ path: 'src/index.js', content: probe }]);
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack({ mode: 'production', target: 'web', context: workspace, output: { path: path.join(workspace, 'dist') }, optimization: { minimize: false } }, (error, result) =>
        error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    const bundle = fs.readFileSync(path.join(workspace, 'dist/main.js'), 'utf8');
    // url: the source module's file: URL, fixed at build time.
    expect(bundle).toContain(`"file://${path.join(workspace, 'src/index.js')}"`);
    // env: the object the page lists.
    expect(bundle).toContain('{"NODE_ENV":"production","MODE":"production","DEV":false,"PROD":true,"SSR":false,"BASE_URL":"/"}');
    expect(PAGE).toContain('An object with `NODE_ENV`, `MODE`, `DEV`, `PROD`, `SSR`, `BASE_URL`');
    // main: whether this module is the entry module; webpack: 5.
    expect(bundle).toContain('__webpack_require__.c[__webpack_require__.s] === module');
    expect(bundle).toContain('console.log("webpack", JSON.stringify(5))');
  }, 60_000);

  it('a worklet becomes a chunk of its own only with the worklet parser option', async () => {
    const dir = path.join(workspace, 'worklet');
    writeFiles(dir, [
      { path: 'src/index.js', content: "CSS.paintWorklet.addModule(new URL('./paint.js', import.meta.url));" },
      { path: 'src/paint.js', content: "registerPaint('dots', class { paint() {} });" },
    ]);
    const chunks = (config: Configuration) =>
      new Promise<number>((resolve, reject) =>
        webpack({ mode: 'production', target: 'web', context: dir, output: { path: path.join(dir, 'dist') }, ...config }, (error, result) =>
          error || !result ? reject(error ?? new Error('no stats')) : resolve(result.toJson({ all: false, chunks: true }).chunks?.length ?? 0),
        ),
      );
    expect(await chunks({})).toBe(1);
    expect(await chunks({ module: { parser: { javascript: { worklet: true } } } })).toBe(2);
    expect(await chunks({ experiments: { futureDefaults: true } })).toBe(2);
  }, 60_000);
});
