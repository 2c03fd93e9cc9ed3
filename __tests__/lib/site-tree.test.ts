import { buildSiteTree, groupOrder, neighbours, orderPages, type TreePage } from '../../src/lib/site-tree';

const page = (name: string, sort: number, group: string | null = null, title = name, section = 'guides'): TreePage => ({
  url: name === 'index' ? `/${section}/` : `/${section}/${name}/`,
  section,
  name,
  title,
  sort,
  group,
  anchors: [],
});

describe('site tree', () => {
  const pages = [
    page('caching', 7, 'Building'),
    page('development', 5, 'Basics'),
    page('installation', 1, 'Basics'),
    page('index', -1),
    page('csp', 11, 'Security'),
    page('b-page', 3, null, 'Beta'),
    page('a-page', 3, null, 'Alpha'),
    page('code-splitting', 6, 'Building'),
  ];

  it('puts ungrouped pages first and orders groups by their smallest sort', () => {
    expect(groupOrder(pages)).toEqual(['-', 'Basics', 'Building', 'Security']);
  });

  it('orders the index first, then by group, sort and title', () => {
    expect(orderPages(pages).map((p) => p.name)).toEqual(['index', 'a-page', 'b-page', 'installation', 'development', 'code-splitting', 'caching', 'csp']);
  });

  it('keeps the index first even when its sort is not -1', () => {
    expect(orderPages([page('zeta', 0), page('index', 5)]).map((p) => p.name)).toEqual(['index', 'zeta']);
  });

  it('groups pages for the sidebar, the ungrouped ones (and the index) without a heading', () => {
    const [guides] = buildSiteTree(pages);
    expect(guides.groups.map((g) => [g.title, g.pages.length])).toEqual([
      [null, 3],
      ['Basics', 2],
      ['Building', 2],
      ['Security', 1],
    ]);
  });

  it('builds one tree per section in navigation order, skipping empty sections and single pages', () => {
    const tree = buildSiteTree([
      page('index', -1, null, 'API', 'api'),
      page('output', 2, null, 'Output', 'concepts'),
      page('glossary', 0, null, 'Glossary', ''),
    ]);
    expect(tree.map((s) => [s.name, s.title, s.url])).toEqual([
      ['concepts', 'Concepts', '/concepts/'],
      ['api', 'API', '/api/'],
    ]);
  });

  it('finds previous and next neighbours in reading order', () => {
    const ordered = orderPages(pages);
    expect(neighbours(ordered, '/guides/installation/')).toEqual({ previous: ordered[2], next: ordered[4] });
    expect(neighbours(ordered, '/guides/').previous).toBeNull();
    expect(neighbours(ordered, '/guides/csp/').next).toBeNull();
    expect(neighbours(ordered, '/nowhere/')).toEqual({ previous: null, next: null });
  });
});
