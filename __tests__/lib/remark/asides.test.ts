import remarkAsides from '../../../src/lib/remark/asides';
import type { MdNode } from '../../../src/lib/remark/mdast';

const quote = (text: string): MdNode => ({ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] });

describe('remark asides', () => {
  it('turns a GitHub alert into a titled note', () => {
    const tree: MdNode = { type: 'root', children: [quote('[!WARNING]\nDo not commit secrets.')] };
    remarkAsides()(tree);
    const aside = tree.children![0];
    expect(aside.data).toEqual({ hName: 'div', hProperties: { role: 'note', className: ['aside', 'aside-warning'] } });
    expect(aside.children![0].children![0].value).toBe('Warning');
    expect(aside.children![1].children![0].value).toBe('Do not commit secrets.');
  });

  it('leaves ordinary quotes and unknown markers alone', () => {
    const tree: MdNode = { type: 'root', children: [quote('Just a quote'), quote('[!UNKNOWN] x')] };
    remarkAsides()(tree);
    expect(tree.children!.every((node) => node.data === undefined)).toBe(true);
  });
});
