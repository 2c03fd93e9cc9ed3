import type { Anchor } from '../anchors';
import { describeMarkdown } from '../description';
import { LEDGER_FILE, type LedgerRelease } from '../release-ledger/types';
import { groupChanges } from './groups';
import { RELEASE_NOTES_GROUP, RELEASE_NOTES_SECTION, RELEASE_NOTES_URL, minorOf, releaseTitle, releaseUrl } from './urls';

/** The fields of a DocPage node (src/node/schema.ts) a release notes page sets; its text comes from the ledger at page creation. */
export interface ReleaseDocPage {
  readonly title: string;
  readonly url: string;
  readonly section: string;
  readonly name: string;
  readonly sort: number;
  readonly group: string;
  readonly summary: string;
  readonly description: string | null;
  readonly keywords: readonly string[];
  readonly anchors: readonly Anchor[];
  readonly sourcePath: string;
}

/** The index's heading id for a release: "5.113.0" → "webpack-5-113". */
export const listingId = (version: string): string => `webpack-${minorOf(version).replace('.', '-')}`;

const anchor = (id: string, title: string): Anchor => ({ id, title, level: 2, children: [] });

// After the section's own pages (sorts 0-3): the index first, then the releases newest first.
const INDEX_SORT = 100;

/** The index page and one page per ledger release, as sidebar, search and "Edit Document" see them. */
export function releaseDocPages(releases: readonly LedgerRelease[]): ReleaseDocPage[] {
  const shared = { section: RELEASE_NOTES_SECTION, group: RELEASE_NOTES_GROUP, sourcePath: LEDGER_FILE };
  const newest = releases[0];
  const oldest = releases[releases.length - 1];
  const index: ReleaseDocPage = {
    ...shared,
    title: 'Release notes',
    url: RELEASE_NOTES_URL,
    name: 'releases',
    sort: INDEX_SORT,
    summary: `What changed for readers in each webpack minor release from ${minorOf(oldest.version)} to ${minorOf(newest.version)}, with where this site documents it.`,
    description: `What changed in each webpack release from ${minorOf(oldest.version)} to ${minorOf(newest.version)}: options, defaults, hooks, messages and behaviour, linked to the pages that document them.`,
    keywords: ['changelog', 'release notes', "what's new"],
    anchors: releases.map((release) => anchor(listingId(release.version), releaseTitle(release.version))),
  };
  const pages = releases.map((release, position): ReleaseDocPage => ({
    ...shared,
    title: releaseTitle(release.version),
    url: releaseUrl(release.version),
    name: `releases-${minorOf(release.version)}`,
    sort: INDEX_SORT + 1 + position,
    summary: `${release.changes.length} changes since ${release.previous}, released ${release.date}.`,
    description: describeMarkdown(release.summary),
    keywords: ['changelog', 'release notes', `webpack ${release.version}`],
    anchors: groupChanges(release.changes, () => null).map((group) => anchor(group.id, group.title)),
  }));
  return [index, ...pages];
}
