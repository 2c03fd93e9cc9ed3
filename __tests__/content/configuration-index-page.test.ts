/**
 * @jest-environment node
 *
 * The Configuration overview page against real runs: which file webpack-cli picks, `--config` and `-c`, the first
 * configuration built, the four steps a configuration goes through (normalization and defaults), the tip that
 * prints `compiler.options`, `configtest`, `validate: false`, and what `defineConfig` gives an editor (TypeScript's
 * checker over a JavaScript file). The validation error block, running without a configuration and what plugins
 * see are run in configuration-facts.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import webpack from 'webpack';
import { webpackDefaults } from './support/build';
import { PageProject } from './support/page-project';
import { readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/index.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');

/** A configuration that names its output after `label`, so that a run shows which file webpack-cli loaded. */
const labelled = (label: string, esm = false) => `${esm ? 'export default' : 'module.exports ='} { mode: "development", output: { filename: "${label}.js" } };\n`;

describe('finding the configuration', () => {
  const project = PageProject.forTests(PAGE);
  const built = () => (fs.existsSync(path.join(project.dir, 'dist')) ? fs.readdirSync(path.join(project.dir, 'dist')) : []);

  test('webpack.config with the extensions in order, then .webpack/webpack.config, then .webpack/webpackfile; then other interpret extensions', async () => {
    writeFiles(project.dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.mjs': labelled('mjs', true),
      'webpack.config.cjs': labelled('cjs'),
      '.webpack/webpack.config.js': labelled('dot-webpack-config'),
      '.webpack/webpackfile.js': labelled('webpackfile'),
      'webpack.config.json': JSON.stringify({ mode: 'development', output: { filename: 'json.js' } }),
    });
    const picked = [];
    for (const loser of ['webpack.config.mjs', 'webpack.config.cjs', 'webpack.config.json', '.webpack/webpack.config.js', '.webpack/webpackfile.js']) {
      fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
      const run = await project.webpack();
      expect(run.code).toBe(0);
      picked.push(built());
      fs.rmSync(path.join(project.dir, loser));
    }
    expect(picked).toEqual([['mjs.js'], ['cjs.js'], ['json.js'], ['dot-webpack-config.js'], ['webpackfile.js']]);
    expect(prose).toContain('1. `webpack.config` with one of the extensions `.js`, `.mjs`, `.cjs`, `.ts`, `.cts`, `.mts`, followed by any other extension the `interpret` package knows 2. `.webpack/webpack.config` with the same extensions 3. `.webpack/webpackfile` with the same extensions');
    expect(prose).toContain('The first file that exists wins.');
  }, 120_000);

  test('--config and -c name a file; --config twice builds both', async () => {
    writeFiles(project.dir, { 'src/index.js': 'console.log(1);\n', 'config/a.js': labelled('a'), 'config/b.js': labelled('b') });
    const runs = [];
    for (const args of [['--config', 'config/a.js'], ['-c', 'config/b.js'], ['--config', 'config/a.js', '--config', 'config/b.js']]) {
      fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
      expect((await project.webpack(args)).code).toBe(0);
      runs.push(built().sort());
    }
    expect(runs).toEqual([['a.js'], ['b.js'], ['a.js', 'b.js']]);
    expect(prose).toContain('Use `--config path/to/file.js` (short `-c`) to name a file directly, or pass `--config` several times to build several configurations side by side.');
  }, 120_000);
});

describe('a first configuration', () => {
  const project = PageProject.forTests(PAGE);

  test('builds a hashed app bundle and its source map, the SVG as a file found through the @ alias, the date defined, an old file cleaned away', async () => {
    writeFiles(project.dir, { 'dist/stale.js': 'old\n' });
    const { emitted } = await project.buildExample({
      'src/index.js': 'import logo from "@/images/logo.svg";\nconsole.log(logo, __BUILD_DATE__);\n',
      'src/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    });
    const names = Object.keys(emitted);
    expect(names).toHaveLength(3);
    const svg = names.find((name) => /^[0-9a-f]{20}\.svg$/.test(name));
    const script = names.find((name) => /^app\.[0-9a-f]{20}\.js$/.test(name));
    expect(names).toContain(`${script}.map`);
    const app = emitted[script ?? ''] ?? '';
    expect(app).toMatch(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/);
    expect(app).toContain(svg);
    expect(app.split('\n').length).toBeLessThan(4);
  }, 120_000);
});

describe('how webpack turns your object into options', () => {
  test('normalization expands entry, stats and output.library', () => {
    const options = webpack.config.getNormalizedWebpackOptions({ entry: './a.js', stats: 'minimal', output: { library: 'MyLib' } });
    expect(options.entry).toEqual({ main: { import: ['./a.js'] } });
    expect(options.stats).toEqual({ preset: 'minimal' });
    expect(options.output.library).toMatchObject({ name: 'MyLib' });
    expect(prose).toContain('`entry: "./a.js"` becomes `{ main: { import: ["./a.js"] } }`, `stats: "minimal"` becomes `{ preset: "minimal" }`, `output.library: "MyLib"` becomes an object with a `name`');
  });

  test('defaults follow mode and target: minimize, chunkFormat, chunkLoading and performance hints', () => {
    expect([webpackDefaults({ mode: 'production' }).optimization.minimize, webpackDefaults({ mode: 'development' }).optimization.minimize]).toEqual([true, false]);
    const web = webpackDefaults({ mode: 'production', target: 'web' });
    const node = webpackDefaults({ mode: 'production', target: 'node' });
    expect([web.output.chunkFormat, node.output.chunkFormat]).toEqual(['array-push', 'commonjs']);
    expect([web.output.chunkLoading, node.output.chunkLoading]).toEqual(['jsonp', 'require']);
    expect(web.performance).toMatchObject({ hints: 'warning' });
    expect(node.performance).toBe(false);
    expect(prose).toContain('`output.chunkFormat` depends on `target`, for example, and `optimization.minimize` depends on `mode`.');
    expect(prose).toContain('`target: "node"` switches the default `output.chunkLoading` to `require` and drops the default performance hints.');
  });

  test('the tip prints the resolved options and builds nothing', async () => {
    const project = new PageProject(PAGE);
    try {
      project.write('webpack.config.js');
      writeFiles(project.dir, { 'inspect.js': project.blockContaining('console.dir(compiler.options.optimization') });
      const run = await project.node(['inspect.js']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('minimize: true');
      expect(run.stdout).toContain("chunkIds: 'deterministic'");
      expect(fs.existsSync(path.join(project.dir, 'dist'))).toBe(false);
    } finally {
      project.remove();
    }
    expect(prose).toContain('create a compiler with the Node API and print `compiler.options`. Creating a compiler does not start a build.');
  }, 60_000);
});

describe('validation', () => {
  const project = PageProject.forTests(PAGE);
  const INVALID = 'module.exports = { mode: "prod", watchOptions: { pol: 1000 } };\n';

  test('an invalid configuration stops before anything is built; configtest prints the same errors and builds nothing either way', async () => {
    writeFiles(project.dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': INVALID });
    const build = await project.webpack();
    expect(build.code).toBe(2);
    expect(fs.existsSync(path.join(project.dir, 'dist'))).toBe(false);
    const failed = await project.webpack(['configtest']);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain("configuration.watchOptions has an unknown property 'pol'.");
    writeFiles(project.dir, { 'config/good.js': 'module.exports = { mode: "development" };\n' });
    const passed = await project.webpack(['configtest', 'config/good.js']);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toContain('No validation errors found.');
    expect(fs.existsSync(path.join(project.dir, 'dist'))).toBe(false);
    expect(prose).toContain('`npx webpack configtest [path]` runs only this check');
  }, 120_000);

  test('validate: false builds with the misspelled option and reports nothing', async () => {
    writeFiles(project.dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': 'module.exports = { mode: "development", validate: false, watchOptions: { pol: 1000 } };\n' });
    const run = await project.webpack();
    expect(run.code).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/invalid|unknown property/i);
    expect(fs.existsSync(path.join(project.dir, 'dist/main.js'))).toBe(true);
    expect(prose).toContain('Without the check, a misspelled option is silently ignored and never reported.');
  }, 60_000);
});

describe('defineConfig', () => {
  /** TypeScript's checker over JavaScript files that require the installed webpack, in one program: the messages per file. */
  function check(dir: string, sources: readonly string[], checkJs = false): string[][] {
    const files = sources.map((source, index) => {
      const file = path.join(dir, `config-${index}.js`);
      fs.writeFileSync(file, source);
      return file;
    });
    const program = ts.createProgram(files, { allowJs: true, checkJs, noEmit: true, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, target: ts.ScriptTarget.ES2022, types: [], skipLibCheck: true });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    return files.map((file) => diagnostics.filter((diagnostic) => diagnostic.file?.fileName === file).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')));
  }

  /** The completions an editor offers at `|` in `source`. */
  function completions(dir: string, source: string): string[] {
    const file = path.join(dir, 'webpack.config.js');
    const text = source.replace('|', '');
    const host: ts.LanguageServiceHost = {
      getScriptFileNames: () => [file],
      getScriptVersion: () => '1',
      getScriptSnapshot: (name) => (name === file ? ts.ScriptSnapshot.fromString(text) : fs.existsSync(name) ? ts.ScriptSnapshot.fromString(fs.readFileSync(name, 'utf8')) : undefined),
      getCurrentDirectory: () => dir,
      getCompilationSettings: () => ({ allowJs: true, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, types: [], skipLibCheck: true }),
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (name) => fs.existsSync(name),
      readFile: (name) => fs.readFileSync(name, 'utf8'),
    };
    const service = ts.createLanguageService(host);
    return (service.getCompletionsAtPosition(file, source.indexOf('|'), {})?.entries ?? []).map((entry) => entry.name).sort();
  }

  const project = PageProject.forTests(PAGE);

  test('returns its argument; the example builds', async () => {
    const config = { mode: 'development' as const };
    expect(webpack.defineConfig(config)).toBe(config);
    writeFiles(project.dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': project.blockContaining('module.exports = defineConfig({') });
    expect((await project.webpack()).code).toBe(0);
    expect(project.read('dist/main.js')).toContain('eval(');
  }, 60_000);

  test('an editor completes values in a plain JavaScript file, and flags a wrong one once the file is type-checked', () => {
    const { dir } = project;
    expect(completions(dir, 'const { defineConfig } = require("webpack");\nmodule.exports = defineConfig({ mode: "|" });\n')).toEqual(['development', 'none', 'production']);
    const wrong = 'const { defineConfig } = require("webpack");\nmodule.exports = defineConfig({ mode: "prod" });\n';
    const flagged = [`Type '"prod"' is not assignable to type '"none" | "development" | "production"'.`];
    expect(check(dir, [wrong, `// @ts-check\n${wrong}`])).toEqual([[], flagged]);
    expect(check(dir, [wrong], true)).toEqual([flagged]);
    expect(prose).toContain('so that editors which read `types.d.ts` offer completion in a JavaScript file too, and flag wrong values once the file is type-checked: `// @ts-check` on its first line, or `checkJs` in a `jsconfig.json`. Without either, `mode: "prod"` passes unnoticed until webpack validates it');
  }, 120_000);

  test('accepts an object, an array, a function and a Promise', () => {
    const accepted = ['{ mode: "development" }', '[{ mode: "development" }, { mode: "production" }]', '(env, argv) => ({ mode: argv.mode ?? "development" })', 'Promise.resolve({ mode: "development" })'];
    const exporting = (value: string) => `// @ts-check\nconst { defineConfig } = require("webpack");\nmodule.exports = defineConfig(${value});\n`;
    const messages = check(project.dir, [...accepted, '"development"'].map(exporting));
    expect(messages.slice(0, accepted.length)).toEqual(accepted.map(() => []));
    // A string is no configuration: the checker does reject what is not one.
    expect(messages[accepted.length]).not.toEqual([]);
    expect(prose).toContain('It accepts everything a configuration file may export: an object, an array of objects, a function or a Promise.');
  }, 120_000);
});
