// Apart from markdown-inline.ts, whose markdown pipeline (unified, remark, rehype) must not reach the browser bundle.
/**
 * The content of `html` when it is one paragraph and nothing else (most schema descriptions), for a page to place
 * in a <p> of its own rather than a wrapper holding the paragraph: one element fewer per option on reference
 * pages of hundreds. Null for anything else.
 */
export function loneParagraph(html: string): string | null {
  const content = /^<p>([\s\S]*)<\/p>\n?$/.exec(html)?.[1];
  return content === undefined || /<\/?p[\s>]/.test(content) ? null : content;
}
