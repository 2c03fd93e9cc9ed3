import { toString as hastToString } from 'hast-util-to-string';
import type { HastNode } from './hast';

/**
 * Long pages (the option reference, a loader's README) spent most of their first-visit blocking
 * time laying out text far below the first screen. Their blocks are grouped into chunks, one per
 * heading, that the browser lays out only near the viewport (`content-visibility: auto`, styled in
 * src/styles/global.css). Until a chunk is first laid out it takes the height estimated here, from
 * its text, so the scroll bar and in-page links land about right.
 */
export const LAYOUT_CHUNK_CLASS = 'layout-chunk';

/** A new chunk starts at each of these top-level headings. */
const CHUNK_HEADINGS = new Set(['h2', 'h3', 'h4']);

/** What a chunk's estimated height is made of (see .layout-chunk in global.css). */
export interface ChunkSize {
  /** Characters of running text: lines depend on the column's width. */
  readonly text: number;
  /** Lines whatever the width: lines of code, rows of tables. */
  readonly lines: number;
  /** Blocks, each with its margin. */
  readonly blocks: number;
}

const isElement = (node: HastNode) => node.type === 'element';

function countLines(code: string): number {
  return code.replace(/\n$/, '').split('\n').length;
}

/** Lines of code and table rows of a block, and the characters of the rest of its text. */
function measure(node: HastNode, size: { text: number; lines: number }): void {
  if (node.type === 'text') size.text += node.value?.trim().length ?? 0;
  else if (node.tagName === 'pre') size.lines += countLines(hastToString(node as never));
  else if (node.tagName === 'tr') size.lines += 1;
  else for (const child of node.children ?? []) measure(child, size);
}

export function chunkSize(blocks: readonly HastNode[]): ChunkSize {
  const size = { text: 0, lines: 0 };
  const elements = blocks.filter(isElement);
  for (const block of elements) measure(block, size);
  return { ...size, blocks: elements.length };
}

/** The custom properties the stylesheet turns into the chunk's placeholder height. */
export function chunkStyle({ text, lines, blocks }: ChunkSize): string {
  return `--chunk-text:${text};--chunk-lines:${lines};--chunk-blocks:${blocks}`;
}

function chunk(children: HastNode[]): HastNode {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [LAYOUT_CHUNK_CLASS], style: chunkStyle(chunkSize(children)) },
    children,
  };
}

/** Groups a page's top-level blocks into layout chunks, a new one at each h2, h3 and h4. */
export function rehypeLayoutChunks() {
  return (tree: HastNode) => {
    const chunks: HastNode[][] = [];
    let current: HastNode[] = [];
    for (const node of tree.children ?? []) {
      if (node.tagName && CHUNK_HEADINGS.has(node.tagName) && current.some(isElement)) {
        chunks.push(current);
        current = [];
      }
      current.push(node);
    }
    chunks.push(current);
    tree.children = chunks.filter((nodes) => nodes.some(isElement)).map(chunk);
  };
}
