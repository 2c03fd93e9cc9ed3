/** One webpack build of a few files, in-process, for facts a page states about what webpack emits. */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createWorkspace, linkNodeModules, removeWorkspace, writeFiles } from './workspace';

type StatsOptions = Parameters<webpack.Stats['toString']>[0];

/** Builds in a fresh folder with webpack's Node API and returns the stats text and the emitted files; a config given as a function gets the folder, for options that name paths in it. */
export async function build(files: Readonly<Record<string, string>>, configOrFor: Configuration | ((dir: string) => Configuration), stats: StatsOptions = { colors: false }) {
  const dir = createWorkspace('build');
  try {
    writeFiles(dir, Object.entries(files).map(([file, content]) => ({ path: file, content })));
    linkNodeModules(dir);
    return await buildIn(dir, typeof configOrFor === 'function' ? configOrFor(dir) : configOrFor, stats);
  } finally {
    removeWorkspace(dir);
  }
}

/**
 * Builds the project in `dir` (production, `./src/index.js`, into `dir/dist` unless the config says otherwise), for
 * steps that build one folder several times; returns the stats text and what `dist/` holds afterwards.
 */
export async function buildIn(dir: string, config: Configuration, stats: StatsOptions = { colors: false }) {
  const output = { path: path.join(dir, 'dist'), ...config.output };
  const printed = await new Promise<string>((resolve, reject) => {
    webpack({ mode: 'production', context: dir, entry: './src/index.js', ...config, output }, (error, result) =>
      error || !result ? reject(error ?? new Error('no stats')) : resolve(result.toString(stats)),
    );
  });
  // A failed production build emits nothing (optimization.emitOnErrors is false).
  return { printed, emitted: readEmitted(output.path) };
}

/** Every file under an output folder by its path relative to it; none when the folder is missing. */
export function readEmitted(dist: string): Record<string, string> {
  return Object.fromEntries(
    (fs.existsSync(dist) ? fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) : [])
      .filter((file) => fs.statSync(path.join(dist, file)).isFile())
      .map((file) => [file, fs.readFileSync(path.join(dist, file), 'utf8')]),
  );
}
