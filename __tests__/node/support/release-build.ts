/** One build of a few files with a given webpack package (installed or packed), each in a Node.js process of its own. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEmitted } from '../../content/support/build';
import { writeFiles } from '../../content/support/workspace';

export interface ReleaseBuild {
  /** The messages of the build's errors, empty when it passed. */
  readonly errors: readonly string[];
  /** Every file in dist/, by path relative to it. */
  readonly emitted: Readonly<Record<string, string>>;
}

/** The child's program: builds `config` (JSON) with the webpack at `webpackDir` and prints its errors as JSON. */
const PROGRAM = `
const [webpackDir, configJson] = process.argv.slice(1);
require(webpackDir)(JSON.parse(configJson), (error, stats) => {
  const errors = error ? [error.message] : stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message);
  process.stdout.write(JSON.stringify(errors));
});
`;

/**
 * Builds `files` with the webpack package at `webpackDir` in production mode (`config` may override it; it
 * is JSON, so no functions or regular expressions). One webpack per process: two releases loaded into one
 * process would share Node's module cache for their common dependencies.
 */
export async function buildWithRelease(
  webpackDir: string,
  files: Readonly<Record<string, string>>,
  config: Readonly<Record<string, unknown>> = {},
): Promise<ReleaseBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
  try {
    writeFiles(
      dir,
      Object.entries(files).map(([file, content]) => ({ path: file, content })),
    );
    const full = {
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      ...config,
      output: { path: path.join(dir, 'dist'), ...(config.output as object | undefined) },
    };
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['-e', PROGRAM, webpackDir, JSON.stringify(full)], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (error, out, err) =>
        error ? reject(new Error(`the build with ${webpackDir} crashed:\n${String(err)}`)) : resolve(String(out)),
      ),
    );
    return { errors: JSON.parse(stdout) as string[], emitted: readEmitted(path.join(dir, 'dist')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
