import { navigate } from 'gatsby';
import * as React from 'react';
import { parseInlineMarkdown } from '../../lib/code-comments/inline-markdown';
import { SOURCE_ATTRIBUTE } from '../../lib/code-source';
import { commentNodes } from './comment-nodes';
import * as styles from './CodeComments.module.css';

/** Renders one comment token's markdown in place; returns how to undo it, or nothing when it has no markdown. */
function renderComment(comment: HTMLElement): (() => void)[] {
  const text = comment.textContent ?? '';
  const nodes = parseInlineMarkdown(text);
  if (nodes.every((node) => node.type === 'text')) return [];
  // Copying a block copies what its author wrote, not the rendered comment.
  const code = comment.closest('code');
  if (code && !code.hasAttribute(SOURCE_ATTRIBUTE)) code.setAttribute(SOURCE_ATTRIBUTE, code.textContent ?? '');
  comment.replaceChildren(...commentNodes(nodes, comment.ownerDocument, styles.code));
  return [
    () => {
      comment.replaceChildren(text);
      code?.removeAttribute(SOURCE_ATTRIBUTE);
    },
  ];
}

// Links to site paths go through Gatsby's router like every other internal link, unless the reader asks for a new tab.
function followInternalLink(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('.gatsby-highlight .token.comment a') : null;
  const href = link?.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(href);
}

/**
 * Comments in the code blocks of the page are rendered as markdown once it has hydrated (§2):
 * `code`, [links](/path/), bare addresses, **strong** and *emphasis* become elements.
 */
export function CodeComments({ pageUrl }: { readonly pageUrl: string }) {
  // The template stays mounted from page to page: render each page's comments.
  React.useEffect(() => {
    // The content area every page renders, and the skip link's target.
    const main = document.getElementById('main-content');
    if (!main) return;
    const restores = Array.from(main.querySelectorAll<HTMLElement>('.gatsby-highlight .token.comment')).flatMap(renderComment);
    main.addEventListener('click', followInternalLink);
    return () => {
      main.removeEventListener('click', followInternalLink);
      for (const restore of restores) restore();
    };
  }, [pageUrl]);
  return null;
}
