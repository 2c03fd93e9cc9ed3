import { onePagePerUrl } from '../../src/lib/author-errors/shared-urls';

describe('two pages claiming one URL', () => {
  const guide = { url: '/loaders/babel-loader/', sourcePath: 'content/loaders/babel-loader.mdx' };
  const readme = { url: '/loaders/babel-loader/', sourcePath: 'node_modules/babel-loader/README.md' };
  const other = { url: '/loaders/', sourcePath: 'content/loaders/index.mdx' };

  it('keeps the content page, leaves the other out and names both in the file that made it', () => {
    const { pages, problems } = onePagePerUrl([readme, other, guide]);
    expect(pages).toEqual([other, guide]);
    expect([...problems.entries()]).toEqual([
      [
        'content/data/packages.json',
        [
          {
            file: 'content/data/packages.json',
            line: 1,
            reason:
              'node_modules/babel-loader/README.md makes a page at /loaders/babel-loader/, which content/loaders/babel-loader.mdx already has: rename one of them (only the page of content/loaders/babel-loader.mdx is shown)',
          },
        ],
      ],
    ]);
  });

  it('between two content files, keeps the first by path, and has nothing to say once the URLs differ', () => {
    const copy = { url: '/loaders/', sourcePath: 'content/loaders/a-copy.mdx' };
    const { pages, problems } = onePagePerUrl([other, copy]);
    expect(pages).toEqual([copy]);
    expect([...problems.keys()]).toEqual(['content/loaders/index.mdx']);
    expect(onePagePerUrl([other, { ...copy, url: '/loaders/a-copy/' }]).problems.size).toBe(0);
  });
});
