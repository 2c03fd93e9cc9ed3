/** hast, as far as the site's HTML steps need it (the hast types are an ESM-only package). */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
  children?: HastNode[];
}

/** Returned by a `walk` visitor: do not visit this node's children (a code block's thousands of tokens). */
export const SKIP = Symbol('skip children');

/** Visits every node, parents first; the children are copied, so `fn` may replace a node in its parent. */
export function walk(node: HastNode, fn: (node: HastNode, parent: HastNode | null) => void | typeof SKIP, parent: HastNode | null = null): void {
  if (fn(node, parent) === SKIP) return;
  for (const child of [...(node.children ?? [])]) walk(child, fn, node);
}

export function hasClass(node: HastNode, name: string): boolean {
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes(name);
}

/** A link that leaves the site opens in a new tab, without access to this page. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
