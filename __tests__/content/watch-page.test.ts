/**
 * @jest-environment node
 *
 * The Watch page against real watch runs: the three ways to start watch mode and `stdin` stopping it (webpack-cli),
 * `webpack serve` watching whatever `watch` says, the Node API, incremental rebuilds, what is watched (loader
 * dependencies, context folders, missing files; not the configuration), `aggregateTimeout`, `WATCHPACK_POLLING`
 * and a build loop cut by `ignored`. The `ignored` patterns and the table defaults are run in
 * configuration-facts.test.ts; managed `node_modules` in other-options-page.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { webpackDefaults } from './support/build';
import { PageProject } from './support/page-project';
import { CLI } from './support/webpack-cli';
import { backdate, createWorkspace, readerEnvironment, readPage, removeWorkspace, writeFiles, type Files } from './support/workspace';

const PAGE = 'configuration/watch.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');
const COMPILED = /compiled successfully/g;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * webpack-cli with `args` in `dir`, standard input a pipe: waits for the first build, then appends to `edit` every
 * half second until a second build is printed (a watcher set up after the edit would miss it), then closes standard
 * input. Returns the exit code, everything printed and whether it built again after the edit.
 */
async function watchWithCli(dir: string, args: readonly string[], edit: string): Promise<{ code: number | null; output: string; rebuilt: boolean }> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, env: readerEnvironment({}), stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const builds = () => output.match(COMPILED)?.length ?? 0;
  const deadline = Date.now() + 60_000;
  while (builds() < 1 && Date.now() < deadline) await pause(100);
  while (builds() < 2 && Date.now() < deadline) {
    fs.appendFileSync(path.join(dir, edit), '// edited\n');
    await pause(500);
  }
  child.stdin.end();
  // An edit appended while the second build ran can start a third before standard input closes.
  return { code: await exited, output, rebuilt: builds() >= 2 };
}

/**
 * The files a rebuild saw modified, relative to `dir`. watchpack also lists a watched folder whose entries it
 * rescanned (`src`, depending on timing); the page's claims are about files.
 */
function modifiedFilesOf(compiler: webpack.Compiler, dir: string): string[] {
  const files = [...(compiler.modifiedFiles ?? [])].filter((file) => !fs.existsSync(file) || !fs.statSync(file).isDirectory());
  return files.map((file) => path.relative(dir, file)).sort();
}

/** A watching compiler over `files` whose builds a test awaits one by one, each with the files it saw modified. */
async function watchInProcess(files: Files, configFor: (dir: string) => webpack.Configuration, watchOptions: NonNullable<webpack.Configuration['watchOptions']> = {}) {
  const dir = createWorkspace('watch');
  const config = configFor(dir);
  writeFiles(dir, { 'package.json': '{}', ...files });
  backdate(dir);
  const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, infrastructureLogging: { level: 'none' }, ...config });
  const builds: { modified: string[]; built: string[]; errors: number }[] = [];
  let built: string[] = [];
  compiler.hooks.compilation.tap('test', (compilation) => compilation.hooks.buildModule.tap('test', (module) => built.push(path.relative(dir, module.identifier().split('!').pop() ?? ''))));
  const watching = compiler.watch({ aggregateTimeout: 50, ...watchOptions }, (_error, stats) => {
    builds.push({ modified: modifiedFilesOf(compiler, dir), built: built.sort(), errors: stats?.compilation.errors.length ?? -1 });
    built = [];
  });
  if (!watching) throw new Error('compiler.watch returned no Watching');
  /**
   * Repeats `change` until the build after the current one is done (at most 30 s), waiting longer than
   * `aggregateTimeout` between changes, since each change during that time postpones the rebuild.
   */
  const every = Math.max(500, 2 * (watchOptions.aggregateTimeout ?? 0));
  const rebuildAfter = async (change: () => void) => {
    const count = builds.length;
    const deadline = Date.now() + 30_000;
    while (builds.length === count && Date.now() < deadline) {
      change();
      await pause(every);
    }
    if (builds.length === count) throw new Error(`${PAGE}: no rebuild after the change`);
    return builds[builds.length - 1];
  };
  while (builds.length === 0) await pause(50);
  const close = async () => {
    await new Promise<void>((resolve) => watching.close(() => resolve()));
    removeWorkspace(dir);
  };
  return { dir, builds, rebuildAfter, close };
}

describe('starting and stopping watch mode', () => {
  const project = PageProject.forTests(PAGE);

  test('webpack watch, webpack --watch and the example with watch: true build, rebuild after an edit, and stop when standard input closes (stdin)', async () => {
    writeFiles(project.dir, { 'src/index.js': 'console.log("watched");\n' });
    for (const args of [['watch', '--mode', 'development', '--watch-options-stdin'], ['--watch', '--mode', 'development', '--watch-options-stdin']]) {
      const { code, rebuilt } = await watchWithCli(project.dir, args, 'src/index.js');
      expect([args[0], code, rebuilt]).toEqual([args[0], 0, true]);
    }
    // The page's tuned example (watch: true, poll: 1000) with stdin added on the command line.
    project.write('webpack.config.js');
    const { code, output, rebuilt } = await watchWithCli(project.dir, ['--watch-options-stdin'], 'src/index.js');
    expect([code, rebuilt]).toEqual([0, true]);
    expect(output).not.toContain('does not make sense');
    expect(prose).toContain('`stdin` | `false` | Stop watching when standard input closes.');
  }, 120_000);

  test('watch: true with webpack watch, or watch: false with webpack serve, prints webpack-cli\'s note; serve watches anyway', async () => {
    writeFiles(project.dir, {
      'src/index.js': 'console.log("served");\n',
      'webpack.config.js': 'module.exports = { mode: "development", watch: true, watchOptions: { stdin: true } };\n',
    });
    const watched = await watchWithCli(project.dir, ['watch'], 'src/index.js');
    expect(watched.output).toContain("No need to use the 'watch' command together with '{ watch: true | false }' or '--watch'/'--no-watch' configuration, it does not make sense.");
    writeFiles(project.dir, {
      'webpack.config.js': 'module.exports = { mode: "development", watch: false, watchOptions: { stdin: true }, devServer: { port: 0, hot: false, liveReload: false, client: false } };\n',
    });
    const served = await watchWithCli(project.dir, ['serve'], 'src/index.js');
    expect(served.output).toContain("No need to use the 'serve' command together with '{ watch: true | false }'");
    expect([served.code, served.rebuilt]).toEqual([0, true]);
    expect(prose).toContain('`webpack serve` always watches, so it ignores `watch`. If you set `watch` in the configuration and also run `webpack watch` or `webpack serve`, webpack-cli points out that the two settings make no sense together.');
  }, 120_000);

  test('Node API: watch only matters with a callback to webpack(config, callback)', async () => {
    const dir = createWorkspace('watch-api');
    try {
      writeFiles(dir, { 'package.json': '{}', 'src/index.js': 'console.log(1);\n' });
      const config = { mode: 'development', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, watch: true } as const;
      const unwatched = webpack(config);
      expect(unwatched.watching).toBeUndefined();
      expect(unwatched.running).toBe(false);
      let calls = 0;
      const watched = webpack(config, () => calls++);
      while (calls === 0) await pause(50);
      expect(watched?.watching).toBeDefined();
      while (calls === 1) {
        fs.appendFileSync(path.join(dir, 'src/index.js'), '// edited\n');
        await pause(500);
      }
      await new Promise<void>((resolve) => watched?.watching?.close(() => resolve()));
    } finally {
      removeWorkspace(dir);
    }
    expect(prose).toContain('`compiler.watch(watchOptions, callback)` starts watch mode directly, and the `watch` option only matters when you pass a callback to `webpack(config, callback)`.');
  }, 60_000);
});

describe('rebuilds', () => {
  test('incremental: an edit rebuilds the changed module only, with the memory cache that development turns on', async () => {
    expect(webpackDefaults({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
    expect(webpackDefaults({ mode: 'production' }).cache).toBe(false);
    const watch = await watchInProcess({ 'src/index.js': 'import a from "./a.js";\nimport b from "./b.js";\nconsole.log(a, b);\n', 'src/a.js': 'export default 1;\n', 'src/b.js': 'export default 2;\n' }, () => ({}));
    try {
      expect(watch.builds[0]?.built).toEqual(['src/a.js', 'src/b.js', 'src/index.js']);
      const rebuilt = await watch.rebuildAfter(() => fs.appendFileSync(path.join(watch.dir, 'src/b.js'), '// edited\n'));
      expect(rebuilt).toMatchObject({ modified: ['src/b.js'], built: ['src/b.js'] });
    } finally {
      await watch.close();
    }
    expect(prose).toContain('Rebuilds are incremental: only changed modules, and the chunks that contain them, are processed again.');
    expect(prose).toContain('In development mode the memory cache is on by default, so unchanged modules are reused between rebuilds.');
  }, 60_000);

  test('a loader dependency, a require.context folder and a missing file are watched', async () => {
    const files = {
      'loader.js': 'module.exports = function (source) {\n  const partial = require("node:path").resolve(__dirname, "src/partial.txt");\n  this.addDependency(partial);\n  return source.replace("PARTIAL", JSON.stringify(require("node:fs").readFileSync(partial, "utf8").trim()));\n};\n',
      'src/partial.txt': 'first\n',
      'src/index.js': 'console.log(PARTIAL);\nconst pages = require.context("./pages", false, /\\.js$/);\nconsole.log(pages.keys());\nimport("./later.js");\n',
      'src/pages/home.js': 'export default "home";\n',
    };
    const watch = await watchInProcess(files, (dir) => ({ module: { rules: [{ test: /index\.js$/, use: path.join(dir, 'loader.js') }] } }));
    try {
      expect(watch.builds[0]?.errors).toBe(1);
      const partial = await watch.rebuildAfter(() => fs.writeFileSync(path.join(watch.dir, 'src/partial.txt'), 'second\n'));
      expect(partial.modified).toContain('src/partial.txt');
      const context = await watch.rebuildAfter(() => fs.writeFileSync(path.join(watch.dir, 'src/pages/about.js'), 'export default "about";\n'));
      expect(context.built).toContain('src/pages/about.js');
      const missing = await watch.rebuildAfter(() => fs.writeFileSync(path.join(watch.dir, 'src/later.js'), 'export default 1;\n'));
      expect(missing).toMatchObject({ errors: 0 });
      expect(missing.built).toContain('src/later.js');
    } finally {
      await watch.close();
    }
    expect(prose).toContain('every file that became a module, and every file a loader declared as a dependency (for example a Sass partial);');
    expect(prose).toContain('directories scanned by `require.context()` or `import()` with an expression;');
    expect(prose).toContain('paths that were tried during resolution but did not exist, so that creating a missing file triggers a rebuild.');
  }, 60_000);

  test('the configuration file is not among the watched files', async () => {
    const project = new PageProject(PAGE);
    try {
      writeFiles(project.dir, {
        'src/index.js': 'console.log(1);\n',
        'webpack.config.js': 'module.exports = { mode: "development", plugins: [{ apply(compiler) { compiler.hooks.done.tap("Check", ({ compilation }) => console.log("config watched:", compilation.fileDependencies.has(__filename), "index watched:", compilation.fileDependencies.has(require("node:path").resolve("src/index.js")))); } }] };\n',
      });
      const run = await project.webpack();
      expect(run.stdout).toContain('config watched: false index watched: true');
    } finally {
      project.remove();
    }
    expect(prose).toContain('The configuration file, and anything it requires, is not watched: restart webpack after changing it.');
  }, 60_000);

  test('changes within aggregateTimeout make one rebuild', async () => {
    const watch = await watchInProcess({ 'src/index.js': 'import "./a.js";\nimport "./b.js";\n', 'src/a.js': '', 'src/b.js': '' }, () => ({}), { aggregateTimeout: 1500 });
    try {
      const rebuilt = await watch.rebuildAfter(() => {
        fs.appendFileSync(path.join(watch.dir, 'src/a.js'), '// edited\n');
        setTimeout(() => fs.appendFileSync(path.join(watch.dir, 'src/b.js'), '// edited\n'), 300);
      });
      expect(rebuilt.modified).toEqual(['src/a.js', 'src/b.js']);
    } finally {
      await watch.close();
    }
    expect(prose).toContain('Changes made during that time are included in the same rebuild');
  }, 60_000);

  test('a plugin writing into the source tree loops until its output is ignored', async () => {
    const writer: webpack.WebpackPluginInstance = {
      apply(compiler) {
        let count = 0;
        compiler.hooks.done.tap('Writer', () => fs.writeFileSync(path.join(compiler.context, 'src/generated.js'), `export default ${++count};\n`));
      },
    };
    const files = { 'src/index.js': 'import n from "./generated.js";\nconsole.log(n);\n', 'src/generated.js': 'export default 0;\n' };
    const looping = await watchInProcess(files, () => ({ plugins: [writer] }));
    try {
      while (looping.builds.length < 3) await pause(100);
      expect(looping.builds[2]?.modified).toEqual(['src/generated.js']);
    } finally {
      await looping.close();
    }
    const ignoring = await watchInProcess(files, () => ({ plugins: [writer] }), { ignored: '**/src/generated.js' });
    try {
      const rebuilt = await ignoring.rebuildAfter(() => fs.appendFileSync(path.join(ignoring.dir, 'src/index.js'), '// edited\n'));
      expect(rebuilt.modified).toEqual(['src/index.js']);
      expect(ignoring.builds.every((build) => !build.modified.includes('src/generated.js'))).toBe(true);
    } finally {
      await ignoring.close();
    }
    expect(prose).toContain('**Build loops.** A plugin or script that writes into the source tree on every build, such as a generated type file, triggers the next build. Ignore the generated path.');
  }, 60_000);
});

test('WATCHPACK_POLLING with a number polls at that interval instead of using file system events', async () => {
  const project = new PageProject(PAGE);
  try {
    writeFiles(project.dir, {
      'src/index.js': 'console.log(1);\n',
      'watch.js': [
        'const fs = require("node:fs");',
        'const watch = fs.watch;',
        'let events = 0;',
        'fs.watch = (...args) => (events++, watch(...args));',
        'const webpack = require("webpack");',
        'const compiler = webpack({ mode: "development", infrastructureLogging: { level: "none" } });',
        'let builds = 0;',
        'const edit = setInterval(() => builds > 0 && fs.appendFileSync("src/index.js", "// edited\\n"), 500);',
        'const watching = compiler.watch({ aggregateTimeout: 50 }, () => {',
        '  if (++builds < 2) return;',
        '  clearInterval(edit);',
        '  watching.close(() => console.log(JSON.stringify({ builds, events })));',
        '});',
        '',
      ].join('\n'),
    });
    const polled = await project.node(['watch.js'], { WATCHPACK_POLLING: '200' });
    expect(JSON.parse(polled.stdout)).toEqual({ builds: 2, events: 0 });
    const evented = await project.node(['watch.js']);
    expect(JSON.parse(evented.stdout)).toMatchObject({ builds: 2 });
    expect((JSON.parse(evented.stdout) as { events: number }).events).toBeGreaterThan(0);
  } finally {
    project.remove();
  }
  expect(prose).toContain('The environment variable `WATCHPACK_POLLING=true`, or a number as interval, forces polling without touching the configuration');
}, 60_000);
