import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeCodeBreaks } from './word-breaks/rehype-code-breaks';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeCodeBreaks).use(rehypeStringify);

/** A short markdown text (a schema description) as sanitized HTML. */
export function markdownToHtml(text: string): string {
  return processor.processSync(text).toString();
}

/**
 * The content of `html` when it is one paragraph and nothing else (most schema descriptions), for a page to place
 * in a <p> of its own rather than a wrapper holding the paragraph: one element fewer per option on reference
 * pages of hundreds. Null for anything else.
 */
export function loneParagraph(html: string): string | null {
  const content = /^<p>([\s\S]*)<\/p>\n?$/.exec(html)?.[1];
  return content === undefined || /<\/?p[\s>]/.test(content) ? null : content;
}
