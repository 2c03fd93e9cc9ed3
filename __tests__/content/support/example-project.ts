/**
 * The example project of a guide, rebuilt from the page's own code blocks, built by real webpack
 * in a temporary folder, and checked against what the page tells the reader to expect.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks } from '../../../src/lib/content-examples/code-blocks';
import { compareFiles } from '../../../src/lib/content-examples/output-files';
import { parseScript, scriptOf } from '../../../src/lib/content-examples/npm-script';
import { deriveProject, projectFromBlocks, withoutFiles, type Project } from '../../../src/lib/content-examples/project';
import { cliArgv, toWire, type PageCheck, type PageRequest, type PageResult } from './runner-protocol';
import { callRunner, callScript, linkNodeModules, readPage, runNode, writeFiles, type ProcessResult, type Scripts } from './workspace';

export type { PageCheck };

/** A command the guide runs after building, and its output. */
export interface CommandCheck {
  /** `node` arguments, or an npm script of the project's package.json (with arguments after `--`). */
  readonly run: readonly string[] | { readonly script: string; readonly args?: readonly string[] };
  /** Lines or patterns that must all appear in its standard output. */
  readonly prints: readonly (string | RegExp)[];
}

export interface BuildCheck {
  /** The npm script to run (e.g. "build:dev"); without it webpack's Node API builds webpack.config.js as `npx webpack` would. */
  readonly script?: string;
  /** Environment variables set in the reader's shell. */
  readonly environment?: Readonly<Record<string, string>>;
  /** Every file in dist/ afterwards; placeholders such as [contenthash] or [contenthash:8] stand for hashes. */
  readonly dist: readonly string[];
  /** Warnings the page says the build reports; any other warning fails. */
  readonly warnings?: readonly RegExp[];
  /** Facts about emitted files, by path relative to the project. */
  readonly files?: Readonly<Record<string, { readonly bytes?: number; readonly contains?: readonly (string | RegExp)[]; readonly lacks?: readonly string[] }>>;
  readonly pages?: readonly PageCheck[];
  readonly commands?: readonly CommandCheck[];
}

export interface GuideExample {
  /** Content path of the page, e.g. "guides/caching.mdx". */
  readonly page: string;
  /** The page whose finished project this guide copies, and the files it tells the reader to delete. */
  readonly startsFrom?: { readonly page: string; readonly deletes?: readonly string[] };
  /** Files the page has the reader create and later delete ("delete src/footer.js"). */
  readonly deletes?: readonly string[];
  /** Binary files the page asks the reader to provide. */
  readonly binaries?: Readonly<Record<string, Buffer>>;
  /** The builds the page runs, in order, in the same folder. */
  readonly builds: readonly BuildCheck[];
}

/** The project as a reader has it at the end of the page: one source for the page and the test. */
export function reconstruct(example: GuideExample): Project {
  const filesOf = (page: string) => projectFromBlocks(extractCodeBlocks(page, readPage(page).text));
  const own = filesOf(example.page);
  const project = example.startsFrom ? deriveProject(filesOf(example.startsFrom.page), own, example.startsFrom.deletes) : own;
  return withoutFiles(project, example.deletes ?? []);
}

export function writeProject(dir: string, example: GuideExample): void {
  writeFiles(dir, reconstruct(example).values());
  for (const [file, content] of Object.entries(example.binaries ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  linkNodeModules(dir);
}

/** Runs an npm script of the project the way npm would, with its binaries from node_modules/.bin. */
export function runScript(dir: string, name: string, environment: Readonly<Record<string, string>> = {}, extra: readonly string[] = []): Promise<ProcessResult> {
  const { program, args } = parseScript(scriptOf(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'), name));
  const entry = program === 'node' ? [] : [fs.realpathSync(path.join(dir, 'node_modules/.bin', program))];
  return runNode([...entry, ...args, ...extra], dir, 120_000, environment);
}

/** Builds the project; resolves with the problems webpack reported. */
async function build(dir: string, scripts: Scripts, check: BuildCheck): Promise<{ errors: readonly string[]; warnings: readonly string[] }> {
  if (check.script) {
    const run = await runScript(dir, check.script, check.environment);
    const output = `${run.stdout}\n${run.stderr}`;
    const blocks = (kind: string) => output.split(/\n(?=\S)/).filter((block) => block.startsWith(`${kind} in `));
    if (run.code !== 0 && !blocks('ERROR').length) return { errors: [output], warnings: [] };
    return { errors: blocks('ERROR'), warnings: blocks('WARNING') };
  }
  const config = { id: 'build', file: path.join(dir, 'webpack.config.js'), format: 'javascript' as const };
  const answer = await callRunner(scripts.runner, dir, { kind: 'build', config, argv: cliArgv() }, 120_000, check.environment);
  if (answer.kind !== 'build') throw new Error('unexpected runner answer');
  return answer.result;
}

/** Builds and checks the result: no errors, only the warnings the page mentions, dist/ and file facts as described. */
export async function checkBuild(dir: string, scripts: Scripts, check: BuildCheck): Promise<void> {
  const { errors, warnings } = await build(dir, scripts, check);
  if (errors.length) throw new Error(`the build failed:\n${errors.join('\n')}`);
  const expected = check.warnings ?? [];
  const unexpected = warnings.filter((warning) => !expected.some((pattern) => pattern.test(warning)));
  const unseen = expected.filter((pattern) => !warnings.some((warning) => pattern.test(warning)));
  if (unexpected.length || unseen.length) {
    throw new Error(`warnings differ from the page:\n  reported: ${warnings.join('\n  ') || 'none'}\n  the page mentions: ${expected.map(String).join(', ') || 'none'}`);
  }
  checkDist(dir, check.dist);
  checkFiles(dir, check.files ?? {});
}

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function checkDist(dir: string, expected: readonly string[]): void {
  const actual = listFiles(path.join(dir, 'dist'));
  const { missing, unexpected } = compareFiles(actual, expected);
  if (missing.length || unexpected.length) {
    throw new Error(`dist/ holds ${actual.join(', ')}\n  missing: ${missing.join(', ') || 'none'}\n  unexpected: ${unexpected.join(', ') || 'none'}`);
  }
}

function matches(text: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
}

export function checkFiles(dir: string, files: NonNullable<BuildCheck['files']>): void {
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

/** Opens the page in jsdom (in its own process) and throws with every difference from the guide's description. */
export async function checkPage(dir: string, scripts: Scripts, check: PageCheck): Promise<void> {
  const request: PageRequest = { file: path.join(dir, check.open), check: toWire(check) };
  const { problems } = await callScript<PageResult>(scripts.browser, dir, request, 60_000);
  if (problems.length) throw new Error(`${check.open}:\n  ${problems.join('\n  ')}`);
}

export async function checkCommand(dir: string, check: CommandCheck): Promise<void> {
  // Tests shown on pages write fixtures to os.tmpdir(): keep them inside the project, removed with it.
  const environment = { TMPDIR: path.join(dir, '.tmp') };
  fs.mkdirSync(environment.TMPDIR, { recursive: true });
  const script = Array.isArray(check.run) ? null : (check.run as Exclude<CommandCheck['run'], readonly string[]>);
  const run = script ? await runScript(dir, script.script, environment, script.args) : await runNode(check.run as readonly string[], dir, 120_000, environment);
  if (run.code !== 0) throw new Error(`exit code ${run.code}\n${run.stdout}\n${run.stderr}`);
  for (const expected of check.prints) {
    if (!matches(run.stdout, expected)) throw new Error(`the output lacks ${String(expected)}:\n${run.stdout}`);
  }
}
