/** Inline markdown of a code comment: the few constructs a comment needs. */
export type InlineNode =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'code'; readonly value: string }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly InlineNode[] }
  | { readonly type: 'strong' | 'emphasis'; readonly children: readonly InlineNode[] };

// A delimiter opens only after these (or at the start), closes only before these (or at the end):
// `src/*/index.js`, `2 * 3` and `/***/` stay as written.
const OPENS_AFTER = /[\s([{"']/;
const CLOSES_BEFORE = /[\s.,;:!?)\]}"'-]/;
const BARE_URL = /^https?:\/\/[^\s<>"'`]+/;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

/** Addresses a comment may link to: web, site paths, fragments and relative paths; never javascript: or data:. */
export function isSafeHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href) || !/^[a-z][a-z\d+.-]*:/i.test(href);
}

/** How many times `ch` repeats from `at` on. */
function runLength(text: string, at: number, ch: string): number {
  let end = at;
  while (text[end] === ch) end++;
  return end - at;
}

function codeSpan(text: string, at: number): { node: InlineNode; end: number } | null {
  const open = runLength(text, at, '`');
  for (let i = at + open; i < text.length;) {
    const length = runLength(text, i, '`');
    if (length === 0) {
      i++;
      continue;
    }
    if (length === open) {
      const inner = text.slice(at + open, i);
      // CommonMark: one space on each side lets a code span start or end with a backtick.
      const value = inner.length > 2 && inner.startsWith(' ') && inner.endsWith(' ') ? inner.slice(1, -1) : inner;
      return { node: { type: 'code', value }, end: i + length };
    }
    i += length;
  }
  return null;
}

function emphasis(text: string, at: number): { node: InlineNode; end: number } | null {
  const delimiter = text.startsWith('**', at) || text.startsWith('__', at) ? text.slice(at, at + 2) : text[at];
  const start = at + delimiter.length;
  if (at > 0 && !OPENS_AFTER.test(text[at - 1])) return null;
  if (!text[start] || /\s/.test(text[start]) || text[start] === delimiter[0]) return null;
  for (let end = text.indexOf(delimiter, start + 1); end > 0; end = text.indexOf(delimiter, end + 1)) {
    const after = text[end + delimiter.length];
    if (/\s/.test(text[end - 1]) || text[end - 1] === delimiter[0] || (after !== undefined && !CLOSES_BEFORE.test(after))) continue;
    const inner = text.slice(start, end);
    // Code comments name identifiers such as __dirname or _private: underscores around one word stay as written.
    if (delimiter[0] === '_' && /^[\w$]+$/.test(inner)) return null;
    return { node: { type: delimiter.length === 2 ? 'strong' : 'emphasis', children: parse(inner, true) }, end: end + delimiter.length };
  }
  return null;
}

function bareUrl(text: string, at: number): { node: InlineNode; end: number } | null {
  if (at > 0 && !OPENS_AFTER.test(text[at - 1])) return null;
  const match = BARE_URL.exec(text.slice(at));
  if (!match) return null;
  // Sentence punctuation after an address is not part of it.
  const href = match[0].replace(/[.,;:!?)\]]+$/, '');
  return { node: { type: 'link', href, children: [{ type: 'text', value: href }] }, end: at + href.length };
}

function parse(text: string, insideLink: boolean): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ type: 'text', value: plain });
    plain = '';
  };
  for (let at = 0; at < text.length;) {
    const ch = text[at];
    let found: { node: InlineNode; end: number } | null = null;
    if (ch === '`') found = codeSpan(text, at);
    else if (ch === '*' || ch === '_') found = emphasis(text, at);
    else if (ch === '[' && !insideLink) {
      const link = LINK.exec(text.slice(at));
      if (link && isSafeHref(link[2])) found = { node: { type: 'link', href: link[2], children: parse(link[1], true) }, end: at + link[0].length };
    } else if (ch === 'h' && !insideLink) found = bareUrl(text, at);
    if (found) {
      flush();
      nodes.push(found.node);
      at = found.end;
    } else {
      // A run of delimiters that opened nothing is text as a whole: `***` never starts emphasis at its second star.
      const length = ch === '`' || ch === '*' || ch === '_' ? runLength(text, at, ch) : 1;
      plain += text.slice(at, at + length);
      at += length;
    }
  }
  flush();
  return nodes;
}

/** Parses a comment's text: `code`, [links](/path/), bare https:// addresses, **strong** and *emphasis*. Everything else is text. */
export function parseInlineMarkdown(text: string): InlineNode[] {
  return parse(text, false);
}
