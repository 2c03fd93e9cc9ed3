import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { addAlias } from '../lib/old-urls/aliases';
import { aliasesByPage, OLD_URLS_FILE, parseOldUrls, redirectsOf, type OldUrls } from '../lib/old-urls/data';
import { checkRedirects, redirectPage } from '../lib/old-urls/redirects';

export function readOldUrls(): OldUrls {
  return parseOldUrls(JSON.parse(fs.readFileSync(path.resolve(OLD_URLS_FILE), 'utf8')));
}

/**
 * webpack.js.org's pages that live under another URL here: a redirect for hosts and Gatsby's client-side
 * navigation. A loop or a redirect to no page fails the build with both URLs.
 */
export function createOldUrlRedirects({ actions, reporter }: CreatePagesArgs, pageUrls: ReadonlySet<string>): void {
  const redirects = redirectsOf(readOldUrls());
  try {
    checkRedirects(redirects, (url) => pageUrls.has(url));
  } catch (error) {
    reporter.panicOnBuild(`${OLD_URLS_FILE}: ${(error as Error).message}`);
    return;
  }
  for (const { from, to } of redirects) actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });
}

const pageFile = (publicDir: string, url: string) => path.join(publicDir, url, 'index.html');

/**
 * After the pages are written: the old anchors' ids on the elements they map to, and a static page at each
 * redirected URL (a meta refresh that works without scripts). Returns what it did, for the build log.
 */
export function writeOldUrls(publicDir: string, siteUrl: string): { aliases: number; redirects: number } {
  const data = readOldUrls();
  let aliases = 0;
  for (const [url, list] of aliasesByPage(data)) {
    const file = pageFile(publicDir, url);
    let html = fs.readFileSync(file, 'utf8');
    for (const alias of list) {
      const next = addAlias(html, alias);
      if (next === null) throw new Error(`${OLD_URLS_FILE}: ${url} has no element #${alias.to} for the old anchor #${alias.id}`);
      html = next;
      aliases += 1;
    }
    fs.writeFileSync(file, html);
  }
  const redirects = redirectsOf(data);
  for (const { from, to } of redirects) {
    fs.mkdirSync(path.join(publicDir, from), { recursive: true });
    fs.writeFileSync(pageFile(publicDir, from), redirectPage(to, siteUrl));
  }
  return { aliases, redirects: redirects.length };
}
