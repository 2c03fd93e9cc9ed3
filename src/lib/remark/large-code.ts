import { highlightCode, MAX_HIGHLIGHTED_CODE } from '../readme/highlight';
import { walkParents, type MdNode } from './mdast';

/**
 * Turns fenced code blocks above MAX_HIGHLIGHTED_CODE into their unhighlighted markup before
 * gatsby-remark-prismjs sees them (it highlights every block it gets, whatever its size).
 */
export default function remarkLargeCode() {
  return (tree: MdNode) => {
    walkParents(tree, (parent) => {
      for (const node of parent.children ?? []) {
        if (node.type !== 'code' || (node.value ?? '').length <= MAX_HIGHLIGHTED_CODE) continue;
        Object.assign(node, { type: 'html', value: highlightCode(node.value ?? '', node.lang ?? 'text') });
      }
    });
  };
}
