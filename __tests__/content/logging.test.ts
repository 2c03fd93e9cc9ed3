/**
 * @jest-environment node
 *
 * The Logging page against webpack's logger and options: the methods table names every method a
 * logger has (getChildLogger is explained in the prose above it), and the infrastructureLogging
 * table has a row for each option of the schema, with the defaults a real compiler ends up with.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { PageProject } from './support/page-project';
import { CLI } from './support/webpack-cli';
import { readPage, REPO_ROOT } from './support/workspace';

const text = readPage('api/logging.mdx').text;
const section = (heading: string) => text.slice(text.indexOf(heading), text.indexOf('\n#', text.indexOf(heading) + heading.length));
/** The backticked names in the first cell of each table row of a section. */
const firstCells = (heading: string) => [...section(heading).matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`(\w+)[(`]/g)].map((name) => name[1] ?? ''));
/** The second cell of the row for `option`. */
const defaultCell = (option: string) => new RegExp(`^\\| \`${option}\` \\| (.*?) \\|`, 'm').exec(section('### Infrastructure logs'))?.[1];

function compilerOptions(experiments: webpack.Configuration['experiments'] = {}) {
  return webpack({ context: process.cwd(), entry: {}, experiments }).options.infrastructureLogging;
}

test('the methods table names every method of a logger', () => {
  const logger = webpack({ context: process.cwd(), entry: {}, infrastructureLogging: { level: 'none' } }).getInfrastructureLogger('test');
  const methods = new Set<string>();
  for (let object: object | null = logger; object && object !== Object.prototype; object = Object.getPrototypeOf(object) as object | null) {
    for (const name of Object.getOwnPropertyNames(object)) if (name !== 'constructor' && name !== 'getChildLogger') methods.add(name);
  }
  expect(methods.size).toBeGreaterThan(15);
  expect(new Set(firstCells('## Logger methods'))).toEqual(methods);
  expect(section('## Getting a logger')).toContain('`logger.getChildLogger(name)`');
});

test('the infrastructureLogging table has a row for every option of the schema', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { InfrastructureLogging: { properties: object } } };
  expect(new Set(firstCells('### Infrastructure logs'))).toEqual(new Set(Object.keys(schema.definitions.InfrastructureLogging.properties)));
});

test('the infrastructureLogging defaults are the ones a compiler gets', () => {
  const options = compilerOptions();
  expect(defaultCell('level')).toBe(`\`'${options.level}'\``);
  expect(defaultCell('debug')).toBe(`\`${String(options.debug)}\``);
  expect(options.stream).toBe(process.stderr);
  expect(defaultCell('stream')).toBe('`process.stderr`');
  // Under jest, stderr is not a terminal: no colors, append only.
  expect(process.stderr.isTTY).toBeFalsy();
  expect(options.colors).toBeFalsy();
  expect(options.appendOnly).toBe(true);
  expect(defaultCell('progress')).toBe(`\`${options.progress}\`, or \`'${compilerOptions({ futureDefaults: true }).progress}'\` with \`experiments.futureDefaults\``);
});

test('stats.logging per preset, and the default when stats are printed as text', async () => {
  // A real (empty) build: the presets are applied by plugins on its compilation.
  const compiler = webpack({ mode: 'none', context: process.cwd(), entry: {} });
  const { compilation } = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, stats) => compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)))));
  const levelOf = (preset: string | undefined) => compilation.createStatsOptions(preset, { forToString: true }).logging;
  expect([undefined, 'detailed', 'verbose', 'errors-only', 'minimal', 'errors-warnings'].map(levelOf)).toEqual(['info', 'log', 'verbose', 'error', 'warn', 'warn']);
  expect(text).toContain("When stats are printed as text, the default is `'info'`. The `'detailed'` preset uses `'log'` and `'verbose'` uses `'verbose'`. `'errors-only'` uses `'error'`, and `'minimal'` and `'errors-warnings'` use `'warn'`.");
}, 60_000);

test('a custom console still gets the progress display: progress is not ignored', async () => {
  const statusLines = await new Promise<number>((resolve, reject) => {
    let count = 0;
    const quiet = () => undefined;
    const collector = { error: quiet, warn: quiet, info: quiet, log: quiet, debug: quiet, trace: quiet, group: quiet, groupCollapsed: quiet, groupEnd: quiet, status: () => count++ };
    const compiler = webpack({ mode: 'none', context: process.cwd(), entry: {}, infrastructureLogging: { console: collector as unknown as Console, progress: true } });
    compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve(count))));
  });
  expect(statusLines).toBeGreaterThan(0);
  expect(text).not.toContain('`colors`, `appendOnly`, `stream` and `progress` are then ignored');
  expect(text).toContain('`progress` still applies, and its status lines go to this console');
}, 60_000);

describe('the AssetReportPlugin example, built', () => {
  const project = new PageProject('api/logging.mdx');
  beforeAll(() => project.write('asset-report-plugin.js', 'webpack.config.js', 'src/index.js', 'src/lazy.js'));
  afterAll(() => project.remove());
  /** The `LOG from` block of a build's output, up to the blank line after it; the time a run took aside. */
  const logBlock = (output: string) => (/^(?:DEBUG )?LOG from AssetReportPlugin\n[\s\S]*?(?=\n\n)/m.exec(output)?.[0] ?? output).replace(/report: [\d.]+ ms/, 'report: … ms');

  test('with loggingDebug, the plugin’s whole log; without it, the info line and a note about hidden lines', async () => {
    const debug = await project.webpack();
    expect(debug.code).toBe(0);
    expect(logBlock(debug.stdout)).toBe(logBlock(project.after('export const greet')));
    fs.writeFileSync(path.join(project.dir, 'webpack.config.js'), project.block('webpack.config.js').value.replace(/^.*loggingDebug.*\n/m, ''));
    const info = await project.webpack();
    expect(logBlock(info.stdout)).toBe(project.blockContaining('hidden lines').trim());
  }, 120_000);

  test('in watch mode every build, the first one too, starts with the rebuilding line', async () => {
    const child = spawn(process.execPath, [CLI, 'watch'], { cwd: project.dir, env: { ...process.env, NODE_ENV: '', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let built = 0;
    let onBuild: () => void = () => undefined;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      built += (chunk.toString().match(/compiled successfully/g) ?? []).length;
      onBuild();
    });
    const builds = (count: number) =>
      new Promise<void>((resolve) => {
        onBuild = () => {
          if (built >= count) resolve();
        };
        onBuild();
      });
    try {
      await builds(1);
      // The watcher is set up after the first build: edit until an edit is seen (each edit is one changed file).
      const second = builds(2);
      for (let seen = false; !seen; seen = await Promise.race([second.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000))])) {
        fs.appendFileSync(path.join(project.dir, 'src/lazy.js'), '// edited\n');
      }
    } finally {
      child.kill();
    }
    expect(stderr.trim().split('\n').slice(0, 2).join('\n')).toBe(project.blockContaining('rebuilding, 0 changed').trim());
  }, 120_000);
});
