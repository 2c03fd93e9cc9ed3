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
