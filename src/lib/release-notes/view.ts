import type { LedgerRelease } from '../release-ledger/types';
import { groupChanges, type ReleaseGroup } from './groups';
import { changeHref, type ReferenceOption } from './links';
import { RELEASE_NOTES_URL, releaseTitle, releaseUrl } from './urls';

/** One release notes page: the release's paragraph, its date, what it is compared with, and its changes by heading. */
export interface ReleaseView {
  readonly kind: 'release';
  readonly version: string;
  readonly previous: string;
  /** The page of the previous release, when the site has one (not for the first ledger entry). */
  readonly previousUrl: string | null;
  readonly date: string;
  readonly summary: string;
  readonly groups: readonly ReleaseGroup[];
}

/** One release as the index lists it. */
export interface ReleaseListing {
  readonly title: string;
  readonly url: string;
  readonly version: string;
  readonly previous: string;
  readonly date: string;
  readonly summary: string;
  /** How many items the release's page has under each heading, in the page's order. */
  readonly counts: readonly { readonly title: string; readonly count: number }[];
}

export interface ReleaseIndexView {
  readonly kind: 'index';
  readonly releases: readonly ReleaseListing[];
}

export type ReleaseNotesView = ReleaseView | ReleaseIndexView;

/** Every release notes page's view by URL: the index, then one per release (the ledger lists them newest first). */
export function releaseNotesViews(releases: readonly LedgerRelease[], options: readonly ReferenceOption[]): Map<string, ReleaseNotesView> {
  const views = new Map<string, ReleaseNotesView>();
  const pages = releases.map((release): ReleaseView => ({
    kind: 'release',
    version: release.version,
    previous: release.previous,
    previousUrl: releases.some((older) => older.version === release.previous) ? releaseUrl(release.previous) : null,
    date: release.date,
    summary: release.summary,
    groups: groupChanges(release.changes, (change) => changeHref(change, options)),
  }));
  views.set(RELEASE_NOTES_URL, {
    kind: 'index',
    releases: pages.map((page) => ({
      title: releaseTitle(page.version),
      url: releaseUrl(page.version),
      version: page.version,
      previous: page.previous,
      date: page.date,
      summary: page.summary,
      counts: page.groups.map((group) => ({ title: group.title, count: group.items.length })),
    })),
  });
  for (const page of pages) views.set(releaseUrl(page.version), page);
  return views;
}
