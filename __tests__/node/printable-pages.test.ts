/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { createPrintablePages } from '../../src/node/create-pages/printable';
import type { DocPageSummary } from '../../src/node/create-pages/query';
import { oversizedContexts } from '../../src/lib/page-context-size';
import { printableDocs, type PrintableContext, type PrintableData } from '../../src/lib/printable-docs';
import { buildSiteTree } from '../../src/lib/site-tree';

const page = (section: string, name: string, html: string): DocPageSummary => ({
  id: `${section}/${name}`,
  url: name === 'index' ? `/${section}/` : `/${section}/${name}/`,
  section,
  name,
  title: name,
  sort: 0,
  group: null,
  anchors: [],
  extras: { options: [], optionsSource: null, generatedTable: null, releaseNotes: null },
  contentFilePath: null,
  sourcePath: `content/${section}/${name}.mdx`,
  html,
  summary: null,
});

function createdPages(pages: readonly DocPageSummary[]) {
  const created: { path: string; context: PrintableContext }[] = [];
  const args = { actions: { createPage: (created.push as (p: unknown) => number).bind(created) } } as unknown as CreatePagesArgs;
  createPrintablePages(args, buildSiteTree(pages));
  return created;
}

test("printable pages name their docs in their context and carry none of their text, whatever the docs' size", () => {
  // Every content page of the site, each with far more HTML than any has: the whole-site page once held it all.
  const pages = fs
    .readdirSync('content', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx') && file.includes(path.sep))
    .map((file) => page(path.dirname(file), path.basename(file, '.mdx'), `<p>${'text '.repeat(40_000)}</p>`));
  expect(pages.length).toBeGreaterThan(50);

  const created = createdPages(pages);
  expect(created.map((p) => p.path)).toContain('/printable/');
  expect(oversizedContexts(created)).toEqual([]);
  const whole = created.find((p) => p.path === '/printable/')!;
  expect(whole.context.docs).toHaveLength(pages.length);
  expect(JSON.stringify(whole.context)).not.toContain('text text');
  // Ids only: the query selects by them, and each doc costs the context well under a kilobyte.
  expect(JSON.stringify(whole.context).length).toBeLessThan(pages.length * 400);
});

test('the context gives the query the ids, the configuration pages and whether the release ledger is needed', () => {
  const created = createdPages([page('configuration', 'output', ''), page('concepts', 'index', ''), page('migrate', 'releases', '')]);
  const byPath = new Map(created.map((p) => [p.path, p.context]));
  expect(byPath.get('/configuration/printable/')).toMatchObject({ ids: ['configuration/output'], configPages: ['output'], withReleases: false });
  expect(byPath.get('/concepts/printable/')).toMatchObject({ docs: [{ slug: 'concepts', configPage: null }], configPages: [], withReleases: false });
  expect(byPath.get('/migrate/printable/')).toMatchObject({ withReleases: true });
  expect(byPath.get('/printable/')?.ids).toEqual(['concepts/index', 'configuration/output', 'migrate/releases']);
});

test("printableDocs puts the query's docs in the context's order, ids prefixed, each with its own tables, entries and release notes", () => {
  const context: PrintableContext = {
    title: 'All',
    docs: [
      { id: 'b', title: 'Output', url: '/configuration/output/', slug: 'configuration-output', configPage: 'output' },
      { id: 'a', title: 'Releases', url: '/migrate/releases/', slug: 'migrate-releases', configPage: null },
    ],
    ids: ['b', 'a'],
    configPages: ['output'],
    withReleases: true,
  };
  const entry = { page: 'output', path: 'output.path', anchorId: 'outputpath', cliFlags: ['--output-path'] };
  const release = { version: '5.113.0', previous: '5.112.2', date: '2026-11-19', summary: 'Changes.', changes: [] };
  const data = {
    allDocPage: {
      nodes: [
        { id: 'a', html: '<h2 id="x">X</h2>', options: [], optionsSource: null, generatedTable: null },
        { id: 'b', html: '<a href="#outputpath">path</a>', options: [], optionsSource: null, generatedTable: null },
      ],
    },
    allConfigOption: { nodes: [entry, { ...entry, page: 'module', path: 'module.rules' }] },
    releases: { nodes: [release] },
    referenceOptions: { nodes: [entry] },
  } as unknown as PrintableData;

  const [output, releases] = printableDocs(context, data);
  expect(output.html).toBe('<a href="#configuration-output__outputpath">path</a>');
  expect(output.extras.configEntries).toEqual([entry]);
  expect(output.extras.releaseNotes).toBeNull();
  expect(releases.html).toBe('<h3 id="migrate-releases__x">X</h3>');
  expect(releases.extras.releaseNotes).toMatchObject({ kind: 'index', releases: [{ version: '5.113.0' }] });

  // In the browser the page-data has no query data left (the page keeps its served HTML): nothing breaks.
  expect(printableDocs(context, {}).map((doc) => doc.html)).toEqual(['', '']);
});
