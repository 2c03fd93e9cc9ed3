import { SKIP, walk, type HastNode } from './hast';

/** The blocks that scroll sideways when they are wider than the column: code, and tables on a phone. */
const SCROLLERS = new Set(['pre', 'table']);

/** Such blocks take keyboard focus, so they can be scrolled without a mouse (axe: scrollable-region-focusable). */
export function rehypeKeyboardScrollers() {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      if (node.tagName && SCROLLERS.has(node.tagName)) node.properties = { ...node.properties, tabIndex: 0 };
      return node.tagName === 'pre' ? SKIP : undefined;
    });
  };
}
