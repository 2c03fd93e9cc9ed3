import remarkCodeTitle, { titleFromMeta } from '../../../src/lib/remark/code-title';
import type { MdNode } from '../../../src/lib/remark/mdast';

describe('remark code titles', () => {
  it('reads quoted and bare titles from fence meta', () => {
    expect(titleFromMeta('title="webpack.config.js"')).toBe('webpack.config.js');
    expect(titleFromMeta("{2} title='src/index.js'")).toBe('src/index.js');
    expect(titleFromMeta('title=package.json')).toBe('package.json');
    expect(titleFromMeta('{1,3}')).toBeNull();
    expect(titleFromMeta(null)).toBeNull();
  });

  it('inserts a caption before titled code blocks only', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        { type: 'code', lang: 'js', meta: 'title="webpack.config.js"', value: 'module.exports = {};' },
        { type: 'code', lang: 'bash', meta: null, value: 'npx webpack' },
      ],
    };
    remarkCodeTitle()(tree);
    expect(tree.children!.map((n) => n.type)).toEqual(['paragraph', 'code', 'code']);
    expect(tree.children![1].meta).toBeNull();
    expect(tree.children![0]).toMatchObject({ data: { hName: 'div', hProperties: { className: ['code-title'] } }, children: [{ value: 'webpack.config.js' }] });
  });
});
