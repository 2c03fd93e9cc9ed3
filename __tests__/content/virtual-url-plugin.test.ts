/**
 * @jest-environment node
 *
 * What the VirtualUrlPlugin page states that its example build (guide-outputs.test.ts) does not
 * show: the forms a module takes and the properties of the object form (from the plugin's schema),
 * the message for a string `source`, the default scheme, which `version` makes a rebuild call the
 * source function again (three builds of one compiler, as in watch mode), and how emitted assets
 * are named.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { codeSpans, tableRows } from './support/tables';
import { createWorkspace, readPage, removeWorkspace, REPO_ROOT } from './support/workspace';

const PAGE = readPage('plugins/virtual-url-plugin.mdx').text;
const SCHEMA = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/plugins/schemes/VirtualUrlPlugin.json'), 'utf8')) as {
  definitions: Record<string, { properties?: Record<string, unknown>; required?: string[]; anyOf?: { type?: string; instanceof?: string; $ref?: string }[] }>;
};
const { VirtualUrlPlugin } = webpack.experiments.schemes;

let workspace = '';
beforeAll(() => {
  workspace = createWorkspace('virtual-url-plugin');
});
afterAll(() => removeWorkspace(workspace));

function compilerFor(name: string, config: Configuration): webpack.Compiler {
  const dir = path.join(workspace, name);
  fs.mkdirSync(dir, { recursive: true });
  return webpack({ mode: 'development', target: 'node', context: dir, output: { path: path.join(dir, 'dist') }, infrastructureLogging: { level: 'none' }, ...config });
}

const run = (compiler: webpack.Compiler) =>
  new Promise<Stats>((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))));
const close = (compiler: webpack.Compiler) => new Promise<void>((resolve) => compiler.close(() => resolve()));

test('the three forms of a module are the schema’s', () => {
  const forms = (SCHEMA.definitions.VirtualModuleContent?.anyOf ?? []).map((form) => form.type ?? form.instanceof ?? form.$ref);
  expect(forms).toEqual(['string', 'Function', '#/definitions/VirtualModule']);
  expect(tableRows(PAGE, '| Value |').map(([value]) => value)).toEqual(['a string', 'a function', 'an object']);
});

test('the object form has the properties the page lists, and only source is required', () => {
  const module = SCHEMA.definitions.VirtualModule;
  expect(tableRows(PAGE, '| Property |').map(([name]) => codeSpans(name ?? '')[0]).sort()).toEqual(Object.keys(module?.properties ?? {}).sort());
  expect(module?.required).toEqual(['source']);
});

test('a string as source of the object form fails with the message the page quotes', () => {
  // The plugin checks its options when the compiler is created.
  expect(() => compilerFor('string-source', { entry: 'virtual:x', plugins: [new VirtualUrlPlugin({ x: { source: 'export default 1' } } as never)] })).toThrow(
    'options.modules.x.source should be an instance of function.',
  );
  expect(PAGE).toContain('`options.modules.<name>.source should be an instance of function.`');
});

test('the default scheme is virtual', () => {
  expect((VirtualUrlPlugin as unknown as { DEFAULT_SCHEME: string }).DEFAULT_SCHEME).toBe('virtual');
  expect(PAGE).toContain('Requests start with the scheme `virtual:` unless you choose another one.');
});

describe('version: the builds that call the source function again', () => {
  const VERSIONS: Readonly<Record<string, (stamp: () => string) => true | string | (() => string) | undefined>> = {
    'not set': () => undefined,
    "a fixed string, such as `'1'`": () => '1',
    'a function, such as `() => stamp`': (stamp) => stamp,
    '`true`': () => true,
  };
  const rows = tableRows(PAGE, '| Value of `version` |');

  it('lists every form of version', () => {
    expect(rows.map(([form]) => form)).toEqual(Object.keys(VERSIONS));
  });

  it.each(rows.map(([form, calls]) => [form ?? '', Number(/^(\d) of 3 builds/.exec(calls ?? '')?.[1])] as const))('%s: %i of 3', async (form, expected) => {
    let stamp = 'first';
    let calls = 0;
    const source = () => {
      calls += 1;
      return `export default ${JSON.stringify(stamp)};`;
    };
    const version = VERSIONS[form]?.(() => stamp);
    const compiler = compilerFor(`version-${Object.keys(VERSIONS).indexOf(form)}`, {
      entry: 'virtual:stamp',
      plugins: [new VirtualUrlPlugin({ stamp: version === undefined ? { source } : { source, version } })],
    });
    // The first build; one after the data changed; one with nothing changed.
    await run(compiler);
    stamp = 'second';
    await run(compiler);
    await run(compiler);
    await close(compiler);
    expect(calls).toBe(expected);
  }, 60_000);
});

test('emitted assets take [ext] from the name, and [name] is the name made safe', async () => {
  const compiler = compilerFor('assets', {
    entry: 'virtual:entry',
    module: { rules: [{ test: /\.svg$/, type: 'asset/resource', generator: { filename: '[name].[hash:8][ext]' } }] },
    plugins: [
      new VirtualUrlPlugin({
        entry: "import a from 'virtual:logo.svg'; import b from 'virtual:logo'; console.log(a, b);",
        'logo.svg': () => '<svg xmlns="http://www.w3.org/2000/svg"/>',
        logo: { type: '.svg', source: () => '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      }),
    ],
  });
  const stats = await run(compiler);
  await close(compiler);
  expect(stats.hasErrors()).toBe(false);
  const emitted = Object.keys(stats.compilation.assets).filter((name) => name !== 'main.js');
  expect(emitted).toEqual(expect.arrayContaining([expect.stringMatching(/^__virtual__logo\.[0-9a-f]{8}\.svg$/), expect.stringMatching(/^__virtual__logo\.[0-9a-f]{8}$/)]));
  expect(PAGE).toContain('one named `logo.svg` as `__virtual__logo.<hash>.svg` under a `[name].[hash:8][ext]` filename');
});

test('a rule can match virtual modules by their scheme, and the source function can warn or fail', async () => {
  const compiler = compilerFor('rules', {
    entry: 'virtual:entry',
    module: { rules: [{ test: /^virtual:raw/, type: 'asset/source' }] },
    plugins: [
      new VirtualUrlPlugin({
        entry: "import raw from 'virtual:raw'; import warn from 'virtual:warn'; console.log(raw, warn); import('virtual:boom');",
        raw: 'plain text, not JavaScript',
        warn: (loaderContext) => {
          loaderContext.emitWarning(new Error('careful'));
          return 'export default 1;';
        },
        boom: () => {
          throw new Error('no data');
        },
      }),
    ],
  });
  const stats = (await run(compiler)).toJson({ all: false, errors: true, warnings: true });
  await close(compiler);
  expect(stats.errors?.map((error) => [error.moduleName, error.message.split('\n')[0]])).toEqual([['virtual:boom', 'Module build failed: Error: no data']]);
  expect(stats.warnings?.map((warning) => [warning.moduleName, warning.message.split('\n').at(-1)])).toEqual([['virtual:warn', 'careful']]);
});
