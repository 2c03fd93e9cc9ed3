/** The few mdast shapes our remark plugins touch (kept local: the unified types are ESM-only packages). */
export interface MdNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

/** Calls fn for every parent with its children array, depth first; fn may replace children in place. */
export function walkParents(node: MdNode, fn: (parent: MdNode) => void): void {
  if (!node.children) return;
  fn(node);
  for (const child of node.children) walkParents(child, fn);
}
