/** The release ledger, content/data/webpack-releases.json: what changed for readers in each documented webpack version. */

export const LEDGER_FILE = 'content/data/webpack-releases.json';

/** The kinds of change; all but `behaviour` are found by the structural release diff (scripts/release-diff). */
export const CHANGE_KINDS = [
  'option-added',
  'option-removed',
  'option-deprecated',
  'option-type-changed',
  'option-described-differently',
  'default-changed',
  'cli-added',
  'cli-removed',
  'hook-added',
  'hook-removed',
  'export-added',
  'export-removed',
  'api-added',
  'api-removed',
  'message-added',
  'message-changed',
  'message-removed',
  'behaviour',
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One change a reader may need to know about; exactly one of `documented` and `referenceOnly` is set. */
export interface LedgerChange {
  readonly kind: ChangeKind;
  /** Option path, CLI flag, hook, export path, API name or message class; a trailing `*` covers a whole family. */
  readonly subject: string;
  /** One short sentence of ours saying what changed. */
  readonly text: string;
  /** Site paths (with an optional #anchor) of the pages whose text carries the change. */
  readonly documented: readonly string[] | null;
  /** Why no prose page carries it. */
  readonly referenceOnly: string | null;
  /**
   * Only on a `behaviour` change, which no release diff finds: the test file (from the repository root) that
   * builds with both releases and shows the old behaviour and the new one.
   */
  readonly proof?: string;
}

export interface LedgerRelease {
  readonly version: string;
  /** The documented version this one is compared with. */
  readonly previous: string;
  /** Publication date on npm, YYYY-MM-DD. */
  readonly date: string;
  /** A paragraph of our own prose: what the release means for readers. */
  readonly summary: string;
  readonly changes: readonly LedgerChange[];
}

/** The releases, newest first. */
export interface Ledger {
  readonly releases: readonly LedgerRelease[];
}
