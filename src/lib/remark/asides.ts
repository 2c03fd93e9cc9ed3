import { walkParents, type MdNode } from './mdast';

const KINDS: Record<string, string> = { NOTE: 'Note', TIP: 'Tip', WARNING: 'Warning', IMPORTANT: 'Important', CAUTION: 'Caution' };

/** Turns GitHub alert blockquotes (`> [!NOTE]` on the first line) into titled asides. */
export default function remarkAsides() {
  return (tree: MdNode) => {
    walkParents(tree, (parent) => {
      for (const node of parent.children ?? []) {
        if (node.type !== 'blockquote') continue;
        const first = node.children?.[0];
        const text = first?.type === 'paragraph' ? first.children?.[0] : undefined;
        const match = text?.type === 'text' ? /^\[!([A-Z]+)\][ \t]*\n?/.exec(text.value ?? '') : null;
        if (!first || !text || !match || !KINDS[match[1]]) continue;
        const kind = match[1];
        text.value = (text.value ?? '').slice(match[0].length);
        if (!text.value) first.children?.shift();
        if (!first.children?.length) node.children?.shift();
        node.data = { hName: 'div', hProperties: { role: 'note', className: ['aside', `aside-${kind.toLowerCase()}`] } };
        node.children?.unshift({
          type: 'paragraph',
          data: { hName: 'strong', hProperties: { className: ['aside-title'] } },
          children: [{ type: 'text', value: KINDS[kind] }],
        });
      }
    });
  };
}
