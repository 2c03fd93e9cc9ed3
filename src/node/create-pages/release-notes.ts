import type { CreatePagesArgs } from 'gatsby';
import { LEDGER_FILE, type LedgerRelease } from '../../lib/release-ledger/types';
import { missingDocumentedPages, type ReferenceOption } from '../../lib/release-notes/links';
import { releaseNotesViews, type ReleaseNotesView } from '../../lib/release-notes/view';

interface Result {
  allWebpackRelease: { nodes: LedgerRelease[] };
}

/**
 * The release notes pages' content by URL, laid out from the ledger's WebpackRelease nodes once every
 * page and option is known. A ledger entry documented on a page the site does not have stops the build,
 * naming the entry.
 */
export async function releaseNotesByUrl(
  { graphql, reporter }: CreatePagesArgs,
  pageUrls: ReadonlySet<string>,
  options: readonly ReferenceOption[],
): Promise<ReadonlyMap<string, ReleaseNotesView>> {
  const result = await graphql<Result>(`
    query ReleasesForCreatePages {
      allWebpackRelease(sort: { position: ASC }) {
        nodes {
          version
          previous
          date
          summary
          changes {
            kind
            subject
            text
            documented
            referenceOnly
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the webpack releases', result.errors as Error[] | undefined);
    return new Map();
  }
  const releases = result.data.allWebpackRelease.nodes;
  const missing = missingDocumentedPages(LEDGER_FILE, releases, pageUrls);
  if (missing.length) reporter.panicOnBuild(missing.join('\n'));
  return releaseNotesViews(releases, options);
}
