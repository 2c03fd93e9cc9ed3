import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { onPostBuild as checkLinks } from './check-links';
import { MARKDOWN_CACHE_DIR } from './markdown-pages';
import { writeMarkdownPagesInThread } from './markdown-thread';
import { deferPageScripts } from './deferred-scripts';
import { writeOldUrls } from './old-urls';
import { writeOfflineAssets, writeOfflineManifest } from './offline-assets';
import { FULL_PAGE_DATA_DIR, slimDocPageData, slimPrintablePageData } from './slim-page-data';
import { writeSearchConfig, writeSearchIndex } from './search-index';
import { writeSitemap } from './sitemap';
import { SITE_SERVER_MANIFEST } from '../lib/site-server/manifest';
import type { SiteRedirect } from '../lib/site-server/redirects';
import { precompress } from './precompress';
import { buildServerManifest, policySourcesFromEnv, writeServerManifest } from './server-manifest';
import { writeStaticHeaders } from './static-headers';

/**
 * After the pages are written: their scripts deferred, the sitemap and the markdown copies (they need no link check), a broken link fails the build, then the
 * rendered site is indexed for search, and the service worker is told what search needs offline. Two
 * parameters on purpose: Gatsby waits for a callback when a hook declares a third, and the build would never
 * finish.
 */
/** Runs one step of the post-build and says how long it took: the build log then shows where its time goes. */
async function step<T>(reporter: { info(message: string): void }, run: () => T | Promise<T>, describe: (value: T) => string): Promise<T> {
  const start = process.hrtime.bigint();
  const value = await run();
  reporter.info(`${describe(value)} [${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(2)} s]`);
  return value;
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  const { reporter } = args;
  const publicDir = path.resolve('public');
  // First, so the HTML the steps below read is final: an unchanged page's is the same from one build to the next.
  await step(
    reporter,
    () => deferPageScripts(publicDir),
    (pages) => `Scripts: ${pages} newly written pages load theirs after the page has loaded`,
  );
  const site = await args.graphql<{ site: { siteMetadata: { siteUrl: string; description: string } } }>('{ site { siteMetadata { siteUrl description } } }');
  const { siteUrl, description } = site.data?.site.siteMetadata ?? { siteUrl: '', description: '' };
  // Before the steps that read the pages: an old id is an empty element, so their text is the same.
  await step(
    reporter,
    () => writeOldUrls(publicDir, siteUrl),
    (old) => `webpack.js.org URLs: ${old.aliases} old anchor ids added, ${old.moved} anchors of moved sections sent on, ${old.redirects} redirect pages`,
  );
  await step(
    reporter,
    () => writeSitemap(args, publicDir),
    (pages) => `Sitemap: ${pages} pages`,
  );
  await step(
    reporter,
    () => writeMarkdownPagesInThread([publicDir, siteUrl, description, path.resolve(MARKDOWN_CACHE_DIR)]),
    (markdown) =>
      `Markdown: index.md for ${markdown.pages} pages (${markdown.converted} converted, the others unchanged), llms.txt and llms-full.txt (${(markdown.fullBytes / 1024).toFixed(0)} KB)`,
  );
  await step(
    reporter,
    () => checkLinks?.(args, options, () => undefined),
    () => 'Link check',
  );
  await step(
    reporter,
    () => writeSearchIndex(publicDir),
    (stats) =>
      `Search index: ${stats.records} sections of ${stats.pages} pages (${stats.indexed} read again, the others unchanged), ${(stats.indexGzipBytes / 1024).toFixed(1)} KB gzip`,
  );
  const problems = writeSearchConfig(publicDir, process.env);
  if (problems.length) reporter.warn(`Algolia search is not fully configured (${problems.join('; ')}): the site searches its embedded index.`);
  writeOfflineAssets(publicDir);
  await step(
    reporter,
    () => slimPrintablePageData(publicDir, path.resolve(FULL_PAGE_DATA_DIR)),
    (slim) =>
      `Printable pages: page-data of ${slim.pages} pages from ${(slim.before / 1024 / 1024).toFixed(1)} MB to ${(slim.after / 1024).toFixed(0)} KB (their text is in their HTML)`,
  );
  await step(
    reporter,
    () => slimDocPageData(publicDir, path.resolve(FULL_PAGE_DATA_DIR)),
    (slim) =>
      `Doc pages: page-data of ${slim.pages} pages from ${(slim.before / 1024 / 1024).toFixed(1)} to ${(slim.after / 1024 / 1024).toFixed(1)} MB, their text and tables (${(slim.content / 1024 / 1024).toFixed(1)} MB) in content.json for client-side navigation`,
  );
  // After the page-data files are final: it lists them.
  await step(
    reporter,
    () => writeOfflineManifest(publicDir),
    (manifest) =>
      `Offline: ${Object.keys(manifest.pages).length} pages readable offline once the service worker has saved ${manifest.files.length} files (${(manifest.bytes / 1024 / 1024).toFixed(2)} MB uncompressed)`,
  );
  // Last: the server's page policies hash the final HTML, and the compressed copies are of the final files.
  const manifest = await step(
    reporter,
    () => {
      // Gatsby keeps createRedirect's redirects in its store; public/ has at most their meta-refresh pages.
      const redirects = (args.store as unknown as { getState(): { redirects?: SiteRedirect[] } }).getState().redirects ?? [];
      const manifest = buildServerManifest(publicDir, redirects, policySourcesFromEnv(process.env));
      writeServerManifest(path.resolve(SITE_SERVER_MANIFEST), manifest);
      return manifest;
    },
    (manifest) =>
      `Server: ${manifest.redirects.length} redirects, a Content-Security-Policy allowing ${manifest.sitePolicy.split("'sha256-").length - 1} inline scripts`,
  );
  await step(
    reporter,
    () => writeStaticHeaders(publicDir, manifest),
    (rules) => `CDN headers: public/_headers, ${rules} rules (the server's headers for each file)`,
  );
  await step(
    reporter,
    () => precompress(publicDir),
    (stats) =>
      `Compressed copies: ${stats.files} files (${stats.written} compressed now), ${(stats.bytes / 1024 / 1024).toFixed(1)} MB → Brotli ${(stats.brotliBytes / 1024 / 1024).toFixed(1)} MB, gzip ${(stats.gzipBytes / 1024 / 1024).toFixed(1)} MB`,
  );
};
