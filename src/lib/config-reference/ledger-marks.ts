import { subjectCovers } from '../release-ledger/subjects';
import type { ChangeKind, Ledger } from '../release-ledger/types';

/** What the release ledger says happened to an option: the newest release that moved its default or deprecated it. */
export interface OptionMarks {
  readonly defaultChangedIn: string | null;
  readonly deprecatedIn: string | null;
}

function newestRelease(ledger: Ledger, kind: ChangeKind, path: string): string | null {
  const release = ledger.releases.find((entry) => entry.changes.some((change) => change.kind === kind && subjectCovers(change.subject, path)));
  return release?.version ?? null;
}

export function optionMarks(ledger: Ledger, path: string): OptionMarks {
  return { defaultChangedIn: newestRelease(ledger, 'default-changed', path), deprecatedIn: newestRelease(ledger, 'option-deprecated', path) };
}

/** An option the ledger records as removed, which the installed schema no longer has. */
export interface RemovedOption {
  readonly path: string;
  readonly removedIn: string;
  /** The ledger's sentence about it (markdown). */
  readonly text: string;
}

/**
 * The options removed in the documented releases, newest removal first, that the installed schema does
 * not have again; families (`x.*`) are left to the release notes, which list them.
 */
export function removedOptions(ledger: Ledger, current: ReadonlySet<string>): RemovedOption[] {
  const removed = new Map<string, RemovedOption>();
  for (const release of ledger.releases) {
    for (const change of release.changes) {
      if (change.kind !== 'option-removed' || change.subject.endsWith('*') || current.has(change.subject) || removed.has(change.subject)) continue;
      removed.set(change.subject, { path: change.subject, removedIn: release.version, text: change.text });
    }
  }
  return [...removed.values()];
}
