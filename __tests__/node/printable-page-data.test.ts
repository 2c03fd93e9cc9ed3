/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slimPrintablePageData } from '../../src/node/printable-page-data';

test('printable page-data keeps titles and anchors for the contents list, not the docs themselves', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printable-page-data-'));
  try {
    const write = (page: string, data: unknown) => {
      fs.mkdirSync(path.join(dir, 'page-data', page), { recursive: true });
      fs.writeFileSync(path.join(dir, 'page-data', page, 'page-data.json'), JSON.stringify(data));
    };
    const doc = { title: 'Output', url: '/concepts/output/', slug: 'concepts-output', html: '<p>long text</p>'.repeat(100), extras: { options: [] } };
    write('concepts/printable', { path: '/concepts/printable/', result: { pageContext: { title: 'Concepts', docs: [doc] } } });
    write('concepts/output', { path: '/concepts/output/', result: { data: { docPage: { html: '<p>kept</p>' } } } });
    const result = slimPrintablePageData(dir);
    expect(result.pages).toBe(1);
    expect(result.after).toBeLessThan(result.before / 10);
    const slim = JSON.parse(fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8')) as unknown;
    expect(slim).toEqual({
      path: '/concepts/printable/',
      result: { pageContext: { title: 'Concepts', docs: [{ title: 'Output', url: '/concepts/output/', slug: 'concepts-output' }] } },
    });
    expect(fs.readFileSync(path.join(dir, 'page-data/concepts/output/page-data.json'), 'utf8')).toContain('kept');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
