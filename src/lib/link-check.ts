import { isFilePath } from './urls';

/** Finds internal links and #fragments in the built site that lead nowhere. Pure: the caller reads the files. */
export interface BuiltPage {
  /** The page's URL path, e.g. /concepts/output/. */
  readonly url: string;
  /** Every id (and <a name>) on the page; null when they are not all known (develop, a page with generated parts). */
  readonly ids: ReadonlySet<string> | null;
  /** Raw href values of the page's links. */
  readonly links: readonly string[];
}

export interface BrokenLink {
  readonly page: string;
  readonly href: string;
  readonly reason: string;
}

const ORIGIN = 'http://site.invalid';

/** The page URL a path stands for: /a/b/index.html and /a/b both mean /a/b/. */
export function pageUrlOf(pathname: string): string {
  const path = pathname.replace(/index\.html$/, '');
  return path.endsWith('/') ? path : `${path}/`;
}

function isFile(pathname: string): boolean {
  return isFilePath(pathname) && !pathname.endsWith('.html');
}

/** `files` is null when the files are not known (develop builds none): links to files are then not checked. */
export function findBrokenLinks(pages: readonly BuiltPage[], files: ReadonlySet<string> | null): BrokenLink[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(page.links)) {
      if (!href || /^(mailto|tel|javascript|data):/i.test(href)) continue;
      const target = new URL(href, ORIGIN + page.url);
      if (target.origin !== ORIGIN) continue;
      if (isFile(target.pathname)) {
        if (files && !files.has(decodeURIComponent(target.pathname))) broken.push({ page: page.url, href, reason: 'no such file' });
        continue;
      }
      const targetPage = byUrl.get(pageUrlOf(target.pathname));
      if (!targetPage) {
        broken.push({ page: page.url, href, reason: 'no such page' });
        continue;
      }
      const id = decodeURIComponent(target.hash.slice(1));
      if (id && targetPage.ids && !targetPage.ids.has(id)) broken.push({ page: page.url, href, reason: `no #${id} on ${targetPage.url}` });
    }
  }
  return broken;
}

/** The line (1-based) of a source file that holds `href` as a markdown or HTML link target, not inside a longer URL. */
export function lineOfLink(source: string, href: string): number | undefined {
  const needles = [`](${href})`, `](${href} `, `href="${href}"`, `<${href}>`];
  const index = source.split('\n').findIndex((line) => needles.some((needle) => line.includes(needle)));
  return index >= 0 ? index + 1 : undefined;
}
