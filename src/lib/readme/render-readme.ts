import { toString as hastToString } from 'hast-util-to-string';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Anchor } from '../anchors';
import { EXTERNAL_LINK, walk, type HastNode } from '../hast';
import remarkAsides from '../remark/asides';
import { rehypeCodeComments } from '../code-comments/rehype-code-comments';
import { rehypeCodeBreaks } from '../word-breaks/rehype-code-breaks';
import { rehypeKeyboardScrollers } from '../keyboard-scrollers';
import { rehypeLayoutChunks } from '../layout-chunks';
import { isExternal } from '../urls';
import { highlightCode } from './highlight';
import { ownReadmeFragment, rewriteRelativeUrl, type Repository } from './repository';

export interface RenderedReadme {
  readonly html: string;
  /** h2 and h3 headings, level 3 nested under level 2, as on our own pages. */
  readonly anchors: Anchor[];
  /** In-page links whose target heading does not exist; unwrapped so they cannot break. */
  readonly droppedFragments: string[];
}

/**
 * GitHub's own sanitizing rules (what a README may show on github.com), minus form controls:
 * no script, style, iframe, object, event handlers, javascript: or data: URLs, inputs.
 */
const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !['input', 'button', 'select', 'textarea', 'form'].includes(tag)),
  // Fence languages, for highlighting.
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-[\w-]+$/] as [string, RegExp]],
    // GitHub alerts (> [!WARNING]) become the same asides as on our own pages.
    div: [...(defaultSchema.attributes?.div ?? []), ['className', /^aside(-\w+)?$/] as [string, RegExp], ['role', 'note']],
    strong: [...(defaultSchema.attributes?.strong ?? []), ['className', 'aside-title']],
  },
};

// The permalink icon gatsby-remark-autolink-headers puts in our own headings.
const LINK_ICON =
  '<svg aria-hidden="true" focusable="false" height="16" version="1.1" viewBox="0 0 16 16" width="16"><path fill-rule="evenodd" d="M4 9h1v1H4c-1.5 0-3-1.69-3-3.5S2.55 3 4 3h4c1.45 0 3 1.69 3 3.5 0 1.41-.91 2.72-2 3.25V8.59c.58-.45 1-1.27 1-2.09C10 5.22 8.98 4 8 4H4c-.98 0-2 1.22-2 2.5S3 9 4 9zm9-3h-1v1h1c1 0 2 1.22 2 2.5S13.98 12 13 12H9c-.98 0-2-1.22-2-2.5 0-.83.42-1.64 1-2.09V6.25c-1.09.53-2 1.84-2 3.25C6 11.31 7.55 13 9 13h4c1.45 0 3-1.69 3-3.5S14.5 6 13 6z"></path></svg>';

/** The README's title duplicates the page's h1: drop it (and repeats of it), demote any other h1 to h2. */
function demoteTitle() {
  return (tree: HastNode) => {
    let title: string | null = null;
    walk(tree, (node, parent) => {
      if (node.tagName !== 'h1' || !parent?.children) return;
      const text = hastToString(node as never).trim();
      title ??= text;
      if (text === title) parent.children.splice(parent.children.indexOf(node), 1);
      else node.tagName = 'h2';
    });
  };
}

function rewriteLinks(repo: Repository, droppedFragments: string[]) {
  return (tree: HastNode) => {
    const ids = new Set<string>();
    walk(tree, (node) => {
      const id = node.properties?.id;
      if (typeof id === 'string') ids.add(id);
    });
    walk(tree, (node, parent) => {
      const props = node.properties;
      if (!props) return;
      if (node.tagName === 'a' && typeof props.href === 'string') {
        const ownFragment = ownReadmeFragment(props.href, repo);
        // A link to a heading of this README on GitHub stays on this page when the heading is here.
        const href = ownFragment && ids.has(decodeURIComponent(ownFragment.slice(1))) ? ownFragment : rewriteRelativeUrl(props.href, repo, 'blob');
        if (href.startsWith('#') && href.length > 1 && !ids.has(decodeURIComponent(href.slice(1))) && parent?.children) {
          droppedFragments.push(href);
          parent.children.splice(parent.children.indexOf(node), 1, ...(node.children ?? []));
          return;
        }
        props.href = href;
        // nofollow, as GitHub renders the links of a README: the site does not vouch for them.
        if (isExternal(href)) Object.assign(props, { ...EXTERNAL_LINK, rel: `nofollow ${EXTERNAL_LINK.rel}` });
      }
      if ((node.tagName === 'img' || node.tagName === 'source') && typeof props.src === 'string') {
        props.src = imageUrl(props.src, repo);
      }
      if (node.tagName === 'img') {
        props.loading = 'lazy';
        // README logos often have no alt text; a name from the file keeps the image (and a link around it) named.
        if (typeof props.alt !== 'string' || !props.alt.trim()) props.alt = altFromUrl(typeof props.src === 'string' ? props.src : '');
      }
      if (node.tagName === 'source' && typeof props.srcSet === 'string') {
        props.srcSet = props.srcSet
          .split(',')
          .map((part) => part.trim().replace(/^\S+/, (url) => imageUrl(url, repo)))
          .join(', ');
      }
    });
  };
}

/**
 * An image's address: relative ones from the repository, plain-http ones over https, as a browser upgrades them on
 * an https page anyway and the site's policy loads images only over https (`img-src 'self' data: https:`).
 */
const imageUrl = (url: string, repo: Parameters<typeof rewriteRelativeUrl>[1]): string =>
  rewriteRelativeUrl(url, repo, 'raw').replace(/^http:\/\//i, 'https://');

/** "…/webpack-icon-square-big.svg" → "webpack icon square big". */
export function altFromUrl(url: string): string {
  const file = decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? '');
  return (
    file
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_.]+/g, ' ')
      .trim() || 'image'
  );
}

function collectAnchors(anchors: Anchor[]) {
  return (tree: HastNode) => {
    const list: { title: string; id: string; level: number; children: Anchor[] }[] = [];
    walk(tree, (node) => {
      const level = node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : 0;
      const id = node.properties?.id;
      if (!level || typeof id !== 'string') return;
      const anchor = { title: hastToString(node as never).trim(), id, level, children: [] as Anchor[] };
      const parent = list[list.length - 1];
      if (level === 3 && parent) parent.children.push(anchor);
      else list.push(anchor);
      node.children = [
        { type: 'raw', value: `<a href="#${id}" aria-label="${id} permalink" class="anchor before">${LINK_ICON}</a>` },
        ...(node.children ?? []),
      ];
    });
    anchors.push(...list);
  };
}

function highlight() {
  return (tree: HastNode) => {
    walk(tree, (node, parent) => {
      if (node.tagName !== 'pre' || !parent?.children) return;
      const code = node.children?.find((child) => child.tagName === 'code');
      if (!code) return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      parent.children.splice(parent.children.indexOf(node), 1, { type: 'raw', value: highlightCode(hastToString(code as never), language) });
    });
  };
}

/**
 * Our own markup added after sanitizing (permalinks, Prism) is parsed too, so comments in code can
 * render as markdown. A second use of rehype-raw itself would be merged into the first by unified.
 */
const parseOwnMarkup: typeof rehypeRaw = function (this: Parameters<typeof rehypeRaw.call>[0], ...options) {
  return rehypeRaw.call(this, ...options);
};

/** README markdown → sanitized HTML that reads like our own pages, plus its anchors. */
export function renderReadme(markdown: string, repo: Repository): RenderedReadme {
  const anchors: Anchor[] = [];
  const droppedFragments: string[] = [];
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkAsides)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(demoteTitle)
    .use(rehypeSlug)
    .use(rewriteLinks, repo, droppedFragments)
    .use(collectAnchors, anchors)
    .use(highlight)
    .use(parseOwnMarkup)
    .use(rehypeCodeComments)
    .use(rehypeKeyboardScrollers)
    .use(rehypeCodeBreaks)
    .use(rehypeLayoutChunks)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .processSync(markdown)
    .toString();
  return { html, anchors, droppedFragments };
}
