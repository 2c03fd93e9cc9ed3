import type { SiteRedirect } from './redirects';

/**
 * What the build leaves for the site's server beside public/ (src/node/server-manifest.ts): Gatsby's redirects and
 * each HTML page's Content-Security-Policy. Paths are relative to public/, so the site can be moved.
 */
export interface SiteServerManifest {
  readonly redirects: readonly SiteRedirect[];
  /** Policy of each HTML file, by its path under public/ (`concepts/index.html`). */
  readonly pagePolicies: Readonly<Record<string, string>>;
  /** Policy of a page the build did not list (none should exist): the same policy without inline scripts. */
  readonly defaultPolicy: string;
}

/** Where the manifest lives, relative to the project folder (moved with it; rewritten by each build). */
export const SITE_SERVER_MANIFEST = '.cache/site-server/manifest.json';
