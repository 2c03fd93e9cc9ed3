/** A mistake in a file an author edits, where it is, and what to do about it. */
export interface AuthorProblem {
  /** Relative to the site root: content/concepts/index.mdx. */
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly reason: string;
}

/** Said under every problem: develop keeps the rest of the site up and picks up the saved fix. */
export const RECOVERY = 'Fix the file and save it: the page updates and this message goes away, no restart needed.';

/** file:line:column, as terminals and editors link it. */
export function problemLocation({ file, line, column }: AuthorProblem): string {
  return [file, line, line && column].filter(Boolean).join(':');
}

/** The message the terminal prints and the browser's error overlay shows. */
export function problemMessage(problem: AuthorProblem): string {
  return `${problemLocation(problem)}: ${problem.reason}\n${RECOVERY}`;
}

/** Gatsby's structured error: the overlay shows sourceMessage, the file and the line, and opens the file in the editor. */
export function structuredProblem(problem: AuthorProblem, root: string) {
  return {
    // No id: Gatsby's default entry prints the sourceMessage as it is.
    id: '',
    context: { sourceMessage: problemMessage(problem) },
    filePath: `${root.replace(/\/$/, '')}/${problem.file}`,
    ...(problem.line ? { location: { start: { line: problem.line, ...(problem.column ? { column: problem.column } : {}) } } } : {}),
  };
}
