import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { isIndexable, robotsTxt, sitemapXml } from '../lib/sitemap';

interface Result {
  site: { siteMetadata: { siteUrl: string } };
  allSitePage: { nodes: { path: string }[] };
}

/** The HTML Gatsby wrote for a page path, or null for a page with no file of its own. */
function builtHtml(publicDir: string, pagePath: string): string | null {
  const file = path.join(publicDir, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * public/sitemap.xml from the pages Gatsby created, read back from their HTML so that a page's own
 * robots meta (PageHead's noindex) decides whether it is listed; and a robots.txt pointing to it.
 */
/** Returns how many pages the sitemap lists. */
export async function writeSitemap({ graphql, reporter }: BuildArgs, publicDir: string): Promise<number> {
  const result = await graphql<Result>(`
    query PagesForSitemap {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the pages for the sitemap', result.errors as Error[] | undefined);
    return 0;
  }
  const { siteUrl } = result.data.site.siteMetadata;
  const paths = result.data.allSitePage.nodes
    .map((page) => page.path)
    .filter((pagePath) => {
      const html = builtHtml(publicDir, pagePath);
      return html !== null && isIndexable(pagePath, html);
    });
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, paths));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  return paths.length;
}
