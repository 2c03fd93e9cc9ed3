import type { SectionTree } from './site-tree';

/** The whole site's navigation in brief, served as /site-tree.json for the mobile sidebar. */
export interface NavSection {
  readonly name: string;
  readonly title: string;
  readonly url: string;
  readonly pages: readonly { readonly title: string; readonly url: string }[];
}

export const NAV_TREE_FILE = 'site-tree.json';

export function toNavTree(tree: readonly SectionTree[]): NavSection[] {
  return tree.map((section) => ({
    name: section.name,
    title: section.title,
    url: section.url,
    pages: section.pages.map(({ title, url }) => ({ title, url })),
  }));
}
