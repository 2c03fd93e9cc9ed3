/**
 * @jest-environment node
 *
 * The Externals page against real builds: the page's ES module library, the four forms of an item, what an
 * externals function receives, each form of value, the code each externals type generates, the CDN example run
 * in a DOM, the presets, byLayer and the common mistakes. The lists of types and presets, the default type, the
 * targets that turn presets on and the `import` error for the plain web target are checked in
 * configuration-facts.test.ts.
 */
import vm from 'node:vm';
import webpack from 'webpack';
import { build, buildUnminified } from './support/build';
import { PageProject } from './support/page-project';
import { readPage } from './support/workspace';

const PAGE = 'configuration/externals.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const USES_LIB = { 'src/index.js': 'import lib from "lib";\nconsole.log(lib);\n' };
/** Each module in a function of its own, as the page's table shows an external's code (concatenation inlines it). */
const SEPARATE = { optimization: { concatenateModules: false } };


/** Runs a script bundle with `globals` and returns what it logged, or throws what it threw. */
function run(code: string, globals: Record<string, unknown> = {}): unknown[][] {
  const logged: unknown[][] = [];
  vm.runInNewContext(code, { console: { log: (...values: unknown[]) => logged.push(values) }, self: {}, ...globals });
  return logged;
}

/** Runs a bundle whose modules may be async, and returns what it logged once the microtasks have run. */
async function runAsync(code: string, globals: Record<string, unknown> = {}): Promise<unknown[][]> {
  const logged = run(code, globals);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return logged;
}

/**
 * Runs a bundle in a page whose head loads each appended `<script src>` from `served`, then fires its load event,
 * as a browser does with a CDN script. Returns the addresses requested and what the bundle left in `window.seen`.
 */
async function runWithScripts(code: string, served: Readonly<Record<string, string>>) {
  const requested: string[] = [];
  const page: Record<string, unknown> = { setTimeout, clearTimeout };
  page.window = page;
  const context = vm.createContext(page);
  page.document = {
    getElementsByTagName: () => [],
    createElement: () => ({ setAttribute: () => undefined }),
    head: {
      appendChild: (script: { src: string; onload: (event: unknown) => void }) => {
        requested.push(script.src);
        setTimeout(() => {
          vm.runInContext(served[script.src] ?? '', context);
          script.onload({ type: 'load', target: script });
        });
      },
    },
  };
  vm.runInContext(code, context);
  for (let wait = 0; wait < 100 && !page.seen; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  return { requested, seen: page.seen };
}

describe("the page's ES module library", () => {
  const project = PageProject.forTests(PAGE);

  test('react, lodash, lodash/merge and date-fns stay import statements for the consumer', async () => {
    const { emitted } = await project.buildExample({
      'src/index.js': [
        'import React from "react";',
        'import _ from "lodash";',
        'import merge from "lodash/merge";',
        'import { format } from "date-fns";',
        'export const version = React.version;',
        'export const merged = () => merge({}, _.identity({ a: 1 }));',
        'export const today = () => format(new Date(), "yyyy-MM-dd");',
        '',
      ].join('\n'),
    });
    const [file] = Object.keys(emitted);
    const code = emitted[file] ?? '';
    // Minified: `import*as t from"react";…`, so the specifiers are read after each `from`.
    const imported = [...code.matchAll(/from\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(imported.sort()).toEqual(['date-fns', 'lodash', 'lodash/merge', 'react']);
    // Nothing of the packages themselves is in the bundle.
    expect(code.length).toBeLessThan(3000);
    expect(prose).toContain('This builds an ES module library. In the output, `react`, `lodash`, `lodash/merge` and `date-fns` remain `import` statements for the consumer\'s bundler to resolve.');
  }, 120_000);
});

describe('the forms of an item', () => {
  const LODASH = { 'src/index.js': 'import _ from "lodash";\nimport merge from "lodash/merge";\nconsole.log(_, merge);\n' };

  test('an object key and a string match exactly their request, so lodash/merge is bundled; a regular expression takes the subpath too', async () => {
    for (const externals of [{ lodash: 'lodash' }, 'lodash']) {
      const { main } = await buildUnminified(LODASH, { externals, externalsType: 'commonjs' });
      expect(main).toContain('require("lodash")');
      expect(main).not.toContain('require("lodash/merge")');
      // lodash's own merge code is in the bundle.
      expect(main).toContain('function baseMerge(');
    }
    const { main } = await buildUnminified(LODASH, { externals: /^lodash(\/.+)?$/, externalsType: 'commonjs' });
    expect(main).toContain('require("lodash")');
    expect(main).toContain('require("lodash/merge")');
    expect(main).not.toContain('function baseMerge(');
    expect(prose).toContain('| Object | `{ react: "React" }` | Requests equal to a key. The value says how to load it |');
    expect(prose).toContain('| String | `"jquery"` | Exactly that request, loaded under the same name |');
    expect(prose).toContain('| Regular expression | `/^lodash(\\/.+)?$/` | Every request it matches, loaded under the request itself |');
    expect(prose).toContain('**Exact strings miss subpaths.** `externals: { lodash: "lodash" }` does not cover `lodash/merge`, which gets bundled.');
  }, 60_000);

  test('a function gets the request, the folder of the importing file, the dependency type, the issuer and layer, and a resolver', async () => {
    const seen: Record<string, unknown>[] = [];
    const files = {
      'src/index.js': 'import "./sub/a.js";\nrequire("./sub/b.js");\n',
      'src/sub/a.js': 'import lib from "lib-esm";\nconsole.log(lib, new URL("./pic.png", import.meta.url));\n',
      'src/sub/b.js': 'console.log(require("lib-cjs"));\n',
      'src/sub/pic.png': 'png',
    };
    const { main } = await buildUnminified(files, (dir) => {
      const short = (file: string) => file.replace(dir, '<dir>');
      const decide = async ({ request, context, dependencyType, contextInfo, getResolve }: webpack.ExternalItemFunctionData) => {
        if (!request.startsWith('lib-') && request !== './pic.png') return undefined;
        const resolve = getResolve() as (context: string, request: string) => Promise<string>;
        seen.push({ request, context: short(context), dependencyType, issuer: short(contextInfo.issuer), layer: contextInfo.issuerLayer, resolved: short(await resolve(dir, 'lodash')) });
        return request === './pic.png' ? 'asset https://cdn.example.com/pic.png' : `commonjs ${request}`;
      };
      return { entry: { main: { import: './src/index.js', layer: 'app' } }, externals: [decide] };
    });
    const common = { context: '<dir>/src/sub', layer: 'app', resolved: expect.stringMatching(/\/node_modules\/lodash\/lodash\.js$/) as string };
    expect(seen.sort((a, b) => String(a.request).localeCompare(String(b.request)))).toEqual([
      { ...common, request: './pic.png', dependencyType: 'url', issuer: '<dir>/src/sub/a.js' },
      { ...common, request: 'lib-cjs', dependencyType: 'commonjs', issuer: '<dir>/src/sub/b.js' },
      { ...common, request: 'lib-esm', dependencyType: 'esm', issuer: '<dir>/src/sub/a.js' },
    ]);
    // A Promise of undefined bundles the module normally: a.js and b.js are in the bundle.
    expect(main).toContain('require("lib-esm")');
    expect(main).toContain('require("lib-cjs")');
    expect(main).toContain('"https://cdn.example.com/pic.png"');
    expect(main.match(/console\.log\(/g)).toHaveLength(2);
    expect(prose).toContain('A function receives an object with `request` (as written in the source), `context` (the directory of the importing file), `dependencyType` (`"esm"`, `"commonjs"`, `"url"` and so on), `contextInfo` (including the issuer\'s path and layer) and `getResolve`, which resolves the request with webpack\'s own resolver.');
  }, 60_000);

  test('callback() without arguments bundles the module', async () => {
    const { main } = await buildUnminified({ 'src/index.js': 'import { value } from "./local.js";\nconsole.log(value);\n', 'src/local.js': 'export const value = "bundled";\n' }, {
      externals: [(_data, callback) => callback?.()],
    });
    expect(run(main)).toEqual([['bundled']]);
    expect(prose).toContain('Call `callback()` without arguments to bundle the module normally, or return a Promise instead of using the callback.');
  }, 60_000);
});

describe('the value of an external', () => {
  test('a name uses externalsType; a type in front overrides it; an array reads a nested property; true uses the request', async () => {
    const plain = await buildUnminified(USES_LIB, { ...SEPARATE, externals: { lib: 'Lib' } });
    expect(plain.main).toContain('module.exports = Lib;');
    expect(run(plain.main, { Lib: 'from the global' })).toEqual([['from the global']]);
    const typed = await buildUnminified(USES_LIB, { ...SEPARATE, externals: { lib: 'commonjs lodash' }, externalsType: 'var' });
    expect(typed.main).toContain('module.exports = require("lodash");');
    const nested = await buildUnminified(USES_LIB, { externals: { lib: ['Intl', 'DateTimeFormat'] } });
    expect(run(nested.main.replace('console.log(', 'console.log(typeof '))).toEqual([['function']]);
    const itself = await buildUnminified({ 'src/index.js': 'import $ from "jquery";\nconsole.log($);\n' }, { ...SEPARATE, externals: { jquery: true } });
    expect(itself.main).toContain('module.exports = jquery;');
    expect(prose).toContain('| `"React"` | Load it with the default `externalsType`, under this name |');
    expect(prose).toContain('| `"commonjs lodash"` | A type, a space, then the name: this entry uses `commonjs` regardless of `externalsType` |');
    expect(prose).toContain('| `["Intl", "DateTimeFormat"]` | A nested property path, for types that read a global |');
    expect(prose).toContain('| `true` | Use the request itself as the name |');
  }, 60_000);

  test('a name per module system, for a umd library', async () => {
    const { main } = await buildUnminified(USES_LIB, {
      output: { library: { type: 'umd', name: 'MyLib' } },
      externals: { lib: { root: '_', commonjs: 'lodash', commonjs2: 'lodash', amd: 'lodash' } },
    });
    expect(main).toContain('require("lodash")');
    expect(main).toContain('define(["lodash"]');
    expect(main).toContain('root["_"]');
    expect(run(main, { self: { _: 'the global _' } })).toEqual([['the global _']]);
    expect(prose).toContain('| `{ root: "_", commonjs: "lodash", commonjs2: "lodash", amd: "lodash" }` | A different name per module system, for `umd` libraries |');
  }, 60_000);

  test('an external is kept for its side effects; sideEffects: false lets an unused one go', async () => {
    const files = { 'src/index.js': 'import { unused } from "shim";\nconsole.log("ran");\n' };
    const kept = await buildUnminified(files, { ...SEPARATE, externals: { shim: 'Shim' } });
    expect(kept.main).toContain('module.exports = Shim;');
    expect(() => run(kept.main)).toThrow('Shim is not defined');
    const dropped = await buildUnminified(files, { externals: { shim: { external: 'Shim', sideEffects: false } } });
    expect(dropped.main).not.toContain('Shim');
    expect(run(dropped.main)).toEqual([['ran']]);
    expect(prose).toContain('| `{ external: "react", sideEffects: false }` | An external that webpack may drop when none of its exports are used |');
    expect(prose).toContain('Externals are assumed to have side effects, because webpack cannot look inside them. The `sideEffects: false` form');
  }, 60_000);
});

describe('the code each type generates', () => {
  test('globals: var and assign read a variable, window, self, global and this read a property', async () => {
    const expected: Partial<Record<NonNullable<webpack.Configuration['externalsType']>, string>> = {
      var: 'module.exports = Lib;',
      assign: 'module.exports = Lib;',
      window: 'module.exports = window["Lib"];',
      self: 'module.exports = self["Lib"];',
      global: 'module.exports = self["Lib"];',
      // Read in a function called without a receiver, so the global object in a script.
      this: 'module.exports = (function() { return this["Lib"]; }());',
    };
    for (const [externalsType, code] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const { main } = await buildUnminified(USES_LIB, { ...SEPARATE, externalsType, externals: { lib: 'Lib' } });
      expect([externalsType, main.includes(code)]).toEqual([externalsType, true]);
    }
    expect(prose).toContain('| `var`, `assign`, `window`, `self`, `global`, `this` | `module.exports = React` (or `window.React` …) | Globals set by a `<script>` tag |');
  }, 120_000);

  test('the CommonJS types require(); node-commonjs creates its require() in ES module output, also for the web', async () => {
    for (const externalsType of ['commonjs', 'commonjs2', 'commonjs-module', 'commonjs-static'] as const) {
      const { main } = await buildUnminified(USES_LIB, { externalsType, externals: { lib: 'lib' } });
      expect([externalsType, main.includes('require("lib")')]).toEqual([externalsType, true]);
    }
    const { main } = await buildUnminified(USES_LIB, { target: 'web', output: { module: true }, externalsType: 'node-commonjs', externals: { lib: 'lib' } });
    expect(main).toMatch(/import \{ createRequire as __WEBPACK_EXTERNAL_createRequire \} from "(node:)?module";/);
    expect(main).toContain('__WEBPACK_EXTERNAL_createRequire_require("lib")');
    expect(prose).toContain('| `commonjs`, `commonjs2`, `commonjs-module`, `commonjs-static` | `require("lodash")` | Node.js bundles in CommonJS |');
    expect(prose).toContain('| `node-commonjs` | `require()` created with `createRequire`, also in ES module output | Node.js bundles in ES module format |');
  }, 120_000);

  test('module is a static import at the top; module-import is one too, or import() for an import(); import is always import()', async () => {
    const staticImport = /^import .* from "lib";$/m;
    const module = await buildUnminified(USES_LIB, { output: { module: true }, externalsType: 'module', externals: { lib: 'lib' } });
    const firstStatement = module.main.split('\n').find((line) => line.trim() && !line.trim().startsWith('/'));
    expect(firstStatement).toMatch(staticImport);
    const lazy = { 'src/index.js': 'import lib from "lib";\nimport("other").then(console.log);\nconsole.log(lib);\n' };
    const moduleImport = await buildUnminified(lazy, { output: { module: true }, externalsType: 'module-import', externals: { lib: 'lib', other: 'other' } });
    expect(moduleImport.main).toMatch(staticImport);
    expect(moduleImport.main).toContain('import("other")');
    expect(moduleImport.main).not.toMatch(/^import .* from "other";$/m);
    const dynamic = await buildUnminified(USES_LIB, { output: { module: true }, externalsType: 'import', externals: { lib: 'lib' } });
    expect(dynamic.main).not.toMatch(staticImport);
    expect(dynamic.main).toContain('import("lib")');
    expect(prose).toContain('| `module` | a static `import` at the top of the output | ES module output |');
    expect(prose).toContain('| `module-import` | a static `import`, or `import()` where the external is used lazily | ES module output |');
    expect(prose).toContain('| `import` | `import()`, always asynchronous | Loading ES modules from URLs at runtime |');
  }, 120_000);

  test('promise reads the global and awaits it', async () => {
    const { main } = await buildUnminified(USES_LIB, { externalsType: 'promise', externals: { lib: 'Lib' } });
    expect(main).toContain('module.exports = Lib;');
    expect(await runAsync(main, { Lib: Promise.resolve('resolved value') })).toEqual([['resolved value']]);
    expect(prose).toContain('| `promise` | like `var`, but the value is awaited | Globals that hold a Promise |');
  }, 60_000);

  test('amd and the other wrapper types work only inside the same library type', async () => {
    const inside = await buildUnminified(USES_LIB, { output: { library: { type: 'amd' } }, externalsType: 'amd', externals: { lib: 'lib' } });
    expect(inside.main).toContain('define(["lib"]');
    const alone = await buildUnminified(USES_LIB, { externalsType: 'amd', externals: { lib: 'lib' } });
    expect(() => run(alone.main)).toThrow(/__WEBPACK_EXTERNAL_MODULE_\w+__ is not defined/);
    expect(prose).toContain('| `amd`, `amd-require`, `amd-async`, `umd`, `umd2`, `system`, `jsonp` | Dependencies of the wrapper | Only together with the same `output.library.type` |');
  }, 60_000);

  test('asset types give the URL to new URL() and to url(); css-import keeps an @import', async () => {
    const files = {
      'src/index.js': 'import "./style.css";\nconsole.log(new URL("./logo.png", import.meta.url).href);\n',
      'src/style.css': '@import "theme.css";\n.logo { background: url(./logo.png); }\n',
      'src/logo.png': 'png',
    };
    const { main, emitted } = await buildUnminified(files, {
      externals: [
        { './logo.png': 'asset https://cdn.example.com/logo.png' },
        ({ dependencyType }, callback) => (dependencyType === 'css-import' ? callback(null, 'css-import https://cdn.example.com/theme.css') : callback()),
      ],
    });
    expect(run(main, { URL, document: { baseURI: 'https://example.com/' } })).toEqual([['https://cdn.example.com/logo.png']]);
    expect(emitted['main.css']).toMatch(/url\("?https:\/\/cdn\.example\.com\/logo\.png"?\)/);
    expect(emitted['main.css']).toContain('@import url("https://cdn.example.com/theme.css");');
    expect(prose).toContain('| `asset`, `asset-url`, `css-url` | the URL itself, for `new URL()` in JavaScript or `url()` in CSS | Files that stay on another server |');
    expect(prose).toContain('| `css-import` | an `@import` kept in the emitted CSS | Style sheets loaded from a URL |');
  }, 60_000);

  test('the import type builds with output.module or a browserslist target', async () => {
    const files = { 'src/index.js': 'import("lib").then(console.log);\n' };
    const externals = { lib: 'https://example.com/lib.js' };
    for (const config of [{ output: { module: true } }, { target: 'browserslist:last 2 Chrome versions' }]) {
      const { printed, main } = await buildUnminified(files, { ...config, externalsType: 'import', externals });
      expect(printed).toBe('');
      expect(main).toContain('import("https://example.com/lib.js")');
    }
    expect(prose).toContain('Use a browserslist target or `output.module`.');
  }, 60_000);
});

describe('a dependency from a CDN', () => {
  test('the script is loaded once, on first use, and every import gets its global; the importing modules are async', async () => {
    const files = {
      'src/index.js': 'import _ from "lodash";\nimport other from "./other.js";\nwindow.seen = [_.name, other === _];\n',
      'src/other.js': 'import _ from "lodash";\nexport default _;\n',
    };
    const url = 'https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js';
    const { main, printed } = await buildUnminified(files, { externalsType: 'script', externals: { lodash: [url, '_'] } });
    expect(printed).toBe('');
    expect(main).toContain('__webpack_require__.a(');
    const { requested, seen } = await runWithScripts(main, { [url]: 'window._ = { name: "lodash from the CDN" };' });
    expect(seen).toEqual(['lodash from the CDN', true]);
    expect(requested).toEqual([url]);
    expect(prose).toContain('The first element is the URL, the second the global variable the script defines. webpack loads the script once, on first use, and every `import _ from "lodash"` receives that global. Because the script loads asynchronously, modules that import it become async modules.');
  }, 60_000);
});

describe('presets', () => {
  const URLS = ['https://example.com/a.js', '//example.com/b.js', 'std:kv-storage', 'jsr:@std/path', 'npm:left-pad'];
  const importsUrls = { 'src/index.js': `${URLS.map((url, index) => `import u${index} from "${url}";`).join('\n')}\nconsole.log(${URLS.map((_url, index) => `u${index}`).join(', ')});\n` };

  test('web: URLs stay imports, static in ES module output and import() in a script; webAsync: always import()', async () => {
    const esm = await buildUnminified(importsUrls, { output: { module: true } });
    expect(esm.printed).toBe('');
    for (const url of URLS) expect([url, esm.main.includes(`from "${url}";`)]).toEqual([url, true]);
    const script = await buildUnminified(importsUrls, { target: 'browserslist:last 2 Chrome versions' });
    for (const url of URLS) expect([url, script.main.includes(`import("${url}")`)]).toEqual([url, true]);
    const webAsync = await buildUnminified(importsUrls, { output: { module: true }, externalsPresets: { web: false, webAsync: true } });
    for (const url of URLS) expect([url, webAsync.main.includes(`import("${url}")`), webAsync.main.includes(`from "${url}";`)]).toEqual([url, true, false]);
    expect(prose).toContain('| `web` | `http://`, `https://`, `//`, `std:`, `jsr:` and `npm:` URLs, loaded with a static `import` in ES module output and with `import()` in a script |');
    expect(prose).toContain('| `webAsync` | the same URLs, loaded with `import()` in ES module output too | never |');
  }, 60_000);

  test('node, electron, nwjs and bun: the platform\'s own modules stay external', async () => {
    const node = await buildUnminified({ 'src/index.js': 'import fs from "fs";\nimport path from "node:path";\nconsole.log(fs, path);\n' }, { target: 'node20' });
    expect(node.main).toMatch(/require\("(node:)?fs"\)/);
    expect(node.main).toMatch(/require\("(node:)?path"\)/);
    const electron = await buildUnminified({ 'src/index.js': 'import { app } from "electron";\nconsole.log(app);\n' }, { target: 'electron-main' });
    expect(electron.main).toContain('require("electron")');
    const nwjs = await buildUnminified({ 'src/index.js': 'const gui = require("nw.gui");\nconsole.log(gui);\n' }, { target: 'nwjs' });
    expect(nwjs.main).toContain('require("nw.gui")');
    const bun = await buildUnminified({ 'src/index.js': 'import { file } from "bun";\nconsole.log(file);\n' }, { target: 'bun' });
    expect(bun.printed).toBe('');
    expect(bun.main).toMatch(/from "bun";/);
    expect(prose).toContain('| `node` | Node.js built-ins such as `fs` and `node:path` |');
    expect(prose).toContain('| `nwjs` | `nw.gui` | NW.js targets |');
    expect(prose).toContain('| `deno`, `bun` | the runtime\'s built-in modules | Deno and Bun targets |');
  }, 120_000);

  test('nodeModules: installed packages by require() or import, your code and a package\'s CSS bundled, allowlist bundles the ones named', async () => {
    const files = {
      'src/index.js': 'import semver from "semver";\nimport "prismjs/themes/prism.css";\nimport { own } from "./own.js";\nconsole.log(semver.valid("1.2.3"), own);\n',
      'src/own.js': 'export const own = "own code";\n',
    };
    const script = await buildUnminified(files, { target: 'node20', externalsPresets: { nodeModules: true } });
    expect(script.printed).toBe('');
    expect(script.main).toContain('require("semver")');
    expect(script.main).toContain('"own code"');
    expect(script.main).not.toMatch(/require\("prismjs/);
    // The package's CSS is a module webpack built, not an external.
    const modules = await build(files, { target: 'node20', externalsPresets: { nodeModules: true } }, { colors: false, all: false, modules: true });
    expect(modules.printed).toMatch(/^css .*prismjs\/themes\/prism\.css \[built\]/m);
    const esm = await buildUnminified(files, { target: 'node20', output: { module: true }, externalsPresets: { nodeModules: true } });
    expect(esm.main).toMatch(/^import .* from "semver";$/m);
    const allowed = await buildUnminified(files, { target: 'node20', externalsPresets: { nodeModules: { allowlist: ['semver'] } } });
    expect(allowed.main).not.toContain('require("semver")');
    expect(prose).toContain('`nodeModules` is the built-in answer to bundling a server: packages resolved into `node_modules` are loaded with `require()`, or `import` for ES module output, while your own code is bundled. Requests for CSS and other assets inside packages stay bundled, so webpack can still process them.');
  }, 120_000);
});

describe('externals per layer', () => {
  test('byLayer keeps react external for the server layer and bundles it for the client; a function of the layer does the same', async () => {
    const files = { 'src/server.js': 'import React from "react";\nconsole.log(React.version);\n', 'src/client.js': 'import React from "react";\nconsole.log(React.version);\n' };
    const entry = { server: { import: './src/server.js', layer: 'server' }, client: { import: './src/client.js', layer: 'client' } };
    for (const externals of [{ byLayer: { server: { react: 'commonjs react' } } }, { byLayer: (layer: string | null) => (layer === 'server' ? { react: 'commonjs react' } : {}) }]) {
      const { emitted } = await buildUnminified(files, { entry, externals: externals as webpack.Configuration['externals'] });
      expect(emitted['server.js']).toContain('require("react")');
      expect(emitted['client.js']).not.toContain('require("react")');
      expect(emitted['client.js']).toContain('Symbol.for("react.element")');
    }
    expect(prose).toContain('An object item may contain `byLayer`, which maps [layer](/configuration/entry-context/) names to externals, or is a function of the layer. This lets one compilation keep `react` external for a server layer while bundling it for a client layer.');
  }, 60_000);
});

describe('common mistakes', () => {
  test('commonjs externals in a browser bundle call require(), which is not there; a var global must exist before the bundle runs', async () => {
    const commonjs = await buildUnminified(USES_LIB, { target: 'web', externalsType: 'commonjs', externals: { lib: 'lib' } });
    expect(() => run(commonjs.main)).toThrow('require is not defined');
    const global = await buildUnminified(USES_LIB, { externals: { lib: 'Lib' } });
    expect(() => run(global.main)).toThrow('Lib is not defined');
    expect(run(global.main, { Lib: 'defined first' })).toEqual([['defined first']]);
    expect(prose).toContain('**A type that does not fit the output.** `commonjs` externals in a browser bundle produce `require()` calls that fail at runtime.');
    expect(prose).toContain('**A global that is not there yet.** With `var` externals, the `<script>` tag that defines the global must come before the bundle.');
  }, 60_000);
});
