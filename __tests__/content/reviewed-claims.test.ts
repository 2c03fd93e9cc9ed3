/**
 * @jest-environment node
 *
 * Sentences a review found wrong by running webpack 5.113 (issue 34), each now proved by a build that
 * would fail if the old sentence were true, next to a check that the page states the corrected fact.
 * One test per sentence; each names the page it backs.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import webpack, { type Compiler } from 'webpack';
import { build } from './support/build';
import { checkPage } from './support/checks';
import { runCli } from './support/webpack-cli';
import { createWorkspace, installScripts, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, writeFiles } from './support/workspace';

jest.setTimeout(60_000);

const NOT_MINIFIED = { optimization: { minimize: false } } as const;
const ASSETS_AND_ERRORS = { all: false, assets: true, errors: true } as const;
const bodyOf = (page: string) => readPage(page).text.replace(/\s+/g, ' ');

describe('configuration/resolve.mdx', () => {
  test('resolve.tsconfig: true finds the nearest tsconfig.json of each importing file, above context too', async () => {
    const { printed, emitted } = await build(
      {
        'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@root/*': ['lib/*'] } } }),
        'lib/a.js': 'export default "from the root tsconfig";',
        'src/index.js': 'import a from "@root/a"; import b from "./sub/b"; console.log(a, b);',
        'src/sub/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@sub/*': ['x/*'] } } }),
        'src/sub/x/c.js': 'export default "from the nested tsconfig";',
        'src/sub/b.js': 'import c from "@sub/c"; export default c;',
      },
      (dir) => ({ context: path.join(dir, 'src'), entry: './index.js', resolve: { tsconfig: true }, ...NOT_MINIFIED }),
      ASSETS_AND_ERRORS,
    );
    expect(printed).not.toContain('ERROR');
    expect(emitted['main.js']).toContain('from the root tsconfig');
    expect(emitted['main.js']).toContain('from the nested tsconfig');
    const body = bodyOf('configuration/resolve.mdx');
    expect(body).not.toContain('uses `tsconfig.json` in the context directory');
    expect(body).toContain('nearest `tsconfig.json`');
  });

  test('a request starting with / is looked up under resolve.roots (the context) before the importing file', async () => {
    const { emitted } = await build(
      {
        'lib/x.js': 'export default "context lib";',
        'src/index.js': 'import "./sub/file.js";',
        'src/sub/file.js': 'import x from "/lib/x.js"; console.log(x);',
        'src/sub/lib/x.js': 'export default "next to the importing file";',
      },
      NOT_MINIFIED,
    );
    expect(emitted['main.js']).toContain('context lib');
    expect(emitted['main.js']).not.toContain('next to the importing file');
    const body = bodyOf('configuration/resolve.mdx');
    expect(body).not.toMatch(/\(`\.\/x`, `\.\.\/x`, `\/x`\) are resolved against the directory of the importing file/);
    expect(body).toContain('A request that starts with `/` is looked up under `resolve.roots`');
  });
});

describe('api/logging.mdx', () => {
  test("'verbose' shows neither debug nor trace entries; a debug filter shows both", async () => {
    const plugin = {
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('Probe', (compilation) => {
          const logger = compilation.getLogger('Probe');
          logger.log('log entry');
          logger.debug('debug entry');
          logger.trace();
        });
      },
    };
    const files = { 'src/index.js': 'console.log(1);' };
    const verbose = await build(files, { plugins: [plugin] }, { all: false, logging: 'verbose' });
    expect(verbose.printed).toContain('log entry');
    expect(verbose.printed).not.toContain('debug entry');
    // A trace entry prints as a line `Trace` (followed by its stack when stats show it).
    const traceLine = /^\s*Trace\W*$/m;
    expect(verbose.printed).not.toMatch(traceLine);
    const debugged = await build(files, { plugins: [plugin] }, { all: false, logging: 'verbose', loggingDebug: [/^Probe$/] });
    expect(debugged.printed).toContain('debug entry');
    expect(debugged.printed).toMatch(traceLine);
    expect(bodyOf('api/logging.mdx')).toContain('Everything except `debug` and `trace`');
  });
});

describe('configuration/output.mdx', () => {
  test('[hash] is deprecated in output.filename, not in an asset file name', () => {
    const dir = createWorkspace('hash-placeholder');
    try {
      writeFiles(dir, [
        { path: 'src/index.js', content: 'import logo from "./logo.png"; console.log(logo);' },
        { path: 'src/logo.png', content: 'png' },
        {
          path: 'filename.config.js',
          content: 'module.exports = { mode: "production", entry: "./src/index.js", output: { filename: "[name].[hash].js" }, module: { rules: [{ test: /\\.png$/, type: "asset/resource" }] } };',
        },
        { path: 'default.config.js', content: 'module.exports = { mode: "production", entry: "./src/index.js", module: { rules: [{ test: /\\.png$/, type: "asset/resource" }] } };' },
        {
          path: 'asset.config.js',
          content: 'module.exports = { mode: "production", entry: "./src/index.js", module: { rules: [{ test: /\\.png$/, type: "asset/resource", generator: { filename: "[name].[hash][ext]" } }] } };',
        },
      ]);
      linkNodeModules(dir);
      const filename = runCli(['--config', 'filename.config.js'], dir);
      expect(filename.code).toBe(0);
      expect(filename.output).toContain('DeprecationWarning: [hash] is now [fullhash]');
      const asset = runCli(['--config', 'asset.config.js'], dir);
      expect(asset.code).toBe(0);
      expect(asset.output).not.toContain('DeprecationWarning');
      expect(asset.output).toMatch(/asset logo\.[0-9a-f]{20}\.png/);
      // The default asset name uses [hash] too, without a warning.
      const byDefault = runCli(['--config', 'default.config.js'], dir);
      expect(byDefault.output).not.toContain('DeprecationWarning');
      expect(byDefault.code).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist'))).toContainEqual(expect.stringMatching(/^[0-9a-f]{20}\.png$/));
    } finally {
      removeWorkspace(dir);
    }
    const body = bodyOf('configuration/output.mdx');
    expect(body).not.toContain('The plain `[hash]` is deprecated in favour of `[fullhash]`.');
    expect(body).toContain('In asset file names, `[hash]` is the content hash of the asset and is not deprecated');
    const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production', entry: './src/index.js' });
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(body).toContain(`\`output.assetModuleFilename\` defaults to \`${String(options.output.assetModuleFilename)}\`.`);
  });
});

describe('guides/native-css.mdx', () => {
  test('@import needs the extension: the default CSS rule is fully specified', async () => {
    const built = (request: string) =>
      build({ 'src/index.js': 'import "./a.css";', 'src/a.css': `@import '${request}';\nbody { color: red; }`, 'src/x.css': 'p { color: blue; }' }, { experiments: { css: true } }, ASSETS_AND_ERRORS);
    const [relative, bare, full] = await Promise.all([built('./x'), built('x'), built('./x.css')]);
    expect(relative.printed).toContain("Can't resolve './x'");
    expect(bare.printed).toContain("Can't resolve 'x'");
    expect(full.printed).not.toContain('ERROR');
    expect(full.emitted['main.css']).toContain('p{color:blue}');
    const body = bodyOf('guides/native-css.mdx');
    expect(body).not.toContain('only the `.css` extension is added');
    expect(body).toContain('no extension is added');
  });
});

describe('guides/native-css.mdx, the second review', () => {
  test("pure reaches .module.css files through css/auto, not css/module; module.parser.css.pure is rejected", async () => {
    const files = { 'src/index.js': 'import * as card from "./card.module.css"; console.log(card);', 'src/card.module.css': 'p { color: red; }\n.title { color: blue; }\n' };
    const pureUnder = (type: 'css/auto' | 'css/module') => build(files, { experiments: { css: true }, module: { parser: { [type]: { pure: true } } } }, ASSETS_AND_ERRORS);
    const [module, auto] = await Promise.all([pureUnder('css/module'), pureUnder('css/auto')]);
    expect(module.printed).not.toContain('ERROR');
    expect(auto.printed).toContain('Selector "p" is not pure (pure selectors must contain at least one local class or id)');
    expect(() => webpack.validate({ experiments: { css: true }, module: { parser: { css: { pure: true } } } } as webpack.Configuration)).toThrow("configuration.module.parser.css has an unknown property 'pure'");
    const body = bodyOf('guides/native-css.mdx');
    expect(body).not.toMatch(/^`module\.parser\['css\/module'\]\.pure: true` requires/m);
    expect(body).toContain("a `.module.css` file is `css/auto`, so it needs `module.parser['css/auto'].pure`");
    expect(body).toContain('`module.parser.css` has no `pure` option: the schema rejects it.');
  });

  test("exportType 'style': inserted as the module runs in development, after the merged module in production", async () => {
    const index = [
      "import './a.css';",
      "const count = () => document.querySelectorAll('style').length;",
      "console.log('next line', count());",
      "queueMicrotask(() => console.log('microtask', count()));",
      "setTimeout(() => console.log('timeout', count()));",
    ].join('\n');
    const config = (mode: 'development' | 'production'): webpack.Configuration => ({ mode, devtool: false, experiments: { css: true }, module: { parser: { css: { exportType: 'style' } } } });
    const files = { 'src/index.js': index, 'src/a.css': '.a { color: red; }' };
    const [development, production] = await Promise.all([build(files, config('development')), build(files, config('production'))]);
    const dir = createWorkspace('style-timing');
    try {
      const scripts = installScripts(dir);
      for (const [mode, { emitted }, sync] of [['development', development, 1], ['production', production, 0]] as const) {
        writeFiles(dir, [
          { path: `${mode}/main.js`, content: emitted['main.js'] ?? '' },
          { path: `${mode}/index.html`, content: '<!doctype html><html><head><script src="main.js"></script></head><body></body></html>' },
        ]);
        await checkPage(dir, scripts, { open: `${mode}/index.html`, logs: [`next line ${sync}`, 'microtask 1', 'timeout 1'] });
      }
    } finally {
      removeWorkspace(dir);
    }
    const body = bodyOf('guides/native-css.mdx');
    expect(body).not.toContain('into a `<style>` element that the runtime inserts when the module runs');
    expect(body).toContain("a line right after `import './a.css'` finds no `<style>` yet, and a callback queued there with `queueMicrotask` or `setTimeout` finds it");
  });
});

describe('guides/modern-web-platform.mdx, the second review', () => {
  /** The smallest WebAssembly module: the magic number and version 1, no sections. */
  const EMPTY_WASM = '\0asm\x01\0\0\0';

  /** Runs a web bundle in a fresh context whose fetch answers every request with `wasm` sent as `application/octet-stream`, as a misconfigured server does. */
  async function runWithWrongContentType(bundle: string): Promise<{ warnings: string[]; outcome: string }> {
    const warnings: string[] = [];
    const bytes = Buffer.from(EMPTY_WASM, 'latin1');
    const context = vm.createContext({
      console: { log: () => undefined, warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')) },
      fetch: () => Promise.resolve(new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } })),
      WebAssembly,
      setTimeout,
      self: {},
    });
    vm.runInContext('var self = this; var window = this;', context);
    vm.runInContext(bundle, context);
    const loaded = vm.runInContext('self.loaded', context) as Promise<unknown>;
    const outcome = await loaded.then(
      () => 'loaded',
      (error: Error) => `rejected: ${error.message}`,
    );
    return { warnings, outcome };
  }

  test('output.wasmStreamingFallback is on by default: a wrong content type warns and still loads', async () => {
    // An eager import() keeps the wasm module in main.js (no chunk to load without a document) and gives a promise to await.
    const files = { 'src/index.js': 'self.loaded = import(/* webpackMode: "eager" */ "./empty.wasm");', 'src/empty.wasm': EMPTY_WASM };
    const bundle = async (fallback?: boolean) => {
      const { printed, emitted } = await build(files, { target: 'web', output: { publicPath: '/', ...(fallback === undefined ? {} : { wasmStreamingFallback: fallback }) } }, ASSETS_AND_ERRORS);
      expect(printed).not.toContain('ERROR');
      return emitted['main.js'] ?? '';
    };
    const [byDefault, off] = await Promise.all([bundle(), bundle(false)]);
    const withFallback = await runWithWrongContentType(byDefault);
    expect(withFallback.outcome).toBe('loaded');
    expect(withFallback.warnings.join('\n')).toContain('Falling back to `WebAssembly.instantiate` which is slower');
    const without = await runWithWrongContentType(off);
    expect(without.outcome).toMatch(/^rejected: .*(MIME|Content-Type|content type)/i);
    const body = bodyOf('guides/modern-web-platform.mdx');
    expect(body).not.toContain('`output.wasmStreamingFallback` makes the runtime fall back to a slower path');
    expect(body).toContain('`output.wasmStreamingFallback`, on by default');
  });
});

describe('guides/web-workers.mdx', () => {
  const worker = (index: string) =>
    build({ 'src/index.js': index, 'src/w.js': 'import { x } from "./dep.js"; console.log(x);', 'src/dep.js': 'export const x = "dependency";' }, { target: 'node', ...NOT_MINIFIED }, ASSETS_AND_ERRORS);

  test('a renamed worker_threads import is bundled as a worker chunk; a namespace is copied unbundled', async () => {
    const [renamed, namespace] = await Promise.all([
      worker('import { Worker as Thread } from "worker_threads"; new Thread(new URL("./w.js", import.meta.url));'),
      worker('import * as threads from "worker_threads"; new threads.Worker(new URL("./w.js", import.meta.url));'),
    ]);
    const chunkOf = (emitted: Record<string, string>) => Object.entries(emitted).find(([file]) => file !== 'main.js')?.[1] ?? '';
    expect(chunkOf(renamed.emitted)).toContain('"dependency"');
    expect(chunkOf(renamed.emitted)).not.toContain('import {');
    expect(chunkOf(namespace.emitted)).toContain('import { x } from "./dep.js"');
    const body = bodyOf('guides/web-workers.mdx');
    expect(body).not.toContain('An imported constructor under another name (`import { Worker as Thread }`) or a namespace (`threads.Worker`) is not recognised at all');
    expect(body).toContain('An imported constructor under another name (`import { Worker as Thread }`) is recognised');
  });

  test('audio worklets are bundled only through a variable named context or audioWorklet', async () => {
    const worklet = (index: string) =>
      build(
        { 'src/index.js': index, 'src/wk.js': 'import { x } from "./dep.js"; registerProcessor("p", class extends AudioWorkletProcessor { process() { return x; } });', 'src/dep.js': 'export const x = true;' },
        { module: { parser: { javascript: { worklet: true } } }, ...NOT_MINIFIED },
        ASSETS_AND_ERRORS,
      );
    const addModule = 'addModule(new URL("./wk.js", import.meta.url));';
    const results = await Promise.all([
      worklet(`const context = new AudioContext(); context.audioWorklet.${addModule}`),
      worklet(`const audioWorklet = new AudioContext().audioWorklet; audioWorklet.${addModule}`),
      worklet(`const audioContext = new AudioContext(); audioContext.audioWorklet.${addModule}`),
    ]);
    const copiedUnbundled = results.map(({ emitted }) => Object.values(emitted).some((code) => code.includes('import { x } from "./dep.js"')));
    expect(copiedUnbundled).toEqual([false, false, true]);
    for (const page of ['guides/web-workers.mdx', 'guides/modern-web-platform.mdx']) {
      const body = bodyOf(page);
      expect(body).not.toContain('any variable in place of `context`');
      expect(body).not.toContain('`audioContext.audioWorklet.addModule(new URL(…))` bundle');
    }
    expect(bodyOf('guides/web-workers.mdx')).toContain('only a variable named `context`');
  });
});

describe('guides/modern-web-platform.mdx', () => {
  test('import.meta.url becomes the source file: URL in ES module output too', async () => {
    const { emitted } = await build({ 'src/index.js': 'console.log(import.meta.url);' }, { experiments: { outputModule: true }, output: { module: true }, ...NOT_MINIFIED });
    expect(emitted['main.mjs']).toMatch(/console\.log\("file:\/\/\/.*\/src\/index\.js"\)/);
    expect(emitted['main.mjs']).not.toContain('import.meta.url');
    const body = bodyOf('guides/modern-web-platform.mdx');
    expect(body).not.toContain('| `import.meta.url` | ES module output: kept.');
    expect(body).toContain('| `import.meta.url` | Both outputs: the source module');
  });
});

describe('configuration/dotenv.mdx', () => {
  test('a cycle expands to partial values without an error; only runaway growth raises DotenvExpansionError', async () => {
    const cycle = await build({ '.env': 'WEBPACK_A=x${WEBPACK_B}\nWEBPACK_B=y${WEBPACK_A}\n', 'src/index.js': 'console.log(process.env.WEBPACK_A, process.env.WEBPACK_B);' }, { dotenv: true }, ASSETS_AND_ERRORS);
    expect(cycle.printed).not.toContain('ERROR');
    expect(cycle.emitted['main.js']).toContain('console.log("x","yx")');
    const doubling = Array.from({ length: 39 }, (_, index) => `V${index + 1}=\${V${index}}\${V${index}}`);
    const growth = await build({ '.env': ['V0=ab', ...doubling].join('\n'), 'src/index.js': 'console.log(1);' }, { dotenv: true }, ASSETS_AND_ERRORS);
    expect(growth.printed).toContain('ERROR in Expanding the dotenv variable V19 adds more than 1048576 characters to the dotenv values in total.');
    const body = bodyOf('configuration/dotenv.mdx');
    expect(body).not.toMatch(/in a cycle, or that double in size with every line, stop with a `DotenvExpansionError`/);
    expect(body).toContain('A cycle does not stop the build');
    const releases = fs.readFileSync(path.join(REPO_ROOT, 'content/data/webpack-releases.json'), 'utf8');
    expect(releases).not.toContain('form a cycle or keep growing now stops the build');
    expect(releases).toContain('A plain cycle does not: it expands to empty or partial values.');
  });
});

