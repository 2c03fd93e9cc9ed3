import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { structuredProblem, type AuthorProblem } from '../lib/author-errors/structured';
import { isDevelop } from './command';

interface OverlayChannel {
  emitError(id: string, errors: unknown): void;
}

/**
 * Gatsby's channel to the browser's error overlay, which it uses for GraphQL errors; reporter.error only reaches the
 * terminal. Internal to Gatsby, so required only under develop.
 */
function overlay(): OverlayChannel | null {
  if (!isDevelop()) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('gatsby/dist/utils/websocket-manager') as { websocketManager: OverlayChannel }).websocketManager;
}

/**
 * A file's problems of one stage have an overlay entry of their own, cleared by the stage that found them. The
 * frontmatter is read from the File node and the body from the Mdx node; an Mdx node Gatsby keeps unchanged across
 * a save (same content as before the break) is never read again, so it could not clear what the File node found.
 */
const overlayId = (file: string, stage?: string) => (stage ? `author-file ${file} ${stage}` : `author-file ${file}`);

// The overlay titles an entry with its sourceMessage and shows its text below the file and line.
const overlayEntry = (structured: ReturnType<typeof structuredProblem>) => ({
  ...structured,
  level: 'ERROR',
  code: 'content',
  text: structured.context.sourceMessage,
});

// The overlay entries shown, with their file: one deleted while develop runs is never read again to clear it.
const reported = new Map<string, string>();

/** In the terminal (a build stops) and, under develop, in the browser's overlay until the file is fixed. */
export function reportAuthorProblem(reporter: Reporter, problem: AuthorProblem, stage?: string): void {
  const structured = structuredProblem(problem, process.cwd());
  reporter.panicOnBuild(structured);
  const id = overlayId(problem.file, stage);
  reported.set(id, problem.file);
  overlay()?.emitError(id, [overlayEntry(structured)]);
}

/** The problems of files deleted (or renamed) since they were reported go, and the terminal says so. */
export function clearDeletedFiles(reporter: Reporter, root = process.cwd()): void {
  const gone = new Set([...reported.values()].filter((file) => !fs.existsSync(path.join(root, file))));
  for (const [id, file] of reported) {
    if (!gone.has(file)) continue;
    reported.delete(id);
    overlay()?.emitError(id, null);
  }
  for (const file of gone) reporter.info(`${file} is gone: its problem is cleared`);
}

/**
 * Under develop: a file's problems of one kind (its links, say) in the terminal and the overlay, apart from the
 * file's other problems; an empty list clears them.
 */
export function showAuthorProblems(reporter: Reporter, kind: string, file: string, problems: readonly AuthorProblem[]): void {
  const structured = problems.map((problem) => structuredProblem(problem, process.cwd()));
  for (const entry of structured) reporter.error(entry);
  if (!problems.length) reporter.info(`${file}: its ${kind} are fixed`);
  overlay()?.emitError(overlayId(file, kind), structured.length ? structured.map(overlayEntry) : null);
}

/** The file's overlay message (of that stage) goes, once it reads cleanly again. */
export function clearAuthorProblem(file: string, stage?: string): void {
  const id = overlayId(file, stage);
  reported.delete(id);
  overlay()?.emitError(id, null);
}

// Per kind, the files whose problems are shown and how: a later check repeats none of them and clears the fixed ones.
const shownByKind = new Map<string, Map<string, string>>();

/** Under develop: each file's problems of one kind, shown when they change, cleared once the file has none left. */
export function showProblemsByFile(reporter: Reporter, kind: string, byFile: ReadonlyMap<string, readonly AuthorProblem[]>): void {
  const shown = shownByKind.get(kind) ?? new Map<string, string>();
  shownByKind.set(kind, shown);
  for (const [file, problems] of byFile) {
    const signature = JSON.stringify(problems);
    if (shown.get(file) === signature) continue;
    shown.set(file, signature);
    showAuthorProblems(reporter, kind, file, problems);
  }
  for (const file of [...shown.keys()].filter((file) => !byFile.has(file))) {
    shown.delete(file);
    showAuthorProblems(reporter, kind, file, []);
  }
}
