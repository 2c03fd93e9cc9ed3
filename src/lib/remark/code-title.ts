import { walkParents, type MdNode } from './mdast';

/** Reads `title="webpack.config.js"` (or title=name) from a code fence's meta string. */
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

export function titleFromMeta(meta: string | null | undefined): string | null {
  const match = TITLE.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

/** Puts a file-name caption before every fenced code block whose meta names a title. */
export default function remarkCodeTitle() {
  return (tree: MdNode) => {
    walkParents(tree, (parent) => {
      const children = parent.children ?? [];
      for (let i = children.length - 1; i >= 0; i--) {
        const node = children[i];
        const title = node.type === 'code' ? titleFromMeta(node.meta) : null;
        if (!title) continue;
        // gatsby-remark-prismjs reads the meta as part of the language name: leave it only the rest.
        node.meta = (node.meta ?? '').replace(TITLE, ' ').trim() || null;
        children.splice(i, 0, {
          type: 'paragraph',
          data: { hName: 'div', hProperties: { className: ['code-title'] } },
          children: [{ type: 'text', value: title }],
        });
      }
    });
  };
}
