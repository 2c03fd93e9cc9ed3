/**
 * @jest-environment node
 *
 * Facts that the core plugin pages (content/plugins/*.mdx, not the README-generated ones) state,
 * derived from the installed webpack: export paths and their deprecations from lib/index.js,
 * option names from the plugins' schemas, defaults from the plugins' constructors, the internal
 * plugins from lib/ and from a real build, messages from the installed sources.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { codeSpans, tableRows } from './support/tables';
import { runCli } from './support/webpack-cli';
import { CONTENT_ROOT, readPage, REPO_ROOT } from './support/workspace';

const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const pluginPages = fs
  .readdirSync(path.join(CONTENT_ROOT, 'plugins'))
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map((file) => readPage(`plugins/${file}`));
const page = (name: string) => readPage(`plugins/${name}.mdx`).text;
const webpackSource = (file: string) => fs.readFileSync(path.join(WEBPACK, file), 'utf8');

/** The value at a dotted path below `require('webpack')`, or undefined. */
function exported(dotted: string): unknown {
  let value: unknown = webpack;
  for (const key of dotted.split('.')) {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Top-level getters of lib/index.js that carry a `@deprecated` JSDoc tag: moved exports kept for compatibility. */
const deprecatedExports = (() => {
  const names = new Set<string>();
  let deprecated = false;
  for (const line of webpackSource('lib/index.js').split('\n')) {
    if (/@deprecated/.test(line)) deprecated = true;
    const getter = /^\t(?:get (\w+)\(\)|(\w+):)/.exec(line);
    if (getter) {
      if (deprecated) names.add(getter[1] ?? getter[2] ?? '');
      deprecated = false;
    }
  }
  return names;
})();

describe('export paths', () => {
  // `webpack.X…` in prose and code, but not file names (webpack.config.js) or the logger name [webpack.Progress].
  const PATH = /\bwebpack((?:\.[A-Za-z_$][\w$]*)+)(?![\w.]*\])/g;
  const references = pluginPages.flatMap(({ path: file, text }) =>
    [...text.matchAll(PATH)]
      .map((match) => (match[1] ?? '').slice(1))
      .filter((dotted) => !/\.(?:js|org)$|^(?:js|config|dll\.config)$|_$/.test(dotted))
      .map((dotted) => ({ file, dotted })),
  );

  test('the pages name export paths at all', () => {
    expect(references.length).toBeGreaterThan(50);
  });

  test.each(references.map(({ file, dotted }) => [file, dotted]))('%s: webpack.%s exists on the installed webpack', (_file, dotted) => {
    expect(exported(dotted)).toBeDefined();
  });

  test('a page that uses a deprecated top-level export says that it is deprecated', () => {
    expect(deprecatedExports).toContain('AutomaticPrefetchPlugin');
    expect(deprecatedExports).toContain('PrefetchPlugin');
    for (const { file, dotted } of references) {
      if (dotted.includes('.') || !deprecatedExports.has(dotted)) continue;
      const text = readPage(file).text;
      const sentence = text.split('\n').find((line) => line.includes(`\`webpack.${dotted}\``));
      expect([file, sentence]).toEqual([file, expect.stringMatching(/deprecated/)]);
    }
  });

  test('the plugin of each page is exported where its page says, and examples use the non-deprecated path', () => {
    expect(page('automatic-prefetch-plugin')).toContain('exported as `webpack.prefetch.AutomaticPrefetchPlugin`');
    expect(page('automatic-prefetch-plugin')).toContain('new webpack.prefetch.AutomaticPrefetchPlugin()');
    expect(webpack.prefetch.AutomaticPrefetchPlugin).toBe(exported('AutomaticPrefetchPlugin'));
    for (const { path: file, text } of pluginPages) {
      for (const block of extractCodeBlocks(file, text)) {
        for (const match of block.value.matchAll(/new webpack\.(\w+)\(/g)) {
          expect([file, match[1], deprecatedExports.has(match[1] ?? '')]).toEqual([file, match[1], false]);
        }
      }
    }
  });
});

interface SchemaNode {
  readonly properties?: Record<string, SchemaNode>;
  readonly [key: string]: unknown;
}

/** Every property name declared anywhere in a schema, nested options included. */
function propertyNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) propertyNames(item, names);
  else if (node && typeof node === 'object') {
    const { properties } = node as SchemaNode;
    if (properties) for (const name of Object.keys(properties)) names.add(name);
    for (const value of Object.values(node)) propertyNames(value, names);
  }
  return names;
}

describe('options named in option lists exist in the plugin schema', () => {
  const schemaPages = pluginPages.flatMap(({ path: file, text }) => {
    const schema = /^schema: (.+)$/m.exec(text)?.[1];
    return schema ? [{ file, text, schema }] : [];
  });
  // Option lists: bullets that start with the option's name, bold or not ("- **`filename`** (default …)", "- `entries`, `modules` and `dependencies` …").
  const LEADING = /^ *- (?:\*\*)?`(\w+)(?:: [^`]+)?`(?:\*\*)?((?:(?:, | and | or )(?:\*\*)?`\w+(?:: [^`]+)?`(?:\*\*)?)*)/;

  const configurationKeys = new Set(Object.keys((JSON.parse(webpackSource('schemas/WebpackOptions.json')) as SchemaNode).properties ?? {}));
  let listedCount = 0;
  afterAll(() => expect(listedCount).toBeGreaterThan(20));

  test.each(schemaPages.map(({ file, schema }) => [file, schema]))('%s: options in its lists are in schemas/%s', (file, schema) => {
    const { text } = schemaPages.find((entry) => entry.file === file) ?? { text: '' };
    const names = propertyNames(JSON.parse(webpackSource(`schemas/${schema}`)));
    const listed = text
      .split('\n')
      .map((line) => LEADING.exec(line))
      .flatMap((match) => (match ? [match[1] ?? '', ...codeSpans(match[2] ?? '').map((span) => span.split(':')[0] ?? '')] : []));
    // Lists that are about something else than options (bailout reasons, files) start with non-option names; those are not checked.
    // A bullet that contrasts the plugin with a configuration option (`watchOptions: { ignored }`) names that option, not one of the plugin.
    const options = listed.filter((name) => /^[a-z][A-Za-z]+$/.test(name) && !configurationKeys.has(name));
    listedCount += options.length;
    expect(options.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('defaults the pages state', () => {
  test('ProgressPlugin: counters and totals', () => {
    const text = page('progress-plugin');
    const defaults = webpack.ProgressPlugin.defaultOptions;
    expect([defaults.entries, defaults.modules, defaults.dependencies, defaults.activeModules]).toEqual([true, true, true, false]);
    expect(text).toContain('`entries`, `modules` and `dependencies` (all `true` by default)');
    expect(text).toContain('`activeModules` (default `false`)');
    expect(text).toContain(`\`modulesCount\` (default \`${defaults.modulesCount}\`) and \`dependenciesCount\` (default \`${defaults.dependenciesCount}\`)`);
    expect(defaults.percentBy).toBeNull();
    expect(webpackSource('lib/logging/ProgressPlugin.js')).toContain('median3');
    expect(text).toContain('By default it uses the median of the three.');
  });

  test('LimitChunkCountPlugin and MinChunkSizePlugin: maxChunks without options, overhead and multiplicator', () => {
    const text = page('limit-chunk-count-plugin');
    expect(new webpack.optimize.LimitChunkCountPlugin().options).toEqual({ maxChunks: 1 });
    expect(text).toContain('without an options object is valid and means `maxChunks: 1`');
    // Both plugins measure with ChunkGraph's defaults for the size options they do not set.
    const chunkGraph = webpackSource('lib/graph/ChunkGraph.js');
    expect(chunkGraph).toMatch(/chunkOverhead === "number"\s*\?\s*options\.chunkOverhead\s*:\s*10000/);
    expect(chunkGraph).toMatch(/entryChunkMultiplicator === "number"\s*\?\s*options\.entryChunkMultiplicator\s*:\s*10\b/);
    for (const name of ['limit-chunk-count-plugin', 'min-chunk-size-plugin']) {
      expect(page(name)).toContain('`chunkOverhead` (default `10000`)');
      expect(page(name)).toContain('`entryChunkMultiplicator` times (default `10`)');
    }
    const schema = JSON.parse(webpackSource('schemas/plugins/optimize/LimitChunkCountPlugin.json')) as { properties: { maxChunks: { minimum: number } } };
    expect(schema.properties.maxChunks.minimum).toBe(1);
  });

  test('MergeDuplicateChunksPlugin: runs at STAGE_BASIC; the stage values', () => {
    const { STAGE_BASIC, STAGE_DEFAULT, STAGE_ADVANCED } = webpack.optimize.OptimizationStages;
    expect([STAGE_BASIC, STAGE_DEFAULT, STAGE_ADVANCED]).toEqual([-10, 0, 10]);
    expect(new webpack.optimize.MergeDuplicateChunksPlugin().options).toEqual({ stage: STAGE_BASIC });
    expect(page('merge-duplicate-chunks-plugin')).toContain('`STAGE_BASIC` (`-10`), `STAGE_DEFAULT` (`0`) and `STAGE_ADVANCED` (`10`)');
    for (const file of ['SplitChunksPlugin', 'LimitChunkCountPlugin', 'MinChunkSizePlugin']) {
      expect(webpackSource(`lib/optimize/${file}.js`)).toMatch(/stage: STAGE_ADVANCED/);
    }
  });

  test('HashedModuleIdsPlugin: md4, base64 and 4 characters unless set', () => {
    const source = webpackSource('lib/ids/HashedModuleIdsPlugin.js');
    expect(source).toContain('this.options.hashFunction || DEFAULTS.HASH_FUNCTION');
    expect(source).toContain('this.options.hashDigest || "base64"');
    expect(source).toContain('this.options.hashDigestLength || 4');
    expect(webpackSource('lib/config/defaults.js')).toMatch(/HASH_FUNCTION: "md4"[\s\S]*if \(futureDefaults\) \{\s*DEFAULTS\.HASH_FUNCTION = "xxhash64"/);
    const text = page('hashed-module-ids-plugin');
    expect(text).toContain("The default is `'md4'`, or `'xxhash64'` with `experiments.futureDefaults`.");
    expect(text).toContain("`'base64'` by default");
    expect(text).toContain('`4` by default');
  });

  test('EvalSourceMapDevToolPlugin and SourceMapDevToolPlugin: default comments and templates', () => {
    const evalPlugin = new webpack.EvalSourceMapDevToolPlugin({}) as unknown as { sourceMapComment: string; moduleFilenameTemplate: string; namespace: string };
    expect(evalPlugin.moduleFilenameTemplate).toBe('webpack://[namespace]/[resource-path]?[hash]');
    expect(evalPlugin.sourceMapComment).toBe('//# sourceURL=[module]\n//# sourceMappingURL=[url]');
    expect(evalPlugin.namespace).toBe('');
    const evalPage = page('eval-source-map-dev-tool-plugin');
    expect(evalPage).toContain(`the default is \`${evalPlugin.moduleFilenameTemplate}\``);
    expect(evalPage).toContain(`the default is \`${evalPlugin.sourceMapComment.replace('\n', '\\n')}\``);
    const mapPlugin = new webpack.SourceMapDevToolPlugin({}) as unknown as { sourceMappingURLComment: string };
    expect(mapPlugin.sourceMappingURLComment).toBe('\n//# sourceMappingURL=[url]');
    expect(page('source-map-dev-tool-plugin')).toContain("by default `'\\n//# sourceMappingURL=[url]'`");
    expect(webpackSource('lib/devtool/SourceMapDevToolPlugin.js')).toContain('options.test = options.test || CSS_AND_JS_MODULE_EXTENSIONS_REGEXP');
    const test = /CSS_AND_JS_MODULE_EXTENSIONS_REGEXP = (\/.+\/i);/.exec(webpackSource('lib/devtool/SourceMapDevToolPlugin.js'))?.[1] ?? '';
    const regExp = new RegExp(test.slice(1, -2), 'i');
    expect(['a.js', 'a.cjs', 'a.mjs', 'a.css', 'a.ts', 'a.json'].map((name) => regExp.test(name))).toEqual([true, true, true, true, false, false]);
    expect(page('source-map-dev-tool-plugin')).toContain('`test` defaults to `.js`, `.cjs`, `.mjs` and `.css` files.');
  });

  test('ProfilingPlugin: events.json and a 100 microsecond sampling interval', () => {
    const source = webpackSource('lib/debug/ProfilingPlugin.js');
    expect(source).toContain('this.options.outputPath || "events.json"');
    expect(source).toMatch(/"Profiler\.setSamplingInterval", \{\s*interval: 100\s*\}/);
    const text = page('profiling-plugin');
    expect(text).toContain('Without it, the file is `events.json` in the current working directory.');
    expect(text).toContain('sampled every 100 microseconds');
  });

  test('ManifestPlugin: file name, prefix and serialization', () => {
    const source = webpackSource('lib/output/ManifestPlugin.js');
    expect(source).toContain('const DEFAULT_PREFIX = "[publicpath]";');
    expect(source).toContain('const DEFAULT_FILENAME = "manifest.json";');
    expect(source).toContain('((manifest) => JSON.stringify(manifest, null, 2))');
    expect(source).toContain('publicPath === "auto" ? "/" : publicPath');
    const text = page('manifest-plugin');
    expect(text).toContain("**`filename`** (default `'manifest.json'`)");
    expect(text).toContain("**`prefix`** (default `'[publicpath]'`)");
    expect(text).toContain('The default is `JSON.stringify(manifest, null, 2)`.');
    const options = webpack.config.getNormalizedWebpackOptions({});
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(options.output.hashDigestLength).toBe(20);
    expect(text).toContain('`output.hashDigestLength` characters long (20 by default)');
  });

  test('SplitChunksPlugin: the table of defaults per mode', () => {
    const rows = tableRows(page('split-chunks-plugin'), '| Option | `production` | `development` |');
    const splitChunks = (mode: 'production' | 'development') => {
      const options = webpack.config.getNormalizedWebpackOptions({ mode });
      webpack.config.applyWebpackOptionsDefaults(options);
      const value = options.optimization.splitChunks;
      if (!value) throw new Error('no splitChunks defaults');
      return value;
    };
    const production = splitChunks('production');
    const development = splitChunks('development');
    const cell = (value: unknown) => `\`${String(value)}\``;
    const byOption = Object.fromEntries(rows.map((row) => [codeSpans(row[0] ?? '')[0], row.slice(1)]));
    expect(byOption.minSize).toEqual([cell(production.minSize), cell(development.minSize)]);
    expect(production.minRemainingSize).toBeUndefined();
    expect(webpackSource('lib/optimize/SplitChunksPlugin.js')).toMatch(/minRemainingSize:\s*mergeSizes\(\s*normalizeSizes\(options\.minRemainingSize, defaultSizeTypes\),\s*minSize\s*\)/);
    expect(byOption.minRemainingSize).toEqual(['same as `minSize`', cell(development.minRemainingSize)]);
    expect(byOption.maxAsyncRequests).toEqual([cell(production.maxAsyncRequests), cell(development.maxAsyncRequests)]);
    expect(byOption.maxInitialRequests).toEqual([cell(production.maxInitialRequests), cell(development.maxInitialRequests)]);
    expect(byOption.enforceSizeThreshold).toEqual([cell(production.enforceSizeThreshold), cell(development.enforceSizeThreshold)]);
    expect(production.chunks).toBe('async');
    const groups = production.cacheGroups as Record<string, { priority: number; test?: RegExp; reuseExistingChunk?: boolean }>;
    expect([groups.defaultVendors?.priority, groups.default?.priority]).toEqual([-10, -20]);
    const text = page('split-chunks-plugin');
    expect(text).toContain('`defaultVendors` takes modules whose path contains `node_modules`, with priority `-10`');
    expect(text).toContain('`default` takes any module used by at least two chunks, with priority `-20`');
  });
});

describe('messages the pages quote', () => {
  test('HotModuleReplacementPlugin: the warning of webpack-dev-server about a plugin in the configuration', () => {
    // webpack-dev-server 6 leaves the hot runtime to its own webpack-dev-middleware, which prints this through the logger of that name.
    const middleware = path.dirname(require.resolve('webpack-dev-middleware/package.json', { paths: [path.join(REPO_ROOT, 'node_modules/webpack-dev-server')] }));
    const utils = fs.readFileSync(path.join(middleware, 'dist/utils.js'), 'utf8');
    const warning = /logger\.warn\("('hot' applies HotModuleReplacementPlugin[^"]+)"\)/.exec(utils)?.[1];
    expect(warning).toBeDefined();
    expect(page('hot-module-replacement-plugin')).toContain(`<w> [webpack-dev-middleware] ${warning}`);
  });

  test('EnvironmentPlugin: a variable without value or default', () => {
    const source = webpackSource('lib/define/EnvironmentPlugin.js');
    const text = page('environment-plugin');
    expect(source).toContain('`${PLUGIN_NAME} - ${key} environment variable is undefined.\\n\\n`');
    expect(source).toContain('"You can pass an object with default values to suppress this warning.\\n"');
    expect(text).toContain('ERROR in EnvironmentPlugin - SENTRY_DSN environment variable is undefined.');
    expect(text).toContain('You can pass an object with default values to suppress this warning.');
  });

  test('ModuleConcatenationPlugin: the bailout reasons of the table', () => {
    const reasons = tableRows(page('module-concatenation-plugin'), '| Reason in the stats | Cause |').map((row) => codeSpans(row[0] ?? '')[0] ?? '');
    const sources = ['lib/optimize/ModuleConcatenationPlugin.js', 'lib/javascript/JavascriptGenerator.js'].map(webpackSource).join('\n');
    const metaInfo = webpackSource('lib/javascript/JavascriptMetaInfoPlugin.js');
    const hmr = webpackSource('lib/hmr/HotModuleReplacementPlugin.js');
    expect(sources).toContain('return `Module uses ${buildInfo.moduleConcatenationBailout}`;');
    for (const reason of reasons) {
      if (reason === 'Module uses eval()') expect(metaInfo).toContain('buildInfo.moduleConcatenationBailout = "eval()"');
      else if (reason === 'Module uses Hot Module Replacement') expect(hmr).toContain('moduleConcatenationBailout = "Hot Module Replacement"');
      else {
        // The fixed part of the reason, before any placeholder for a module name or list.
        const fixed = reason.replace(/^Cannot concat with X: /, '').replace(/^Module X /, '').split(/ …| X\b/)[0] ?? '';
        expect([reason, sources.includes(fixed)]).toEqual([reason, true]);
      }
    }
  });
});

describe('Internal Plugins', () => {
  const text = page('internal-plugins');

  test('every plugin the page names is a file in lib/, and WebpackOptionsApply is where the page says', () => {
    const files = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else files.add(entry.name.replace(/\.js$/, ''));
      }
    };
    walk(path.join(WEBPACK, 'lib'));
    const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
    const named = [...new Set(codeSpans(prose).filter((span) => /^[A-Z]\w*Plugin$/.test(span)))];
    expect(named.length).toBeGreaterThan(80);
    expect(named.filter((name) => !files.has(name))).toEqual([]);
    expect(text).toContain('`WebpackOptionsApply` (`lib/config/WebpackOptionsApply.js`)');
    expect(fs.existsSync(path.join(WEBPACK, 'lib/config/WebpackOptionsApply.js'))).toBe(true);
  });

  test('the listing of the example comes from a real run, and the production count too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-internal-plugins-'));
    try {
      const config = extractCodeBlocks('plugins/internal-plugins.mdx', text).find((block) => block.title === 'webpack.config.js');
      if (!config) throw new Error('no webpack.config.js block');
      fs.writeFileSync(path.join(dir, 'webpack.config.js'), config.value);
      fs.writeFileSync(path.join(dir, 'package.json'), '{}');
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'src/index.js'), "console.log('hello');\n");
      fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      const development = runCli(['--mode', 'development'], dir);
      expect(development.code).toBe(0);
      const listing = development.output.slice(0, development.output.indexOf('\nasset ') + 1);
      const shown = extractCodeBlocks('plugins/internal-plugins.mdx', text).find((block) => block.lang === 'text' && block.value.includes('plugins tap the compilation'));
      expect(shown?.value.trimEnd()).toBe(listing.trimEnd());
      const production = runCli([], dir);
      const count = /^(\d+) plugins tap the compilation:/.exec(production.output)?.[1];
      expect(text).toContain(`A production build lists ${count}, adding among others`);
      for (const name of ['InnerGraphPlugin', 'MangleExportsPlugin', 'ModuleConcatenationPlugin', 'DeterministicModuleIdsPlugin', 'DeterministicChunkIdsPlugin']) {
        expect(production.output).toContain(name);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Plugins index', () => {
  const text = readPage('plugins/index.mdx').text;

  test('each example of the "Where" table is exported under its namespace', () => {
    const rows = tableRows(text, '| Where | Examples |');
    expect(rows.length).toBeGreaterThan(5);
    for (const [where = '', examples = ''] of rows) {
      const namespaces = codeSpans(where).map((span) => span.replace(/^webpack\.?/, '').replace(/\.?\*$/, ''));
      for (const name of codeSpans(examples)) {
        const found = namespaces.some((namespace) => exported(namespace ? `${namespace}.${name}` : name) !== undefined);
        expect([where, name, found]).toEqual([where, name, true]);
        // The deprecated top-level names are not offered as where a plugin lives.
        if (namespaces.includes('')) expect([name, deprecatedExports.has(name)]).toEqual([name, false]);
      }
    }
  });

  test('the defaults of the table of options that apply plugins', () => {
    const defaults = (mode: 'production' | 'development' | 'none') => {
      const options = webpack.config.getNormalizedWebpackOptions({ mode });
      webpack.config.applyWebpackOptionsDefaults(options);
      return options;
    };
    const production = defaults('production');
    const development = defaults('development');
    const none = defaults('none');
    expect([production, development, none].map((options) => options.optimization.mergeDuplicateChunks)).toEqual([true, true, true]);
    expect([production, development].map((options) => options.optimization.sideEffects)).toEqual([true, 'flag']);
    expect([production.optimization.concatenateModules, production.optimization.emitOnErrors, production.optimization.realContentHash]).toEqual([true, false, true]);
    expect([production.optimization.moduleIds, development.optimization.moduleIds, none.optimization.moduleIds]).toEqual(['deterministic', 'named', 'natural']);
    expect([production.optimization.nodeEnv, development.optimization.nodeEnv, none.optimization.nodeEnv]).toEqual(['production', 'development', false]);
    expect([production.devtool, development.devtool]).toEqual([
      false,
      [
        { type: 'css', use: 'source-map' },
        { type: 'javascript', use: 'eval' },
      ],
    ]);
    const rows = Object.fromEntries(tableRows(text, '| Option | Default | Plugin applied |').map((row) => [row[0], row[1]]));
    expect(rows['`optimization.sideEffects`']).toBe("`true` in production, `'flag'` otherwise");
    expect(rows['`optimization.emitOnErrors`']).toBe('`false` in production');
    expect(rows['`optimization.moduleIds`, `chunkIds`']).toBe("`'deterministic'` in production, `'named'` in development");
    expect(rows['`devtool`']).toBe('`eval` for JavaScript and `source-map` for CSS in development, `false` in production');
  });
});
