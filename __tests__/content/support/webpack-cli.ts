/** The installed webpack-cli, run as a reader runs it. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './workspace';

/** The installed webpack-cli's executable, for `node CLI …` in a project folder. */
export const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');

/** Runs the CLI in `cwd` with its output in a file: piped, webpack-cli exits before a long help text is flushed. */
export function runCli(args: readonly string[], cwd: string): { code: number; output: string } {
  const file = path.join(cwd, '.cli-output.txt');
  const fd = fs.openSync(file, 'w');
  let code = 0;
  try {
    execFileSync(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', fd, fd], env: { ...process.env, NO_COLOR: '1' } });
  } catch (error) {
    code = (error as { status?: number }).status ?? 1;
  } finally {
    fs.closeSync(fd);
  }
  const output = fs.readFileSync(file, 'utf8');
  fs.rmSync(file);
  return { code, output };
}
