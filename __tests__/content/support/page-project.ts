/**
 * A reference page's example project: the page's titled blocks written as files in a temporary folder,
 * the commands the page shows run there with the installed webpack-cli, and the page's output blocks
 * found by the command they follow — so a test compares what the page prints with a real run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks, type CodeBlock } from '../../../src/lib/content-examples/code-blocks';
import { fileFromBlock, isProjectFileBlock } from '../../../src/lib/content-examples/project';
import { readEmitted } from './build';
import { CLI } from './webpack-cli';
import { createWorkspace, DEFAULT_PACKAGE_JSON, linkNodeModules, readPage, REPO_ROOT, runNode, runNodeInTerminal, writeFiles, type Files, type ProcessResult } from './workspace';

export class PageProject {
  readonly blocks: readonly CodeBlock[];
  readonly dir: string;

  /**
   * `packages`: a real node_modules folder holding links to just these packages, for examples that write into
   * node_modules (the filesystem cache) and must not write into this repository's. Otherwise all of it is linked.
   */
  constructor(
    readonly page: string,
    packages?: readonly string[],
  ) {
    this.blocks = extractCodeBlocks(page, readPage(page).text);
    this.dir = createWorkspace(path.basename(page, '.mdx'));
    if (packages) {
      fs.mkdirSync(path.join(this.dir, 'node_modules'));
      for (const name of packages) fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(this.dir, 'node_modules', name), 'dir');
    } else {
      linkNodeModules(this.dir);
    }
    writeFiles(this.dir, [DEFAULT_PACKAGE_JSON]);
  }

  /** A project for the tests of the enclosing `describe` block (or file), removed after them. */
  static forTests(page: string, packages?: readonly string[]): PageProject {
    const project = new PageProject(page, packages);
    afterAll(() => project.remove());
    return project;
  }

  /** The `index`-th block titled `title` (0-based), or an error naming the page. */
  block(title: string, index = 0): CodeBlock & { title: string } {
    const found = this.blocks.filter((candidate): candidate is CodeBlock & { title: string } => candidate.title === title)[index];
    if (!found) throw new Error(`${this.page}: no block ${index} titled ${title}`);
    return found;
  }

  /** Writes blocks of the page as the files their titles name (the `index`-th one of each title). */
  write(...files: (string | [title: string, index: number])[]): void {
    for (const file of files) {
      const [title, index] = typeof file === 'string' ? [file, 0] : file;
      const block = this.block(title, index);
      const { line } = block;
      if (!isProjectFileBlock(block)) throw new Error(`${this.page}:${line}: ${title} is not a file block`);
      writeFiles(this.dir, [fileFromBlock(block)]);
    }
  }

  /** The first block of `lang` without a title after the first block containing `marker`: what the page says a command prints. */
  after(marker: string, lang = 'text'): string {
    const start = this.blocks.findIndex((candidate) => candidate.value.includes(marker));
    const found = this.blocks.slice(start + 1).find((candidate) => candidate.lang === lang && !candidate.title);
    if (start < 0 || !found) throw new Error(`${this.page}: no untitled ${lang} block after one containing ${marker}`);
    return found.value;
  }

  /** The block whose text contains `part`: an output the page shows without a command before it. */
  blockContaining(part: string): string {
    const found = this.blocks.find((candidate) => candidate.value.includes(part));
    if (!found) throw new Error(`${this.page}: no block containing ${part}`);
    return found.value;
  }

  /**
   * The page's `webpack.config.js` with `sources` beside it, built by webpack-cli with `args`: returns the run and
   * what `dist/` then holds, by path relative to it. A failed build throws with the page and what webpack-cli printed.
   */
  async buildExample(sources: Files, args: readonly string[] = []): Promise<{ run: ProcessResult; emitted: Record<string, string> }> {
    this.write('webpack.config.js');
    writeFiles(this.dir, sources);
    const run = await this.webpack(args);
    if (run.code !== 0) throw new Error(`${this.page}: npx webpack ${args.join(' ')} exited with ${run.code}:\n${run.stdout}${run.stderr}`);
    return { run, emitted: readEmitted(path.join(this.dir, 'dist')) };
  }

  /** The installed webpack-cli in the project folder, in a reader's shell plus `environment`. */
  webpack(args: readonly string[] = [], environment: Readonly<Record<string, string>> = {}): Promise<ProcessResult> {
    return runNode([CLI, ...args], this.dir, 120_000, environment);
  }

  /** The same, with standard output and standard error in the order a terminal shows them. */
  webpackInTerminal(args: readonly string[] = []): Promise<{ code: number; output: string }> {
    return runNodeInTerminal([CLI, ...args], this.dir, 120_000);
  }

  node(args: readonly string[], environment: Readonly<Record<string, string>> = {}): Promise<ProcessResult> {
    return runNode(args, this.dir, 60_000, environment);
  }

  read(file: string): string {
    return fs.readFileSync(path.join(this.dir, file), 'utf8');
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
