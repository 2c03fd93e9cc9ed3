/** hast, as far as the site's HTML steps need it (the hast types are an ESM-only package). */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
  children?: HastNode[];
}

/** Visits every node, parents first; the children are copied, so `fn` may replace a node in its parent. */
export function walk(node: HastNode, fn: (node: HastNode, parent: HastNode | null) => void, parent: HastNode | null = null): void {
  fn(node, parent);
  for (const child of [...(node.children ?? [])]) walk(child, fn, node);
}

export function hasClass(node: HastNode, name: string): boolean {
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes(name);
}

/** A link that leaves the site opens in a new tab, without access to this page. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
