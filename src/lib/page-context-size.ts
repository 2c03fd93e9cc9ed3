import v8 from 'node:v8';

/** Gatsby warns, naming no page, when one page's stored state passes this many bytes (v8-serialized, as it stores it). */
export const PAGE_CONTEXT_LIMIT = 500_000;

/** "path (N kB)" of every page whose context passes the limit, largest first. */
export function oversizedContexts(pages: readonly { readonly path: string; readonly context?: unknown }[], limit = PAGE_CONTEXT_LIMIT): string[] {
  return pages
    .map((page) => ({ path: page.path, size: v8.serialize(page.context).length }))
    .filter((page) => page.size > limit)
    .sort((a, b) => b.size - a.size)
    .map((page) => `${page.path} (${Math.round(page.size / 1000)} kB)`);
}
