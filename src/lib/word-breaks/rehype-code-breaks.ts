import { SKIP, walk, type HastNode } from '../hast';
import { breakParts } from './break-points';

/** A code name's text with a <wbr> between each two of its parts. */
function withBreaks(text: HastNode): HastNode[] {
  return breakParts(text.value ?? '', 'code').flatMap((value, index) => [
    ...(index ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] }] : []),
    { type: 'text', value },
  ]);
}

/** Inline code (not code blocks) gets break points between the parts of long names; see break-points.ts. */
export function rehypeCodeBreaks() {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName === 'code') node.children = (node.children ?? []).flatMap((child) => (child.type === 'text' ? withBreaks(child) : [child]));
      return undefined;
    });
  };
}
