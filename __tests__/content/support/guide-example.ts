/**
 * The example project of a guide: what the page tells the reader to expect, and the project
 * itself, rebuilt from the page's own code blocks (one source for the page and the test).
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks } from '../../../src/lib/content-examples/code-blocks';
import { deriveProject, projectFromBlocks, withoutFiles, type Project } from '../../../src/lib/content-examples/project';
import type { PageCheck } from './runner-protocol';
import { linkNodeModules, readPage, writeFiles } from './workspace';

export type { PageCheck };

/** A command the guide runs after building, and its output. */
export interface CommandCheck {
  /** `node` arguments, or an npm script of the project's package.json (with arguments after `--`). */
  readonly run: readonly string[] | { readonly script: string; readonly args?: readonly string[] };
  /** Lines or patterns that must all appear in its standard output. */
  readonly prints: readonly (string | RegExp)[];
}

export interface FileFacts {
  readonly bytes?: number;
  readonly contains?: readonly (string | RegExp)[];
  readonly lacks?: readonly string[];
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
  readonly files?: Readonly<Record<string, FileFacts>>;
  readonly pages?: readonly PageCheck[];
  readonly commands?: readonly CommandCheck[];
}

export interface GuideExample {
  /** Content path of the page, e.g. "guides/caching.mdx". */
  readonly page: string;
  /** The guide whose finished project this one copies, and the files the page tells the reader to delete from it. */
  readonly startsFrom?: { readonly example: GuideExample; readonly deletes?: readonly string[] };
  /** Files the page has the reader create and later delete ("delete src/footer.js"). */
  readonly deletes?: readonly string[];
  /** Binary files the page asks the reader to provide. */
  readonly binaries?: Readonly<Record<string, Buffer>>;
  /** The page serves the project with webpack-dev-server's hot module replacement: also built with HotModuleReplacementPlugin and loaded. */
  readonly hot?: boolean;
  /** The builds the page runs, in order, in the same folder. */
  readonly builds: readonly BuildCheck[];
}

/** The project as a reader has it at the end of the page. */
export function reconstruct(example: GuideExample): Project {
  const own = projectFromBlocks(extractCodeBlocks(example.page, readPage(example.page).text));
  const { startsFrom } = example;
  const project = startsFrom ? deriveProject(reconstruct(startsFrom.example), own, startsFrom.deletes) : own;
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
