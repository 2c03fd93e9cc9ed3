/**
 * @jest-environment node
 *
 * The API pages against the installed webpack: what node.mdx says webpack() and the compiler do,
 * the members compilation-object.mdx names (types.d.ts), the shape of the JSON examples on
 * stats.mdx (a real stats.toJson()), and the examples of compilation-object.mdx and resolvers.mdx
 * built from the page's own files.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SyncBailHook, SyncHook, SyncWaterfallHook } from 'tapable';
import webpack from 'webpack';
import { tableRows, codeSpans } from './support/tables';
import { runCli } from './support/webpack-cli';
import { typeMembers } from './support/webpack-types';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, runNode, writeFiles } from './support/workspace';

const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const types = fs.readFileSync(path.join(WEBPACK, 'types.d.ts'), 'utf8');

/** The body of a `declare class`/`declare interface` in types.d.ts. */
function declaration(head: string): string {
  const start = types.indexOf(`\n${head} `);
  if (start < 0) throw new Error(`types.d.ts has no ${head}`);
  return types.slice(start, types.indexOf('\n}\n', start));
}

/** Member names of a declaration, with whether each is optional. */
function members(head: string): Map<string, boolean> {
  return new Map([...declaration(head).matchAll(/^\t(?:static )?(?:readonly )?(?:get )?(\w+)(\??)[(:<]/gm)].map((match) => [match[1] ?? '', match[2] === '?']));
}

/** The titled code blocks of a page, as files. */
function titledBlocks(text: string): { path: string; content: string }[] {
  return [...text.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)\n```/g)].map((match) => ({ path: match[1] ?? '', content: `${match[2] ?? ''}\n` }));
}

/** The untitled-or-titled fenced block of a language that follows `heading`. */
function blockAfter(text: string, heading: string, language: string): string {
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`no ${heading}`);
  const start = text.indexOf(`\`\`\`${language}`, at);
  return text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n```', start));
}

const silent = { infrastructureLogging: { level: 'none' as const } };

describe('node.mdx', () => {
  const { text } = readPage('api/node.mdx');

  test('webpack(config, callback) returns null for an invalid configuration and hands the ValidationError to the callback; without a callback it throws', async () => {
    let returned: unknown;
    const error = await new Promise<Error | null>((resolve) => {
      returned = webpack({ mode: 'nope' } as never, (err) => resolve(err ?? null));
    });
    expect(returned).toBeNull();
    expect(error?.name).toBe('ValidationError');
    expect(() => webpack({ mode: 'nope' } as never)).toThrow(expect.objectContaining({ name: 'ValidationError' }) as Error);
    expect(() => webpack.validate({ mode: 'nope' } as never)).toThrow(expect.objectContaining({ name: 'ValidationError' }) as Error);
    // validate: false skips the check.
    expect(() => webpack({ context: REPO_ROOT, entry: {}, validate: false, devtool: 'not-a-devtool-at-all', ...silent } as never)).not.toThrow(expect.objectContaining({ name: 'ValidationError' }) as Error);
    expect(text).toContain('`null` when creating the compiler failed');
  });

  test('a second run() while one is running fails with ConcurrentCompilationError', async () => {
    const dir = createWorkspace('api-concurrent');
    try {
      fs.writeFileSync(path.join(dir, 'index.js'), 'export default 1;\n');
      const compiler = webpack({ context: dir, entry: './index.js', output: { path: path.join(dir, 'dist') }, ...silent });
      const first = new Promise((resolve) => compiler.run(resolve));
      const second = await new Promise<Error | null | undefined>((resolve) => compiler.run((err) => resolve(err)));
      await first;
      await new Promise((resolve) => compiler.close(resolve));
      expect(second?.name).toBe('ConcurrentCompilationError');
      const quoted = /fails with `(\w+)` \("([^"]+)"\)/.exec(text);
      expect(quoted?.[1]).toBe(second?.name);
      expect(second?.message).toContain(quoted?.[2]);
    } finally {
      removeWorkspace(dir);
    }
  });

  test('watch: true without a callback only warns DEP_WEBPACK_WATCH_WITHOUT_CALLBACK and does not watch', async () => {
    const dir = createWorkspace('api-watch-no-callback');
    try {
      linkNodeModules(dir);
      fs.writeFileSync(path.join(dir, 'index.js'), 'export default 1;\n');
      fs.writeFileSync(
        path.join(dir, 'check.js'),
        [
          "process.on('warning', (warning) => console.log(warning.code));",
          "const compiler = require('webpack')({ context: __dirname, entry: './index.js', watch: true, infrastructureLogging: { level: 'none' } });",
          "setImmediate(() => console.log(String(compiler.watching), String(compiler.running)));",
        ].join('\n'),
      );
      const run = await runNode(['check.js'], dir);
      expect(run.stdout.trim().split('\n')).toEqual(['DEP_WEBPACK_WATCH_WITHOUT_CALLBACK', 'undefined false']);
      expect(text).toContain('`DEP_WEBPACK_WATCH_WITHOUT_CALLBACK`');
    } finally {
      removeWorkspace(dir);
    }
  });

  test('the Watching methods in the table are the methods of Watching and MultiWatching', () => {
    const named = tableRows(text.slice(text.indexOf('The returned `Watching` object')), '| Method |').map((row) => /`watching\.(\w+)\(/.exec(row[0] ?? '')?.[1]);
    expect(named).toEqual(['close', 'invalidate', 'suspend', 'resume']);
    for (const head of ['declare abstract class Watching', 'declare abstract class MultiWatching']) {
      const own = members(head);
      expect(named.filter((name) => !own.has(name ?? ''))).toEqual([]);
    }
  });

  test('resume() after suspend() builds again although no file changed', async () => {
    const dir = createWorkspace('api-resume');
    try {
      fs.writeFileSync(path.join(dir, 'index.js'), 'export default 1;\n');
      const compiler = webpack({ mode: 'development', context: dir, entry: './index.js', output: { path: path.join(dir, 'dist') }, ...silent });
      let builds = 0;
      await new Promise<void>((resolve) => {
        const watching = compiler.watch({}, () => {
          builds += 1;
          if (builds === 1) {
            watching?.suspend();
            // Resuming a watcher that is not suspended does nothing; resuming a suspended one builds.
            setTimeout(() => watching?.resume(), 100);
          } else resolve();
        });
      });
      await new Promise((resolve) => compiler.close(resolve));
      expect(builds).toBe(2);
      expect(text).toContain('| `watching.resume()` | Starts a new build straight away, even when nothing changed while suspended');
    } finally {
      removeWorkspace(dir);
    }
  });

  test('the stats presets listed are the schema\'s, and the Stats members exist', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/WebpackOptions.json'), 'utf8')) as { definitions: { StatsValue: { anyOf: { enum?: string[] }[] } } };
    const presets = schema.definitions.StatsValue.anyOf.flatMap((item) => item.enum ?? []);
    const sentence = /accept a preset name \(([^)]+)\)/.exec(text)?.[1] ?? '';
    expect(codeSpans(sentence).map((span) => span.replace(/'/g, ''))).toEqual(presets);
    const stats = members('declare class Stats');
    const named = tableRows(text, '| Member |').flatMap((row) => codeSpans(row[0] ?? '')).map((span) => /^stats\.(\w+)/.exec(span)?.[1] ?? span);
    expect(named.filter((name) => !stats.has(name))).toEqual([]);
  });

  test('the helpers named are on the webpack export, and the commented defaults are what they produce', () => {
    expect(typeof webpack.config.getNormalizedWebpackOptions).toBe('function');
    expect(typeof webpack.config.applyWebpackOptionsDefaults).toBe('function');
    const config = { mode: 'production' as const };
    expect(webpack.config.defineConfig(config)).toBe(config);
    expect(webpack.defineConfig).toBe(webpack.config.defineConfig);
    const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production' });
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(options.optimization.minimize).toBe(true);
    expect(options.devtool).toBe(false);
    expect(typeof options.output.filename).toBe('string');
  });

  test('an output file system needs mkdir, writeFile, stat and readFile; join and relative are optional', () => {
    const outputFs = members('declare interface OutputFileSystem');
    const required = [...outputFs].filter(([, optional]) => !optional).map(([name]) => name);
    expect(required.sort()).toEqual(['mkdir', 'readFile', 'stat', 'writeFile']);
    expect(outputFs.get('join')).toBe(true);
    expect(outputFs.get('relative')).toBe(true);
    expect(text).toContain('An output file system needs `mkdir`, `writeFile`, `stat` and `readFile`, and gets `join` and `relative`');
  });
});

describe('compiler-hooks.mdx', () => {
  test('tapAsync and tapPromise on a synchronous hook throw', () => {
    // The types leave these methods out of SyncHook; at run time they exist and throw.
    const hook = new SyncHook<[number]>(['value']) as unknown as Record<'tapAsync' | 'tapPromise', (name: string, fn: () => unknown) => void>;
    expect(() => hook.tapAsync('Test', () => undefined)).toThrow('tapAsync is not supported on a SyncHook');
    expect(() => hook.tapPromise('Test', () => Promise.resolve())).toThrow('tapPromise is not supported on a SyncHook');
    expect(readPage('api/compiler-hooks.mdx').text).toContain('Calling `tapAsync` or `tapPromise` on a synchronous hook throws an error.');
  });
});

describe('compiler-hooks.mdx: what the hook type tells you', () => {
  test('a bail hook stops at the first tap that returns something; a waterfall tap that returns undefined passes its input on', () => {
    const calls: string[] = [];
    const bail = new SyncBailHook<[number], string | undefined>(['value']);
    bail.tap('first', () => {
      calls.push('first');
      return undefined;
    });
    bail.tap('second', () => {
      calls.push('second');
      return 'stop';
    });
    bail.tap('third', () => {
      calls.push('third');
      return 'late';
    });
    expect(bail.call(1)).toBe('stop');
    expect(calls).toEqual(['first', 'second']);

    const waterfall = new SyncWaterfallHook<[number]>(['value']);
    waterfall.tap('double', (value) => value * 2);
    // tapable's types ask for a value; at run time undefined passes the input on.
    waterfall.tap('nothing', (() => undefined) as unknown as (value: number) => number);
    waterfall.tap('plusOne', (value) => value + 1);
    expect(waterfall.call(5)).toBe(11);
  });

  test('stages order taps, lower first, default 0; equal stages keep the order of tapping; before puts a tap ahead of a named one', () => {
    const order: string[] = [];
    const hook = new SyncHook<[]>([]);
    hook.tap({ name: 'late', stage: 100 }, () => order.push('late'));
    hook.tap('a', () => order.push('a'));
    hook.tap('b', () => order.push('b'));
    hook.tap({ name: 'early', stage: -1 }, () => order.push('early'));
    hook.tap({ name: 'beforeA', before: 'a' }, () => order.push('beforeA'));
    hook.call();
    expect(order).toEqual(['early', 'beforeA', 'a', 'b', 'late']);
  });
});

describe('compilation-object.mdx', () => {
  const { text } = readPage('api/compilation-object.mdx');
  const properties = text.slice(text.indexOf('## Properties'), text.indexOf('*Asset info*'));
  const methods = text.slice(text.indexOf('### Paths'), text.indexOf('## Example'));

  test('every property and method in the tables is a member of class Compilation', () => {
    const compilation = members('declare class Compilation');
    const named = [...`${properties}\n${methods}`.matchAll(/^\| (`.+?) \|/gm)].flatMap((match) => codeSpans(match[1] ?? '')).map((span) => /^\w+/.exec(span)?.[0] ?? '');
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => !compilation.has(name))).toEqual([]);
  });

  test('the module graph, chunk graph and chunk members named exist', () => {
    const moduleGraph = members('declare class ModuleGraph');
    const chunkGraph = members('declare class ChunkGraph');
    const chunk = members('declare class Chunk');
    const row = (name: string) => tableRows(properties.slice(properties.indexOf('### The module graph')), '| Property |').find((cells) => cells[0] === `\`${name}\``)?.[1] ?? '';
    const calls = (cell: string) => codeSpans(cell).filter((span) => span.includes('(')).map((span) => span.slice(0, span.indexOf('(')));
    expect(calls(row('moduleGraph')).filter((name) => !moduleGraph.has(name))).toEqual([]);
    expect(calls(row('chunkGraph')).filter((name) => !chunkGraph.has(name))).toEqual([]);
    expect(codeSpans(row('chunks')).filter((name) => name !== 'Set' && !chunk.has(name))).toEqual([]);
  });

  test('the asset info table lists exactly the fields of KnownAssetInfo', () => {
    const fields = tableRows(text, '| Field | Meaning |').flatMap((cells) => codeSpans(cells[0] ?? ''));
    expect(fields.sort()).toEqual([...typeMembers('webpack.KnownAssetInfo').keys()].sort());
  });

  test("the bundle report example, built from the page's files, warns and writes what the page shows", async () => {
    const dir = createWorkspace('api-bundle-report');
    try {
      const files = titledBlocks(text);
      const shown = files.find((file) => file.path.startsWith('dist/'));
      writeFiles(
        dir,
        files.filter((file) => file !== shown),
      );
      fs.symlinkSync(path.join(REPO_ROOT, 'node_modules/webpack'), path.join(dir, 'node_modules/webpack'), 'dir');
      // The plugin reads its settings relative to the working directory, as from `npx webpack` in the project.
      const script = [
        "const webpack = require('webpack');",
        "const config = require('./webpack.config.js');",
        "webpack({ ...config, context: __dirname, infrastructureLogging: { level: 'none' } }, (err, stats) => {",
        '  if (err) throw err;',
        '  console.log(JSON.stringify(stats.compilation.warnings.map((warning) => warning.message)));',
        '});',
      ].join('\n');
      fs.writeFileSync(path.join(dir, 'build.js'), script);
      const run = await runNode(['build.js'], dir);
      expect(run.stderr).toBe('');
      const warning = /the build warns `([^`]+)`/i.exec(text)?.[1];
      expect(JSON.parse(run.stdout)).toEqual([warning]);
      // The hash depends on where the project is, so only its place in the name is compared.
      const reports = fs.readdirSync(path.join(dir, 'dist')).filter((name) => name.startsWith('bundle-report.'));
      expect(reports).toHaveLength(1);
      const report = JSON.parse(fs.readFileSync(path.join(dir, 'dist', reports[0] ?? ''), 'utf8')) as { hash: string };
      expect(reports[0]).toBe(`bundle-report.${report.hash.slice(0, 8)}.json`);
      const example = JSON.parse(shown?.content ?? '') as { hash: string };
      expect(path.basename(shown?.path ?? '')).toBe(`bundle-report.${example.hash.slice(0, 8)}.json`);
      expect({ ...report, hash: example.hash }).toEqual(example);
    } finally {
      removeWorkspace(dir);
    }
  }, 60_000);
});

describe('stats.mdx', () => {
  const { text } = readPage('api/stats.mdx');
  let json: webpack.StatsCompilation;
  let error: webpack.StatsError;
  let project = '';

  beforeAll(async () => {
    const dir = createWorkspace('api-stats');
    try {
      writeFiles(dir, [...titledBlocks(text), { path: 'src/bad.js', content: /whose entry contains `([^`]+)`/.exec(text)?.[1] ?? '' }]);
      project = dir;
      const build = (entry: string) =>
        new Promise<webpack.Stats>((resolve, reject) => {
          webpack({ mode: 'production', context: dir, entry, output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' }, ...silent }, (err, stats) =>
            err || !stats ? reject(err ?? new Error('no stats')) : resolve(stats),
          );
        });
      json = (await build('./src/index.js')).toJson();
      error = (await build('./src/bad.js')).toJson({ all: false, errors: true, errorDetails: true, moduleTrace: true }).errors?.[0] as webpack.StatsError;
    } finally {
      removeWorkspace(dir);
    }
  });

  /** `real` reduced to the shape of `example`: its keys, and for a list of objects the item of the same `type`. */
  function pick(example: unknown, real: unknown): unknown {
    if (Array.isArray(example)) {
      if (example.length === 0 || typeof example[0] !== 'object' || !Array.isArray(real)) return example.length === 0 ? [] : real;
      const type = (example[0] as { type?: string }).type;
      return [pick(example[0], real.find((item: { type?: string }) => type === undefined || item.type === type))];
    }
    if (example === null || typeof example !== 'object' || real === null || typeof real !== 'object') return real;
    return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, pick(value, (real as Record<string, unknown>)[key])]));
  }

  test("the JSON examples are a real stats.toJson() of the page's files, trimmed", () => {
    const lazyChunk = json.chunks?.find((chunk) => !chunk.initial);
    const greet = json.modules?.find((module) => module.name === './src/greet.js');
    const examples: [string, unknown][] = [
      ['## Top level', json],
      ['## Assets', json.assets?.find((asset) => asset.chunks?.includes(lazyChunk?.id ?? ''))],
      ['## Chunks', lazyChunk],
      ['## Modules', greet],
      ['## Entry points and chunk groups', json.entrypoints],
      ['## Errors, warnings and hints', error],
    ];
    for (const [heading, real] of examples) {
      const example = JSON.parse(blockAfter(text, heading, 'json')) as Record<string, unknown>;
      const actual = JSON.parse(JSON.stringify(pick(example, real)).replaceAll(project, '/project')) as Record<string, unknown>;
      if (heading === '## Top level') {
        // Times differ from run to run, and the compilation hash with the project's location.
        expect(typeof actual.time).toBe('number');
        expect(typeof actual.builtAt).toBe('number');
        expect(actual.hash).toMatch(/^[0-9a-f]{20}$/);
        Object.assign(actual, { time: example.time, builtAt: example.builtAt, hash: example.hash });
      }
      if (heading === '## Chunks') {
        // Like the compilation hash, the chunk hash changes with the project's location.
        expect(actual.hash).toMatch(/^[0-9a-f]{20}$/);
        actual.hash = example.hash;
      }
      if (heading.startsWith('## Errors')) {
        // The page shortens the resolution log.
        const shown = String(example.details).replace(/ \.\.\.$/, '');
        expect(String(actual.details).startsWith(shown)).toBe(true);
        actual.details = example.details;
      }
      expect([heading, actual]).toEqual([heading, example]);
    }
    expect(json.version).toBe(webpack.version);
  });

  test('the fields named in the prose exist on the objects they are named for', () => {
    const greet = json.modules?.find((module) => module.name === './src/greet.js') ?? {};
    expect('issuerPath' in greet).toBe(true);
    expect(['filteredAssets', 'filteredModules'].filter((key) => !(key in json))).toEqual([]);
    expect(['moduleTrace', 'details', 'message', 'loc'].filter((key) => !(key in error))).toEqual([]);
    // The optional fields come from the stats factory's extractors.
    const factory = fs.readFileSync(path.join(WEBPACK, 'lib/stats/DefaultStatsFactoryPlugin.js'), 'utf8');
    for (const field of ['object.logging', 'object.env', 'object.stack', 'object.cause', 'object.errors', 'object.moduleId', 'compilerPath']) expect(factory).toContain(field);
  });

  test('usedExports is an array, true, false or null, as the page says', () => {
    const usedExports = typeMembers('webpack.StatsModule').get('usedExports');
    expect(usedExports?.optional).toBe(true);
    expect(usedExports?.type.split(' | ').sort()).toEqual(['boolean', 'null', 'string[]', 'undefined']);
    expect(text).toContain('`null` when webpack has no usage information');
  });
});

describe('resolvers.mdx', () => {
  const { text } = readPage('api/resolvers.mdx');

  test("the resolver factory's hooks have the types the table gives", () => {
    const factory = webpack({ context: REPO_ROOT, entry: {}, ...silent }).resolverFactory;
    const rows = tableRows(text, '| Hook | Type |').map((cells) => [codeSpans(cells[0] ?? '')[0], codeSpans(cells[1] ?? '')[0]]);
    const actual = rows.map(([name]) => {
      const hook = (factory.hooks as unknown as Record<string, { for: (key: string) => { constructor: { name: string }; _args: string[] } }>)[name ?? ''];
      const member = hook?.for('normal');
      return [name, `${member?.constructor.name}(${member?._args.join(', ')})`];
    });
    expect(actual).toEqual(rows);
  });

  test('the default byDependency types and the esm and commonjs condition names are what webpack sets', () => {
    const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production', experiments: { css: true } });
    webpack.config.applyWebpackOptionsDefaults(options);
    const byDependency = options.resolve.byDependency ?? {};
    const sentence = /webpack's defaults define entries for these dependency types: ([^\n]+)/.exec(text)?.[1] ?? '';
    const named = codeSpans(sentence.slice(0, sentence.indexOf('. For example')));
    expect(named.filter((name) => !(name in byDependency))).toEqual([]);
    expect(Object.keys(byDependency).filter((name) => !named.includes(name) && !name.startsWith('css-import') && name !== 'undefined')).toEqual([]);
    const conditions = (name: string) => (byDependency[name]?.conditionNames ?? []).filter((condition) => condition !== '...');
    expect(conditions('esm')).toEqual(['typescript', 'import', 'module-sync', 'module']);
    expect(conditions('commonjs')).toEqual(['typescript', 'require', 'module-sync', 'module']);
    // With a rule for .ts files the built-in TypeScript support, and its condition, is off.
    const withTsRule = webpack.config.getNormalizedWebpackOptions({ mode: 'production', module: { rules: [{ test: /\.ts$/, use: 'ts-loader' }] } });
    webpack.config.applyWebpackOptionsDefaults(withTsRule);
    expect((withTsRule.resolve.byDependency?.esm?.conditionNames ?? []).filter((condition) => condition !== '...')).toEqual(['import', 'module-sync', 'module']);
    expect(text).toContain(
      '`esm` adds the condition names `import`, `module-sync` and `module`, while `commonjs` adds `require`, `module-sync` and `module`; while the built-in TypeScript support is on, which it is by default, both put `typescript` before them.',
    );
  });

  test("the page's resolver script and theme plugins print what the page shows", async () => {
    const dir = createWorkspace('api-resolvers');
    try {
      writeFiles(dir, titledBlocks(text));
      writeFiles(dir, [
        { path: 'package.json', content: '{ "name": "project", "private": true }\n' },
        { path: 'node_modules/dual/package.json', content: '{ "name": "dual", "exports": { "import": "./index.mjs", "require": "./index.cjs" } }\n' },
        { path: 'node_modules/dual/index.mjs', content: 'export default 1;\n' },
        { path: 'node_modules/dual/index.cjs', content: 'module.exports = 1;\n' },
        { path: 'src/theme/custom/button.js', content: "export default 'custom button';\n" },
        { path: 'src/theme/default/button.js', content: "export default 'default button';\n" },
        { path: 'src/theme/default/card.js', content: "export default 'default card';\n" },
        {
          path: 'build.js',
          content: [
            "const webpack = require('webpack');",
            "const ThemePlugin = require('./theme-plugin');",
            "const config = require('./webpack.config.js');",
            "const { execFileSync } = require('child_process');",
            'const variants = [config, { ...config, resolve: {}, plugins: [new ThemePlugin({ theme: "custom" })], output: { path: __dirname + "/dist2" } }];',
            'webpack(variants, (err, stats) => {',
            '  if (err || stats.hasErrors()) throw err || new Error(stats.toString());',
            '  for (const out of ["dist", "dist2"]) console.log(execFileSync(process.execPath, [`${out}/main.js`]).toString().trim());',
            '});',
          ].join('\n'),
        },
      ]);
      for (const name of ['webpack', 'webpack-sources', 'enhanced-resolve', 'tapable']) {
        if (!fs.existsSync(path.join(dir, 'node_modules', name))) fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
      }
      const resolved = await runNode(['resolve-demo.js'], dir);
      const shown = blockAfter(text, 'and the `webpack.config.js` from the example further down, it prints:', 'text');
      expect(resolved.stdout.trim()).toBe(shown.replaceAll('/project', fs.realpathSync(dir)));
      const built = await runNode(['build.js'], dir);
      const bundlePrints = /the bundle prints `([^`]+)`/.exec(text)?.[1];
      expect(built.stdout.trim().split('\n')).toEqual([bundlePrints, bundlePrints]);
    } finally {
      removeWorkspace(dir);
    }
  }, 60_000);
});

describe('plugins.mdx', () => {
  const { text } = readPage('api/plugins.mdx');

  test("the integrity manifest example, built with webpack-cli from the page's files, writes the file shown; md5 stops it with the message shown and exit code 2", () => {
    const dir = createWorkspace('api-plugins');
    try {
      linkNodeModules(dir);
      const files = titledBlocks(text);
      const shown = files.find((file) => file.path === 'dist/integrity.json');
      writeFiles(
        dir,
        files.filter((file) => file !== shown),
      );
      const build = runCli([], dir);
      expect(build.code).toBe(0);
      expect(build.output).toContain(`Output written to ${path.join(dir, 'dist')}`);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'dist/integrity.json'), 'utf8'))).toEqual(JSON.parse(shown?.content ?? ''));
      const config = path.join(dir, 'webpack.config.js');
      fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("algorithm: 'sha384'", "algorithm: 'md5'"));
      const invalid = runCli([], dir);
      expect(text).toContain('webpack-cli exits with code 2');
      expect(invalid.code).toBe(2);
      expect(invalid.output).toContain(blockAfter(text, "With an invalid option such as `algorithm: 'md5'`", 'text'));
    } finally {
      removeWorkspace(dir);
    }
  });
});

describe('compilation-hooks.mdx', () => {
  const { text } = readPage('api/compilation-hooks.mdx');
  const files = titledBlocks(text);
  const manifest = files.find((file) => file.path === 'dist/manifest.json');
  // The page shows src/index.js twice: first importing the server module, then the project's own.
  const guardedIndex = files.find((file) => file.path === 'src/index.js');

  test('the hooks said to be called again while a tap returns true are the ones seal() loops on', async () => {
    const compilation = fs.readFileSync(path.join(WEBPACK, 'lib/Compilation.js'), 'utf8');
    const looped = [...compilation.matchAll(/while \(this\.hooks\.(\w+)\.call\(/g)].map((match) => match[1]);
    const sentence = /(\w+) optimization hooks are `SyncBailHook`s that webpack calls again[^:]*: ([^.]+)\./.exec(text);
    expect(codeSpans(sentence?.[2] ?? '')).toEqual(looped);
    expect(sentence?.[1]).toBe(['None', 'One', 'Two', 'Three', 'Four'][looped.length]);
    const compiler = webpack({ context: REPO_ROOT, entry: {}, ...silent });
    const seen = await new Promise<{ types: string[]; stage: unknown }>((resolve) => {
      compiler.hooks.thisCompilation.tap('Test', (compilation) => {
        resolve({
          types: looped.map((name) => (compilation.hooks as unknown as Record<string, object>)[name ?? '']?.constructor.name ?? ''),
          // The stage constants are static: an instance does not have them.
          stage: (compilation as unknown as Record<string, unknown>).PROCESS_ASSETS_STAGE_REPORT,
        });
      });
      compiler.compile(() => undefined);
    });
    expect(seen.types).toEqual(looped.map(() => 'SyncBailHook'));
    expect(seen.stage).toBeUndefined();
    expect(webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT).toBe(5000);
  });

  test('the memory cache is on by default in development and off in production', () => {
    const cache = (mode: 'development' | 'production') => {
      const options = webpack.config.getNormalizedWebpackOptions({ mode });
      webpack.config.applyWebpackOptionsDefaults(options);
      return options.cache;
    };
    expect(cache('development')).toMatchObject({ type: 'memory' });
    expect(cache('production')).toBe(false);
    expect(text).toContain('In development mode the in-memory cache is on by default. In production mode it is off unless you set the `cache` option');
  });

  test("the three plugins, built with webpack-cli from the page's files, log, fail and write what the page shows", async () => {
    const dir = createWorkspace('api-compilation-hooks');
    try {
      linkNodeModules(dir);
      writeFiles(
        dir,
        files.filter((file) => file !== manifest),
      );
      const build = runCli([], dir);
      expect(build.code).toBe(0);
      expect(build.output).toContain('<i> 3 modules built, 0 reused');
      expect(text).toContain('reports `3 modules built, 0 reused`');
      // Terser names main's variables differently in some folders (seen: /tmp/w against /work/zz, with identical
      // unminified output), so main's content hash depends on where the project is; its size does not.
      const entryHash = (json: string) => json.replace(/main\.[0-9a-f]{20}\.js/g, 'main.[contenthash].js');
      expect(JSON.parse(entryHash(fs.readFileSync(path.join(dir, 'dist/manifest.json'), 'utf8')))).toEqual(JSON.parse(entryHash(manifest?.content ?? '')));
      expect(manifest?.content).toMatch(/"main\.[0-9a-f]{20}\.js": \d+/);
      expect(build.output).toMatch(/asset manifest\.json \d+ bytes \[emitted\] \[dev\]/);

      // A watch rebuild after one file changed.
      const config = createRequire(__filename)(path.join(dir, 'webpack.config.js')) as webpack.Configuration;
      // output.path defaults to the working directory's dist, not the context's.
      const compiler = webpack({ ...config, mode: 'development', context: dir, output: { ...config.output, path: path.join(dir, 'dist') }, ...silent });
      const infos: string[] = [];
      await new Promise<void>((resolve, reject) => {
        let builds = 0;
        compiler.watch({ aggregateTimeout: 50 }, (err, stats) => {
          if (err || !stats) return reject(err ?? new Error('no stats'));
          builds += 1;
          const entries = stats.compilation.logging.get('ModuleTimingPlugin') ?? [];
          infos.push(...entries.filter((entry) => entry.type === 'info').map((entry) => String(entry.args?.[0])));
          if (builds === 1) setTimeout(() => fs.writeFileSync(path.join(dir, 'src/greet.js'), 'export const greet = (name) => `hi ${name}`;\n'), 200);
          else resolve();
        });
      });
      await new Promise((resolve) => compiler.close(resolve));
      expect(infos).toEqual(['3 modules built, 0 reused', '1 modules built, 2 reused']);
      expect(text).toContain('it reports `1 modules built, 2 reused`');

      writeFiles(dir, [guardedIndex ?? { path: 'src/index.js', content: '' }]);
      const guarded = runCli([], dir);
      expect(guarded.code).toBe(1);
      expect(guarded.output).toContain(blockAfter(text, 'the build fails, and the error shows the import chain:', 'text'));
    } finally {
      removeWorkspace(dir);
    }
  });
});

describe('stats.mdx: reading stats in a script', () => {
  test("analyze-stats.js prints what the page shows for the bundle report example's sources", async () => {
    const dir = createWorkspace('api-analyze-stats');
    try {
      linkNodeModules(dir);
      const stats = readPage('api/stats.mdx').text;
      const sources = titledBlocks(readPage('api/compilation-object.mdx').text).filter((file) => file.path.startsWith('src/') || file.path.startsWith('node_modules/'));
      // The workspace's node_modules is a link to the repository's: the example package goes next to the sources instead.
      writeFiles(
        dir,
        sources.map((file) => ({ ...file, path: file.path.replace('node_modules/', 'vendor/node_modules/') })),
      );
      writeFiles(dir, [
        ...titledBlocks(stats).filter((file) => file.path === 'analyze-stats.js'),
        { path: 'webpack.config.js', content: "module.exports = { resolve: { modules: ['vendor/node_modules', 'node_modules'] } };\n" },
      ]);
      expect(runCli(['--mode', 'production', '--json', 'stats.json'], dir).code).toBe(0);
      const run = await runNode(['analyze-stats.js', 'stats.json'], dir);
      const shown = blockAfter(stats, 'without its `webpack.config.js`, this prints:', 'text');
      expect(run.stdout.trim().replace('./vendor/node_modules/', './node_modules/')).toBe(shown);
    } finally {
      removeWorkspace(dir);
    }
  });
});

describe('parser.mdx', () => {
  test('every JavascriptParser hook is a SyncBailHook, plain or in a HookMap', () => {
    const parser = new webpack.javascript.JavascriptParser();
    const kinds = Object.entries(parser.hooks).map(([name, hook]) => {
      const member = 'for' in hook ? (hook as { for: (key: string) => object }).for('x') : hook;
      return [name, member.constructor.name];
    });
    expect(kinds.length).toBeGreaterThan(50);
    expect(kinds.filter(([, kind]) => kind !== 'SyncBailHook')).toEqual([]);
    expect(readPage('api/parser.mdx').text).toContain('Every parser hook is a `SyncBailHook`, on its own or as a member of a `HookMap`.');
  });

  test('importSpecifier receives "default" for a default import and null for a namespace import, and BasicEvaluatedExpression is not on the main export', async () => {
    const dir = createWorkspace('api-parser');
    try {
      writeFiles(dir, [
        { path: 'src/index.js', content: "import def, { named as local } from './a.js';\nimport * as ns from './a.js';\nconsole.log(def, local, ns);\n" },
        { path: 'src/a.js', content: 'export default 1;\nexport const named = 2;\n' },
      ]);
      const seen: unknown[][] = [];
      const spy = {
        apply: (compiler: webpack.Compiler) =>
          compiler.hooks.normalModuleFactory.tap('Spy', (factory) =>
            factory.hooks.parser.for('javascript/auto').tap('Spy', (parser: webpack.javascript.JavascriptParser) =>
              parser.hooks.importSpecifier.tap('Spy', (_statement, source, id, name) => void seen.push([source, id, name])),
            ),
          ),
      };
      await new Promise<void>((resolve, reject) =>
        webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, plugins: [spy] }, (error) => (error ? reject(error) : resolve())),
      );
      expect(seen).toEqual([
        ['./a.js', 'default', 'def'],
        ['./a.js', 'named', 'local'],
        ['./a.js', null, 'ns'],
      ]);
    } finally {
      removeWorkspace(dir);
    }
    expect(JSON.stringify(Object.keys(webpack))).not.toContain('BasicEvaluatedExpression');
    expect(Object.keys(webpack.javascript)).not.toContain('BasicEvaluatedExpression');
    expect(fs.existsSync(path.join(WEBPACK, 'lib/javascript/BasicEvaluatedExpression.js'))).toBe(true);
  }, 60_000);
});
