import { isIndexable, robotsTxt, sitemapXml } from '../../src/lib/sitemap';

const PAGE = '<html><head><title>Output | webpack</title><link rel="canonical" href="https://webpack.js.org/concepts/output/"></head></html>';
const NOINDEX = '<html><head><title>Combined printable page | webpack</title><meta name="robots" content="noindex" data-gatsby-head="true"></head></html>';

describe('sitemap', () => {
  it('lists pages unless their head says noindex', () => {
    expect(isIndexable('/concepts/output/', PAGE)).toBe(true);
    expect(isIndexable('/guides/404-handling/', PAGE)).toBe(true);
    for (const path of ['/printable/', '/concepts/printable/', '/404/', '/offline/']) expect(isIndexable(path, NOINDEX)).toBe(false);
  });

  it('leaves out the offline app shells and the dev 404 page', () => {
    for (const path of ['/app-shell/', '/offline-plugin-app-shell-fallback/', '/dev-404-page/']) expect(isIndexable(path, '<html></html>')).toBe(false);
  });

  it('lists absolute URLs once each, sorted', () => {
    expect(sitemapXml('https://webpack.js.org/', ['/concepts/', '/', '/concepts/', '/a&b/'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://webpack.js.org/</loc></url>',
        '  <url><loc>https://webpack.js.org/a&amp;b/</loc></url>',
        '  <url><loc>https://webpack.js.org/concepts/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('robots.txt allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://webpack.js.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://webpack.js.org/sitemap.xml\n');
  });
});
