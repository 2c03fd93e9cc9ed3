/** Temporary folders for example projects, and the child processes that build and run them. */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { ProjectFile } from '../../../src/lib/content-examples/project';
import { readContentFiles } from '../../../src/node/content-dir';
import type { ContentFile } from '../../../src/lib/content-files';
import type { RunnerRequest, RunnerResult } from './runner-protocol';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const CONTENT_ROOT = path.join(REPO_ROOT, 'content');
const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');

/** For a page that shows no package.json: the one `npm init` would have left, reduced to what tools read. */
export const DEFAULT_PACKAGE_JSON = {
  path: 'package.json',
  content: `${JSON.stringify({ name: 'example', version: '1.0.0', private: true }, null, 2)}\n`,
};

/** Every page, read once per test file. */
export function contentPages(): ContentFile[] {
  return readContentFiles(CONTENT_ROOT);
}

export function readPage(page: string): ContentFile {
  return { path: page, text: fs.readFileSync(path.join(CONTENT_ROOT, page), 'utf8') };
}

/** A fresh folder under the system temp dir; remove it with removeWorkspace. */
export function createWorkspace(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `webpack-docs-${name}-`));
}

/** Set KEEP_EXAMPLES=1 to keep the built projects for a look after a failure. */
export function removeWorkspace(dir: string): void {
  if (process.env.KEEP_EXAMPLES) process.stdout.write(`example projects kept in ${dir}\n`);
  else fs.rmSync(dir, { recursive: true, force: true });
}

/** Projects use this repository's installed packages through a link: nothing is fetched at test time. */
export function linkNodeModules(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
}

/** Files to write: a list of project files, or their contents by path. */
export type Files = Iterable<Pick<ProjectFile, 'path' | 'content'>> | Readonly<Record<string, string>>;

function fileList(files: Files): Iterable<Pick<ProjectFile, 'path' | 'content'>> {
  return Symbol.iterator in files ? files : Object.entries(files).map(([file, content]) => ({ path: file, content }));
}

export function writeFiles(dir: string, files: Files): void {
  for (const file of fileList(files)) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
}

/**
 * Gives every file and folder under `dir` a time a minute back, as a reader's project has when watch mode starts.
 * watchpack reports a file changed within its file-system accuracy (up to 2 s) before the watch started as modified
 * at the first change, so files written just before it would join the next rebuild under a busy test run.
 */
export function backdate(dir: string): void {
  const past = new Date(Date.now() - 60_000);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // A linked node_modules is the repository's own: left as it is.
    if (!entry.isSymbolicLink()) fs.utimesSync(path.join(entry.parentPath, entry.name), past, past);
  }
  fs.utimesSync(dir, past, past);
}

/**
 * Runs `work` in a fresh folder holding `files` and a link to the installed packages (`link: false` for files
 * that bring the packages they need), and removes the folder afterwards, also when `work` throws.
 */
export async function inScratchProject<T>(name: string, files: Files, work: (dir: string) => T | Promise<T>, { link = true } = {}): Promise<T> {
  const dir = createWorkspace(name);
  try {
    writeFiles(dir, files);
    if (link) linkNodeModules(dir);
    return await work(dir);
  } finally {
    removeWorkspace(dir);
  }
}

export interface ProcessResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A reader's shell, not Jest's: Jest sets NODE_ENV=test, which webpack-cli and loaders would read. */
export function readerEnvironment(environment: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('JEST_')));
  return { ...inherited, NO_COLOR: '1', FORCE_COLOR: '0', ...environment };
}

/** Runs node with arguments; never rejects, so a test can show what the process printed. */
export function runNode(args: readonly string[], cwd: string, timeout = 60_000, environment: Readonly<Record<string, string>> = {}): Promise<ProcessResult> {
  const env = readerEnvironment(environment);
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, timeout, maxBuffer: 16 * 1024 * 1024, env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: stdout.toString(), stderr: stderr.toString() });
    });
  });
}

let terminalRuns = 0;

/**
 * Runs node as a terminal shows it: standard output and standard error through one file, so the lines keep
 * the order they were written in (two pipes would lose it). Never rejects.
 */
export async function runNodeInTerminal(args: readonly string[], cwd: string, timeout = 60_000, environment: Readonly<Record<string, string>> = {}): Promise<{ code: number; output: string }> {
  const file = path.join(os.tmpdir(), `webpack-docs-terminal-${process.pid}-${++terminalRuns}.txt`);
  const fd = fs.openSync(file, 'w');
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, args, { cwd, timeout, env: readerEnvironment(environment), stdio: ['ignore', fd, fd] });
      child.on('error', () => resolve(1));
      child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    return { code, output: fs.readFileSync(file, 'utf8') };
  } finally {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
  }
}

/** The child-process scripts of these tests, compiled into a workspace. */
export interface Scripts {
  /** runner.ts: loads, validates and builds webpack configurations. */
  readonly runner: string;
  /** browser.ts: opens a built page in jsdom and checks it. */
  readonly browser: string;
}

/** Compiles the scripts into the workspace as ES modules, next to a node_modules link, so they resolve webpack and jsdom. */
export function installScripts(workspace: string): Scripts {
  const install = (name: string) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(__dirname, `${name}.ts`), 'utf8'), {
      fileName: `${name}.ts`,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const file = path.join(workspace, `${name}.mjs`);
    fs.writeFileSync(file, outputText);
    return file;
  };
  if (!fs.existsSync(path.join(workspace, 'node_modules'))) linkNodeModules(workspace);
  return { runner: install('runner'), browser: install('browser') };
}

let requests = 0;

/** Sends one JSON request to a script's process and returns its JSON answer, or throws with what it printed. */
export async function callScript<Answer>(
  script: string,
  cwd: string,
  request: unknown,
  timeout?: number,
  environment?: Readonly<Record<string, string>>,
): Promise<Answer> {
  const id = `${process.pid}-${++requests}`;
  const requestFile = path.join(path.dirname(script), `request-${id}.json`);
  const resultFile = path.join(path.dirname(script), `result-${id}.json`);
  fs.writeFileSync(requestFile, JSON.stringify(request));
  const run = await runNode([script, requestFile, resultFile], cwd, timeout, environment);
  if (run.code !== 0 || !fs.existsSync(resultFile)) {
    throw new Error(`${path.basename(script)} failed (exit ${run.code}):\n${run.stderr || run.stdout}`);
  }
  return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as Answer;
}

/** A request to runner.ts. */
export function callRunner(runner: string, cwd: string, request: RunnerRequest, timeout?: number, environment?: Readonly<Record<string, string>>): Promise<RunnerResult> {
  return callScript<RunnerResult>(runner, cwd, request, timeout, environment);
}
