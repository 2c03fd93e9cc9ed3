import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import type { Anchor } from '../lib/anchors';
import type { AuthorProblem } from '../lib/author-errors/structured';
import { findBrokenLinks, lineOfLink, type BuiltPage } from '../lib/link-check';
import { showProblemsByFile } from './author-errors';
import { readBuiltPage } from './check-links';
import type { DocPageSummary } from './create-pages/query';

type CheckedPage = Pick<DocPageSummary, 'url' | 'name' | 'html' | 'contentFilePath' | 'extras'> & { readonly anchors: readonly Anchor[] };

/** A configuration option's entry in its page's reference (the ConfigOption nodes). */
interface OptionAnchor {
  readonly page: string;
  readonly anchorId: string;
}

const flatIds = (anchors: readonly Anchor[]): string[] => anchors.flatMap((anchor) => [anchor.id, ...flatIds(anchor.children)]);

/** Tables, option references and release changes render ids develop does not list: anchors into such pages are not checked. */
const hasGeneratedParts = ({ extras }: CheckedPage) =>
  extras.options.length > 0 || Boolean(extras.generatedTable || extras.releaseNotes || extras.optionsSource);

// The ids and links of each page's HTML, by URL: develop checks links after every edit, and parsing all ~190 pages'
// HTML each time took about a second; only the edited page's HTML has changed.
const parsed = new Map<string, { readonly html: string; readonly page: ReturnType<typeof readBuiltPage> }>();

/** readBuiltPage, reusing the last result while the page's HTML is the same. */
function builtPageOf(url: string, html: string): ReturnType<typeof readBuiltPage> {
  const last = parsed.get(url);
  if (last?.html === html) return last.page;
  const page = readBuiltPage(url, html);
  parsed.set(url, { html, page });
  return page;
}

/** The URL of each page under src/pages/: index is /, the others /<name>/. */
export function srcPageUrls(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.tsx$/.test(file))
    .map((file) => path.basename(file, '.tsx'))
    .map((name) => (name === 'index' ? '/' : `/${name}/`));
}

/** URL paths (/branding/logo.svg) of the files under each folder, as develop serves them from the site root. */
export function servedFiles(dirs: readonly string[]): Set<string> {
  return new Set(
    dirs
      .filter((dir) => fs.existsSync(dir))
      .flatMap((dir) =>
        fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => fs.statSync(path.join(dir, file)).isFile())
          .map((file) => `/${file.split(path.sep).join('/')}`),
      ),
  );
}

/** The broken links of each content file, with the line that holds each: what develop shows the author. */
export function brokenContentLinks(
  pages: readonly CheckedPage[],
  options: readonly OptionAnchor[],
  otherUrls: Iterable<string>,
  readSource: (file: string) => string,
  files: ReadonlySet<string>,
): Map<string, AuthorProblem[]> {
  const built = pages.map((page) => builtPageOf(page.url, page.html ?? ''));
  const known: BuiltPage[] = pages.map((page, index) => {
    // A configuration page's option reference gives each option the anchor its ConfigOption node names.
    const optionIds = options.filter((option) => option.page === page.name).map((option) => option.anchorId);
    const { url, ids, links } = built[index];
    return { url, links, ids: hasGeneratedParts(page) ? null : new Set([...(ids ?? []), ...flatIds(page.anchors), ...optionIds]) };
  });
  const urls = new Set(known.map((page) => page.url));
  const others: BuiltPage[] = [...otherUrls].filter((url) => !urls.has(url)).map((url) => ({ url, ids: null, links: [] }));
  const sourceOf = new Map(pages.map((page) => [page.url, page.contentFilePath]));
  const byFile = new Map<string, AuthorProblem[]>();
  // Links to files are not checked (develop writes none of the build's files); images are, against the files it serves.
  const images = built.map(({ url, images: sources }) => ({ url, ids: null, links: sources }));
  for (const link of [...findBrokenLinks([...known, ...others], null), ...findBrokenLinks([...images, ...others], files)]) {
    const source = sourceOf.get(link.page);
    // README pages come from npm packages, not from a file the author edits; the build checks them.
    if (!source) continue;
    const file = path.relative(process.cwd(), source);
    const reason =
      link.reason === 'no such file' ? `missing file ${link.href}: put it under static/ or correct the path` : `broken link ${link.href}: ${link.reason}`;
    const problem = { file, line: lineOfLink(readSource(source), link.href), reason };
    byFile.set(file, [...(byFile.get(file) ?? []), problem]);
  }
  return byFile;
}

/**
 * Under develop, where no site is built for the post-build link check: a link to a page or anchor that does not
 * exist is shown in the terminal and the browser, with its file and line, until the file is fixed.
 */
export function checkLinksInDevelop(reporter: Reporter, pages: readonly CheckedPage[], options: readonly OptionAnchor[], otherUrls: Iterable<string>): void {
  const files = servedFiles([path.resolve('static'), path.resolve('public')]);
  showProblemsByFile(
    reporter,
    'links',
    brokenContentLinks(pages, options, otherUrls, (file) => fs.readFileSync(file, 'utf8'), files),
  );
}
