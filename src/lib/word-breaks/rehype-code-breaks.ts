import { walk, type HastNode } from '../hast';
import { codeBreakPoints, splitAt } from './break-points';

const WBR: HastNode = { type: 'element', tagName: 'wbr', properties: {}, children: [] };

/** A code name's text with a <wbr> at each of its break points. */
function withBreaks(text: HastNode): HastNode[] {
  const parts = splitAt(text.value ?? '', codeBreakPoints(text.value ?? ''));
  return parts.flatMap((value, index) => (index ? [{ ...WBR }, { type: 'text', value }] : [{ type: 'text', value }]));
}

/** Inline code (not code blocks) gets break points between the parts of long names; see break-points.ts. */
export function rehypeCodeBreaks() {
  return (tree: HastNode) => {
    walk(tree, (node, parent) => {
      if (node.tagName !== 'code' || parent?.tagName === 'pre') return;
      node.children = (node.children ?? []).flatMap((child) => (child.type === 'text' ? withBreaks(child) : [child]));
    });
  };
}
