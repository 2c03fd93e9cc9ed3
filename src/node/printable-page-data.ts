import fs from 'node:fs';
import path from 'node:path';
import type { PrintableContext } from './create-pages/printable';

/**
 * Printable pages keep the HTML they are served with (their template renders the docs inside
 * <Prerendered>), so the browser never needs the docs' text again: their page-data keeps each doc's
 * title and anchor for the contents list and loses its HTML and tables. Returns bytes before and after.
 */
export function slimPrintablePageData(publicDir: string): { pages: number; before: number; after: number } {
  const files = fs
    .readdirSync(path.join(publicDir, 'page-data'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)printable\/page-data\.json$/.test(file.split(path.sep).join('/')))
    .map((file) => path.join(publicDir, 'page-data', file));
  let before = 0;
  let after = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const data = JSON.parse(text) as { result: { pageContext: PrintableContext } };
    const context = data.result.pageContext;
    data.result.pageContext = { ...context, docs: context.docs.map(({ title, url, slug }) => ({ title, url, slug })) };
    const slim = JSON.stringify(data);
    fs.writeFileSync(file, slim);
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(slim);
  }
  return { pages: files.length, before, after };
}
