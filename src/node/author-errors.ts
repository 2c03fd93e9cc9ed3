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

const overlayId = (file: string) => `author-file ${file}`;

/** In the terminal (a build stops) and, under develop, in the browser's overlay until the file is fixed. */
export function reportAuthorProblem(reporter: Reporter, problem: AuthorProblem): void {
  const structured = structuredProblem(problem, process.cwd());
  reporter.panicOnBuild(structured);
  // The overlay titles an entry with its sourceMessage and shows its text below the file and line.
  overlay()?.emitError(overlayId(problem.file), [{ ...structured, level: 'ERROR', code: 'content', text: structured.context.sourceMessage }]);
}

/** The file's overlay message goes, once it reads cleanly again. */
export function clearAuthorProblem(file: string): void {
  overlay()?.emitError(overlayId(file), null);
}
