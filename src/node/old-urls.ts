import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { addAlias } from '../lib/old-urls/aliases';
import { aliasesByPage, OLD_URLS_FILE, parseOldUrls, redirectsOf, type OldPage, type OldUrls } from '../lib/old-urls/data';
import { movedAnchors, movedSectionsScript } from '../lib/old-urls/moved';
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
export function writeOldUrls(publicDir: string, siteUrl: string): { aliases: number; moved: number; redirects: number } {
  const data = readOldUrls();
  let aliases = 0;
  let moved = 0;
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
  for (const page of data.pages.filter((old) => old.moved?.length)) moved += addMovedSections(publicDir, page, data);
  const redirects = redirectsOf(data);
  for (const { from, to } of redirects) {
    fs.mkdirSync(path.join(publicDir, from), { recursive: true });
    fs.writeFileSync(pageFile(publicDir, from), redirectPage(to, siteUrl));
  }
  return { aliases, moved, redirects: redirects.length };
}

/**
 * The script that sends an old anchor of a moved section on to its page (movedSectionsScript), first in the page's
 * head. Fails when the page still has an element whose id the script would take away, or the target lacks one.
 */
function addMovedSections(publicDir: string, page: OldPage, data: OldUrls): number {
  const sections = page.moved ?? [];
  const file = pageFile(publicDir, page.to);
  const html = fs.readFileSync(file, 'utf8');
  for (const { prefix } of sections) {
    const own = new RegExp(` id="${prefix}[^"]*"`).exec(html);
    if (own) throw new Error(`${OLD_URLS_FILE}: ${page.to} still has${own[0]}, which its moved section "${prefix}" would send away`);
  }
  const anchors = movedAnchors(page, data.pages);
  for (const { to } of anchors) {
    const [target, id] = to.split('#');
    if (!fs.readFileSync(pageFile(publicDir, target), 'utf8').includes(` id="${id}"`))
      throw new Error(`${OLD_URLS_FILE}: ${target} has no element #${id} for ${page.url}#${id}`);
  }
  const script = `<script>${movedSectionsScript(page.to, sections)}</script>`;
  if (!html.includes(script))
    fs.writeFileSync(
      file,
      html.replace(/<head\b[^>]*>/, (head) => head + script),
    );
  return anchors.length;
}
