/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restorePageData, slimDocPageData, slimPrintablePageData } from '../../src/node/slim-page-data';

test("printable page-data keeps its context's titles and anchors for the contents list, not the query's docs; the next build renders from the full file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printable-page-data-'));
  const keep = path.join(dir, 'keep');
  try {
    const write = (page: string, data: unknown) => {
      fs.mkdirSync(path.join(dir, 'page-data', page), { recursive: true });
      fs.writeFileSync(path.join(dir, 'page-data', page, 'page-data.json'), JSON.stringify(data));
    };
    const context = {
      title: 'Concepts',
      docs: [{ id: 'a', title: 'Output', url: '/concepts/output/', slug: 'concepts-output', configPage: null }],
      ids: ['a'],
      configPages: [],
      withReleases: false,
    };
    const data = { allDocPage: { nodes: [{ id: 'a', html: '<p>long text</p>'.repeat(1000), options: [] }] }, allConfigOption: { nodes: [] } };
    write('concepts/printable', { path: '/concepts/printable/', result: { data, pageContext: context } });
    write('concepts/output', { path: '/concepts/output/', result: { data: { docPage: { html: '<p>kept</p>' } } } });
    const full = fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8');
    const result = slimPrintablePageData(dir, keep);
    expect(result.pages).toBe(1);
    expect(result.after).toBeLessThan(result.before / 10);
    const slim = JSON.parse(fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8')) as unknown;
    expect(slim).toEqual({ path: '/concepts/printable/', result: { data: {}, pageContext: context } });
    expect(fs.readFileSync(path.join(dir, 'page-data/concepts/output/page-data.json'), 'utf8')).toContain('kept');

    // Gatsby keeps a page-data file whose data did not change and renders the page from it again.
    expect(() => slimPrintablePageData(dir, keep)).toThrow(/concepts\/printable\/page-data.json had no doc HTML/);
    expect(restorePageData(dir, keep)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'page-data/concepts/printable/page-data.json'), 'utf8')).toBe(full);
    expect(slimPrintablePageData(dir, keep).pages).toBe(1);
    // A page the new build no longer has is not brought back.
    fs.rmSync(path.join(dir, 'page-data/concepts'), { recursive: true });
    expect(restorePageData(dir, keep)).toBe(0);
    expect(fs.existsSync(path.join(dir, 'page-data/concepts/printable/page-data.json'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a doc page's text and tables move to content.json beside its page-data, named in its context; a second build renders from the full file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-page-data-'));
  const keep = path.join(dir, 'keep');
  const file = (page: string, name = 'page-data.json') => path.join(dir, 'page-data', page, name);
  try {
    const write = (page: string, data: unknown) => {
      fs.mkdirSync(path.join(dir, 'page-data', page), { recursive: true });
      fs.writeFileSync(file(page), JSON.stringify(data));
    };
    const docPage = { title: 'Output', html: '<p>long text</p>'.repeat(100), generatedTable: null, options: [{ name: 'a' }], contributors: [] };
    const allConfigOption = { nodes: [{ path: 'output.path', descriptionHtml: '<p>where</p>' }] };
    const full = {
      componentChunkName: 'component---src-templates-doc-page-tsx',
      path: '/configuration/output/',
      result: { data: { docPage, allConfigOption, next: null }, pageContext: { id: 'x' } },
    };
    write('configuration/output', full);
    write('index', {
      componentChunkName: 'component---src-pages-index-tsx',
      path: '/',
      result: { data: { docPage: { html: '<p>not a doc page</p>' } }, pageContext: {} },
    });
    const result = slimDocPageData(dir, keep);
    expect(result.pages).toBe(1);
    expect(result.after).toBeLessThan(result.before / 5);
    expect(JSON.parse(fs.readFileSync(file('configuration/output'), 'utf8'))).toEqual({
      ...full,
      result: {
        data: { docPage: { title: 'Output', contributors: [] }, next: null },
        pageContext: { id: 'x', contentUrl: '/page-data/configuration/output/content.json' },
      },
    });
    expect(JSON.parse(fs.readFileSync(file('configuration/output', 'content.json'), 'utf8'))).toEqual({
      docPage: { html: docPage.html, generatedTable: null, options: docPage.options },
      allConfigOption,
    });
    expect(fs.readFileSync(file('index'), 'utf8')).toContain('not a doc page');

    // A slim file the next build rendered from would have served an empty page.
    expect(() => slimDocPageData(dir, keep)).toThrow(/configuration\/output\/page-data.json had no page text/);
    expect(restorePageData(dir, keep)).toBe(1);
    expect(JSON.parse(fs.readFileSync(file('configuration/output'), 'utf8'))).toEqual(full);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
