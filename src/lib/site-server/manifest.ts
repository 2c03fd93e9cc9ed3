import type { SiteRedirect } from './redirects';

/**
 * What the build leaves for the site's server beside public/ (src/node/server-manifest.ts): Gatsby's redirects and
 * the site's Content-Security-Policy. Paths are relative to public/, so the site can be moved.
 */
export interface SiteServerManifest {
  readonly redirects: readonly SiteRedirect[];
  /**
   * The policy of every page and file (csp.ts, policyApplies): one for the whole site, allowing the inline scripts
   * of all pages by hash. Pages share their inline scripts (a page's own values are in data attributes), so the set
   * is small, and a CDN sets it with the Cache-Control rules it has anyway (static-headers.ts).
   */
  readonly sitePolicy: string;
}

/** Where the manifest lives, relative to the project folder (moved with it; rewritten by each build). */
export const SITE_SERVER_MANIFEST = '.cache/site-server/manifest.json';
