/** One webpack build of a few files, in-process, for facts a page states about what webpack emits. */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import webpack, { type Configuration } from 'webpack';
import { inScratchProject } from './workspace';

type StatsOptions = Parameters<webpack.Stats['toString']>[0];

/**
 * Builds in a fresh folder with webpack's Node API and returns the stats text and the emitted files; a config given
 * as a function gets the folder, for options that name paths in it. Files under `node_modules/` make a folder of
 * the test's own packages instead of the link to this repository's (which they would otherwise be written into).
 */
export function build(files: Readonly<Record<string, string>>, configOrFor: Configuration | ((dir: string) => Configuration), stats: StatsOptions = { colors: false }) {
  const link = !Object.keys(files).some((file) => file.startsWith('node_modules/'));
  return inScratchProject('build', files, (dir) => buildIn(dir, typeof configOrFor === 'function' ? configOrFor(dir) : configOrFor, stats), { link });
}

/** Stats that print the errors and warnings only, without colors. */
export const PROBLEMS = { all: false, errors: true, warnings: true, colors: false } as const;

/**
 * `files` built unminified with `config` (or a function of the folder, for options that name paths in it): the
 * problems printed, every emitted file, and the main bundle (`main.js`, or `main.mjs` in ES module output).
 */
export async function buildUnminified(files: Readonly<Record<string, string>>, configOrFor: Configuration | ((dir: string) => Configuration)) {
  const { printed, emitted } = await build(
    files,
    (dir) => {
      const config = typeof configOrFor === 'function' ? configOrFor(dir) : configOrFor;
      return { ...config, optimization: { minimize: false, ...config.optimization } };
    },
    PROBLEMS,
  );
  return { printed: printed.trim(), emitted, main: emitted['main.js'] ?? emitted['main.mjs'] ?? '' };
}

/**
 * Builds the project in `dir` (production, `./src/index.js`, into `dir/dist` unless the config says otherwise), for
 * steps that build one folder several times; returns the stats text and what `dist/` holds afterwards.
 */
export async function buildIn(dir: string, config: Configuration, stats: StatsOptions = { colors: false }) {
  const output = { path: path.join(dir, 'dist'), ...config.output };
  const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', ...config, output });
  const printed = await runCompiler(compiler)
    .then((result) => result.toString(stats))
    .finally(() => closeCompiler(compiler));
  // A failed production build emits nothing (optimization.emitOnErrors is false).
  return { printed, emitted: readEmitted(output.path) };
}

/** The options webpack derives for `config`, every default applied, without building anything. */
export function webpackDefaults(config: Configuration) {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

/** One run of a compiler that a test keeps for several runs, as watch mode does; close it with closeCompiler. */
export function runCompiler(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))));
}

/** Ends the compiler's work, so that caches are written and nothing is left running after the test. */
export function closeCompiler(compiler: webpack.Compiler): Promise<void> {
  return new Promise((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
}

/** Every file under an output folder by its path relative to it; none when the folder is missing. */
export function readEmitted(dist: string): Record<string, string> {
  return Object.fromEntries(
    (fs.existsSync(dist) ? fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) : [])
      .filter((file) => fs.statSync(path.join(dist, file)).isFile())
      .map((file) => [file, fs.readFileSync(path.join(dist, file), 'utf8')]),
  );
}

/** Runs bundles in order in one fresh scope, as the script tags of one page do, and returns the arguments of each console.log. */
export function logsOf(...bundles: string[]): unknown[][] {
  const logged: unknown[][] = [];
  const context = vm.createContext({ console: { log: (...values: unknown[]) => logged.push(values) }, self: {} });
  for (const code of bundles) vm.runInContext(code, context);
  return logged;
}
