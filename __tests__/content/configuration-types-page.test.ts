/**
 * @jest-environment node
 *
 * The Configuration Types page against webpack-cli and webpack: each exported shape built, the page's function,
 * Promise, array and parallelism examples, argv, NODE_ENV as the mode, --config-name, the order dependencies
 * give, parallelism on the array and the multi-compiler plugin. The env tables and the dependency error
 * messages are checked in configuration-facts.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { readEmitted } from './support/build';
import { PageProject } from './support/page-project';
import { inScratchProject, readPage, writeFiles } from './support/workspace';

const PAGE = 'configuration/configuration-types.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const project = PageProject.forTests(PAGE);
/** The files in the project's dist/, by path relative to it. */
const dist = () => Object.keys(readEmitted(path.join(project.dir, 'dist')));
const removeDist = () => fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });

/** Builds the project's webpack.config.js with `args`; a failure throws with what webpack-cli printed. */
async function cli(args: string[] = []) {
  const run = await project.webpack(args);
  if (run.code !== 0) throw new Error(`npx webpack ${args.join(' ')} exited with ${run.code}:\n${run.stdout}${run.stderr}`);
  return run;
}

describe('the shapes webpack-cli accepts', () => {
  beforeAll(() => writeFiles(project.dir, { 'src/index.js': 'console.log("index");\n', 'src/a.js': 'console.log("a");\n', 'src/b.js': 'console.log("b");\n' }));

  test.each([
    ['an object', 'module.exports = { mode: "production", entry: { a: "./src/a.js" } };', ['a.js']],
    ['a function', 'module.exports = () => ({ mode: "production", entry: { a: "./src/a.js" } });', ['a.js']],
    ['a Promise', 'module.exports = Promise.resolve({ mode: "production", entry: { a: "./src/a.js" } });', ['a.js']],
    ['an async function', 'module.exports = async () => ({ mode: "production", entry: { a: "./src/a.js" } });', ['a.js']],
    [
      'an array of a function and a Promise',
      'module.exports = [() => ({ name: "a", mode: "production", entry: { a: "./src/a.js" } }), Promise.resolve({ name: "b", mode: "production", entry: { b: "./src/b.js" } })];',
      ['a.js', 'b.js'],
    ],
  ])(
    '%s builds',
    async (_shape, config, files) => {
      removeDist();
      writeFiles(project.dir, { 'webpack.config.js': `${config}\n` });
      await cli();
      expect(dist().sort()).toEqual(files);
    },
    120_000,
  );

  test('an array element that is a function gets the same env and argv as the others', async () => {
    writeFiles(project.dir, {
      'webpack.config.js':
        'const item = (name) => (env, argv) => { console.log(name, JSON.stringify(env), argv.mode); return { name, mode: "production", entry: { [name]: `./src/${name}.js` } }; };\nmodule.exports = [item("a"), item("b")];\n',
    });
    const run = await cli(['--env', 'flag', '--mode', 'production']);
    const env = JSON.stringify({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, flag: true });
    expect(run.stdout).toContain(`a ${env} production\nb ${env} production\n`);
    expect(prose).toContain(
      'The elements of the array can themselves be functions or Promises. webpack-cli calls each function with the same `env` and `argv`.',
    );
  }, 120_000);

  test("webpack's Node API refuses a function", () => {
    const configure = () => ({ mode: 'production' as const });
    expect(() => webpack(configure as unknown as webpack.Configuration)).toThrow('Invalid configuration object');
    expect(prose).toContain('The [Node API](/api/node/) function `webpack(options)` accepts only an object or an array of objects.');
  });
});

describe('argv and NODE_ENV', () => {
  test('argv.mode is undefined for a plain run; options are camel case; NODE_ENV from --config-node-env becomes the mode', async () => {
    writeFiles(project.dir, {
      'webpack.config.js':
        'module.exports = (env, argv) => { console.log(JSON.stringify({ mode: argv.mode ?? null, keys: Object.keys(argv).sort(), webpack: argv.webpack === require("webpack") })); return { entry: "./src/a.js" }; };\n',
    });
    expect(JSON.parse((await cli()).stdout.split('\n')[0] ?? '')).toEqual({ mode: null, keys: ['env', 'webpack'], webpack: true });
    const given = await cli(['--mode', 'development', '--config-node-env', 'production', '--output-path', 'dist']);
    expect(JSON.parse(given.stdout.split('\n')[0] ?? '')).toEqual({
      mode: 'development',
      keys: ['configNodeEnv', 'env', 'mode', 'outputPath', 'webpack'],
      webpack: true,
    });
    removeDist();
    await cli(['--config-node-env', 'production']);
    // Production mode minimizes: the source's line break is gone.
    expect(project.read('dist/main.js')).not.toContain('console.log("a");\n');
    expect(prose).toContain(
      'An option is present only when it was given on the command line; besides `env`, `argv.webpack` is always there, the webpack package webpack-cli loaded. `argv.mode` is `undefined` when you run a plain `npx webpack`',
    );
    expect(prose).toContain(
      'When a configuration leaves `mode` unset, webpack-cli uses `NODE_ENV` as the mode if its value is `development`, `production` or `none`.',
    );
  }, 120_000);
});

describe("the page's examples", () => {
  test('the function: a plain run builds for development, --mode production hashes the name and writes a source map', async () => {
    removeDist();
    await project.buildExample({ 'src/index.js': 'console.log("index");\n' });
    expect(dist()).toEqual(['main.js']);
    expect(project.read('dist/main.js')).toContain('eval(');
    removeDist();
    await cli(['--mode', 'production']);
    expect(dist().sort()).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/), expect.stringMatching(/^main\.[0-9a-f]{20}\.js\.map$/)]);
  }, 120_000);

  test('the Promise: the name comes from package.json, read before the build', async () => {
    removeDist();
    project.write(['webpack.config.js', 1]);
    await cli();
    expect(dist()).toEqual([expect.stringMatching(/^example\.[0-9a-f]{20}\.js$/)]);
    expect(prose).toContain('webpack-cli waits for it before it creates the compiler');
  }, 120_000);

  test('the array: a client and a server bundle; --config-name builds one, or several when repeated', async () => {
    writeFiles(project.dir, { 'src/client.js': 'console.log("client");\n', 'src/server.js': 'console.log("server");\n' });
    removeDist();
    project.write(['webpack.config.js', 2]);
    await cli();
    expect(dist().sort()).toEqual([expect.stringMatching(/^client\/main\.[0-9a-f]{20}\.js$/), 'server/server.js']);
    removeDist();
    await cli(['--config-name', 'client']);
    expect(dist()).toEqual([expect.stringMatching(/^client\/main\./)]);
    const alone = await project.webpack(['--config-name', 'server']);
    expect(alone.code).not.toBe(0);
    expect(`${alone.stdout}${alone.stderr}`).toContain('Compiler dependency `client` not found.');
    removeDist();
    await cli(['--config-name', 'client', '--config-name', 'server']);
    expect(dist()).toHaveLength(2);
    expect(prose).toContain('`npx webpack --config-name client` builds only the configuration with that name. Repeat the flag to select several.');
    expect(prose).toContain('This also happens when `--config-name server` selects a configuration but leaves out the one it depends on');
  }, 180_000);
});

describe('order and concurrency of a multi-compiler', () => {
  /** Runs `configs` with webpack's Node API and returns each compiler's start and end, in the order they happened. */
  function events(configs: webpack.Configuration[] & { parallelism?: number }) {
    const files = Object.fromEntries(configs.map((config) => [`src/${config.name ?? ''}.js`, `console.log(${JSON.stringify(config.name)});\n`]));
    return inScratchProject('multi', files, async (dir) => {
      const seen: string[] = [];
      const withDir = Object.assign(
        configs.map((config) => ({
          ...config,
          mode: 'production' as const,
          context: dir,
          entry: `./src/${config.name ?? ''}.js`,
          output: { path: path.join(dir, 'dist', config.name ?? '') },
          plugins: [
            (compiler: webpack.Compiler) => {
              compiler.hooks.run.tap('Order', () => void seen.push(`start ${config.name ?? ''}`));
              compiler.hooks.done.tap('Order', () => void seen.push(`end ${config.name ?? ''}`));
            },
          ],
        })),
        { parallelism: configs.parallelism },
      );
      const compiler = webpack(withDir);
      await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
      await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
      return seen;
    });
  }
  /** The most compilers running at once. */
  const mostAtOnce = (seen: string[]) =>
    seen.reduce(([running, most], event) => (event.startsWith('start') ? [running + 1, Math.max(most, running + 1)] : [running - 1, most]), [0, 0])[1];
  const locales = () => ['en', 'de', 'fr', 'ja'].map((name) => ({ name }));

  test('dependencies make a compiler wait for the end of the ones it names; others start together', async () => {
    const seen = await events([{ name: 'server', dependencies: ['client'] }, { name: 'client' }, { name: 'other' }]);
    expect(seen.indexOf('start server')).toBeGreaterThan(seen.indexOf('end client'));
    expect(seen.slice(0, 2).sort()).toEqual(['start client', 'start other']);
    expect(prose).toContain('`dependencies` lists the names of configurations that must finish before this one starts.');
    expect(prose).toContain('Configurations without dependencies start at the same time.');
  }, 120_000);

  test('all four locales start at once; parallelism = 2 runs at most two at a time', async () => {
    expect(mostAtOnce(await events(locales()))).toBe(4);
    expect(mostAtOnce(await events(Object.assign(locales(), { parallelism: 2 })))).toBe(2);
    expect(prose).toContain('By default, every configuration that is ready to build starts at once.');
  }, 120_000);

  test("the page's parallelism example with its plugins array prints one line after every build", async () => {
    writeFiles(project.dir, Object.fromEntries(['en', 'de', 'fr', 'ja'].map((locale) => [`src/locales/${locale}.js`, `console.log("${locale}");\n`])));
    const config = project
      .block('webpack.config.js', 3)
      .value.replace('module.exports = configs;', `${project.blockContaining('multiCompiler.hooks.done.tap')}\nmodule.exports = configs;`);
    writeFiles(project.dir, { 'webpack.config.js': `${config}\n` });
    const run = await cli();
    expect(run.stdout.match(/^finished: .*$/gm)).toEqual(['finished: en, de, fr, ja']);
    expect(prose).toContain('A `plugins` array on the exported array, as opposed to inside one configuration, is applied once to the multi-compiler itself.');
  }, 120_000);
});
