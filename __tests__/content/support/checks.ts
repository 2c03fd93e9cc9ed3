/** Builds an example project and compares the result with what its guide tells the reader. */
import fs from 'node:fs';
import path from 'node:path';
import { compareFiles } from '../../../src/lib/content-examples/output-files';
import type { BuildCheck, CommandCheck, FileFacts, PageCheck } from './guide-example';
import { runScript } from './npm';
import { cliArgv, toWire, type PageRequest, type PageResult } from './runner-protocol';
import { callRunner, callScript, runNode, type Scripts } from './workspace';

export type Mode = 'development' | 'production';

interface Problems {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  /** Modes webpack built in; unknown (absent) for a build through an npm script. */
  readonly modes?: readonly string[];
}

/** Builds the project with the page's npm script (webpack-cli), or else with webpack's Node API (`npx webpack [--mode …]`). */
async function build(dir: string, scripts: Scripts, check: Pick<BuildCheck, 'script' | 'environment'>, mode?: Mode, hot = false): Promise<Problems> {
  if (check.script) {
    const run = await runScript(dir, check.script, check.environment);
    const output = `${run.stdout}\n${run.stderr}`;
    const blocks = (kind: string) => output.split(/\n(?=\S)/).filter((block) => block.startsWith(`${kind} in `));
    if (run.code !== 0 && !blocks('ERROR').length) return { errors: [output], warnings: [] };
    return { errors: blocks('ERROR'), warnings: blocks('WARNING') };
  }
  const config = { id: 'build', file: path.join(dir, 'webpack.config.js'), format: 'javascript' as const };
  const answer = await callRunner(scripts.runner, dir, { kind: 'build', config, argv: cliArgv(mode ? { mode } : {}), hot }, 120_000, check.environment);
  if (answer.kind !== 'build') throw new Error('unexpected runner answer');
  return answer.result;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function checkDist(dir: string, expected: readonly string[]): void {
  const actual = listFiles(path.join(dir, 'dist'));
  const { missing, unexpected } = compareFiles(actual, expected);
  if (missing.length || unexpected.length) {
    throw new Error(`dist/ holds ${actual.join(', ')}\n  missing: ${missing.join(', ') || 'none'}\n  unexpected: ${unexpected.join(', ') || 'none'}`);
  }
}

function matches(text: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
}

function checkFiles(dir: string, files: Readonly<Record<string, FileFacts>>): void {
  for (const [file, facts] of Object.entries(files)) {
    const bytes = fs.readFileSync(path.join(dir, file));
    if (facts.bytes !== undefined && bytes.length !== facts.bytes) throw new Error(`${file} is ${bytes.length} bytes, the page says ${facts.bytes}`);
    const content = bytes.toString('utf8');
    for (const expected of facts.contains ?? []) {
      if (!matches(content, expected)) throw new Error(`${file} does not contain ${String(expected)}`);
    }
    for (const unwanted of facts.lacks ?? []) {
      if (content.includes(unwanted)) throw new Error(`${file} contains ${unwanted}`);
    }
  }
}

/**
 * Builds and checks the result: no errors, only the warnings the page mentions, dist/ and file facts as
 * described. Returns the modes it built in (empty when an npm script built it).
 */
export async function checkBuild(dir: string, scripts: Scripts, check: BuildCheck): Promise<readonly string[]> {
  const { errors, warnings, modes = [] } = await build(dir, scripts, check);
  if (errors.length) throw new Error(`the build failed:\n${errors.join('\n')}`);
  const expected = check.warnings ?? [];
  const unexpected = warnings.filter((warning) => !expected.some((pattern) => pattern.test(warning)));
  const unseen = expected.filter((pattern) => !warnings.some((warning) => pattern.test(warning)));
  if (unexpected.length || unseen.length) {
    throw new Error(`warnings differ from the page:\n  reported: ${warnings.join('\n  ') || 'none'}\n  the page mentions: ${expected.map(String).join(', ') || 'none'}`);
  }
  checkDist(dir, check.dist);
  checkFiles(dir, check.files ?? {});
  return modes;
}

/** Opens the page in jsdom (in its own process) and throws with every difference from the guide's description. */
export async function checkPage(dir: string, scripts: Scripts, check: PageCheck): Promise<void> {
  const request: PageRequest = { file: path.join(dir, check.open), check: toWire(check) };
  const { problems } = await callScript<PageResult>(scripts.browser, dir, request, 60_000);
  if (problems.length) throw new Error(`${check.open}:\n  ${problems.join('\n  ')}`);
}

/**
 * `npx webpack --mode <mode>` on the project's webpack.config.js: a reader switching modes gets a build
 * without errors (warnings, such as production's size hints, are the page's own business).
 */
export async function checkBuildsIn(dir: string, scripts: Scripts, mode: Mode, hot = false): Promise<void> {
  const { errors } = await build(dir, scripts, {}, mode, hot);
  if (errors.length) throw new Error(`npx webpack --mode ${mode}${hot ? ' with HotModuleReplacementPlugin' : ''} failed:\n${errors.join('\n')}`);
}

/** The built page opens in jsdom without an uncaught error or a failed load, whatever it then shows. */
export async function checkPageLoads(dir: string, scripts: Scripts, open: string): Promise<void> {
  await checkPage(dir, scripts, { open });
}

export async function checkCommand(dir: string, check: CommandCheck): Promise<void> {
  // Tests shown on pages write fixtures to os.tmpdir(): keep them inside the project, removed with it.
  const environment = { TMPDIR: path.join(dir, '.tmp') };
  fs.mkdirSync(environment.TMPDIR, { recursive: true });
  const { run: command } = check;
  const run = 'script' in command ? await runScript(dir, command.script, environment, command.args) : await runNode(command, dir, 120_000, environment);
  if (run.code !== 0) throw new Error(`exit code ${run.code}\n${run.stdout}\n${run.stderr}`);
  for (const expected of check.prints) {
    if (!matches(run.stdout, expected)) throw new Error(`the output lacks ${String(expected)}:\n${run.stdout}`);
  }
}
