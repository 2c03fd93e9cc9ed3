import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { Parser } from 'htmlparser2';
import { findBrokenLinks, lineOfLink, pageUrlOf, type BrokenLink, type BuiltPage } from '../lib/link-check';

// Pages no reader links to on purpose: the offline shell and the 404 page's own copy.
const SKIPPED = new Set(['/app-shell/', '/offline-plugin-app-shell-fallback/', '/404/', '/404.html/']);

/** A page's ids and links, and the sources of its images (which develop checks; the built site's check uses links only). */
export function readBuiltPage(url: string, html: string): BuiltPage & { readonly images: readonly string[] } {
  const ids = new Set<string>();
  const links: string[] = [];
  const images: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if (name === 'a' && attributes.href !== undefined) links.push(attributes.href);
      if (name === 'img' && attributes.src) images.push(attributes.src);
    },
  });
  parser.write(html);
  parser.end();
  return { url, ids, links, images };
}

/** Reads every HTML page and every other file of a built site. */
export function readBuiltSite(publicDir: string): { pages: BuiltPage[]; files: Set<string> } {
  const pages: BuiltPage[] = [];
  const files = new Set<string>();
  for (const entry of fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
    const urlPath = `/${entry.split(path.sep).join('/')}`;
    const full = path.join(publicDir, entry);
    if (!fs.statSync(full).isFile()) continue;
    files.add(urlPath);
    if (urlPath.endsWith('/index.html')) {
      const url = pageUrlOf(urlPath);
      if (!SKIPPED.has(url)) pages.push(readBuiltPage(url, fs.readFileSync(full, 'utf8')));
    }
  }
  return { pages, files };
}

/** "content/x.mdx:12: …" when the link comes from a content file, else the page it sits on. */
export function describeBrokenLink(link: BrokenLink, sourceOf: (url: string) => string | undefined): string {
  const source = sourceOf(link.page);
  const line = source && fs.existsSync(source) ? lineOfLink(fs.readFileSync(source, 'utf8'), link.href) : undefined;
  if (line) return `${source}:${line}: broken link ${link.href} (${link.reason})`;
  return `page ${link.page}: broken link ${link.href} (${link.reason})`;
}

/** One line per broken link; a link from the site chrome, repeated on many pages, is listed once. */
export function summarizeBrokenLinks(links: readonly BrokenLink[], sourceOf: (url: string) => string | undefined): string[] {
  const pagesByLink = new Map<string, string[]>();
  const lines = new Set<string>();
  for (const link of links) {
    const line = describeBrokenLink(link, sourceOf);
    if (!line.startsWith('page ')) lines.add(line);
    else {
      const key = `broken link ${link.href} (${link.reason})`;
      pagesByLink.set(key, [...(pagesByLink.get(key) ?? []), link.page]);
    }
  }
  for (const [key, pages] of pagesByLink) {
    lines.add(
      pages.length === 1 ? `page ${pages[0]}: ${key}` : `${key} on ${pages.length} pages: ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`,
    );
  }
  return [...lines];
}

/** A broken internal link or anchor fails the build, naming the file and line that holds it. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allDocPage: { nodes: { url: string; sourcePath: string }[] } }>(`
    query DocSourcesForLinkCheck {
      allDocPage {
        nodes {
          url
          sourcePath
        }
      }
    }
  `);
  const sources = new Map(result.data?.allDocPage.nodes.map((node) => [node.url, node.sourcePath]));
  const { pages, files } = readBuiltSite(path.resolve('public'));
  const messages = summarizeBrokenLinks(findBrokenLinks(pages, files), (url) => sources.get(url));
  if (messages.length) reporter.panicOnBuild(`${messages.length} broken internal link(s):\n  ${messages.join('\n  ')}`);
  else reporter.info(`Link check: ${pages.length} pages, every internal link and anchor resolves`);
};
