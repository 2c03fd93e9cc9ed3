/**
 * A page's meta description: the first paragraph of prose of its markdown (MDX or README), as plain
 * text, cut to what search results and link previews show. Headings, code, quotes (asides, README
 * notices), lists, tables, HTML/JSX blocks, MDX imports and badge rows are not prose and are skipped.
 */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Markdown blocks separated by blank lines, fenced code removed (a fence may hold blank lines). */
function blocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (current.length) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      flush();
      fence = marker;
    } else if (!line.trim()) flush();
    else current.push(line);
  }
  flush();
  return blocks;
}

// First-line shapes of blocks that are not a paragraph of prose.
const NOT_PROSE = [
  /^#{1,6}(\s|$)/, // ATX heading
  /^>/, // blockquote, asides
  /^</, // HTML, JSX, comments
  /^(import|export)\s/, // MDX ESM
  /^\{/, // MDX expression or comment
  /^([-*+]|\d+[.)])\s/, // list
  /^\|/, // table
  /^\[[^\]]+\]:\s/, // link reference definition
  /^([-*_])(\s*\1){2,}\s*$/, // thematic break
];

function isProse(block: string): boolean {
  if (/^( {4}|\t)/.test(block)) return false; // indented code
  const lines = block.split('\n');
  if (lines.length > 1 && /^\s*(=+|-+)\s*$/.test(lines[lines.length - 1])) return false; // setext heading
  const first = lines[0].trim();
  return !NOT_PROSE.some((pattern) => pattern.test(first));
}

/** Inline markdown and HTML to the text a reader sees; images (badges, logos) disappear. */
export function plainText(markdown: string): string {
  // Code spans are literal: set them aside so emphasis rules cannot touch `__dirname` or `/*! */`.
  const spans: string[] = [];
  return markdown
    .replace(/`+([^`]*)`+/g, (_m, code: string) => `\u0000${spans.push(code) - 1}\u0000`)
    .replace(/!\[[^\]]*\](\([^)]*\)|\[[^\]]*\])?/g, '')
    .replace(/\[([^\]]*)\](\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/\u0000(\d+)\u0000/g, (_m, index: string) => spans[Number(index)])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole sentences up to the limit; a first sentence too long is cut at a word and marked with an ellipsis. */
export function truncate(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** The description of a page from its markdown body, or null when it has no paragraph of prose. */
export function describeMarkdown(markdown: string, max = DESCRIPTION_MAX_LENGTH): string | null {
  for (const block of blocksOf(markdown)) {
    if (!isProse(block)) continue;
    const text = plainText(block);
    // A row of badges or a lone link label is no description.
    if (text.split(' ').length < 3) continue;
    return truncate(text, max);
  }
  return null;
}
