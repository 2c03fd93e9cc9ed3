import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { onPostBuild as checkLinks } from './check-links';
import { writeMarkdownPages } from './markdown-pages';
import { deferPageScripts } from './deferred-scripts';
import { writeOfflineAssets } from './offline-assets';
import { FULL_PAGE_DATA_DIR, slimPrintablePageData } from './printable-page-data';
import { writeSearchConfig, writeSearchIndex } from './search-index';
import { writeSitemap } from './sitemap';

/**
 * After the pages are written: the sitemap and the markdown copies (they need no link check), a broken link fails the build, then the
 * rendered site is indexed for search, and the service worker is told what search needs offline. Two
 * parameters on purpose: Gatsby waits for a callback when a hook declares a third, and the build would never
 * finish.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  await writeSitemap(args, path.resolve('public'));
  const site = await args.graphql<{ site: { siteMetadata: { siteUrl: string; description: string } } }>('{ site { siteMetadata { siteUrl description } } }');
  const { siteUrl, description } = site.data?.site.siteMetadata ?? { siteUrl: '', description: '' };
  const markdown = writeMarkdownPages(path.resolve('public'), siteUrl, description);
  args.reporter.info(`Markdown: index.md for ${markdown.pages} pages, llms.txt and llms-full.txt (${(markdown.fullBytes / 1024).toFixed(0)} KB)`);
  await checkLinks?.(args, options, () => undefined);
  const publicDir = path.resolve('public');
  const stats = writeSearchIndex(publicDir);
  args.reporter.info(
    `Search index: ${stats.records} sections of ${stats.pages} pages, ${(stats.indexGzipBytes / 1024).toFixed(1)} KB gzip, built in ${Math.round(stats.milliseconds)} ms`,
  );
  const problems = writeSearchConfig(publicDir, process.env);
  if (problems.length) args.reporter.warn(`Algolia search is not fully configured (${problems.join('; ')}): the site searches its embedded index.`);
  writeOfflineAssets(publicDir);
  args.reporter.info(`Scripts: ${deferPageScripts(publicDir)} pages load theirs after the page has loaded`);
  const slim = slimPrintablePageData(publicDir, path.resolve(FULL_PAGE_DATA_DIR));
  args.reporter.info(
    `Printable pages: page-data of ${slim.pages} pages from ${(slim.before / 1024 / 1024).toFixed(1)} MB to ${(slim.after / 1024).toFixed(0)} KB (their text is in their HTML)`,
  );
};
