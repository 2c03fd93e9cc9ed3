/**
 * @jest-environment node
 *
 * The Node page against real builds: the defaults per target, what each value of `global`, `__filename` and
 * `__dirname` makes of a module, ES module output and `import.meta.dirname`, the server example run with Node.js,
 * core modules and `process` in the browser, the fallback example, per-module settings and the common mistakes.
 */
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { buildUnminified, webpackDefaults } from './support/build';
import { PageProject } from './support/page-project';
import { readPage, runNode, writeFiles } from './support/workspace';

const PAGE = 'configuration/node.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const WHERE = { 'src/index.js': 'import "./lib/where.js";\n', 'src/lib/where.js': 'console.log(__filename, __dirname);\n' };


/** Runs a browser bundle in a fresh global scope (no `global`, `process` or `Buffer`) and returns what it logged. */
function run(code: string): unknown[][] {
  const logged: unknown[][] = [];
  vm.runInNewContext(code, { console: { log: (...values: unknown[]) => logged.push(values) }, self: {} });
  return logged;
}

describe('defaults and the global object', () => {
  test('the defaults per target, the futureDefaults values and node: false', () => {
    const node = (config: webpack.Configuration) => {
      const options = webpackDefaults(config).node;
      return options && [options.global, options.__filename, options.__dirname];
    };
    for (const target of ['web', 'webworker', 'browserslist:last 2 Chrome versions']) expect([target, node({ target })]).toEqual([target, [true, 'mock', 'mock']]);
    for (const target of ['node', 'async-node', 'electron-main', 'electron-renderer', 'electron-preload', 'nwjs']) expect([target, node({ target })]).toEqual([target, [false, 'eval-only', 'eval-only']]);
    expect(node({ target: 'web', experiments: { futureDefaults: true } })).toEqual(['warn', 'warn-mock', 'warn-mock']);
    expect(node({ node: false })).toBe(false);
    expect(prose).toContain('| `node.global` | `true` | `false` |');
    expect(prose).toContain('| `node.__filename` | `"mock"` | `"eval-only"` |');
    expect(prose).toContain('With `experiments.futureDefaults`, the browser defaults change to `"warn"` and `"warn-mock"`');
  });

  test('true: globalThis, or a runtime function without it; "warn" adds a warning; false leaves global, which throws in a browser', async () => {
    // A property set on global is a global variable: global is the global object.
    const files = { 'src/index.js': 'global.answer = 42;\nconsole.log(answer);\n' };
    const modern = await buildUnminified(files, { target: 'browserslist:last 2 Chrome versions' });
    expect(modern.main).toContain('globalThis.answer = 42;');
    expect(run(modern.main)).toEqual([[42]]);
    const old = await buildUnminified(files, { target: ['web', 'es5'] });
    expect(old.main).not.toContain('globalThis.answer');
    expect(old.main).toContain("if (typeof globalThis === 'object') return globalThis;");
    expect(run(old.main)).toEqual([[42]]);
    const warned = await buildUnminified(files, { target: 'web', node: { global: 'warn' } });
    expect(warned.printed).toContain('The global namespace object is a Node.js feature and isn\'t available in browsers.');
    const untouched = await buildUnminified({ 'src/index.js': 'console.log(global.name);\n' }, { target: 'web', node: { global: false } });
    expect(() => run(untouched.main)).toThrow('global is not defined');
    expect(prose).toContain('| `true` | Replace `global` with `globalThis`, or with a small runtime function when the target\'s environment does not list `globalThis` |');
    expect(prose).toContain('| `"warn"` | The same, plus a warning that `global` is a Node.js feature |');
    expect(prose).toContain('| `false` | Leave `global` untouched. In a browser, reading it throws a `ReferenceError` |');
    expect(prose).toContain('Many npm packages still check `typeof global !== "undefined"`. The default keeps them working in browsers.');
  }, 120_000);
});

describe('file and directory names', () => {
  test('mock and warn-mock give "/index.js" and "/" (warn-mock with a warning); true the path from the context', async () => {
    for (const value of ['mock', 'warn-mock'] as const) {
      const { main, printed } = await buildUnminified(WHERE, { target: 'web', node: { __filename: value, __dirname: value } });
      expect([value, run(main)]).toEqual([value, [['/index.js', '/']]]);
      expect([value, printed.includes('is a Node.js feature')]).toEqual([value, value === 'warn-mock']);
    }
    const { main } = await buildUnminified(WHERE, { target: 'web', node: { __filename: true, __dirname: true } });
    expect(run(main)).toEqual([['src/lib/where.js', 'src/lib']]);
    expect(prose).toContain('| `"mock"` | `"/index.js"` | `"/"` | Browser code only needs the variables to exist |');
    expect(prose).toContain('**Reading files with `__dirname` in browser code.** With `"mock"`, `__dirname` is `"/"`.');
    expect(prose).toContain('| `"warn-mock"` | `"/index.js"` | `"/"` | As `"mock"`, but you want to find the code that uses them |');
    expect(prose).toContain('| `true` | `"src/lib/where.js"` | `"src/lib"` | You need the source location, relative to `context` |');
  }, 120_000);

  test('eval-only and false leave the names; node-module derives them from import.meta.url', async () => {
    for (const value of ['eval-only', false] as const) {
      const { main } = await buildUnminified(WHERE, { target: 'node20', node: { __filename: value, __dirname: value } });
      expect([value, main.includes('console.log(__filename, __dirname);')]).toEqual([value, true]);
    }
    const { main } = await buildUnminified(WHERE, { target: 'node20', output: { module: true }, node: { __filename: 'node-module', __dirname: 'node-module' } });
    expect(main).toContain('import.meta.url');
    expect(main).not.toContain('console.log(__filename, __dirname);');
    expect(prose).toContain('| `"eval-only"` | left as `__filename` | left as `__dirname` | Node.js code that needs the location of the bundle at runtime |');
    expect(prose).toContain('| `"node-module"` | derived from `import.meta.url` | derived from `import.meta.url` | ES module output for Node.js |');
    expect(prose).toContain('| `false` | left untouched | left untouched | You handle them yourself |');
  }, 120_000);
});

describe('the names at run time with Node.js', () => {
  const project = PageProject.forTests(PAGE);

  test('eval-only gives the bundle\'s folder, in ES module output too; import.meta.dirname becomes __dirname in CommonJS output', async () => {
    const source = 'console.log(__dirname);\n';
    writeFiles(project.dir, {
      'src/where.js': source,
      'src/meta.js': 'console.log(import.meta.dirname, import.meta.filename);\n',
      'webpack.config.js': [
        'const path = require("node:path");',
        'const shared = { mode: "production", target: "node20", optimization: { minimize: false } };',
        'module.exports = [',
        '  { ...shared, name: "cjs", entry: "./src/where.js", output: { path: path.resolve(__dirname, "dist/cjs") } },',
        '  { ...shared, name: "esm", entry: "./src/where.js", output: { path: path.resolve(__dirname, "dist/esm"), module: true } },',
        '  { ...shared, name: "meta", entry: "./src/meta.js", output: { path: path.resolve(__dirname, "dist/meta") } },',
        '];',
        '',
      ].join('\n'),
    });
    const built = await project.webpack();
    expect(built.code).toBe(0);
    expect((await project.node(['dist/cjs/main.js'])).stdout).toBe(`${project.dir}/dist/cjs\n`);
    const esm = project.read('dist/esm/main.mjs');
    expect(esm).toContain('import.meta.url');
    expect((await project.node(['dist/esm/main.mjs'])).stdout).toBe(`${project.dir}/dist/esm\n`);
    const meta = project.read('dist/meta/main.js');
    expect(meta).toContain('console.log(__dirname, __filename)');
    expect((await project.node(['dist/meta/main.js'])).stdout).toBe(`${project.dir}/dist/meta ${project.dir}/dist/meta/main.js\n`);
    expect(prose).toContain('`"eval-only"`, the Node.js default, means that code reading `__dirname` gets the directory of the emitted bundle file, not the directory of the source file. For ES module output, where Node.js has no `__dirname`, webpack writes an expression based on `import.meta.url` instead. In the other direction, `import.meta.dirname` and `import.meta.filename` in your source become `__dirname` and `__filename` when the output is CommonJS.');
  }, 120_000);

});

describe('the server example', () => {
  const project = PageProject.forTests(PAGE);

  test('output.copy puts the templates next to the bundle, which reads them from there', async () => {
    const server = `${project.blockContaining('// src/server.js')}console.log(template);\n`;
    const { emitted } = await project.buildExample({ 'src/server.js': server, 'src/templates/page.html': '<h1>page</h1>\n' });
    expect(Object.keys(emitted).sort()).toEqual(['server.js', 'templates/page.html']);
    // Started from another folder: the bundle finds the templates by its own location.
    const elsewhere = await runNode([path.join(project.dir, 'dist/server.js')], os.tmpdir());
    expect(elsewhere.stdout).toBe('<h1>page</h1>\n\n');
    expect(prose).toContain('After bundling with the Node.js defaults, `__dirname` is the output directory, so the templates must be copied there. `output.copy` does that as part of the build:');
  }, 120_000);

  test('node: { __dirname: true } makes it "src"', async () => {
    const { main } = await buildUnminified({ 'src/index.js': 'console.log(__dirname);\n' }, { target: 'node20', node: { __dirname: true } });
    expect(run(main)).toEqual([['src']]);
    expect(prose).toContain('The alternative, `node: { __dirname: true }`, replaces the variable with the path relative to the context, `"src"`');
  }, 60_000);
});

describe('core modules and globals in the browser', () => {
  const project = PageProject.forTests(PAGE);

  test('a core module fails to resolve with a hint about resolve.fallback; process and Buffer fail at run time', async () => {
    const { printed } = await buildUnminified({ 'src/index.js': 'import path from "path";\nconsole.log(path.sep);\n' }, { target: 'web' });
    expect(printed).toContain("Module not found: Error: Can't resolve 'path'");
    expect(printed).toContain("resolve.fallback: { \"path\": require.resolve(\"path-browserify\") }");
    const processRead = await buildUnminified({ 'src/index.js': 'console.log(process.env.API_URL);\n' }, { target: 'web' });
    expect(() => run(processRead.main)).toThrow('process is not defined');
    const bufferRead = await buildUnminified({ 'src/index.js': 'console.log(Buffer.from("a"));\n' }, { target: 'web' });
    expect(() => run(bufferRead.main)).toThrow('Buffer is not defined');
    expect(prose).toContain("When browser code imports a core module, the build fails with `Module not found: Error: Can't resolve 'path'` and a hint about `resolve.fallback`. When it reads `process` or `Buffer`, the code fails at runtime.");
  }, 120_000);

  test('the fallback example: Buffer and process provided, fs an empty module', async () => {
    writeFiles(project.dir, {
      'webpack.config.js': project.blockContaining('new webpack.ProvidePlugin({'),
      'src/index.js': 'import fs from "fs";\nconsole.log(Buffer.from("hi").toString("base64"), typeof process.nextTick, JSON.stringify(fs));\n',
    });
    const built = await project.webpack(['--mode', 'production']);
    expect(built.code).toBe(0);
    expect(run(project.read('dist/main.js'))).toEqual([['aGk=', 'function', '{}']]);
    expect(prose).toContain('This requires the `buffer` and `process` packages.');
  }, 120_000);
});

describe('per module and common mistakes', () => {
  test('module.parser.javascript.node in a rule changes only the modules it matches', async () => {
    const files = { 'src/index.js': 'import "./legacy/old.js";\nconsole.log(__dirname);\n', 'src/legacy/old.js': 'console.log(__dirname);\n' };
    const { main } = await buildUnminified(files, { target: 'web', module: { rules: [{ test: /[\\/]legacy[\\/]/, parser: { node: { __dirname: true } } }] } });
    expect(run(main)).toEqual([['src/legacy'], ['/']]);
    expect(prose).toContain('The same three settings are available as `module.parser.javascript.node`, which you can set in a rule to change the behaviour for some modules only');
  }, 60_000);

  test('node: false also drops the global replacement a package relies on', async () => {
    const files = { 'src/index.js': 'const root = typeof global !== "undefined" ? global : undefined;\nroot.answer = 42;\nconsole.log(root.answer);\n' };
    expect(run((await buildUnminified(files, { target: 'web' })).main)).toEqual([[42]]);
    const without = await buildUnminified(files, { target: 'web', node: false });
    expect(() => run(without.main)).toThrow("Cannot set properties of undefined (setting 'answer')");
    expect(prose).toContain('**Setting `node: false` to fix an error.** It removes the `global` replacement too, which breaks many packages in browsers.');
  }, 60_000);
});
