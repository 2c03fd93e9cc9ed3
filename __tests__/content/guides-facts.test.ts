/**
 * @jest-environment node
 *
 * Facts the guides state that webpack, webpack-cli or an installed loader decides, checked against
 * them: how the CLI parses `--env`, the library types of the schema, the defaults behind
 * `publicPath: 'auto'`, Trusted Types and built-in TypeScript, what `--profile` prints, and the code
 * exports-loader and imports-loader write. One describe block per page.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { writeProject, type GuideExample } from './support/guide-example';
import { build } from './support/build';
import { runCli } from './support/webpack-cli';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, runNode, writeFiles } from './support/workspace';

const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const schema = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/WebpackOptions.json'), 'utf8')) as {
  definitions: { LibraryType: { anyOf: { enum?: string[] }[] } };
};

/** The options webpack applies to a configuration, without building. */
const optionsFor = (config: Configuration) => webpack({ context: REPO_ROOT, entry: './x.js', ...config }).options;

describe('guides/environment-variables.mdx: --env as webpack-cli parses it', () => {
  const { text } = readPage('guides/environment-variables.mdx');
  let dir = '';
  beforeAll(() => {
    dir = createWorkspace('env');
    // The configuration reports what it receives and ends the process: no build, and `--watch` returns too.
    fs.writeFileSync(
      path.join(dir, 'webpack.config.js'),
      "module.exports = (env, argv) => { console.log('ARGS' + JSON.stringify({ env, mode: argv.mode }, (k, v) => (v === undefined ? '<undefined>' : v))); process.exit(0); };\n",
    );
  });
  afterAll(() => removeWorkspace(dir));
  const argsOf = (flags: string[]) => {
    const { output } = runCli(flags, dir);
    const line = output.split('\n').find((candidate) => candidate.startsWith('ARGS'));
    if (!line) throw new Error(output);
    return JSON.parse(line.slice(4)) as { env: Record<string, unknown>; mode?: string };
  };

  test('name, name=value, the first = only, dots nest, strings only, name= is undefined', () => {
    expect(argsOf(['--env', 'development', '--env', 'api=http://localhost:3000']).env).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, development: true, api: 'http://localhost:3000' });
    const { env } = argsOf(['--env', 'query=a=b', '--env', 'server.port=8080', '--env', 'name=']);
    expect(env).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, query: 'a=b', server: { port: '8080' }, name: '<undefined>' });
    expect(text).toContain("`--env name` sets `env.name` to `true`");
    expect(text).toContain("so `--env query=a=b` gives `'a=b'`");
    expect(text).toContain("`--env server.port=8080` gives `{ server: { port: '8080' } }`. Values are always strings");
    expect(text).toContain('as in `--env name=`, sets `env.name` to `undefined`');
  });

  test('WEBPACK_WATCH with --watch, argv.mode only with --mode', () => {
    expect(argsOf(['--watch', '--env', 'x']).env).toEqual({ WEBPACK_WATCH: true, x: true });
    expect(argsOf([]).mode).toBe('<undefined>');
    expect(argsOf(['--mode', 'development']).mode).toBe('development');
    expect(text).toContain('The CLI adds `WEBPACK_BUNDLE` and `WEBPACK_BUILD` for a normal build, `WEBPACK_WATCH` for `webpack watch` or `--watch`');
  });
});

describe('guides/author-libraries.mdx: library types', () => {
  const { text } = readPage('guides/author-libraries.mdx');

  test('the table of library types lists every type of the schema, once', () => {
    const start = text.indexOf('\n## Other library types\n');
    const table = text.slice(start, text.indexOf('\n## ', start + 1));
    const listed = [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1].matchAll(/`'([\w-]+)'`/g)].map((type) => type[1]));
    const types = schema.definitions.LibraryType.anyOf.find((entry) => entry.enum)?.enum ?? [];
    expect(listed.sort()).toEqual([...types].sort());
  });

  test("'var' is the type when only a name is given; 'module' turns on output.module; externals follow the library type", () => {
    expect(optionsFor({ output: { library: 'tidyText' } }).output.library).toEqual({ name: 'tidyText', type: 'var' });
    const esm = optionsFor({ output: { library: { type: 'module' } } });
    expect(esm.output.module).toBe(true);
    expect(esm.externalsType).toBe('module');
    expect(optionsFor({ output: { library: { type: 'umd', name: 'x' } } }).externalsType).toBe('umd');
    expect(optionsFor({}).output.globalObject).toBe('self');
    expect(text).toContain("The default when `output.library` is only a name, such as `library: 'tidyText'`.");
    expect(text).toContain('This library type also turns on `output.module`');
    expect(text).toContain('The default for browser builds is `self`');
  });
});

describe("guides/public-path.mdx: publicPath 'auto'", () => {
  const { text } = readPage('guides/public-path.mdx');

  test("'auto' for web, web worker and ES module output, '' for Node.js", () => {
    expect(optionsFor({}).output.publicPath).toBe('auto');
    expect(optionsFor({ target: 'webworker' }).output.publicPath).toBe('auto');
    expect(optionsFor({ target: 'node' }).output.publicPath).toBe('');
    expect(optionsFor({ target: 'node', output: { module: true } }).output.publicPath).toBe('auto');
    expect(text).toContain("defaults to `'auto'` for browser and web worker targets, and for ES module output.");
    expect(text).toContain('such as Node.js without ES module output, the default is an empty string');
  });

  test('the detection: currentScript, the last http(s) script, the worker location, import.meta.url; query, fragment and file name removed; ../ for a subfolder', async () => {
    const example: GuideExample = { page: 'guides/public-path.mdx', startsFrom: { example: { page: 'guides/getting-started.mdx', builds: [] }, deletes: ['src/greeting.js'] }, builds: [] };
    const dir = createWorkspace('public-path');
    try {
      writeProject(dir, example);
      // The page's first src/index.js and configuration: before public-path.js exists.
      const blocks = extractCodeBlocks('guides/public-path.mdx', text);
      const first = (title: string) => blocks.find((block) => block.title === title)?.value ?? '';
      fs.writeFileSync(path.join(dir, 'src/index.js'), first('src/index.js'));
      fs.writeFileSync(path.join(dir, 'webpack.config.js'), first('webpack.config.js'));
      const config = (await import(path.join(dir, 'webpack.config.js'))) as { default: Configuration };
      const sizeOf = async (publicPath?: string) => {
        const printed = await new Promise<string>((resolve, reject) => {
          const options = { ...config.default, context: dir, output: { ...config.default.output, ...(publicPath === undefined ? {} : { publicPath }) } };
          webpack(options, (error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats.toString({ colors: false }))));
        });
        return /^asset main\.js (\S+ \S+)/m.exec(printed)?.[1];
      };
      const [auto, empty] = [await sizeOf(), await sizeOf('')];
      expect(text).toContain(`\`main.js\` shrinks from ${auto} to ${empty}, because the detection code is gone.`);
      // The runtime webpack writes into a bundle that loads a chunk, for classic scripts and for ES module output.
      const lazy = { 'src/index.js': "import('./a');\n", 'src/a.js': 'export default 1;\n' };
      const script = (await build(lazy, { mode: 'none' })).emitted['main.js'] ?? '';
      expect(script).toContain('document.currentScript');
      expect(script).toContain('!/^https?:/.test(scriptUrl)');
      expect(script).toMatch(/else if \(typeof importScripts !== "undefined"\) scriptUrl = (__webpack_require__\.g\.)?location \+ "";/);
      expect(script).toContain('throw new Error("Automatic publicPath is not supported in this browser")');
      // ES module output finds files relative to the module itself.
      const asset = { 'src/index.js': "import url from './notes.txt';\nconsole.log(url);\n", 'src/notes.txt': 'notes\n' };
      const esm = (await build(asset, { mode: 'none', module: { rules: [{ test: /\.txt$/, type: 'asset/resource' }] }, output: { module: true } })).emitted['main.mjs'] ?? '';
      expect(esm).toMatch(/new URL\("\.\/\w+\.txt", import\.meta\.url\)/);
    } finally {
      removeWorkspace(dir);
    }
    const { emitted } = await build({ 'src/index.js': "import('./a');\n", 'src/a.js': 'export default 1;\n' }, { mode: 'none', output: { filename: 'js/main.js' } });
    expect(emitted['js/main.js']).toContain('__webpack_require__.p = scriptUrl.replace(/^blob:|[?#].*$/g, "").replace(/\\/[^/]+$/, "/") + "../";');
    expect(text).toContain('such as `js/main.js`, it also steps back up (`../`) to the output folder');
  }, 60_000);
});

describe('guides/csp.mdx: Trusted Types and the nonce', () => {
  const { text } = readPage('guides/csp.mdx');

  test('trustedTypes: true takes the policy name from uniqueName, with other characters replaced; failures stop by default', () => {
    expect(optionsFor({ output: { uniqueName: 'getting-started', trustedTypes: true } }).output.trustedTypes).toEqual({ policyName: 'getting-started', onPolicyCreationFailure: 'stop' });
    expect(optionsFor({ output: { uniqueName: 'my app!!', trustedTypes: true } }).output.trustedTypes).toMatchObject({ policyName: 'my_app_' });
    expect(optionsFor({ output: { trustedTypes: 'x' } }).output.trustedTypes).toEqual({ policyName: 'x', onPolicyCreationFailure: 'stop' });
    expect(text).toContain("every run of characters other than letters, digits and `-#=_/@.%` becomes `_`");
    expect(text).toContain("`'stop'` (the default)");
  });

  test('the nonce goes on chunk scripts, resource hint links, CSS chunk links, and style-loader tags', () => {
    const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'node_modules', file), 'utf8');
    for (const file of ['webpack/lib/runtime/LoadScriptRuntimeModule.js', 'webpack/lib/prefetch/ResourceHintRuntimeModule.js', 'webpack/lib/css/CssLoadingRuntimeModule.js']) {
      expect(read(file)).toContain('RuntimeGlobals.scriptNonce');
    }
    expect(read('webpack/lib/prefetch/ResourceHintRuntimeModule.js')).toContain('link.setAttribute("nonce", ${RuntimeGlobals.scriptNonce});');
    expect(read('webpack/lib/css/CssLoadingRuntimeModule.js')).toContain('link.setAttribute("nonce", ${RuntimeGlobals.scriptNonce});');
    expect(read('style-loader/dist/runtime/setAttributesWithAttributes.js')).toContain('__webpack_nonce__');
    expect(text).toContain('for preloading and prefetching and for loading CSS chunks when webpack handles CSS itself');
  });
});

describe('guides/typescript.mdx: built-in type stripping', () => {
  const { text } = readPage('guides/typescript.mdx');
  const builtins = Module as unknown as { stripTypeScriptTypes?: (code: string) => string };
  const original = builtins.stripTypeScriptTypes;
  afterEach(() => {
    if (original) builtins.stripTypeScriptTypes = original;
    else delete builtins.stripTypeScriptTypes;
  });
  const typescriptOf = (config: Configuration) => optionsFor(config).experiments.typescript;

  test("'auto' is on unless a rule matches .ts, .mts or .cts, whether or not Node.js has module.stripTypeScriptTypes", () => {
    delete builtins.stripTypeScriptTypes;
    expect(typescriptOf({})).toBe(true);
    builtins.stripTypeScriptTypes = (code) => code;
    expect(typescriptOf({})).toBe(true);
    for (const test of [/\.ts$/, /\.mts$/, /\.cts$/]) expect(typescriptOf({ module: { rules: [{ test, use: 'ts-loader' }] } })).toBe(false);
    expect(text).toContain('the Node.js version that runs the build plays no part');
    expect(text).toContain('unless a rule in your configuration matches `.ts`, `.mts` or `.cts` files');
    expect(text).not.toContain('stripTypeScriptTypes');
  });

  test('without module.stripTypeScriptTypes, a .ts entry builds; enum, namespace, parameter properties, angle-bracket assertions and .tsx fail', async () => {
    delete builtins.stripTypeScriptTypes;
    const ok = await build({ 'src/index.ts': "import { greet } from './greet.js';\nconst n: number = 1;\nconsole.log(greet('reader'), n);\n", 'src/greet.ts': 'export const greet = (name: string): string => `Hello, ${name}!`;\n' }, { entry: './src/index.ts' });
    expect(ok.emitted['main.js']).toContain('Hello, ');
    const fails = async (file: string, source: string) => (await build({ [`src/${file}`]: source }, { entry: `./src/${file}` })).printed;
    expect(await fails('index.ts', 'enum Color { Red }\nconsole.log(Color.Red);\n')).toContain('Module parse failed: TypeScript enum is not supported in strip-only mode');
    expect(await fails('index.ts', 'namespace A { export const x = 1; }\nconsole.log(A.x);\n')).toContain('TypeScript namespace declaration is not supported in strip-only mode');
    expect(await fails('index.ts', 'class P { constructor(public x: number) {} }\nconsole.log(new P(1));\n')).toContain('TypeScript parameter property is not supported in strip-only mode');
    expect(await fails('index.ts', 'console.log(<number>(1 as unknown));\n')).toContain('TypeScript angle-bracket type assertion is not supported in strip-only mode');
    expect(await fails('index.tsx', 'export const a: number = 1;\n')).toContain('experiments.typescript does not support .tsx/JSX');
    expect(text).toContain('`Module parse failed: TypeScript enum is not supported in strip-only mode`');
    expect(text).toContain('an `enum`, a `namespace`, a constructor parameter property or an angle-bracket type assertion makes the build fail');
    expect(text).toContain('`.tsx` files are refused too');
  }, 60_000);

  test('the finished project still builds without the ts-loader rule and resolve.extensions', () => {
    // The last version of each file the page shows.
    const files = new Map(extractCodeBlocks('guides/typescript.mdx', text).flatMap((block) => (block.title ? [[block.title, `${block.value}\n`] as const] : [])));
    const config = (files.get('webpack.config.js') ?? '')
      .replace(/\n\s*\{\n\s*test: \/\\\.ts\$\/,\n\s*use: 'ts-loader',\n\s*exclude: \/node_modules\/,\n\s*\},/, '')
      .replace(/\n\s*resolve: \{\n\s*extensions: \['\.ts', '\.js'\],\n\s*\},/, '');
    expect([config.includes('ts-loader'), config.includes('extensions')]).toEqual([false, false]);
    const dir = createWorkspace('typescript-without-loader');
    try {
      writeFiles(dir, [...files].filter(([file]) => !file.startsWith('dist/')).map(([file, content]) => ({ path: file, content: file === 'webpack.config.js' ? config : content })));
      linkNodeModules(dir);
      const { code, output } = runCli([], dir);
      expect([code, output]).toEqual([0, expect.stringContaining('compiled successfully')]);
      expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('You have visited');
    } finally {
      removeWorkspace(dir);
    }
    expect(text).toContain('Delete the ts-loader rule and `resolve.extensions` from this project\'s configuration, and `npm run build` still works.');
  }, 60_000);

  test('with the feature on: .ts first among the extensions, .js/.mjs/.cjs also find .ts/.mts/.cts, tsconfig paths', () => {
    const { resolve } = optionsFor({});
    expect(resolve.byDependency?.esm?.extensions?.slice(0, 2)).toEqual(['.ts', '.js']);
    expect(resolve.extensionAlias).toEqual({ '.js': ['.js', '.ts'], '.cjs': ['.cjs', '.cts'], '.mjs': ['.mjs', '.mts'] });
    expect(resolve.tsconfig).toBe(true);
    expect(text).toContain('puts `.ts` first in the default extensions');
    expect(text).toContain('(likewise `.mjs` and `.mts`, `.cjs` and `.cts`)');
  });
});

describe('guides/tree-shaking.mdx: unused CommonJS modules', () => {
  test('production drops a side-effect-free CommonJS module whose result nothing reads, keeps one with top-level code; development keeps both', async () => {
    const files = { 'src/index.js': "require('./config');\nrequire('./noisy');\n", 'src/config.js': 'module.exports = { answer: 42 };\n', 'src/noisy.js': "console.log('noisy ran');\nmodule.exports = 1;\n" };
    const kept = async (mode: 'production' | 'development') => {
      const main = (await build(files, { mode, devtool: false })).emitted['main.js'] ?? '';
      return [main.includes('answer'), main.includes('noisy ran')];
    };
    expect(await kept('production')).toEqual([false, true]);
    expect(await kept('development')).toEqual([true, true]);
    const { text } = readPage('guides/tree-shaking.mdx');
    expect(text).toContain('In production, when nothing reads the result of `require(\'./config\')` and the module itself does nothing but assign `module.exports`, webpack leaves it out of the bundle');
    expect(text).toContain('A development build keeps both.');
  }, 60_000);
});

describe('guides/build-performance.mdx: what --profile prints', () => {
  const { text } = readPage('guides/build-performance.mdx');
  const slowLoader = (ms: number) => `module.exports = function (source) { const callback = this.async(); setTimeout(() => callback(null, source), ${ms}); };\n`;
  const profiled = (ms: number, logging?: 'log') =>
    build(
      { 'src/index.js': "console.log('x');\n", 'slow-loader.js': slowLoader(ms) },
      { profile: true, module: { rules: [{ test: /index\.js$/, use: './slow-loader.js' }] } },
      { colors: false, ...(logging ? { logging } : {}) },
    );

  test('a module build over 200 ms appears at the default logging level, one over 30 ms only with logging "log"', async () => {
    expect((await profiled(300)).printed).toMatch(/LOG from webpack\.Compilation\.ModuleProfile\n[^]*build modules > \.\/src\/index\.js/);
    // webpack measures the build itself, loader start-up included: on a busy machine an 80 ms loader can take over
    // 200 ms. The threshold is checked against webpack's own figure (`building: N ms`), from the first of three
    // runs that stayed under it, or, failing that, the other way round.
    const LOG = 'LOG from webpack.Compilation.ModuleProfile';
    let quick = '';
    let building = Infinity;
    for (let run = 0; run < 3 && building > 200; run += 1) {
      quick = (await profiled(80)).printed;
      building = Number(/building: (\d+) ms/.exec(quick)?.[1]);
    }
    if (building <= 200) expect(quick).not.toContain(LOG);
    else expect(quick).toMatch(new RegExp(`${LOG}\\n[^]*${building} ms build modules > \\./src/index\\.js`));
    expect((await profiled(80, 'log')).printed).toMatch(/LOG from webpack\.Compilation\.ModuleProfile\n[^]*build modules > \.\/src\/index\.js/);
    expect(text).toContain('At the default logging level it lists the modules and phases that took longer than 200 ms; add `--stats-logging log` to see everything above 30 ms.');
  }, 120_000);
});

describe('guides/shimming.mdx: the code the loaders write', () => {
  const { text } = readPage('guides/shimming.mdx');

  test("imports-loader's wrapper and exports-loader's default, named and commonjs forms", async () => {
    const files = { 'src/index.js': "import T from './legacy.js';\nimport './announce.js';\nconsole.log(T);\n", 'src/legacy.js': 'var TextTools = {};\n', 'src/announce.js': 'this.x = 1;\n' };
    const rules = (exportsOptions: object) => ({
      mode: 'none' as const,
      module: {
        rules: [
          { test: /legacy\.js$/, use: { loader: 'exports-loader', options: exportsOptions } },
          { test: /announce\.js$/, use: { loader: 'imports-loader', options: { wrapper: 'window' } } },
        ],
      },
    });
    const { emitted } = await build(files, rules({ exports: 'default TextTools' }));
    expect(emitted['main.js']).toContain('/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (TextTools);');
    expect(emitted['main.js']).toMatch(/\(function\(\) \{\nthis\.x = 1;\n\n\}\.call\(window\)\);/);
    expect((await build(files, rules({ type: 'commonjs', exports: 'single TextTools' }))).emitted['main.js']).toContain('module.exports = TextTools;');
    await expect(build(files, rules({ type: 'commonjs', exports: 'default TextTools' }), { all: false, errors: true, colors: false }).then(({ printed }) => printed)).resolves.toContain(
      'The "commonjs" format can\'t be used with the "default" syntax export',
    );
    expect(text).toContain('the loader turns the file into `(function() { ... }.call(window));`');
    expect(text).toContain('where the keywords are `single` and `multiple` in place of `default` and `named`');
  }, 60_000);
});

describe('guides/hot-module-replacement.mdx: the messages of the dev server client', () => {
  test('every console line the page shows is written by the client webpack-dev-server installs', () => {
    const { text } = readPage('guides/hot-module-replacement.mdx');
    const client = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack-dev-server/node_modules/webpack-dev-middleware/client/process-update.js'), 'utf8');
    const url = /var HMR_DOCS_URL = "([^"]+)";/.exec(client)?.[1] ?? '';
    // The client's own strings, with its concatenations joined, as the console shows them.
    const written = client.replace(/" \+ "/g, '').replace(/"\.concat\(HMR_DOCS_URL, " for more details\."\)/, `${url} for more details."`);
    const consoleLines = extractCodeBlocks('guides/hot-module-replacement.mdx', text)
      .filter((block) => block.lang === 'text' && block.value.includes('[webpack-dev-server]') && !block.value.includes('Project is running'))
      .flatMap((block) => block.value.split('\n'));
    expect(consoleLines.length).toBeGreaterThan(0);
    for (const line of consoleLines) {
      const message = line.replace(/^\[webpack-dev-server\] /, '').replace(/^ - \.\/src\/greeting\.js$/, ' - ').replace(/ \.\/src\/greeting\.js -> \.\/src\/index\.js$/, ' ').replace(/^Hot updated 1 modules\.$/, 'Hot updated ');
      const unescaped = written.replace(/\\n/g, '\n');
      expect([message, line].some((candidate) => unescaped.includes(candidate))).toBe(true);
    }
  });
});

describe('guides/environment-variables.mdx: what mode defines', () => {
  const { text } = readPage('guides/environment-variables.mdx');
  const source = 'console.log(process.env.NODE_ENV, import.meta.env.NODE_ENV, import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.SSR, import.meta.env.BASE_URL);\n';
  const bundleOf = async (config: Configuration) => (await build({ 'src/index.js': source }, { devtool: false, optimization: { minimize: false }, ...config })).emitted['main.js'];

  test('process.env.NODE_ENV and import.meta.env from mode; nothing with mode none', async () => {
    expect(await bundleOf({ mode: 'development' })).toContain('console.log("development", "development", "development", true, false, false, "/")');
    expect(await bundleOf({ mode: 'production', output: { publicPath: '/static/' } })).toContain('console.log("production", "production", "production", false, true, false, "/static/")');
    expect(await bundleOf({ mode: 'production', target: 'node' })).toContain('console.log("production", "production", "production", false, true, true, "/")');
    expect(await bundleOf({ mode: 'none' })).toContain('console.log(process.env.NODE_ENV, ');
    expect(text).toContain('[`optimization.nodeEnv`](/configuration/optimization/) defaults to the value of `mode`');
    expect(text).toContain("With `mode: 'none'` it is not defined at all.");
    expect(text).toContain("`import.meta.env.SSR` (`true` only for a target that is Node.js and not a browser) and `import.meta.env.BASE_URL` (`output.publicPath` when it is a fixed, non-empty string, otherwise `'/'`)");
  }, 60_000);

  test('EnvironmentPlugin: a listed variable without a default that the environment lacks fails the build', async () => {
    const name = 'WEBPACK_DOCS_SURELY_UNSET';
    const { printed } = await build({ 'src/index.js': `console.log(process.env.${name});\n` }, { plugins: [new webpack.EnvironmentPlugin([name])] }, { all: false, errors: true, colors: false });
    expect(printed).toContain(`EnvironmentPlugin - ${name} environment variable is undefined.`);
    expect(text).toContain('A variable listed without a default that is missing from the environment fails the build.');
  }, 60_000);
});

test('guides/index.mdx links every guide', () => {
  const { text } = readPage('guides/index.mdx');
  const guides = fs
    .readdirSync(path.join(REPO_ROOT, 'content/guides'))
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .map((file) => file.replace(/\.mdx$/, ''));
  expect(guides.filter((guide) => !text.includes(`(/guides/${guide}/)`))).toEqual([]);
});

describe('guides/development-vagrant.mdx: the Host header check', () => {
  test('localhost and its subdomains, IP addresses and the host option pass; other names get "Invalid Host header"', async () => {
    const dir = createWorkspace('vagrant');
    try {
      linkNodeModules(dir);
      // webpack-dev-server is an ES module package: ask it in a Node.js process of its own.
      const hosts = ['localhost:8080', 'app.localhost:8080', '192.168.56.10:8080', '[::1]:8080', 'vm.example:8080', 'webpack-dev.test:8080', 'other.test:8080'];
      fs.writeFileSync(
        path.join(dir, 'check.mjs'),
        `import webpack from 'webpack';\nimport Server from 'webpack-dev-server';\n` +
          `const server = new Server({ host: 'vm.example', allowedHosts: ['webpack-dev.test'] }, webpack({ context: process.cwd(), entry: './x.js' }));\n` +
          `console.log(JSON.stringify(${JSON.stringify(hosts)}.filter((host) => server.isValidHost({ host }, 'host'))));\n`,
      );
      const run = await runNode(['check.mjs'], dir);
      expect(JSON.parse(run.stdout || run.stderr)).toEqual(hosts.slice(0, -1));
    } finally {
      removeWorkspace(dir);
    }
    const source = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack-dev-server/lib/Server.js'), 'utf8');
    expect(source).toContain('res.end("Invalid Host header");');
    expect(readPage('guides/development-vagrant.mdx').text).toContain(
      'It always accepts `localhost` and its subdomains (such as `app.localhost`), bare IP addresses and the name given as `host`, and rejects everything else with the text **Invalid Host header**.',
    );
  });
});

describe('guides/environment-variables.mdx: the dotenv option', () => {
  test('the four files in order, the real environment first, ${NAME} expansion, only the WEBPACK_ prefix', async () => {
    const files = {
      '.env': 'WEBPACK_A=env\nWEBPACK_B=env\nWEBPACK_C=env\nWEBPACK_D=env\nWEBPACK_E=${WEBPACK_C}-expanded\nSECRET=do-not-ship\n',
      '.env.local': 'WEBPACK_B=local\nWEBPACK_C=local\nWEBPACK_D=local\n',
      '.env.production': 'WEBPACK_C=production\nWEBPACK_D=production\n',
      '.env.production.local': 'WEBPACK_D=production-local\n',
      'src/index.js': 'console.log(process.env.WEBPACK_A, process.env.WEBPACK_B, import.meta.env.WEBPACK_C, process.env.WEBPACK_D, process.env.WEBPACK_E, process.env.SECRET);\n',
    };
    process.env.WEBPACK_A = 'real';
    try {
      const { emitted } = await build(files, { dotenv: true, optimization: { minimize: false } });
      expect(emitted['main.js']).toContain('console.log("real", "local", "production", "production-local", "production-expanded", process.env.SECRET)');
    } finally {
      delete process.env.WEBPACK_A;
    }
    const { text } = readPage('guides/environment-variables.mdx');
    expect(text).toContain('webpack reads, in this order, `.env`, `.env.local`, `.env.[mode]` and `.env.[mode].local`');
    expect(text).toContain('a variable set in the real environment of the build process wins over all files. Values may refer to other variables with `${NAME}`.');
    expect(text).toContain('Only variables whose names start with `WEBPACK_` reach your code.');
  }, 60_000);
});

test('guides/progressive-web-application.mdx: what GenerateSW leaves out of the precache list by default', () => {
  const workboxBuild = path.dirname(require.resolve('workbox-build/package.json', { paths: [path.join(REPO_ROOT, 'node_modules/workbox-webpack-plugin')] }));
  const validate = fs.readFileSync(path.join(workboxBuild, 'build/lib/validate-options.js'), 'utf8');
  expect(validate).toContain('const DEFAULT_EXCLUDE_VALUE = [/\\.map$/, /^manifest.*\\.js$/];');
  const options = JSON.parse(fs.readFileSync(path.join(workboxBuild, 'build/schema/WebpackGenerateSWOptions.json'), 'utf8')) as { properties: Record<string, { default?: unknown }> };
  expect(options.properties.maximumFileSizeToCacheInBytes.default).toBe(2 * 1024 * 1024);
  expect(readPage('guides/progressive-web-application.mdx').text).toContain(
    'Source maps, files whose names start with `manifest` and end in `.js`, and files larger than 2 MiB are left out of the list by default.',
  );
});
