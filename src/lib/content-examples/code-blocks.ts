import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseContentFile } from '../frontmatter';
import { titleFromMeta } from '../remark/code-title';

/** One code block of a content page, as the reader sees it. */
export interface CodeBlock {
  /** Content path of the page, e.g. "guides/caching.mdx". */
  readonly page: string;
  /** 1-based line of the opening fence in the .mdx file, for messages an author can jump to. */
  readonly line: number;
  readonly lang: string | null;
  /** The `title="…"` of the fence meta, usually a file name. */
  readonly title: string | null;
  readonly value: string;
}

export interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: CodeNode[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Every code block of a page in document order, nested ones (in lists, blockquotes, asides) included.
 * A real markdown parser, not a regex: a block shown inside a longer fence (a page documenting the
 * fence syntax) is that fence's text, not a block of its own.
 */
export function extractCodeBlocks(page: string, text: string): CodeBlock[] {
  const { tree, bodyLine } = markdownTree(page, text);
  const blocks: CodeBlock[] = [];
  const visit = (node: CodeNode) => {
    if (node.type === 'code') {
      blocks.push({
        page,
        line: bodyLine + (node.position?.start.line ?? 1) - 1,
        lang: node.lang ?? null,
        title: titleFromMeta(node.meta),
        value: node.value ?? '',
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return blocks;
}

/** A page's markdown syntax tree, and the file line its body starts on (positions are relative to the body). */
export function markdownTree(page: string, text: string): { tree: CodeNode; bodyLine: number } {
  const { body, bodyLine } = parseContentFile(page, text);
  return { tree: parser.parse(body), bodyLine };
}
