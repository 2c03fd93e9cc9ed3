/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restorePrintablePageData, slimPrintablePageData } from '../../src/node/printable-page-data';

test('printable page-data keeps titles and anchors for the contents list, not the docs themselves; the next build renders from the full file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printable-page-data-'));
  const keep = path.join(dir, 'keep');
  try {
    const write = (page: string, data: unknown) => {
      fs.mkdirSync(path.join(dir, 'page-data', page), { recursive: true });
      fs.writeFileSync(path.join(dir, 'page-data', page, 'page-data.json'), JSON.stringify(data));
    };
    const doc = { title: 'Output', url: '/concepts/output/', slug: 'concepts-output', html: '<p>long text</p>'.repeat(100), extras: { options: [] } };
    write('concepts/printable', { path: '/concepts/printable/', result: { pageContext: { title: 'Concepts', docs: [doc] } } });
    write('concepts/output', { path: '/concepts/output/', result: { data: { docPage: { html: '<p>kept</p>' } } } });
    const full = fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8');
    const result = slimPrintablePageData(dir, keep);
    expect(result.pages).toBe(1);
    expect(result.after).toBeLessThan(result.before / 10);
    const slim = JSON.parse(fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8')) as unknown;
    expect(slim).toEqual({
      path: '/concepts/printable/',
      result: { pageContext: { title: 'Concepts', docs: [{ title: 'Output', url: '/concepts/output/', slug: 'concepts-output' }] } },
    });
    expect(fs.readFileSync(path.join(dir, 'page-data/concepts/output/page-data.json'), 'utf8')).toContain('kept');

    // Gatsby keeps a page-data file whose data did not change and renders the page from it again.
    expect(() => slimPrintablePageData(dir, keep)).toThrow(/concepts\/printable\/page-data.json had no doc HTML/);
    expect(restorePrintablePageData(dir, keep)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8')).toBe(full);
    expect(slimPrintablePageData(dir, keep).pages).toBe(1);
    // A page the new build no longer has is not brought back.
    fs.rmSync(path.join(dir, 'page-data/concepts'), { recursive: true });
    expect(restorePrintablePageData(dir, keep)).toBe(0);
    expect(fs.existsSync(path.join(dir, 'page-data/concepts/printable/page-data.json'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
