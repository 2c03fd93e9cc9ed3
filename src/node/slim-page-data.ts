import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CONTENT_FILE, contentUrlOf, splitPageContent } from '../lib/page-content/split';
import type { PrintableContext, PrintableData } from '../lib/printable-docs';

/**
 * Where the full page-data of slimmed pages waits between builds. Gatsby renders a page's HTML from
 * its page-data.json in public/, and keeps that file when the page's data has not changed: a second
 * build rendered the printable pages from the slim files, with every doc empty.
 */
export const FULL_PAGE_DATA_DIR = path.join('.cache', 'full-page-data');

const DOC_TEMPLATE_CHUNK = 'component---src-templates-doc-page-tsx';

interface PageData {
  readonly componentChunkName?: string;
  readonly path: string;
  readonly result: { readonly data?: Record<string, unknown>; readonly pageContext: Record<string, unknown> };
}

/** page-data.json files under `dir`, relative to it, with forward slashes. */
const pageDataFiles = (dir: string, test: RegExp) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => test.test(file))
    : [];

/**
 * Rewrites every page-data file that `slim` returns a smaller version of (null: left alone), after
 * keeping the full file in `keepDir` for the next build's render. Returns pages and bytes before and after.
 */
function slimEach(publicDir: string, keepDir: string, test: RegExp, slim: (data: PageData, source: string, file: string) => PageData | null) {
  let pages = 0;
  let before = 0;
  let after = 0;
  for (const file of pageDataFiles(path.join(publicDir, 'page-data'), test)) {
    const source = path.join(publicDir, 'page-data', file);
    const text = fs.readFileSync(source, 'utf8');
    const slimmed = slim(JSON.parse(text) as PageData, source, file);
    if (!slimmed) continue;
    fs.mkdirSync(path.dirname(path.join(keepDir, file)), { recursive: true });
    fs.writeFileSync(path.join(keepDir, file), text);
    const json = JSON.stringify(slimmed);
    fs.writeFileSync(source, json);
    pages += 1;
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(json);
  }
  return { pages, before, after };
}

/**
 * Printable pages keep the HTML they are served with (their template renders the docs inside
 * <Prerendered>), so the browser never needs the docs' text again: their page-data keeps the context
 * (each doc's title and anchor for the contents list) and loses the query's text and tables.
 */
export function slimPrintablePageData(publicDir: string, keepDir: string = FULL_PAGE_DATA_DIR): { pages: number; before: number; after: number } {
  return slimEach(publicDir, keepDir, /(^|\/)printable\/page-data\.json$/, (data, source) => {
    const { docs } = data.result.pageContext as unknown as PrintableContext;
    const { allDocPage } = (data.result.data ?? {}) as PrintableData;
    if (docs.length && !allDocPage?.nodes.some((doc) => doc.html)) {
      throw new Error(`${source} had no doc HTML when the build rendered its page: the printable page was built empty`);
    }
    return { ...data, result: { ...data.result, data: {} } };
  });
}

/**
 * A doc page's text and generated tables are in its HTML: its page-data, which a first visit fetches
 * too, keeps the rest and names the file beside it (`contentUrl` in the page context) that a
 * client-side navigation reads them from (src/lib/page-content). Returns bytes before and after, and
 * how many bytes moved to the content files.
 */
export function slimDocPageData(publicDir: string, keepDir: string = FULL_PAGE_DATA_DIR): { pages: number; before: number; after: number; content: number } {
  let content = 0;
  const result = slimEach(publicDir, keepDir, /(^|\/)page-data\.json$/, (data, source, file) => {
    if (data.componentChunkName !== DOC_TEMPLATE_CHUNK) return null;
    if (data.result.pageContext.contentUrl) {
      throw new Error(`${source} had no page text when the build rendered its page: the page was built empty`);
    }
    const split = splitPageContent(data.result.data ?? {});
    if (!split) return null;
    const json = JSON.stringify(split.content);
    fs.writeFileSync(path.join(path.dirname(source), CONTENT_FILE), json);
    content += Buffer.byteLength(json);
    return {
      ...data,
      result: { ...data.result, data: split.rest, pageContext: { ...data.result.pageContext, contentUrl: contentUrlOf(`/page-data/${file}`) } },
    };
  });
  return { ...result, content };
}

/** Puts the full page-data back where Gatsby kept a slim file, before it renders again. Returns how many. */
export function restorePageData(publicDir: string, keepDir: string = FULL_PAGE_DATA_DIR): number {
  let restored = 0;
  for (const file of pageDataFiles(keepDir, /(^|\/)page-data\.json$/)) {
    const target = path.join(publicDir, 'page-data', file);
    if (!fs.existsSync(target)) continue;
    fs.copyFileSync(path.join(keepDir, file), target);
    restored += 1;
  }
  return restored;
}

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  const restored = restorePageData(path.resolve('public'), path.resolve(FULL_PAGE_DATA_DIR));
  if (restored) reporter.info(`Slimmed pages: full page-data of ${restored} pages put back for this build's render`);
};
