import { toString as hastToString } from 'hast-util-to-string';
import { EXTERNAL_LINK, hasClass, type HastNode } from '../hast';
import { isExternal, withTrailingSlash } from '../urls';
import { SOURCE_ATTRIBUTE } from '../code-source';
import { parseInlineMarkdown, type InlineNode } from './inline-markdown';

/** Inline code inside a rendered comment (styled in src/styles/prism.css). */
const COMMENT_CODE_CLASS = 'comment-code';

const text = (node: HastNode): string => hastToString(node as never);

/** hast for a comment's parsed markdown: text stays text; links follow the site's rules. */
export function commentHast(nodes: readonly InlineNode[]): HastNode[] {
  return nodes.map((node): HastNode => {
    switch (node.type) {
      case 'text':
        return { type: 'text', value: node.value };
      case 'code':
        return { type: 'element', tagName: 'code', properties: { className: [COMMENT_CODE_CLASS] }, children: [{ type: 'text', value: node.value }] };
      case 'strong':
      case 'emphasis':
        return { type: 'element', tagName: node.type === 'strong' ? 'strong' : 'em', properties: {}, children: commentHast(node.children) };
      case 'link': {
        const properties = isExternal(node.href)
          ? { href: node.href, ...EXTERNAL_LINK }
          : { href: node.href.startsWith('/') ? withTrailingSlash(node.href) : node.href };
        return { type: 'element', tagName: 'a', properties, children: commentHast(node.children) };
      }
    }
  });
}

function renderCommentsIn(code: HastNode): void {
  const source = text(code);
  let changed = false;
  const visit = (node: HastNode) => {
    if (node.tagName === 'span' && hasClass(node, 'comment')) {
      const nodes = parseInlineMarkdown(text(node));
      if (nodes.some((inline) => inline.type !== 'text')) {
        node.children = commentHast(nodes);
        changed = true;
      }
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(code);
  // Copying a block copies what its author wrote ([a](/b/) reads "a" once rendered).
  if (changed) code.properties = { ...code.properties, [SOURCE_ATTRIBUTE]: source };
}

/**
 * Comments in highlighted code blocks, rendered as markdown at build time (§2): `code`,
 * [links](/path/), bare addresses, **strong** and *emphasis* become elements, so they read the
 * same before any JavaScript runs. Runs on hast after Prism's markup has been parsed.
 */
export function rehypeCodeComments() {
  return (tree: HastNode) => {
    const visit = (node: HastNode, inBlock: boolean) => {
      if (inBlock && node.tagName === 'code') return renderCommentsIn(node);
      const block = inBlock || (node.tagName === 'div' && hasClass(node, 'gatsby-highlight'));
      for (const child of node.children ?? []) visit(child, block);
    };
    visit(tree, false);
  };
}
