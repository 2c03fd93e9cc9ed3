/**
 * @jest-environment node
 *
 * The Stats page against real builds: what each preset prints (one build printed with each), when the normal
 * preset lists entrypoints, the fine-tuned example's output, sorting, limits and `all`, text against JSON,
 * logging, several configurations, colors in a terminal and the common mistakes. Which options exist, the
 * deprecated aliases and the `errorDetails` rule are checked against the schema in stats-options.test.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { closeCompiler, runCompiler } from './support/build';
import { PageProject } from './support/page-project';
import { CLI } from './support/webpack-cli';
import { inScratchProject, readPage, writeFiles, type Files } from './support/workspace';

const PAGE = 'configuration/stats.mdx';
const prose = readPage(PAGE).text.replace(/\s+/g, ' ');

/** Builds `files` in a fresh folder (production, `./src/index.js`) and returns webpack's Stats, to print in several ways. */
function statsOf(files: Files, config: Configuration = {}): Promise<webpack.Stats> {
  return inScratchProject('stats', files, async (dir) => {
    const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, ...config });
    return runCompiler(compiler).finally(() => closeCompiler(compiler));
  });
}

/** Logs one message of each level and adds a warning, as a plugin of yours might. */
const reporter = {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('Reporter', (compilation) => {
      compilation.hooks.afterSeal.tap('Reporter', () => {
        const logger = compilation.getLogger('Reporter');
        logger.error('error line');
        logger.warn('warn line');
        logger.info('info line');
        logger.log('log line');
        logger.debug('debug line');
        compilation.warnings.push(new webpack.WebpackError('look here'));
      });
    });
  },
};

const APP = {
  'src/index.js':
    'import { a } from "./lib/a.js";\nimport b from "./lib/b.cjs";\nconsole.log(a, b);\nimport(/* webpackChunkName: "lazy" */ "./lib/lazy.js");\n',
  'src/lib/a.js': 'export const a = 1;\nexport const unused = 2;\n',
  // CommonJS: a module that cannot be concatenated, for the bailout the detailed preset shows.
  'src/lib/b.cjs': 'module.exports = 2;\n',
  'src/lib/lazy.js': 'export default "lazy";\n',
};
// An import that cannot be resolved, two modules down: errors with a chain of imports.
const BROKEN = { 'src/index.js': 'import "./lib/a.js";\n', 'src/lib/a.js': 'import "./missing.js";\n' };

describe('the presets', () => {
  let app: webpack.Stats;
  let broken: webpack.Stats;
  beforeAll(async () => {
    app = await statsOf(APP, { plugins: [reporter] });
    broken = await statsOf(BROKEN, { plugins: [reporter] });
  }, 120_000);

  test('true prints as "normal", false as "none"; normal is the default', () => {
    expect(app.toString(true)).toBe(app.toString('normal'));
    expect(app.toString(false)).toBe(app.toString('none'));
    expect(app.toString({})).toBe(app.toString('normal'));
    expect(prose).toContain('`true` is the same as `"normal"`, `false` the same as `"none"`.');
  });

  test('"none" prints nothing, not even errors', () => {
    expect(broken.hasErrors()).toBe(true);
    expect(broken.toString('none')).toBe('');
    expect(prose).toContain('| `"none"` | Nothing, not even errors |');
  });

  test('"summary" prints the version and the counts only', () => {
    expect(broken.toString('summary')).toMatch(/^webpack \d+\.\d+\.\d+ compiled with 1 error and 1 warning$/);
    expect(prose).toContain('| `"summary"` | webpack version, counts of errors and warnings |');
  });

  test('"errors-only" prints the errors with the chain of imports, and error logs; no warning, asset or module', () => {
    const printed = broken.toString('errors-only');
    expect(printed).toMatch(
      /^ERROR in \.\/src\/lib\/a\.js 1:0-22\nModule not found: Error: Can't resolve '\.\/missing\.js' in '.*'\n @ \.\/src\/index\.js 1:0-20$/m,
    );
    expect(printed).toContain('<e> error line');
    expect(printed).not.toMatch(/look here|warn line|^asset |modules?$/m);
    expect(printed).toMatch(/\n\nwebpack compiled with 1 error$/);
    expect(prose).toContain(
      '| `"errors-only"` | Errors with the chain of imports that led to them, error log messages and the count of errors. Nothing else |',
    );
  });

  test('"errors-warnings" prints errors and warnings without the chain of imports, and logs up to warn', () => {
    const printed = broken.toString('errors-warnings');
    expect(printed).toMatch(/^ERROR in \.\/src\/lib\/a\.js 1:0-22\nModule not found: Error: Can't resolve '\.\/missing\.js' in '.*'$/m);
    expect(printed).not.toContain(' @ ./src/index.js');
    expect(printed).toContain('WARNING in look here');
    expect(printed).toContain('<w> warn line');
    expect(printed).not.toMatch(/info line|^asset /m);
    expect(printed).toMatch(/\n\nwebpack compiled with 1 error and 1 warning$/);
    expect(prose).toContain('| `"errors-warnings"` | Errors and warnings, without the chain of imports, log messages up to `warn` and the counts |');
  });

  test('"minimal" prints one line each for assets and modules, then logs up to warn, the problems and the time taken', () => {
    const printed = app.toString('minimal');
    expect(printed).toMatch(/^2 assets\n\d+ modules\n\nLOG from Reporter\n<e> error line\n<w> warn line\n/);
    expect(printed).not.toContain('info line');
    expect(printed).toMatch(/\n\nWARNING in look here\n\nwebpack \d+\.\d+\.\d+ compiled with 1 warning in \d+ ms$/);
    expect(prose).toContain('| `"minimal"` | One line each for assets and modules, then log messages up to `warn`, errors, warnings and the time taken |');
  });

  test('"normal" lists assets and modules by directory, and logs up to info', () => {
    const printed = app.toString('normal');
    expect(printed).toMatch(/^asset main\.js /m);
    expect(printed).toMatch(/^cacheable modules \d+ bytes\n {2}\.\/src\/index\.js \d+ bytes /m);
    expect(printed).toContain('<i> info line');
    expect(printed).not.toContain('log line');
    expect(printed).not.toContain('debug line');
  });

  test('"detailed" adds chunks, chunk groups, ids, the hash, the time built, exports and concatenation bailouts', () => {
    const printed = app.toString('detailed');
    expect(printed).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d: webpack .* \([0-9a-f]{20}\)$/m);
    expect(printed).toMatch(/^chunk \{\d+\} \(runtime: main\) main\.js \(main\)/m);
    expect(printed).toMatch(/^Chunk Group lazy \d+ bytes = lazy\.js$/m);
    expect(printed).toMatch(/^ {2}\.\/src\/lib\/b\.cjs \[\d+\] /m);
    expect(printed).toContain('[exports: default]');
    expect(printed).toContain('[no exports used]');
    expect(printed).toContain('ModuleConcatenation bailout: Module is not in strict mode');
    expect(printed).toContain('    log line');
    expect(app.toString('normal')).not.toMatch(/Chunk Group|^chunk |\[exports|bailout/m);
    expect(prose).toContain(
      '| `"detailed"` | As `normal`, plus chunks, chunk groups, ids, hash, build time, used and provided exports, and why module concatenation was skipped |',
    );
  });

  test('"verbose" prints logs up to verbose but no log traces; all: true adds the traces', () => {
    const printed = app.toString('verbose');
    expect(printed).toContain('    log line');
    expect(printed).toMatch(/^<t> /m);
    expect(printed).not.toContain('debug line');
    expect(printed).not.toMatch(/^\| {5}at /m);
    expect(app.toString({ all: true })).toMatch(/^\| {5}at /m);
    expect(prose).toContain(
      '| `"verbose"` | Nearly everything, lists at full length, logs up to `verbose`. Log traces stay out (`loggingTrace`, which `all: true` turns on too) |',
    );
  });
});

describe('entrypoints in the normal preset', () => {
  const entrypointLines = async (files: Files, config: Configuration = {}) =>
    (await statsOf(files, config))
      .toString('normal')
      .split('\n')
      .filter((line) => line.startsWith('Entrypoint '));
  const ONE = { 'src/index.js': 'console.log(1);\n' };
  const SIX = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`src/e${index + 1}.js`, `console.log(${index + 1});\n`]));
  const entries = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`e${index + 1}`, `./src/e${index + 1}.js`]));

  test('one file per entrypoint: none listed, also with a source map beside it', async () => {
    expect(await entrypointLines(ONE)).toEqual([]);
    expect(await entrypointLines(ONE, { devtool: 'source-map' })).toEqual([]);
  }, 120_000);

  test('a runtime chunk or a stylesheet makes a second file: listed', async () => {
    expect(await entrypointLines(ONE, { optimization: { runtimeChunk: 'single' } })).toEqual([
      expect.stringMatching(/^Entrypoint main \d+ bytes = runtime\.js \d+ bytes main\.js \d+ bytes$/),
    ]);
    const styled = { 'src/index.js': 'import "./style.css";\nconsole.log(1);\n', 'src/style.css': 'body { color: red; }\n' };
    expect(await entrypointLines(styled)).toEqual([expect.stringMatching(/^Entrypoint main .* = main\.js .* main\.css /)]);
  }, 120_000);

  test('five entrypoints are listed, six are not, whatever their files', async () => {
    expect(await entrypointLines(SIX, { entry: entries(5), optimization: { runtimeChunk: 'single' } })).toHaveLength(5);
    expect(await entrypointLines(SIX, { entry: entries(6), optimization: { runtimeChunk: 'single' } })).toEqual([]);
    expect(prose).toContain(
      '| `"normal"` | Assets grouped by path and type, modules grouped by directory, errors and warnings, log messages up to the `info` level. Entrypoints only when there are at most five and one of them loads more than one file (a runtime or split chunk, a stylesheet; source maps do not count). The default |',
    );
  }, 120_000);
});

describe('the fine-tuned example', () => {
  const project = PageProject.forTests(PAGE);

  test("the page's project prints what the page shows", async () => {
    project.write('src/index.js', 'src/style.css', 'src/chart.js');
    const { run } = await project.buildExample({});
    const timeless = (output: string) => output.trim().replace(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d: (.*) in \d+ ms$/m, 'DATE: $1 in … ms');
    expect(run.stdout).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d: webpack/m);
    expect(timeless(run.stdout)).toBe(timeless(project.after('console.log("drawing")')));
  }, 120_000);

  test('minimal counts its three assets until assetsSpace makes room for them', async () => {
    const files = Object.fromEntries(['src/index.js', 'src/style.css', 'src/chart.js'].map((file) => [file, `${project.block(file).value}\n`]));
    const stats = await statsOf(files);
    expect(stats.toString('minimal')).toMatch(/^3 assets$/m);
    expect(stats.toString({ preset: 'minimal', assetsSpace: 20 }).match(/^asset /gm)).toHaveLength(3);
    expect(prose).toContain('which is why `minimal` shows "3 assets" instead of a list until you raise `assetsSpace`');
  }, 120_000);
});

describe('limits, sorting and all', () => {
  let app: webpack.Stats;
  beforeAll(async () => {
    app = await statsOf(APP);
  }, 120_000);
  const assetLines = (options: webpack.StatsOptions) =>
    app
      .toString(options)
      .split('\n')
      .filter((line) => line.startsWith('asset '));

  test('long lists are grouped by folder and cut short; verbose lists every module', async () => {
    const parts = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`src/${index < 10 ? 'forms' : 'charts'}/p${index}.js`, `console.log(${index});\n`]),
    );
    const index = Object.keys(parts)
      .map((file) => `import "./${file.slice(4)}";\n`)
      .join('');
    const stats = await statsOf({ ...parts, 'src/index.js': index }, { optimization: { concatenateModules: false } });
    const named = (printed: string) => Object.keys(parts).filter((file) => printed.includes(`./${file} `));
    const normal = stats.toString('normal');
    expect(normal).toMatch(/^modules by path \.\/src\/forms\/\*\.js \d+ bytes$/m);
    expect(normal.match(/^ {2}\+ 5 modules$/gm)).toHaveLength(2);
    expect(named(normal)).toHaveLength(10);
    expect(named(stats.toString('verbose'))).toHaveLength(20);
    expect(prose).toContain('Longer lists are grouped by folder and cut short with a line such as `+ 5 modules`, and a limit of `0` leaves only the count');
  }, 120_000);

  test('a sort field with ! in front sorts descending; options you set win over the preset', () => {
    const sizes = (lines: string[]) => lines.map((line) => Number(/ (\d+) bytes/.exec(line)?.[1]));
    const descending = sizes(assetLines({ preset: 'minimal', assetsSpace: 20, assetsSort: '!size' }));
    const ascending = sizes(assetLines({ preset: 'minimal', assetsSpace: 20, assetsSort: 'size' }));
    expect(descending).toEqual([...ascending].reverse());
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(prose).toContain('The `*Sort` options take a field name, with `!` in front for descending order.');
    expect(prose).toContain("Options you set win over the preset's values");
  });

  test('all: false with one option prints just that; all: true prints what normal leaves out', () => {
    const printed = app.toString({ all: false, assets: true });
    expect(printed.split('\n').every((line) => /^(asset |$)/.test(line) || line.startsWith('  '))).toBe(true);
    expect(printed).toMatch(/^asset main\.js/m);
    expect(app.toString({ all: true })).toMatch(/^PublicPath: auto$/m);
    expect(app.toString('normal')).not.toContain('PublicPath');
    expect(prose).toContain('`all: true` or `all: false` sets every option that you do not set yourself');
  });

  test("stats.toString() without options ignores the configuration's stats option", async () => {
    const stats = await statsOf(APP, { stats: 'errors-only' });
    expect(stats.toString()).toMatch(/^asset main\.js/m);
    expect(stats.toString(stats.compilation.options.stats)).toBe('');
    expect(prose).toContain(
      '**Calling `stats.toString()` without options in the Node API.** It ignores the `stats` option of the configuration unless you pass `compiler.options.stats` to it.',
    );
  }, 120_000);
});

describe('logging', () => {
  test("loggingDebug: a string matches after a /, so a plugin's own logger needs a regular expression; the levels of stats.logging", async () => {
    const loggers = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap('Loggers', (compilation) =>
          compilation.hooks.afterSeal.tap('Loggers', () => {
            compilation.getLogger('Other').debug('other debug line');
            compilation.getLogger('Parent').getChildLogger('Child').debug('child debug line');
          }),
        );
      },
    };
    const stats = await statsOf(APP, { plugins: [reporter, loggers] });
    const debugOf = (filter: string | RegExp) => stats.toString({ all: false, loggingDebug: [filter] });
    expect(debugOf('Reporter')).toBe('');
    expect(debugOf('MyPlugin')).toBe('');
    expect(debugOf(/^Reporter$/)).toMatch(/^DEBUG LOG from Reporter\n[^]*^ {4}debug line$/m);
    expect(debugOf(/^Reporter$/)).not.toContain('other debug line');
    expect(debugOf('Child')).toBe('DEBUG LOG from Parent/Child\n    child debug line\n');
    expect(debugOf('Parent')).toBe('');
    expect(stats.toString({ logging: 'log' })).toContain('log line');
    expect(stats.toString({ logging: 'warn' })).not.toContain('info line');
    expect(stats.toString({ logging: 'none' })).not.toContain('error line');
    expect(prose).toContain(
      'A string matches only a part of the name that follows a `/`: `"Child"` selects the child logger `Parent/Child`, but `"MyPlugin"` never selects the logger named `MyPlugin` itself.',
    );
    expect(prose).toContain("Its messages then appear under `DEBUG LOG from MyPlugin`, and no other logger's debug messages do.");
  }, 120_000);
});

describe('webpack-cli', () => {
  const project = PageProject.forTests(PAGE);
  const config = (stats: string) => `module.exports = { mode: "production", stats: ${stats} };\n`;
  beforeAll(() => writeFiles(project.dir, APP));

  test('--stats overrides the configuration for one run; --no-stats prints nothing', async () => {
    writeFiles(project.dir, { 'webpack.config.js': config('"normal"') });
    expect((await project.webpack(['--stats', 'minimal'])).stdout).toMatch(/^2 assets$/m);
    const silent = await project.webpack(['--no-stats']);
    expect([silent.code, silent.stdout]).toEqual([0, '']);
    expect(prose).toContain('On the command line, `--stats minimal` overrides the configuration for one run, and `--no-stats` is the same as `"none"`.');
  }, 120_000);

  test('JSON has chunks, ids, reasons and exports with normal; a minimal configuration leaves modules and chunks out unless --stats overrides it', async () => {
    type Json = {
      chunks?: { id: unknown }[];
      modules?: { id?: unknown; reasons?: unknown[]; providedExports?: unknown; usedExports?: unknown }[];
      namedChunkGroups?: object;
    };
    const json = async (stats: string, args: string[] = []) => {
      writeFiles(project.dir, { 'webpack.config.js': config(stats) });
      expect((await project.webpack([...args, '--json', 'stats.json'])).code).toBe(0);
      return JSON.parse(project.read('stats.json')) as Json;
    };
    const normal = await json('"normal"');
    const index = normal.modules?.find((module) => module.reasons?.length);
    expect(normal.chunks?.[0]?.id).toBeDefined();
    expect(normal.namedChunkGroups).toHaveProperty('main');
    expect(normal.modules?.[0]).toEqual(expect.objectContaining({ id: expect.anything(), providedExports: expect.anything(), usedExports: expect.anything() }));
    expect(index).toBeDefined();
    const minimal = await json('"minimal"');
    expect([minimal.modules, minimal.chunks]).toEqual([undefined, undefined]);
    const overridden = await json('"minimal"', ['--stats', 'normal']);
    expect(overridden.chunks?.length).toBeGreaterThan(0);
    expect(prose).toContain('A `"minimal"` or `"errors-only"` preset in the configuration produces a JSON file that lacks modules and chunks.');
  }, 180_000);

  test('an array of configurations prints a section per name, each with its own stats option', async () => {
    writeFiles(project.dir, {
      'webpack.config.js':
        'module.exports = [\n  { name: "client", mode: "production", stats: "minimal" },\n  { name: "server", mode: "production", target: "node", stats: "errors-only" },\n];\n',
    });
    const run = await project.webpack();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^client:\n {2}2 assets\n {2}\d+ modules\n {2}client \(webpack [\d.]+\) compiled successfully in \d+ ms\n$/);
    expect(run.stdout).not.toContain('server');
    expect(prose).toContain(
      "With an array of configurations, each compiler's stats are printed in a section named after the configuration's `name`. Each configuration uses its own `stats` option.",
    );
  }, 120_000);

  test('stats: "none" hides the error of a failed build: exit code 1 and nothing printed', async () => {
    writeFiles(project.dir, { 'webpack.config.js': config('"none"'), 'src/index.js': 'import "./missing.js";\n' });
    const run = await project.webpack();
    writeFiles(project.dir, APP);
    expect([run.code, run.stdout.trim(), run.stderr.trim()]).toEqual([1, '', '']);
    expect(prose).toContain('**`stats: "none"` in CI.** Errors are not printed either, so a failed build shows no reason.');
  }, 120_000);

  test('warningsFilter prints its deprecation as soon as there is a warning to filter, hidden or not', async () => {
    const run = async (filter: string, source: string) => {
      writeFiles(project.dir, {
        'webpack.config.js': `module.exports = { mode: "production", stats: { warningsFilter: [${filter}] } };\n`,
        'src/index.js': source,
      });
      return project.webpack();
    };
    // An import of an export that a.js does not have: a warning.
    const warning = 'import { nothing } from "./lib/a.js";\nconsole.log(nothing);\n';
    const hiding = await run('/nothing/', warning);
    const keeping = await run('/never matches/', warning);
    const clean = await run('/nothing/', APP['src/index.js']);
    writeFiles(project.dir, APP);
    expect(hiding.stdout).not.toContain('WARNING');
    expect(hiding.stderr).toContain('[DEP_WEBPACK_STATS_WARNINGS_FILTER]');
    expect(keeping.stdout).toContain('WARNING');
    expect(keeping.stderr).toContain('[DEP_WEBPACK_STATS_WARNINGS_FILTER]');
    expect(clean.stderr).not.toContain('DEP_WEBPACK_STATS_WARNINGS_FILTER');
    expect(prose).toContain(
      '`warningsFilter` is deprecated: as soon as it is set and a build has a warning, hidden or not, webpack prints the deprecation `DEP_WEBPACK_STATS_WARNINGS_FILTER`',
    );
  }, 180_000);
});

describe('colors', () => {
  const project = PageProject.forTests(PAGE);
  beforeAll(() => writeFiles(project.dir, { ...APP, 'webpack.config.js': 'module.exports = { mode: "production" };\n' }));

  /** webpack-cli in a pseudo-terminal (util-linux `script`), as a reader's shell runs it. */
  const inTerminal = (args: string) =>
    new Promise<string>((resolve) => {
      const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, NODE_ENV: _nodeEnv, ...environment } = process.env;
      execFile(
        'script',
        ['-qec', `"${process.execPath}" "${CLI}" ${args}`, '/dev/null'],
        { cwd: project.dir, env: { ...environment, TERM: 'xterm-256color' } },
        (_error, stdout) => resolve(stdout),
      );
    });

  test('colors in a terminal; --no-color and stats.colors: false turn them off; an object replaces single colors', async () => {
    expect(await inTerminal('')).toContain('\u001b[');
    expect(await inTerminal('--no-color')).not.toContain('\u001b[');
    writeFiles(project.dir, { 'webpack.config.js': 'module.exports = { mode: "production", stats: { colors: false } };\n' });
    expect(await inTerminal('')).not.toContain('\u001b[');
    const stats = await statsOf(APP);
    expect(stats.toString({ preset: 'minimal', colors: { green: '<green>' } })).toMatch(/compiled <green>successfully/);
    expect(prose).toContain('webpack-cli enables colors when the terminal supports them. `stats.colors: false` or `--no-color` turns them off.');
    expect(prose).toContain('An object such as `{ green: "\\u001b[32m" }` replaces individual colors.');
  }, 180_000);
});
