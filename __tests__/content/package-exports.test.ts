/**
 * @jest-environment node
 *
 * The Package Exports guide against webpack's resolver: the condition lists come from the installed
 * webpack's defaults, and every resolution table ("| Request | `import`, `web` | …") is run through
 * the resolver webpack creates for that kind of request, target and mode, on the package.json the
 * table belongs to. The example project's build and output are replayed by guide-outputs.test.ts.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { codeSpans, tableRows, tablesMatching } from './support/tables';
import { createWorkspace, readPage, removeWorkspace, writeFiles } from './support/workspace';

const PAGE_PATH = 'guides/package-exports.mdx';
const PAGE = readPage(PAGE_PATH).text;
const BLOCKS = extractCodeBlocks(PAGE_PATH, PAGE);

let workspace = '';
beforeAll(() => {
  workspace = createWorkspace('package-exports');
});
afterAll(() => removeWorkspace(workspace));

/** webpack's resolve options after defaults, for a configuration. */
function resolveDefaults(config: Configuration) {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

/**
 * The conditions webpack's resolver uses for a kind of request, as it reports them: a request for a
 * subpath that a package with an empty `exports` does not export fails with the list.
 */
async function conditionsOf(config: Configuration, dependencyType: string): Promise<string[]> {
  const dir = path.join(workspace, 'conditions');
  writeFiles(dir, [{ path: 'node_modules/probe/package.json', content: '{ "name": "probe", "exports": {} }' }]);
  const compiler = webpack({ ...config, context: dir, infrastructureLogging: { level: 'none' } });
  const resolve = compiler.resolverFactory.get('normal', { dependencyType });
  const message = await new Promise<string>((done) => resolve.resolve({}, dir, 'probe/missing', {}, (error) => done(error?.message ?? '')));
  const list = /is not exported under the conditions? (\[[^\]]*\]|"[^"]*")/.exec(message)?.[1];
  if (!list) throw new Error(`no condition list in: ${message}`);
  return list.startsWith('[') ? (JSON.parse(list) as string[]) : [JSON.parse(list) as string];
}

describe('the conditions webpack uses', () => {
  const production = { mode: 'production', target: 'web' } as const;

  it('per kind of request, in a production build for the default target', async () => {
    const actual: Record<string, string[]> = {
      '`import` and `import()`': await conditionsOf(production, 'esm'),
      '`require()`': await conditionsOf(production, 'commonjs'),
      '`new Worker(new URL(…, import.meta.url))`': await conditionsOf(production, 'worker'),
      'CSS `@import`': await conditionsOf(production, 'css-import'),
      '`new URL(…, import.meta.url)` and CSS `url()`': await conditionsOf(production, 'url'),
      'a loader in `module.rules`': resolveDefaults(production).resolveLoader.conditionNames ?? [],
    };
    // The default target (browserslist, without a browserslist configuration) gives the same list as `web`.
    expect(await conditionsOf({ mode: 'production' }, 'esm')).toEqual(actual['`import` and `import()`']);
    expect(Object.fromEntries(tableRows(PAGE, '| Request made by |').map(([kind, conditions]) => [kind, codeSpans(conditions ?? '')]))).toEqual(actual);
  });

  it('the mode adds development, or production for production and none', async () => {
    expect(await conditionsOf({ mode: 'development', target: 'web' }, 'esm')).toContain('development');
    expect(await conditionsOf({ mode: 'none', target: 'web' }, 'esm')).toContain('production');
  });

  it('per target', async () => {
    const esm = await conditionsOf(production, 'esm');
    for (const [targets, conditions] of tableRows(PAGE, '| `target` |')) {
      const target = codeSpans(targets ?? '')[0] ?? '';
      // The target's conditions take the place of `browser` at the end of the list.
      expect([target, await conditionsOf({ mode: 'production', target }, 'esm')]).toEqual([target, [...esm.slice(0, -1), ...codeSpans(conditions ?? '')]]);
    }
  });

  it('typescript is a condition unless a rule handles .ts files with a loader', async () => {
    expect(await conditionsOf(production, 'esm')).toContain('typescript');
    expect(await conditionsOf({ ...production, module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] } }, 'esm')).not.toContain('typescript');
  });

  it('custom conditions replace the set, and ... keeps webpack’s own', async () => {
    const custom = { ...production, resolve: { conditionNames: ['tidy-legacy', '...'] } };
    expect(await conditionsOf(custom, 'esm')).toEqual(['tidy-legacy', 'typescript', 'import', 'module-sync', 'module', 'webpack', 'production', 'browser']);
    expect(await conditionsOf(custom, 'commonjs')).toEqual(['tidy-legacy', 'typescript', 'require', 'module-sync', 'module', 'webpack', 'production', 'browser']);
    expect(await conditionsOf({ ...production, resolve: { conditionNames: ['tidy-legacy'] } }, 'esm')).toEqual(['tidy-legacy']);
    expect(PAGE).toContain('an `import` in a web build has the conditions `tidy-legacy`, `typescript`, `import`, `module-sync`, `module`, `webpack`, `production` and `browser`, and a `require()` the same with `require`.');
    const { resolve } = resolveDefaults(production);
    expect([resolve.exportsFields, resolve.importsFields]).toEqual([['exports'], ['imports']]);
  });
});

describe('resolution tables', () => {
  const packageJsons = BLOCKS.filter((block) => block.lang === 'json' && (block.title === 'packages/tidy/package.json' || !block.title));
  const TIDY = packageJsons.find((block) => block.title) ?? packageJsons[0];
  const untitled = packageJsons.filter((block) => !block.title);
  // Each "| Request" table in page order: the package.json it resolves against, files that exist
  // besides the ones the package names, and files the page says are missing.
  const TABLES = [
    { package: TIDY, exists: ['lib/locales/internal/base.js'] },
    { package: TIDY },
    { package: untitled[0] },
    { package: untitled[1] },
    { package: untitled[2], missing: ['lib/legacy.mjs'] },
    { package: TIDY },
    { package: TIDY },
  ];
  const tables = tablesMatching(PAGE, /^\| Request( from `[^`]+`)? \|/);

  it('every resolution table is checked', () => {
    expect(tables).toHaveLength(TABLES.length);
  });

  /** Every relative file a package.json maps to (not patterns, not null). */
  const targetsOf = (json: unknown): string[] =>
    typeof json === 'string' ? (json.startsWith('./') && !json.includes('*') ? [json.slice(2)] : []) : json && typeof json === 'object' ? Object.values(json).flatMap(targetsOf) : [];

  function resolver(column: string) {
    const [kind = '', target = '', mode = 'production'] = column.replace(/`/g, '').split(', ');
    const compiler = webpack({ mode: mode as 'production', target, context: workspace, entry: './index.js', resolve: { modules: ['packages', 'node_modules'] }, infrastructureLogging: { level: 'none' } });
    const strict = kind.endsWith('in .mjs');
    return compiler.resolverFactory.get('normal', { dependencyType: kind.startsWith('require') ? 'commonjs' : 'esm', ...(strict ? { fullySpecified: true } : {}) });
  }

  /** What the page writes for a result: a path in the package, or the kind of failure. */
  function outcome(result: string | false, error: Error | null, packageDir: string): string {
    if (!error) return `\`./${path.relative(packageDir, result || '')}\``;
    if (error.message.includes('is not exported under the conditions')) return 'not exported';
    if (error.message.includes('no valid target file was found')) return 'no valid target';
    if (error.message.includes("Can't resolve")) return 'not found';
    return error.message;
  }

  it.each(tables.map(({ header, rows }, index) => [index + 1, header, rows] as const))('table %i: %s', async (index, header, rows) => {
    const table = TABLES[index - 1];
    if (!table?.package) throw new Error('no package.json for this table');
    const dir = path.join(workspace, `table-${index}`);
    const packageDir = path.join(dir, 'packages/tidy');
    const json = JSON.parse(table.package.value) as Record<string, unknown>;
    // The files the package names, the files the table's results name, and the ones the page says exist.
    const results = rows.flatMap((row) => row.slice(1).flatMap(codeSpans)).filter((file) => file.startsWith('./')).map((file) => file.slice(2));
    const files = [...targetsOf({ exports: json.exports, imports: json.imports }), ...results, ...(table.exists ?? [])].filter((file) => file !== 'package.json' && !(table.missing ?? []).includes(file));
    writeFiles(dir, [{ path: 'package.json', content: '{ "name": "app", "private": true }\n' }, { path: 'src/index.js', content: '' }]);
    writeFiles(packageDir, [{ path: 'package.json', content: table.package.value }, ...files.map((file) => ({ path: file, content: '' }))]);
    const from = /from `([^`]+)`/.exec(header)?.[1];
    const context = from ? path.join(dir, from) : path.join(dir, 'src');
    const columns = header.split('|').slice(2, -1).map((cell) => cell.trim());
    for (const [request = '', ...expected] of rows) {
      for (const [column, cell] of columns.map((name, at) => [name, expected[at]] as const)) {
        const resolve = resolver(column);
        const actual = await new Promise<string>((done) => resolve.resolve({}, context, codeSpans(request)[0] ?? '', {}, (error, result) => done(outcome(result ?? false, error ?? null, packageDir))));
        expect([request, column, actual]).toEqual([request, column, cell]);
      }
    }
  }, 60_000);
});

test('for a package with exports, main, module and browser are ignored', async () => {
  const dir = path.join(workspace, 'fields');
  writeFiles(dir, [
    { path: 'src/index.js', content: '' },
    { path: 'packages/tidy/package.json', content: JSON.stringify({ name: 'tidy', main: './main.js', module: './module.js', browser: './browser.js', exports: './exported.js' }) },
    ...['main.js', 'module.js', 'browser.js', 'exported.js'].map((file) => ({ path: `packages/tidy/${file}`, content: '' })),
  ]);
  const compiler = webpack({ mode: 'production', target: 'web', context: dir, resolve: { modules: ['packages'] } });
  const resolve = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
  const result = await new Promise<string>((done) => resolve.resolve({}, path.join(dir, 'src'), 'tidy', {}, (error, file) => done(error ? error.message : (file || ''))));
  expect(path.basename(result)).toBe('exported.js');
  // An empty exportsFields turns exports off: the browser field wins again.
  const withoutExports = webpack({ mode: 'production', target: 'web', context: dir, resolve: { modules: ['packages'], exportsFields: [] } }).resolverFactory.get('normal', { dependencyType: 'esm' });
  const fallback = await new Promise<string>((done) => withoutExports.resolve({}, path.join(dir, 'src'), 'tidy', {}, (error, file) => done(error ? error.message : (file || ''))));
  expect(path.basename(fallback)).toBe('browser.js');
});
