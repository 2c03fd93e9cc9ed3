import { isNavTree, mobileSections } from '../../src/lib/mobile-nav';

describe('mobile sidebar lists', () => {
  it('puts the section index first and hides printable pages', () => {
    const [section] = mobileSections([
      {
        name: 'guides',
        title: 'Guides',
        url: '/guides/',
        pages: [
          { title: 'Caching', url: '/guides/caching/' },
          { title: 'Guides', url: '/guides/' },
          { title: 'Printable Guides', url: '/guides/printable-guides/' },
          { title: 'All guides', url: '/guides/printable/' },
          { title: 'Tree Shaking', url: '/guides/tree-shaking/' },
        ],
      },
    ]);
    expect(section.pages.map((p) => p.url)).toEqual(['/guides/', '/guides/caching/', '/guides/tree-shaking/']);
  });

  it('checks /site-tree.json before use', () => {
    expect(isNavTree([{ name: 'a', title: 'A', url: '/a/', pages: [{ title: 'B', url: '/a/b/' }] }])).toBe(true);
    expect(isNavTree([{ title: 'A', url: '/a/', pages: [{ title: 'B' }] }])).toBe(false);
    expect(isNavTree({})).toBe(false);
  });
});
