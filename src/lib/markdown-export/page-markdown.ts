import type { Element, Root } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import { toString as hastToString } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { outerSlice } from '../html-slice';

const classes = (node: Element): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * What a page shows but a markdown copy should not: its edit links, pagination, contributors, heading permalinks,
 * and the line-break points of long names (<wbr>, which toMdast would turn into zero-width spaces).
 */
function isChrome(node: Element): boolean {
  return node.properties?.dataPrint === 'hide' || classes(node).includes('anchor') || ['button', 'svg', 'wbr'].includes(node.tagName);
}

/**
 * Removes the page chrome (isChrome) and comments below `node`. Walked by hand rather than with unist-util-visit, which finds
 * each node's index with indexOf: quadratic in a highlighted code block's hundreds of thousands of tokens.
 */
function removeChrome(node: Root | Element): void {
  for (let index = node.children.length - 1; index >= 0; index--) {
    const child = node.children[index];
    // Comments: React's markers between adjacent texts (`a<!-- -->: b`), which toMdast would keep as HTML.
    if (child?.type === 'comment' || (child?.type === 'element' && isChrome(child))) node.children.splice(index, 1);
    else if (child?.type === 'element') removeChrome(child);
  }
}

/**
 * A code block's tokens (Prism's spans) as the one text they spell. toMdast reads a block's text with
 * hast-util-to-text, whose cost grows with the square of the number of elements in it: a 2 MB highlighted block
 * (≈ 250,000 spans) held the build in the markdown export for many minutes.
 */
function flattenCode(code: Element): void {
  code.children = [{ type: 'text', value: hastToString(code) }];
}

/** The page's articles (src/lib/html-slice.ts): the rest of a page (head, sidebar, scripts) changes nothing in its markdown. */
export const articlesHtml = (html: string): string => outerSlice(html, 'article');

/** The page's article as hast: the element the doc template renders the title and the text into. */
function articleOf(html: string): Root | null {
  // Parsing only the articles, as a fragment, halves the export's parsing: the sidebar is most of a page's HTML.
  const tree = unified().use(rehypeParse, { fragment: true }).parse(articlesHtml(html));
  let article: Element | null = null;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'article') {
      article = node;
      return SKIP;
    }
    return undefined;
  });
  return article ? { type: 'root', children: [article] } : null;
}

/**
 * A built doc page as markdown: title, prose, code blocks with their languages, tables and generated option
 * tables, every link absolute (`siteUrl` + path) so the text works outside the site. Null for a page
 * without an article.
 */
export function pageMarkdown(html: string, pageUrl: string, siteUrl: string): string | null {
  const tree = articleOf(html);
  if (!tree) return null;
  removeChrome(tree);
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'pre') {
      for (const code of node.children) if (code.type === 'element' && code.tagName === 'code') flattenCode(code);
      return SKIP;
    }
    // A code block's file name is a caption before it: keep it as a line of its own.
    if (classes(node).includes('code-title')) node.tagName = 'p';
    const href = node.properties?.href;
    if (node.tagName === 'a' && typeof href === 'string') {
      if (href.startsWith('#')) node.properties = { ...node.properties, href: `${siteUrl}${pageUrl}${href}` };
      else if (href.startsWith('/')) node.properties = { ...node.properties, href: `${siteUrl}${href}` };
    }
    return undefined;
  });
  const mdast = toMdast(tree);
  return toMarkdown(mdast, { extensions: [gfmToMarkdown()], fences: true, rule: '-', bullet: '-' }).trim() + '\n';
}

/** The headings (level and text) and code blocks of a markdown text, to compare it with the HTML it came from. */
export function markdownOutline(markdown: string): { headings: string[]; codeBlocks: number } {
  const headings = [...markdown.matchAll(/^(#{1,6}) (.+)$/gm)].map((match) => `${match[1]?.length ?? 0} ${match[2] ?? ''}`);
  const codeBlocks = [...markdown.matchAll(/^```/gm)].length / 2;
  return { headings, codeBlocks };
}
