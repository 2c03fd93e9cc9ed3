import type { LedgerChange } from './types';

/**
 * Whether a ledger subject covers a subject the diff reports: the same subject, or a family written
 * with a trailing `*` ("optimization.minimizer.*", "--module-parser-javascript-*") covering every
 * subject that starts with what comes before it.
 */
export function subjectCovers(ledgerSubject: string, subject: string): boolean {
  if (!ledgerSubject.endsWith('*')) return ledgerSubject === subject;
  return subject.startsWith(ledgerSubject.slice(0, -1));
}

/** The ledger change that covers a change the diff found, if any. */
export function findCovering(changes: readonly LedgerChange[], kind: string, subject: string): LedgerChange | undefined {
  return changes.find((change) => change.kind === kind && subjectCovers(change.subject, subject));
}

/**
 * The word a page must contain to be said to mention a subject: a CLI flag as it is, otherwise
 * the last segment of the path without `[]` ("output.environment.asyncFunction" → "asyncFunction",
 * "Compiler.hooks.done" → "done", a class name as it is), and for a parameter the function
 * ("webpack.Hot.decline(options)" → "decline"). A family's prefix stands for the family.
 */
export function subjectNeedle(subject: string): string {
  const stem = subject.endsWith('*') ? subject.slice(0, -1).replace(/[.-]$/, '') : subject;
  if (stem.startsWith('--')) return stem;
  const segments = stem.replace(/\[\]/g, '').split('.');
  return segments[segments.length - 1].replace(/\(.*\)$/, '');
}
