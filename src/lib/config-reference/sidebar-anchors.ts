import type { Anchor } from '../anchors';

export const REFERENCE_ANCHOR_ID = 'option-reference';
// More entries than this would flood the sidebar: the reference is then one anchor.
const MAX_SIDEBAR_ENTRIES = 30;

/** The sidebar anchor of a page's option reference, with its top entries when they are few. */
export function referenceAnchor(entries: readonly { readonly path: string; readonly anchorId: string; readonly depth: number }[]): Anchor | null {
  if (!entries.length) return null;
  const top = entries.filter((entry) => entry.depth <= 2);
  const children = top.length <= MAX_SIDEBAR_ENTRIES ? top.map((entry) => ({ title: entry.path, id: entry.anchorId, level: 3, children: [] })) : [];
  return { title: 'Option reference', id: REFERENCE_ANCHOR_ID, level: 2, children };
}
