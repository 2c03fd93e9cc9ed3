import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import { rehypeCodeComments } from '../lib/code-comments/rehype-code-comments';
import { EXTERNAL_LINK, walk } from '../lib/hast';
import { rehypeCodeBreaks } from '../lib/word-breaks/rehype-code-breaks';
import { rehypeKeyboardScrollers } from '../lib/keyboard-scrollers';
import { rehypeLayoutChunks } from '../lib/layout-chunks';
import { AUTOLINK_HEADERS_OPTIONS, PRISMJS_OPTIONS } from '../lib/remark/gatsby-remark-options';
import remarkAsides from '../lib/remark/asides';
import remarkCodeTitle from '../lib/remark/code-title';
import { isExternal } from '../lib/urls';

type GatsbyRemarkPlugin = (args: { markdownAST: unknown }, options: object) => unknown;

/** A gatsby-remark plugin as a unified one, as gatsby-plugin-mdx runs them. */
function gatsbyRemarkPlugin(name: string, options: object): Plugin {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = require(name) as GatsbyRemarkPlugin;
  return () => (tree) => {
    plugin({ markdownAST: tree }, options);
  };
}

/** MDX beyond markdown (JSX, {expressions}, import/export): the pages are static HTML, so there is none. */
const MDX_ONLY = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm']);

const markdownOnly: Plugin = () => (tree, file) => {
  walk(tree, (node) => {
    if (MDX_ONLY.has(node.type)) {
      file.fail('JSX, {expressions} and import/export are not rendered on this site: write markdown, and escape a literal { or < as \\{ or \\<', node as never);
    }
  });
};

/** As everywhere on the site: links to other sites open in a new tab. */
const siteConventions: Plugin = () => (tree) => {
  walk(tree, (node) => {
    const href = node.tagName === 'a' ? node.properties?.href : undefined;
    if (typeof href === 'string' && isExternal(href)) Object.assign(node.properties ?? {}, EXTERNAL_LINK);
  });
};

const processor = unified()
  // Parsed as MDX, like gatsby-plugin-mdx reads the same files: no indented code, no HTML comments.
  .use(remarkParse)
  .use(remarkMdx)
  .use(markdownOnly)
  .use(remarkGfm)
  .use(remarkCodeTitle)
  .use(remarkAsides)
  .use(gatsbyRemarkPlugin('gatsby-remark-autolink-headers', AUTOLINK_HEADERS_OPTIONS))
  .use(gatsbyRemarkPlugin('gatsby-remark-prismjs', PRISMJS_OPTIONS))
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeCodeComments)
  .use(siteConventions)
  .use(rehypeKeyboardScrollers)
  .use(rehypeCodeBreaks)
  .use(rehypeLayoutChunks)
  .use(rehypeStringify)
  .freeze();

/** A syntax error in a page body, with its line in the body. */
export class ContentSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ContentSyntaxError';
  }
}

/**
 * A content page's markdown body as HTML, rendered at build time: pages ship no JavaScript for
 * their text, and hydrating it costs nothing.
 */
export function renderContent(body: string): string {
  try {
    return String(processor.processSync(body));
  } catch (error) {
    const message = error as { line?: number | null; reason?: string; message: string };
    throw new ContentSyntaxError(message.line ?? 1, message.reason ?? message.message);
  }
}
