/**
 * @jest-environment node
 *
 * The Target page against real builds: what a target changes in the emitted code (how chunks load, built-in
 * modules, `__dirname`, the runtime's syntax, ES module output), what a version adds, browserslist targets and
 * combined targets, the page's two-build example and the common mistakes. The table of derived defaults, the
 * default target, the list of values and the two error messages are checked in configuration-facts.test.ts.
 */
import vm from 'node:vm';
import webpack from 'webpack';
import { buildUnminified, webpackDefaults } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage } from './support/workspace';

const PAGE = 'configuration/target.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const LAZY = { 'src/index.js': 'import("./lazy.js");\n', 'src/lazy.js': 'export default 1;\n' };

/** The main bundle, unminified, of `files` built for `target`, and what the build printed. */
function bundle(files: Readonly<Record<string, string>>, target: webpack.Configuration['target'], config: webpack.Configuration = {}) {
  return buildUnminified(files, { target, ...config });
}

/** The syntax features webpack derives for `target` (true, false or undecided), with `context` holding any browserslist file. */
function features(target: webpack.Configuration['target'], context?: string, config: webpack.Configuration = {}) {
  const { environment = {} } = webpackDefaults({ target, ...(context ? { context } : {}), ...config }).output;
  return environment;
}

describe('what the target changes in the code', () => {
  test('["web", "es5"]: a runtime without arrow functions, your optional chaining left as written', async () => {
    const { main } = await bundle({ ...LAZY, 'src/index.js': `const settings = {};\nconsole.log(settings?.theme);\n${LAZY['src/index.js']}` }, ['web', 'es5']);
    expect(main).toContain('console.log(settings?.theme);');
    expect(main.replace('console.log(settings?.theme);', '')).not.toMatch(/=>|\?\./);
    expect((await bundle(LAZY, 'web')).main).toMatch(/=>/);
    expect(prose).toContain('webpack does not transpile your code for that environment.');
    expect(prose).toContain("webpack's runtime code and the code it generates around your modules only use features on that list.");
    expect(prose).toContain('`["web", "es5"]` produces runtime code for old browsers. Remember that this only covers webpack\'s own code');
    expect(prose).toContain('**Expecting `target` to transpile.** `target: ["web", "es5"]` keeps optional chaining in your own code.');
  }, 60_000);

  test('node loads chunks with require() and keeps fs external; async-node reads them with fs and runs them with vm', async () => {
    const files = { ...LAZY, 'src/index.js': `import fs from "fs";\nconsole.log(fs.readFileSync);\n${LAZY['src/index.js']}` };
    const node = await bundle(files, 'node');
    expect(node.main).toContain('require("./" + __webpack_require__.u(chunkId))');
    expect(node.main).toContain('require("fs")');
    const asyncNode = await bundle(files, 'async-node');
    expect(asyncNode.main).toContain('require("node:fs").readFile(filename');
    expect(asyncNode.main).toContain('require("node:vm").runInThisContext(');
    expect(asyncNode.main).not.toContain('require("./" + __webpack_require__.u(chunkId))');
    expect(prose).toContain('| `"node"`, `"node20"`, `"node18.12"` | Node.js, optionally a minimum version. Chunks are loaded with `require()` |');
    expect(prose).toContain('| `"async-node"`, `"async-node20"` | Node.js, loading chunks with `fs` and `vm` instead of `require()` |');
    expect(prose).toContain('In words: a Node.js target keeps built-in modules such as `fs` external and loads chunks with `require`.');
  }, 60_000);

  test('deno and bun write ES modules; deno imports built-ins with node:', async () => {
    const deno = await bundle({ 'src/index.js': 'import fs from "fs";\nconsole.log(fs.readFileSync);\n' }, 'deno');
    expect(Object.keys(deno.emitted)).toEqual(['main.mjs']);
    expect(deno.main).toContain('from "node:fs";');
    expect(webpackDefaults({ target: 'bun' }).output.module).toBe(true);
    expect(prose).toContain('| `"deno"`, `"deno2"` | Deno. Output is ES modules, and Node.js built-ins are imported with the `node:` prefix |');
    expect(prose).toContain('| `"bun"` | Bun. Output is ES modules |');
  }, 60_000);

  test('a browser target fails on fs and makes __dirname "/"', async () => {
    expect((await bundle({ 'src/index.js': 'import fs from "fs";\nconsole.log(fs);\n' }, 'web')).printed).toContain("Module not found: Error: Can't resolve 'fs'");
    const { main } = await bundle({ 'src/index.js': 'console.log(__dirname);\n' }, 'web');
    const logged: unknown[] = [];
    vm.runInNewContext(main, { console: { log: (value: unknown) => logged.push(value) }, self: {} });
    expect(logged).toEqual(['/']);
    expect(prose).toContain('**Building Node.js code with the default target.** Without `target: "node"`, built-in modules such as `fs` and `path` fail to resolve (see [Resolve](/configuration/resolve/)), and `__dirname` is replaced with `"/"`.');
  }, 60_000);

  test('a syntax level alone has no platform to load chunks with', () => {
    expect(() => webpackDefaults({ target: 'es2020' })).toThrow('For the selected environment is no default script chunk format available');
    expect(prose).toContain('Only a syntax level, as an edition number or a year. Combine it with a platform in an array |');
  });
});

describe('versions, browserslist and combinations', () => {
  test('"node" leaves globalThis, Object.hasOwn, logical assignment and import() undecided, import() on with output.module; "node20" has them all', () => {
    const names = ['globalThis', 'hasOwn', 'logicalAssignment', 'dynamicImport'] as const;
    const plain = features('node');
    expect(names.map((name) => plain[name])).toEqual([undefined, undefined, undefined, undefined]);
    expect(features('node', undefined, { output: { module: true } }).dynamicImport).toBe(true);
    const node20 = features('node20');
    expect(names.map((name) => node20[name])).toEqual([true, true, true, true]);
    expect(prose).toContain('`"node"` without a version makes no assumptions about newer features, so the runtime avoids `globalThis`, `Object.hasOwn`, logical assignment and, unless you turn on `output.module`, dynamic `import()`. `"node20"` tells webpack it can use all of them.');
  });

  test('browserslist: the features all listed browsers have, an environment by name, a file by path; no configuration or an Electron query fails', async () => {
    const config = { 'package.json': JSON.stringify({ browserslist: { production: ['ie 11'], modern: ['last 2 Chrome versions'] } }), 'config/.browserslistrc': '[modern]\nlast 2 Chrome versions\n' };
    // browserslist picks the environment from NODE_ENV, which Jest sets to "test"; a reader's shell has none, which means production.
    const saved = process.env.BROWSERSLIST_ENV;
    process.env.BROWSERSLIST_ENV = 'production';
    await inScratchProject(
      'target-browserslist',
      config,
      (dir) => {
        expect(features('browserslist', dir).arrowFunction).toBe(false);
        expect(features('browserslist:modern', dir).arrowFunction).toBe(true);
        expect(features(`browserslist:${dir}/config/.browserslistrc:modern`, dir).arrowFunction).toBe(true);
        expect(() => features('browserslist:./config/.browserslistrc:modern', dir)).toThrow('Unknown browser query `./config/.browserslistrc:modern`');
      },
      { link: false },
    ).finally(() => {
      if (saved === undefined) delete process.env.BROWSERSLIST_ENV;
      else process.env.BROWSERSLIST_ENV = saved;
    });
    await inScratchProject('target-no-browserslist', { 'package.json': '{}' }, (dir) => expect(() => features('browserslist', dir)).toThrow("No browserslist config found to handle the 'browserslist' target."), { link: false });
    await inScratchProject('target-electron-query', { 'package.json': JSON.stringify({ browserslist: ['electron 30'] }) }, (dir) => expect(() => features('browserslist', dir)).toThrow(), { link: false });
    expect(prose).toContain('With a browserslist target, webpack asks browserslist which browser versions you support and enables exactly the features that all of them have.');
    expect(prose).toContain('Select an environment with `target: "browserslist:modern"`, or point to another file by its absolute path: `` target: `browserslist:${path.resolve(__dirname, "config/.browserslistrc")}:modern` ``. A relative path such as `browserslist:./config/.browserslistrc` is read as a query and fails with `Unknown browser query`. Electron queries are not supported.');
    expect(prose).not.toContain('`target: "browserslist:./config/.browserslistrc:modern"`');
    expect(prose).toContain('The `browserslist` target needs a browserslist configuration');
  });

  test('an array keeps a feature all targets have, drops one none has, leaves the rest undecided; ["web", "node"] is universal without Electron and NW.js', () => {
    const webAndNode = features(['web', 'node']);
    expect([webAndNode.dynamicImport, webAndNode.globalThis]).toEqual([true, undefined]);
    expect(features(['web', 'es5']).arrowFunction).toBe(false);
    const both = webpackDefaults({ target: ['web', 'node'] });
    const universal = webpackDefaults({ target: 'universal' });
    expect([both.output.module, both.output.chunkLoading, both.output.wasmLoading]).toEqual([true, 'import', 'universal']);
    expect([universal.output.module, universal.output.chunkLoading, universal.output.wasmLoading]).toEqual([true, 'import', 'universal']);
    expect([both.externalsPresets.electron, both.externalsPresets.nwjs, universal.externalsPresets.electron, universal.externalsPresets.nwjs]).toEqual([false, false, true, true]);
    expect(prose).toContain('For each feature, webpack keeps it when all targets support it, drops it when none does, and treats it as unknown when the answers differ');
    expect(prose).toContain('`["web", "node"]` behaves like `"universal"`, except that it does not also cover Electron and NW.js: output is ES modules, chunks are loaded with `import()`, and the runtime decides at run time how to load WebAssembly.');
  });
});

describe('a browser bundle and a server bundle', () => {
  const project = PageProject.forTests(PAGE);

  test('the example builds both, and the server bundle loads installed packages at run time', async () => {
    project.write('package.json');
    const { emitted } = await project.buildExample({
      'src/client.js': 'console.log("client");\n',
      'src/server.js': 'import semver from "semver";\nexport const render = () => `server ${semver.valid("1.2.3")}`;\n',
    });
    expect(Object.keys(emitted).sort()).toEqual([expect.stringMatching(/^public\/main\.[0-9a-f]{20}\.js$/), 'server/server.js']);
    expect(emitted['server/server.js']).toContain('require("semver")');
    const run = await project.node(['-e', 'console.log(require("./dist/server/server.js").render())']);
    expect(run.stdout).toBe('server 1.2.3\n');
    expect(prose).toContain('// load installed packages with require() at runtime instead of bundling them');
  }, 120_000);
});

describe('a browserslist configuration you did not know about', () => {
  test('old browsers: older runtime syntax, and with output.module chunks load through script tags, without a warning', async () => {
    const files = { ...LAZY, 'package.json': JSON.stringify({ browserslist: ['ie 11'] }) };
    const { printed, emitted, main } = await bundle(files, undefined, { output: { module: true } });
    expect(printed).toBe('');
    expect(main).not.toMatch(/=>/);
    expect(main).toContain('/* webpack/runtime/jsonp chunk loading */');
    expect(emitted['480.mjs']).toMatch(/^\(Array\.isArray\(self\["webpackChunk"\]\)/);
    // The entry is still an ES module: it reads import.meta.
    expect(main).toContain('import.meta.url');
    expect(prose).toContain('If that list includes old browsers, webpack\'s runtime uses older syntax. With `output.module` and browsers without dynamic `import()`, webpack loads the chunks through `<script>` tags instead, without a warning, and the entry still needs `<script type="module">`.');
    expect(prose).not.toContain('with `output.module` and browsers without dynamic `import()`, the build fails');
  }, 60_000);
});
