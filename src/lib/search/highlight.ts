import type { Highlighted, Segment } from './hit';
import { processTerm } from './tokenize';

const WORD = /[\p{L}\p{N}._-]+/gu;

/** Words whose index terms the query matched are marked, the way the engine tokenized them. */
export function markTerms(text: string, terms: ReadonlySet<string>): Highlighted {
  const segments: Segment[] = [];
  let last = 0;
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.match === match) segments[segments.length - 1] = { text: previous.text + piece, match };
    else segments.push({ text: piece, match });
  };
  for (const found of text.matchAll(WORD)) {
    if (!processTerm(found[0])?.some((term) => terms.has(term))) continue;
    push(text.slice(last, found.index), false);
    push(found[0], true);
    last = found.index + found[0].length;
  }
  push(text.slice(last), false);
  return segments;
}

/**
 * About `length` characters of `text` around its first marked word, cut at word edges, with an
 * ellipsis where text was left out.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 160): Highlighted {
  const marked = markTerms(text, terms);
  let offset = 0;
  for (const segment of marked) {
    if (segment.match) break;
    offset += segment.text.length;
  }
  if (offset >= text.length) offset = 0;
  let start = Math.max(0, offset - Math.floor(length / 4));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length && !text.endsWith('…') ? '…' : ''}`;
  return markTerms(cut, terms);
}
