import type { ModeDefaults } from './mode-defaults';

/** One option of the configuration reference, as the build computes it and the page shows it. */
export interface OptionEntryData {
  /** Option path as written in a config; array items as []: module.rules[].test. */
  readonly path: string;
  readonly anchorId: string;
  /** 1 for top-level options, 2 for their properties … */
  readonly depth: number;
  /** Another option documenting the same shape (resolveLoader → resolve). */
  readonly sameAs: string | null;
  readonly descriptionHtml: string;
  readonly type: string;
  readonly defaults: ModeDefaults;
  readonly cliFlags: readonly string[];
  readonly added: string | null;
  readonly experimental: boolean;
  readonly deprecated: boolean;
  /** From the release ledger: the newest documented release that moved the option's default. */
  readonly defaultChangedIn: string | null;
  /** From the release ledger: the release that deprecated it, when the ledger records one. */
  readonly deprecatedIn: string | null;
  /** Set on an entry for an option the ledger records as removed: the release that removed it. */
  readonly removedIn: string | null;
}
