/** npm scripts of an example project, run without npm (nothing may be fetched, and npm adds seconds per call). */
import fs from 'node:fs';
import path from 'node:path';
import { lifecycle } from '../../../src/lib/content-examples/npm-script';
import { runNode, type ProcessResult } from './workspace';

/**
 * Runs `npm run <name>` as npm would: pre<name>, <name> and post<name>, each program taken from
 * node_modules/.bin and run with this Node.js; `extra` are the arguments after `--`.
 */
export async function runScript(dir: string, name: string, environment: Readonly<Record<string, string>> = {}, extra: readonly string[] = []): Promise<ProcessResult> {
  let stdout = '';
  let stderr = '';
  for (const step of lifecycle(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'), name)) {
    const { program, args } = step.command;
    const entry = program === 'node' ? [] : [fs.realpathSync(path.join(dir, 'node_modules/.bin', program))];
    const run = await runNode([...entry, ...args, ...(step.name === name ? extra : [])], dir, 120_000, environment);
    stdout += run.stdout;
    stderr += run.stderr;
    if (run.code !== 0) return { code: run.code, stdout, stderr };
  }
  return { code: 0, stdout, stderr };
}
