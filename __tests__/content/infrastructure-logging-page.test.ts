/**
 * @jest-environment node
 *
 * The Infrastructure Logging page against real builds and webpack's logger: the example prints what
 * the page shows at the default level, at verbose and with a debug filter; the level table, the
 * string-filter rule, progress, the stream, a custom console and the defaults are what webpack does.
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import webpack from 'webpack';
import { PageProject } from './support/page-project';
import { readPage, REPO_ROOT } from './support/workspace';

const PAGE = 'configuration/infrastructureLogging.mdx';
const { text } = readPage(PAGE);
const project = PageProject.forTests(PAGE);

/** What the reader sees in a terminal, both streams in the order they were written; timings and the folder aside. */
const seen = (output: string) => output.split(fs.realpathSync(project.dir)).join('/project').split(project.dir).join('/project').trimEnd().replace(/ in \d+ ms$/m, ' in … ms');
const shown = (command: string) => project.after(command).trimEnd().replace(/ in \d+ ms$/m, ' in … ms');

describe('the example on a real build', () => {
  beforeAll(() => project.write('webpack.config.js', 'src/index.js'));

  test.each([
    ['the default level', [], 'npx webpack'],
    ['verbose', ['--infrastructure-logging-level', 'verbose'], 'npx webpack --infrastructure-logging-level verbose'],
    ['error with a debug filter', ['--infrastructure-logging-level', 'error', '--infrastructure-logging-debug', '/Report/'], '--infrastructure-logging-debug /Report/'],
  ])('%s prints what the page shows', async (_name, args, command) => {
    const run = await project.webpackInTerminal(args);
    expect(run.code).toBe(0);
    // In page order, in one folder: the first build emits main.js, the later ones compare it.
    expect(seen(run.output)).toBe(shown(command));
  }, 120_000);

  test('webpack-cli logs "Compiler finished" after the stats: from afterDone, which runs once they are printed', async () => {
    const run = await project.webpackInTerminal(['--infrastructure-logging-level', 'verbose']);
    const lines = run.output.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('    [webpack-cli] Compiler finished');
    expect(lines.at(-2)).toMatch(/^webpack \d+\.\d+\.\d+ compiled successfully in \d+ ms$/);
    expect(text).toContain('`[webpack-cli] Compiler finished` comes last');
  }, 120_000);

  test('a string filter for the top-level logger matches nothing', async () => {
    const run = await project.webpack(['--infrastructure-logging-level', 'error', '--infrastructure-logging-debug', 'ReportPlugin']);
    expect(run.stderr.trim()).toBe('<e> [ReportPlugin] upload failed');
    expect(text).toContain('`debug: "ReportPlugin"` therefore matches nothing here');
  }, 120_000);

  test('progress: true prints status lines; "auto" prints none when output is not a terminal', async () => {
    const on = await project.webpack(['--infrastructure-logging-progress']);
    for (const line of project.blockContaining('<s> [webpack.Progress]').split('\n')) expect(on.stderr).toContain(line);
    const auto = await project.webpack(['--infrastructure-logging-progress', 'auto']);
    expect(auto.stderr).not.toContain('webpack.Progress');
    const none = await project.webpack(['--infrastructure-logging-progress', '--infrastructure-logging-level', 'none']);
    expect(none.stderr).toBe('');
  }, 120_000);

  test('the stream example writes the log to build.log, without colors', async () => {
    project.write(['webpack.config.js', 2]);
    expect(await project.webpack()).toMatchObject({ code: 0 });
    const log = project.read('build.log');
    expect(log).toContain('[webpack-cli] Compiler finished');
    // eslint-disable-next-line no-control-regex
    expect(log).not.toMatch(/\u001b\[/);
  }, 120_000);

  test('the custom console example prints what the page shows', async () => {
    project.write('collect-logs.js');
    const run = await project.node(['collect-logs.js']);
    expect(run.stdout.trim()).toBe(project.after('console.log(messages);').trim());
  }, 60_000);
});

/** Every kind of message through a real compiler's infrastructure logger, recorded by a custom console. */
function passing(level: webpack.Configuration['infrastructureLogging'] extends infer L ? (L extends { level?: infer V } ? V : never) : never, debug: unknown = false) {
  const kinds: string[] = [];
  const record = (kind: string) => () => kinds.push(kind);
  const collector = { error: record('error'), warn: record('warn'), info: record('info'), log: record('log'), debug: record('debug'), trace: record('trace'), group: record('group'), groupCollapsed: record('collapsed'), groupEnd: () => {}, status: record('status'), logTime: record('time') };
  const compiler = webpack({ context: REPO_ROOT, entry: {}, infrastructureLogging: { level, debug: debug as false, console: collector as unknown as Console } });
  const logger = compiler.getInfrastructureLogger('Probe');
  logger.error('e');
  logger.warn('w');
  logger.info('i');
  logger.status('s');
  logger.log('l');
  logger.group('g');
  logger.groupEnd();
  logger.groupCollapsed('c');
  logger.groupEnd();
  logger.debug('d');
  logger.trace();
  return kinds;
}

test('the level table', () => {
  const rows = [...text.matchAll(/^\| `"(\w+)"`(?: \(default\))? (\|.*\|)$/gm)].map((row) => [row[1], (row[2] ?? '').split('|').slice(1, -1).map((cell) => cell.trim())] as const);
  expect(rows.map(([level]) => level)).toEqual(['none', 'error', 'warn', 'info', 'log', 'verbose']);
  for (const [level, cells] of rows) {
    const kinds = passing(level as 'info');
    const [errors, warnings, info, logs, collapsed] = cells;
    expect([errors, warnings, info, logs]).toEqual([kinds.includes('error'), kinds.includes('warn'), kinds.includes('info') && kinds.includes('status'), kinds.includes('log') && kinds.includes('group')].map((yes) => (yes ? 'yes' : '')));
    // At "log" a collapsed group is a collapsed header; at "verbose" it is opened as a plain group.
    expect(collapsed).toBe(kinds.includes('collapsed') ? 'header only' : kinds.filter((kind) => kind === 'group').length === 2 ? 'opened' : '');
    expect(kinds).not.toContain('debug');
    expect(kinds).not.toContain('trace');
  }
  expect(webpack({ context: REPO_ROOT, entry: {} }).options.infrastructureLogging.level).toBe('info');
});

test('debug shows everything of the matching logger, at any level; strings match after a slash', () => {
  expect(passing('none', /Probe/)).toEqual(['error', 'warn', 'info', 'status', 'log', 'group', 'group', 'debug', 'trace']);
  expect(passing('none', 'Probe')).toEqual([]);
  const collector = { debug: jest.fn(), log: jest.fn(), error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const compiler = webpack({ context: REPO_ROOT, entry: {}, infrastructureLogging: { level: 'none', debug: 'webpack.FileSystemInfo', console: collector as unknown as Console } });
  compiler.getInfrastructureLogger('webpack.cache.PackFileCacheStrategy').getChildLogger('webpack.FileSystemInfo').debug('child');
  compiler.getInfrastructureLogger('webpack.cache.PackFileCacheStrategy').debug('parent');
  expect(collector.debug.mock.calls).toEqual([['[webpack.cache.PackFileCacheStrategy/webpack.FileSystemInfo] child']]);
  expect(text).toContain('`"webpack.FileSystemInfo"` matches the logger `webpack.cache.PackFileCacheStrategy/webpack.FileSystemInfo`');
});

test('output defaults: stderr, colors and appendOnly from the terminal check, TERM=dumb', () => {
  const optionsFor = (stream: NodeJS.WritableStream) => webpack({ context: REPO_ROOT, entry: {}, infrastructureLogging: { stream } }).options.infrastructureLogging;
  const terminal = Object.assign(new Writable({ write: (_chunk, _encoding, done) => done() }), { isTTY: true });
  const term = process.env.TERM;
  try {
    process.env.TERM = 'xterm';
    expect(optionsFor(terminal)).toMatchObject({ colors: true, appendOnly: false });
    process.env.TERM = 'dumb';
    expect(optionsFor(terminal)).toMatchObject({ colors: false, appendOnly: true });
  } finally {
    process.env.TERM = term;
  }
  expect(webpack({ context: REPO_ROOT, entry: {} }).options.infrastructureLogging.stream).toBe(process.stderr);
  expect(text).toContain('| `colors` | `true` when the stream is a terminal and `TERM` is not `dumb` |');
});

test('progress: off by default, "auto" with futureDefaults, not added beside your own ProgressPlugin; a custom console gets its status lines', async () => {
  project.write('src/index.js');
  const optionsOf = (config: webpack.Configuration) => webpack({ context: REPO_ROOT, entry: {}, ...config }).options.infrastructureLogging;
  expect([optionsOf({}).progress, optionsOf({ experiments: { futureDefaults: true } }).progress]).toEqual([false, 'auto']);
  expect(text).toContain('The default is `false`, or `"auto"` with `experiments.futureDefaults`');
  /** A real build's infrastructure log through a custom console (and a stream that must stay empty): how many status lines, how many bytes written. */
  const build = (infrastructureLogging: webpack.Configuration['infrastructureLogging'], plugins: webpack.Configuration['plugins'] = []) =>
    new Promise<{ statusLines: number; written: number }>((resolve, reject) => {
      let statusLines = 0;
      let written = 0;
      const quiet = () => undefined;
      const collector = { error: quiet, warn: quiet, info: quiet, log: quiet, debug: quiet, trace: quiet, group: quiet, groupCollapsed: quiet, groupEnd: quiet, status: () => statusLines++ };
      const stream = new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          written += chunk.length;
          done();
        },
      });
      const compiler = webpack({
        mode: 'production',
        context: project.dir,
        entry: './src/index.js',
        output: { path: `${project.dir}/progress-dist` },
        infrastructureLogging: { ...infrastructureLogging, console: collector as unknown as Console, stream },
        plugins,
      });
      compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve({ statusLines, written }))));
    });
  const [interactive, appendOnly, own] = await Promise.all([
    build({ progress: 'auto', appendOnly: false }),
    build({ progress: 'auto', appendOnly: true }),
    build({ progress: true }, [new webpack.ProgressPlugin(() => undefined)]),
  ]);
  expect(interactive.statusLines).toBeGreaterThan(0);
  expect([appendOnly.statusLines, own.statusLines, interactive.written, appendOnly.written]).toEqual([0, 0, 0, 0]);
  expect(text).toContain('a `ProgressPlugin` already in `plugins` is not added twice');
  expect(text).toContain('When set, `stream` and `colors` are not used; `appendOnly` still decides whether `progress: "auto"` shows the progress display');
}, 120_000);

test('infrastructure messages are not part of the stats; a compilation logger’s are', async () => {
  project.write('src/index.js');
  const quiet = () => undefined;
  const silent = { error: quiet, warn: quiet, info: quiet, log: quiet, debug: quiet, status: quiet };
  const plugin = (compiler: webpack.Compiler) => {
    compiler.hooks.thisCompilation.tap('Probe', (compilation) => compilation.getLogger('CompilationProbe').warn('in the stats'));
    compiler.hooks.done.tap('Probe', () => compiler.getInfrastructureLogger('InfrastructureProbe').warn('not in the stats'));
  };
  const compiler = webpack({ mode: 'production', context: project.dir, entry: './src/index.js', output: { path: `${project.dir}/stats-dist` }, infrastructureLogging: { console: silent as unknown as Console }, plugins: [plugin] });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)))));
  const loggers = Object.keys(stats.toJson({ all: false, logging: 'verbose' }).logging ?? {});
  expect(loggers).toContain('CompilationProbe');
  expect(loggers).not.toContain('InfrastructureProbe');
  expect(text).toContain('They are printed while webpack runs and are not part of the stats.');
}, 60_000);
