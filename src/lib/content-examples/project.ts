import type { CodeBlock } from './code-blocks';

/** A file of an example project, and the block of the page it was taken from. */
export interface ProjectFile {
  /** Path relative to the project root, with forward slashes. */
  readonly path: string;
  readonly content: string;
  readonly page: string;
  readonly line: number;
}

/** An example project: relative path → file. */
export type Project = ReadonlyMap<string, ProjectFile>;

// A plain relative path (src/index.js, .env, Vagrantfile): no scheme, no absolute path, no "..", no spaces.
const RELATIVE_FILE = /^(?![/\\])(?!.*(?:^|\/)\.\.(?:\/|$))[\w@+.-]+(?:\/[\w@+.-]+)*$/;

export function isRelativeFilePath(title: string): boolean {
  return RELATIVE_FILE.test(title) && !/^\.+$/.test(title);
}

/**
 * The writers' convention: a block whose title is a relative file path holds that whole file,
 * except a `diff` block, which only shows a change to it.
 */
export function isProjectFileBlock(block: CodeBlock): block is CodeBlock & { title: string } {
  return block.title !== null && block.lang !== 'diff' && isRelativeFilePath(block.title);
}

/** A block as a file: editors end a saved file with a newline, which markdown drops from the block. */
export function fileFromBlock(block: CodeBlock & { title: string }): ProjectFile {
  return { path: block.title, content: `${block.value}\n`, page: block.page, line: block.line };
}

/** The final state of every file a page shows: the last block per path wins, as for a reader following along. */
export function projectFromBlocks(blocks: readonly CodeBlock[]): Map<string, ProjectFile> {
  const files = new Map<string, ProjectFile>();
  for (const block of blocks) {
    if (isProjectFileBlock(block)) files.set(block.title, fileFromBlock(block));
  }
  return files;
}

/**
 * A guide that starts from another guide's finished project ("copy the Getting Started project,
 * delete src/greeting.js"): the base's files, minus the deleted ones, overwritten by the page's own.
 */
export function deriveProject(base: Project, own: Project, deleted: readonly string[] = []): Map<string, ProjectFile> {
  const missing = deleted.filter((path) => !base.has(path) && !own.has(path));
  if (missing.length) throw new Error(`cannot delete ${missing.join(', ')}: no such file in the project`);
  const files = new Map(base);
  for (const path of deleted) files.delete(path);
  for (const [path, file] of own) files.set(path, file);
  return files;
}

/** Files a page tells the reader to delete after creating them ("delete src/footer.js"). */
export function withoutFiles(project: Project, deleted: readonly string[]): Map<string, ProjectFile> {
  const missing = deleted.filter((path) => !project.has(path));
  if (missing.length) throw new Error(`cannot delete ${missing.join(', ')}: no such file in the project`);
  const files = new Map(project);
  for (const path of deleted) files.delete(path);
  return files;
}
