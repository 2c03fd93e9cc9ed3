/**
 * @jest-environment node
 *
 * The Configuration Languages page against webpack-cli runs on this machine's Node.js (20, without type
 * stripping; no ts-node or tsx installed, so the TypeScript sections are not run here): CommonJS and ES module
 * files and the `"type"` field, the named import that fails, top-level await, JSON, JSON5 and YAML, and how a
 * `.ts` file fails with and without `--disable-interpret`. The "Please install one of them" block is compared
 * in cli-messages.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PageProject } from './support/page-project';
import { readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/configuration-languages.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const SOURCE = { 'src/index.js': 'console.log(__VERSION__);\n' };
const TYPE_MODULE = { 'package.json': '{ "type": "module" }\n' };
const COMMONJS = { 'package.json': '{}\n' };

describe('CommonJS and ES modules', () => {
  const project = PageProject.forTests(PAGE);
  /** webpack-cli in the project after `files` are written and the named configurations are removed. */
  const run = async (files: Record<string, string>, remove: readonly string[] = []) => {
    for (const file of remove) fs.rmSync(path.join(project.dir, file), { force: true });
    fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
    writeFiles(project.dir, files);
    const result = await project.webpack();
    return { ...result, output: `${result.stdout}${result.stderr}`, main: fs.existsSync(path.join(project.dir, 'dist/main.js')) ? project.read('dist/main.js') : '' };
  };

  test('the CommonJS example builds; in a "type": "module" package it fails until renamed to .cjs', async () => {
    const cjs = project.block('webpack.config.js').value;
    expect((await run({ ...SOURCE, ...COMMONJS, 'webpack.config.js': cjs })).main).toContain('console.log("1.4.0")');
    const inModule = await run(TYPE_MODULE);
    expect(inModule.code).toBe(2);
    expect(inModule.output).toContain('ReferenceError: require is not defined in ES module scope');
    const onlyExports = await run({ 'webpack.config.js': 'module.exports = { mode: "production" };\n' });
    expect(onlyExports.code).toBe(2);
    expect(onlyExports.output).toContain('ReferenceError: module is not defined in ES module scope');
    expect((await run({ 'webpack.config.cjs': cjs }, ['webpack.config.js'])).main).toContain('console.log("1.4.0")');
    expect(prose).toContain('loading fails at the first CommonJS name the file uses: `ReferenceError: require is not defined in ES module scope` for the example above, `module is not defined` for a file that only assigns `module.exports`. Either rename the file to `webpack.config.cjs`');
  }, 120_000);

  test('the ES module example builds as .mjs and as .js in a "type": "module" package, with import.meta.dirname', async () => {
    const esm = project.block('webpack.config.mjs').value;
    expect((await run({ ...COMMONJS, 'webpack.config.mjs': esm }, ['webpack.config.cjs'])).main).toContain('console.log("1.4.0")');
    expect((await run({ ...TYPE_MODULE, 'webpack.config.js': esm }, ['webpack.config.mjs'])).main).toContain('console.log("1.4.0")');
    expect(prose).toContain('Name the file `webpack.config.mjs`, or keep `.js` inside a `"type": "module"` package, and export the configuration as the default export');
  }, 120_000);

  test('a named import from webpack fails; the default export works; top-level await works', async () => {
    const named = await run({ ...COMMONJS, 'webpack.config.mjs': 'import { DefinePlugin } from "webpack";\nexport default { mode: "production", plugins: [new DefinePlugin({ __VERSION__: "1" })] };\n' }, ['webpack.config.js']);
    expect(named.code).toBe(2);
    expect(named.output).toContain("SyntaxError: Named export 'DefinePlugin' not found. The requested module 'webpack' is a CommonJS module, which may not support all module.exports as named exports.");
    const awaited = await run({
      'version.txt': '2.0.0\n',
      'webpack.config.mjs': 'import fs from "node:fs/promises";\nimport webpack from "webpack";\nconst version = (await fs.readFile(new URL("version.txt", import.meta.url), "utf8")).trim();\nexport default { mode: "production", plugins: [new webpack.DefinePlugin({ __VERSION__: JSON.stringify(version) })] };\n',
    });
    expect(awaited.main).toContain('console.log("2.0.0")');
    expect(prose).toContain("`import { DefinePlugin } from \"webpack\"` fails with `SyntaxError: Named export 'DefinePlugin' not found. The requested module 'webpack' is a CommonJS module, which may not support all module.exports as named exports.`");
    expect(prose).toContain('An ES module configuration can use top-level `await`');
  }, 120_000);

  test('JSON is loaded as a static object; JSON5 and YAML are parsed with json5 and js-yaml', async () => {
    const source = { 'src/index.js': 'console.log("static");\n' };
    const json = await run({ ...source, ...COMMONJS, 'webpack.config.json': project.block('webpack.config.json').value }, ['webpack.config.mjs']);
    expect(json.code).toBe(0);
    expect(fs.existsSync(path.join(project.dir, 'dist/bundle.js'))).toBe(true);
    const json5 = await run({ 'webpack.config.json5': '{ mode: "development", output: { filename: "five.js" }, }\n' }, ['webpack.config.json']);
    expect([json5.code, fs.existsSync(path.join(project.dir, 'dist/five.js'))]).toEqual([0, true]);
    const yaml = await run({ 'webpack.config.yaml': 'mode: development\noutput:\n  filename: yaml.js\n' }, ['webpack.config.json5']);
    expect([yaml.code, fs.existsSync(path.join(project.dir, 'dist/yaml.js'))]).toEqual([0, true]);
    expect(prose).toContain('| `.json5`, `.yaml`, `.yml`, `.toml` | read and parsed by webpack-cli with `json5`, `js-yaml` or `toml`, which you install in the project |');
  }, 120_000);
});

describe('a TypeScript file this Node.js cannot run', () => {
  const project = PageProject.forTests(PAGE);

  test('found by webpack-cli, it is named by absolute path; --disable-interpret stops at Node.js\'s own error', async () => {
    writeFiles(project.dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.ts': 'enum Mode { Production = "production" }\nexport default { mode: Mode.Production };\n' });
    const found = await project.webpack();
    expect(found.code).toBe(2);
    expect(found.stderr).toContain(`[webpack-cli] ✖ Unable to load '${path.join(project.dir, 'webpack.config.ts')}'`);
    expect(found.stderr).toContain('[webpack-cli] ✖ Please install one of them');
    const plain = await project.webpack(['--disable-interpret']);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('Unknown file extension ".ts"');
    expect(plain.stderr).not.toContain('Please install one of them');
    expect(prose).toContain('the file run as `npx webpack --config webpack.config.ts`, webpack-cli 7 prints the following (when it finds the file itself, the first line names it by its absolute path)');
    expect(prose).toContain('`--disable-interpret` skips the compilers and `tsx`, so only Node.js\'s own `import()` and `require()` are used.');
  }, 120_000);
});
