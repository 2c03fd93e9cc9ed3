/**
 * @jest-environment node
 *
 * The Plugins page against real builds: the page's configuration built for production and for development with
 * webpack-cli, the moment locales the IgnorePlugin entry leaves out, the order plugins run in, separate compilers,
 * the inline budget plugin and the common mistakes. What the array accepts, the options a plugin sees in `apply`,
 * the `new` mistake and the table's exports are checked in configuration-facts.test.ts.
 */
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { build, closeCompiler, PROBLEMS, readEmitted, runCompiler } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/plugins.mdx';
const page = readPage(PAGE).text;
const prose = page.replace(/\s+/g, ' ');

/** Runs a bundle in a fresh global scope and returns what it logged. */
function logs(code: string): unknown[][] {
  const logged: unknown[][] = [];
  vm.runInNewContext(code, { console: { log: (...values: unknown[]) => logged.push(values) }, self: {} });
  return logged;
}

describe("the page's configuration", () => {
  const project = PageProject.forTests(PAGE);

  test('--mode production --env api=… gives the URL, the banner and manifest.json; a plain run is development without the banner', async () => {
    project.write('webpack.config.js');
    writeFiles(project.dir, {
      'src/index.js': 'console.log(__APP_VERSION__, API_URL, h("p"));\n',
      'src/dom.js': 'export const h = (tag) => `<${tag}>`;\n',
    });
    const production = await project.webpack(['--mode', 'production', '--env', 'api=https://api.example.com']);
    expect(production.code).toBe(0);
    expect(production.stdout).toMatch(/^build took \d+ ms$/m);
    const built = readEmitted(path.join(project.dir, 'dist'));
    const main = Object.keys(built).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) ?? '';
    expect(Object.keys(built).sort()).toEqual([main, 'manifest.json'].sort());
    expect(built[main]).toMatch(/^\/\*! \(c\) Example Corp\. Licensed under MIT\. \*\//);
    expect(logs(built[main] ?? '')).toEqual([['1.0.0', 'https://api.example.com', '<p>']]);
    expect(JSON.parse(built['manifest.json'] ?? '{}')).toEqual({ assets: { 'main.js': { file: `/${main}` } }, entrypoints: { main: { imports: ['main.js'] } } });

    const development = await project.webpack();
    expect(development.code).toBe(0);
    const again = readEmitted(path.join(project.dir, 'dist'));
    const devMain = Object.keys(again).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) ?? '';
    expect(again[devMain]).not.toContain('Example Corp');
    expect(again[devMain]).toContain('"development"');
    expect(logs(again[devMain] ?? '')).toEqual([['1.0.0', 'http://localhost:3000', '<p>']]);
    expect(prose).toContain('| `ManifestPlugin` | Write a JSON file that maps each output name without its hash (`main.js`) to the hashed file, and lists each entrypoint\'s files |');
    expect(prose).toContain('`npx webpack --mode production --env api=https://api.example.com` builds this with the production URL, the banner and a `manifest.json`. A plain `npx webpack` builds for development without the banner.');
  }, 180_000);
});

describe('IgnorePlugin and moment', () => {
  test("the page's IgnorePlugin leaves moment's locales out unless one is imported", async () => {
    const ignore = new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ });
    const plain = 'import moment from "moment";\nconsole.log(moment.locales());\n';
    // "Dezember" is in the German locale only.
    const everything = await build({ 'src/index.js': plain }, {});
    expect(everything.emitted['main.js']).toContain('Dezember');
    const without = await build({ 'src/index.js': plain }, { plugins: [ignore] });
    expect(without.emitted['main.js']).not.toContain('Dezember');
    const explicit = await build({ 'src/index.js': `import "moment/locale/de";\n${plain}` }, { plugins: [ignore] });
    expect(explicit.emitted['main.js']).toContain('Dezember');
    expect(page).toContain('// leave out moment\'s locale files unless they are imported explicitly');
  }, 120_000);
});

describe('when plugins run', () => {
  /** The names that done-hook taps of `plugins` log, in the order they ran. */
  async function doneOrder(plugins: { name: string; stage?: number }[]) {
    const order: string[] = [];
    await inScratchProject('plugins-order', { 'src/index.js': 'console.log(1);\n' }, async (dir) => {
      const compiler = webpack({
        mode: 'none',
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist') },
        plugins: plugins.map(({ name, stage }) => (compiler: webpack.Compiler) => compiler.hooks.done.tap({ name, stage }, () => void order.push(name))),
      });
      await runCompiler(compiler).finally(() => closeCompiler(compiler));
    });
    return order;
  }

  test('taps of one hook run in array order unless a stage says otherwise', async () => {
    expect(await doneOrder([{ name: 'first' }, { name: 'second' }])).toEqual(['first', 'second']);
    expect(await doneOrder([{ name: 'second' }, { name: 'first' }])).toEqual(['second', 'first']);
    expect(await doneOrder([{ name: 'listed first' }, { name: 'earlier stage', stage: -1 }])).toEqual(['earlier stage', 'listed first']);
    expect(prose).toContain('**Order in the array is order of registration.** Two plugins that tap the same hook run in array order, unless one of them asks for a different `stage`.');
  }, 60_000);

  test('a plugin of one configuration does not reach the compiler of another', async () => {
    const emitted = await inScratchProject('plugins-multi', { 'src/index.js': 'console.log(typeof FLAG);\n' }, async (dir) => {
      const config = (name: string, plugins: webpack.Configuration['plugins']) => ({ name, mode: 'production' as const, context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist', name) }, plugins });
      const multi = webpack([config('with', [new webpack.DefinePlugin({ FLAG: '"set"' })]), config('without', [])]);
      await new Promise<void>((resolve, reject) => multi.run((error) => (error ? reject(error) : resolve())));
      await new Promise<void>((resolve, reject) => multi.close((error) => (error ? reject(error) : resolve())));
      return readEmitted(path.join(dir, 'dist'));
    });
    expect(logs(emitted['with/main.js'] ?? '')).toEqual([['string']]);
    expect(logs(emitted['without/main.js'] ?? '')).toEqual([['undefined']]);
    expect(prose).toContain('**A plugin in one configuration does not affect another.** Each element of an exported array has its own compiler.');
  }, 60_000);
});

describe('the inline budget plugin', () => {
  test('an error for a JavaScript file over 200 KiB, and nothing written in production; compiler.webpack is the webpack that builds', async () => {
    const block = page.slice(page.indexOf('```js\nplugins: [\n  (compiler) => {'));
    const source = block.slice('```js\n'.length, block.indexOf('```', 5));
    // The page's fragment `plugins: [...],` is the body of an object literal.
    const { plugins } = vm.runInNewContext(`({${source}})`) as { plugins: webpack.WebpackPluginFunction[] };
    // Functions made in another realm fail the schema's instanceof Function: each is called from one of this realm.
    const budget = plugins.map((plugin): webpack.WebpackPluginFunction => (compiler) => plugin.call(compiler, compiler));
    let same = false;
    const check: webpack.WebpackPluginFunction = (compiler) => void (same = compiler.webpack === webpack);
    const large = await build({ 'src/index.js': `console.log("${'x'.repeat(210 * 1024)}");\n` }, { plugins: [...budget, check] }, PROBLEMS);
    expect(large.printed).toContain('main.js is larger than 200 KiB');
    expect(large.emitted).toEqual({});
    expect(same).toBe(true);
    const small = await build({ 'src/index.js': 'console.log(1);\n' }, { plugins: budget }, PROBLEMS);
    expect(Object.keys(small.emitted)).toEqual(['main.js']);
    expect(prose).toContain('This one reports an error for every JavaScript file larger than 200 KiB. In production, where `optimization.emitOnErrors` is `false`, that also stops the build from writing any files');
  }, 60_000);
});

describe('common mistakes', () => {
  const banner = '(c) Example Corp. Licensed under MIT.';

  test('without a later stage the banner moves into a .LICENSE.txt file; with the page\'s stage it stays on top', async () => {
    const early = await build({ 'src/index.js': 'console.log(1);\n' }, { plugins: [new webpack.BannerPlugin({ banner, entryOnly: true })] });
    expect(early.emitted['main.js.LICENSE.txt']).toContain(banner);
    expect(early.emitted['main.js']).not.toContain(banner);
    const late = await build({ 'src/index.js': 'console.log(1);\n' }, { plugins: [new webpack.BannerPlugin({ banner, entryOnly: true, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 })] });
    expect(late.emitted['main.js']).toMatch(/^\/\*! \(c\) Example Corp\./);
    expect(late.emitted['main.js.LICENSE.txt']).toBeUndefined();
    expect(prose).toContain('**A banner that ends up in a `.LICENSE.txt` file.** In production, the minimizer moves `/*!` comments, which `BannerPlugin` writes, into a separate license file.');
  }, 60_000);

  test('a DefinePlugin value is code: a bare URL breaks the module, JSON.stringify makes a string', async () => {
    const files = { 'src/index.js': 'console.log(API_URL);\n' };
    const bare = await build(files, { plugins: [new webpack.DefinePlugin({ API_URL: 'https://x' })] }, PROBLEMS);
    // The code is inserted after parsing, so the minimizer is the first to read it.
    expect(bare.printed).toContain('ERROR in main.js');
    expect(bare.printed).toContain('Unexpected token');
    const stringified = await build(files, { plugins: [new webpack.DefinePlugin({ API_URL: JSON.stringify('https://x') })] }, PROBLEMS);
    expect(logs(stringified.emitted['main.js'] ?? '')).toEqual([['https://x']]);
    expect(prose).toContain('**`DefinePlugin` values without `JSON.stringify`.** The value is inserted as code: `API_URL: "https://x"` produces invalid JavaScript, `JSON.stringify("https://x")` produces a string literal.');
  }, 60_000);
});
