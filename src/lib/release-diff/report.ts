import { compareVersions, VERSION } from '../release-ledger/versions';
import { findCovering } from '../release-ledger/subjects';
import type { Ledger, LedgerChange } from '../release-ledger/types';
import type { SurfaceChange } from './diff';

/** A mistake in what release-diff was asked: reported as one line, exit code 1, nothing written. */
export class ReleaseDiffError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseDiffError';
  }
}

/**
 * The versions to compare: the arguments, else the ledger's newest version and the installed one.
 * Each must be a plain x.y.z no older than the version the ledger's first release is compared with.
 */
export function chooseVersions(args: readonly string[], ledger: Ledger, installed: string): { from: string; to: string } {
  const [newest] = ledger.releases;
  const oldest = ledger.releases[ledger.releases.length - 1];
  const from = args[0] ?? newest.version;
  const to = args[1] ?? installed;
  for (const version of [from, to]) {
    if (!VERSION.test(version)) throw new ReleaseDiffError(`unknown webpack version "${version}" (expected a release such as 5.113.0)`);
    if (compareVersions(version, oldest.previous) < 0) {
      throw new ReleaseDiffError(`webpack ${version} is older than the ledger's first release (${oldest.version}, compared with ${oldest.previous})`);
    }
  }
  if (from === to) throw new ReleaseDiffError(`webpack ${to} is both the ledger's newest and the installed version: give two versions to compare`);
  if (compareVersions(from, to) > 0) throw new ReleaseDiffError(`webpack ${from} is not older than ${to}: give the older version first`);
  return { from, to };
}

export interface ReportedChange extends SurfaceChange {
  /** Pages that mention the subject today. */
  readonly pages: readonly string[];
  /** The ledger entry of the newer version that covers the change, if there is one. */
  readonly ledger: Pick<LedgerChange, 'documented' | 'referenceOnly'> | null;
}

export function reportChanges(changes: readonly SurfaceChange[], ledger: Ledger, to: string, pagesOf: (subject: string) => string[]): ReportedChange[] {
  const entry = ledger.releases.find((release) => release.version === to);
  return changes.map((change) => {
    const covering = entry ? findCovering(entry.changes, change.kind, change.subject) : undefined;
    return { ...change, pages: pagesOf(change.subject), ledger: covering ? { documented: covering.documented, referenceOnly: covering.referenceOnly } : null };
  });
}

const MAX_PAGES = 6;
const MAX_DETAIL = 160;

/** One line per change: kind, subject, what changed, the pages mentioning it, and the ledger's word on it. */
export function changeLine(change: ReportedChange): string {
  const detail = change.detail.length > MAX_DETAIL ? `${change.detail.slice(0, MAX_DETAIL - 1)}…` : change.detail;
  const more = change.pages.length > MAX_PAGES ? ` (+${change.pages.length - MAX_PAGES} more)` : '';
  const pages = change.pages.length ? `${change.pages.slice(0, MAX_PAGES).join(' ')}${more}` : 'no page yet';
  const ledger = !change.ledger
    ? 'not in the ledger'
    : change.ledger.documented
      ? `documented on ${change.ledger.documented.join(' ')}`
      : `reference-only: ${change.ledger.referenceOnly ?? ''}`;
  return `${change.kind} ${change.subject} (${detail}) | mentioned on: ${pages} | ${ledger}`;
}
