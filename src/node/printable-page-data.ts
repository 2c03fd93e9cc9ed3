import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { PrintableContext } from './create-pages/printable';

/**
 * Where the full page-data of printable pages waits between builds. Gatsby renders a page's HTML
 * from its page-data.json in public/, and keeps that file when the page's data has not changed:
 * a second build rendered the printable pages from the slim files, with every doc empty.
 */
export const FULL_PAGE_DATA_DIR = path.join('.cache', 'printable-page-data');

const printablePageData = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => /(^|\/)printable\/page-data\.json$/.test(file))
    : [];

/**
 * Printable pages keep the HTML they are served with (their template renders the docs inside
 * <Prerendered>), so the browser never needs the docs' text again: their page-data keeps each doc's
 * title and anchor for the contents list and loses its HTML and tables. The full files are kept in
 * `keepDir` for the next build's render (restorePrintablePageData). Returns bytes before and after.
 */
export function slimPrintablePageData(publicDir: string, keepDir: string = FULL_PAGE_DATA_DIR): { pages: number; before: number; after: number } {
  let before = 0;
  let after = 0;
  const files = printablePageData(path.join(publicDir, 'page-data'));
  for (const file of files) {
    const source = path.join(publicDir, 'page-data', file);
    const text = fs.readFileSync(source, 'utf8');
    const data = JSON.parse(text) as { result: { pageContext: PrintableContext } };
    const context = data.result.pageContext;
    if (context.docs.length && context.docs.every((doc) => !('html' in doc))) {
      throw new Error(`${source} had no doc HTML when the build rendered its page: the printable page was built empty`);
    }
    fs.mkdirSync(path.dirname(path.join(keepDir, file)), { recursive: true });
    fs.writeFileSync(path.join(keepDir, file), text);
    data.result.pageContext = { ...context, docs: context.docs.map(({ title, url, slug }) => ({ title, url, slug })) };
    const slim = JSON.stringify(data);
    fs.writeFileSync(source, slim);
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(slim);
  }
  return { pages: files.length, before, after };
}

/** Puts the full page-data back where Gatsby kept a slim file, before it renders again. Returns how many. */
export function restorePrintablePageData(publicDir: string, keepDir: string = FULL_PAGE_DATA_DIR): number {
  let restored = 0;
  for (const file of printablePageData(keepDir)) {
    const target = path.join(publicDir, 'page-data', file);
    if (!fs.existsSync(target)) continue;
    fs.copyFileSync(path.join(keepDir, file), target);
    restored += 1;
  }
  return restored;
}

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  const restored = restorePrintablePageData(path.resolve('public'), path.resolve(FULL_PAGE_DATA_DIR));
  if (restored) reporter.info(`Printable pages: full page-data of ${restored} pages put back for this build's render`);
};
