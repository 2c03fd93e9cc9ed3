import { isSectionAnchors, sectionAnchorsUrl, toSectionAnchors, toSidebar } from '../../src/lib/sidebar';
import { buildSiteTree } from '../../src/lib/site-tree';

const anchor = (id: string) => ({ title: id, id, level: 2, children: [] });
const page = (name: string, title: string, anchors: ReturnType<typeof anchor>[]) => ({
  id: name,
  name,
  section: 'concepts',
  title,
  url: name === 'index' ? '/concepts/' : `/concepts/${name}/`,
  group: null,
  sort: name === 'index' ? -1 : 0,
  anchors,
});
const [section] = buildSiteTree([
  page('index', 'Concepts', [anchor('overview')]),
  page('output', 'Output', [anchor('filenames'), anchor('hashes')]),
  page('modules', 'Modules', []),
]);

describe('sidebar data', () => {
  it("gives every item whether it has anchors, and only the current page's anchors", () => {
    const sidebar = toSidebar(section, '/concepts/output/');
    const items = sidebar.groups.flatMap((group) => group.items);
    expect(items.map(({ url, hasAnchors }) => [url, hasAnchors])).toEqual([
      ['/concepts/', true],
      ['/concepts/modules/', false],
      ['/concepts/output/', true],
    ]);
    expect(items.filter((item) => item.anchors).map((item) => [item.url, item.anchors?.map(({ id }) => id)])).toEqual([
      ['/concepts/output/', ['filenames', 'hashes']],
    ]);
    expect(sidebar).toMatchObject({ section: 'concepts', title: 'Concepts', printableUrl: '/concepts/printable/' });
  });

  it("writes a section's anchors by page, leaving out pages without any, in a shape the check accepts", () => {
    const anchors = toSectionAnchors(section);
    expect(Object.keys(anchors).sort()).toEqual(['/concepts/', '/concepts/output/']);
    expect(isSectionAnchors(JSON.parse(JSON.stringify(anchors)))).toBe(true);
    expect(sectionAnchorsUrl('concepts')).toBe('/sidebar-anchors/concepts.json');
  });

  it('rejects files of another shape', () => {
    for (const bad of [
      null,
      [],
      'x',
      { '/a/': 'x' },
      { '/a/': [{ title: 'T', id: 'i', level: 2 }] },
      { '/a/': [{ title: 'T', id: 'i', level: 2, children: [{ id: 3 }] }] },
    ]) {
      expect(isSectionAnchors(bad)).toBe(false);
    }
  });
});
