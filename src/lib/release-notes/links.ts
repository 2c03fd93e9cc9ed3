import type { LedgerChange, LedgerRelease } from '../release-ledger/types';

/** What a release item can link to when no prose page carries it: an option's entry in the generated reference. */
export interface ReferenceOption {
  readonly path: string;
  /** The configuration page name (output, dev-server …) and the entry's anchor on it. */
  readonly page: string;
  readonly anchorId: string;
  readonly cliFlags: readonly string[];
}

const OPTION_KINDS = new Set<string>(['option-added', 'option-deprecated', 'option-type-changed', 'option-described-differently', 'default-changed']);
const CLI_KINDS = new Set<string>(['cli-added']);

/** "optimization.minimizer.*" → "optimization.minimizer": a family links to the option that holds it. */
const familyRoot = (subject: string) => subject.replace(/\.?\*$/, '');

/**
 * Where a release item links: the first page the ledger says documents it; else, for an option or
 * CLI flag the installed webpack still has, its entry in the generated reference; else nowhere
 * (a removed option, an internal hook: the item is listed without a link).
 */
export function changeHref(change: LedgerChange, options: readonly ReferenceOption[]): string | null {
  if (change.documented?.length) return change.documented[0];
  const subject = familyRoot(change.subject);
  const option = OPTION_KINDS.has(change.kind)
    ? options.find((candidate) => candidate.path === subject)
    : CLI_KINDS.has(change.kind)
      ? options.find((candidate) => candidate.cliFlags.includes(subject))
      : undefined;
  return option ? `/configuration/${option.page}/#${option.anchorId}` : null;
}

/** The page part of a site path: "/configuration/output/#outputpath" → "/configuration/output/". */
export const pageOf = (sitePath: string): string => sitePath.split('#')[0];

/**
 * Every `documented` path of the ledger whose page the site does not have, as one line each naming the
 * ledger entry, so a build fails before it links readers to nowhere (anchors are checked on the built
 * pages by the site's link check).
 */
export function missingDocumentedPages(file: string, releases: readonly LedgerRelease[], pageUrls: ReadonlySet<string>): string[] {
  return releases.flatMap((release, r) =>
    release.changes.flatMap((change, c) =>
      (change.documented ?? [])
        .filter((sitePath) => !pageUrls.has(pageOf(sitePath)))
        .map(
          (sitePath) =>
            `${file}: releases[${r}].changes[${c}] (${release.version} ${change.kind} ${change.subject}) is documented at ${sitePath}, but the site has no page ${pageOf(sitePath)}`,
        ),
    ),
  );
}
