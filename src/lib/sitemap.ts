import { absoluteUrl } from './urls';

// Built pages that are no reading matter: the offline plugin's empty app shells and Gatsby's dev 404.
const NOT_PAGES = /^\/(app-shell|offline-plugin-app-shell-fallback|dev-404-page)\/$/;

/**
 * Whether a built page belongs in the sitemap: a real page whose head does not ask search engines to
 * skip it (printable copies, the not-found and offline pages say noindex through PageHead).
 */
export function isIndexable(path: string, html: string): boolean {
  return !NOT_PAGES.test(path) && !/<meta[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemaps.org XML listing the pages, sorted so rebuilds give the same file. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].sort().map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Every crawler may read everything; the sitemap tells it what there is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
