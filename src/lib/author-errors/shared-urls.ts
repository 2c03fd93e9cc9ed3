import type { AuthorProblem } from './structured';

interface SourcedPage {
  readonly url: string;
  /** Relative to the site root: content/guides/x.mdx, content/data/webpack-releases.json, node_modules/<package>/README.md. */
  readonly sourcePath: string;
}

// A README page comes from an installed package; the author lists it in this file.
const PACKAGES_FILE = 'content/data/packages.json';
const editedFile = (sourcePath: string) => (sourcePath.startsWith('node_modules/') ? PACKAGES_FILE : sourcePath);
// A page written under content/ keeps its URL over one made from data or a package.
const rank = (page: SourcedPage) => (page.sourcePath.startsWith('content/') && page.sourcePath.endsWith('.mdx') ? 0 : 1);

/**
 * One page per URL: where several claim one, the page from a content file (then the first by source path) keeps it,
 * and each other is left out with a problem in the file that made it, naming the page that has the URL.
 */
export function onePagePerUrl<T extends SourcedPage>(pages: readonly T[]): { pages: T[]; problems: Map<string, AuthorProblem[]> } {
  const byUrl = new Map<string, T[]>();
  for (const page of pages) byUrl.set(page.url, [...(byUrl.get(page.url) ?? []), page]);
  const problems = new Map<string, AuthorProblem[]>();
  const kept = new Set<T>();
  for (const [url, claims] of byUrl) {
    const [first, ...others] = [...claims].sort((a, b) => rank(a) - rank(b) || a.sourcePath.localeCompare(b.sourcePath));
    kept.add(first);
    for (const other of others) {
      const file = editedFile(other.sourcePath);
      const reason = `${other.sourcePath} makes a page at ${url}, which ${first.sourcePath} already has: rename one of them (only the page of ${first.sourcePath} is shown)`;
      problems.set(file, [...(problems.get(file) ?? []), { file, line: 1, reason }]);
    }
  }
  return { pages: pages.filter((page) => kept.has(page)), problems };
}
