/**
 * Where the release notes live: under Migrate, because a reader moving a project from one webpack
 * release to the next is migrating, and the section already holds the major-version guides and the
 * webpack-cli 7 page. One page per minor version: a patch release changes nothing a reader configures,
 * and the ledger records the last patch of each minor.
 */
export const RELEASE_NOTES_SECTION = 'migrate';
export const RELEASE_NOTES_GROUP = 'Release notes';
export const RELEASE_NOTES_URL = '/migrate/releases/';

/** "5.113.0" → "5.113". */
export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** "5.113.0" → "/migrate/releases/5.113/". */
export function releaseUrl(version: string): string {
  return `${RELEASE_NOTES_URL}${minorOf(version)}/`;
}

/** The page's title, its sidebar label: "webpack 5.113". */
export function releaseTitle(version: string): string {
  return `webpack ${minorOf(version)}`;
}
