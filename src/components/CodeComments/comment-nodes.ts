import type { InlineNode } from '../../lib/code-comments/inline-markdown';
import { isExternal, withTrailingSlash } from '../../lib/urls';

/**
 * DOM nodes for a comment's parsed markdown. Text goes in as text nodes, never as HTML. Links follow
 * the site's rules: external ones open in a new tab, site paths get their trailing slash.
 */
export function commentNodes(nodes: readonly InlineNode[], document: Document, codeClass: string): Node[] {
  return nodes.map((node) => {
    switch (node.type) {
      case 'text':
        return document.createTextNode(node.value);
      case 'code': {
        const code = document.createElement('code');
        code.className = codeClass;
        code.textContent = node.value;
        return code;
      }
      case 'strong':
      case 'emphasis': {
        const element = document.createElement(node.type === 'strong' ? 'strong' : 'em');
        element.append(...commentNodes(node.children, document, codeClass));
        return element;
      }
      case 'link': {
        const link = document.createElement('a');
        if (isExternal(node.href)) {
          link.href = node.href;
          link.target = '_blank';
          link.rel = 'noopener noreferrer';
        } else {
          link.href = node.href.startsWith('/') ? withTrailingSlash(node.href) : node.href;
        }
        link.append(...commentNodes(node.children, document, codeClass));
        return link;
      }
    }
  });
}
