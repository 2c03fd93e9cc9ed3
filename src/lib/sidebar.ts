import type { Anchor } from './anchors';
import { printableUrl } from './sections';
import type { SectionTree } from './site-tree';

/** The sidebar of one section, computed at build time and handed to each of its pages. */
export interface SidebarData {
  readonly section: string;
  readonly title: string;
  readonly printableUrl: string;
  readonly groups: readonly {
    readonly title: string | null;
    readonly items: readonly SidebarItemData[];
  }[];
}

export interface SidebarItemData {
  readonly title: string;
  readonly url: string;
  readonly anchors: readonly Anchor[];
}

export function toSidebar(tree: SectionTree): SidebarData {
  return {
    section: tree.name,
    title: tree.title,
    printableUrl: printableUrl(tree.name),
    groups: tree.groups.map((group) => ({
      title: group.title,
      items: group.pages.map(({ title, url, anchors }) => ({ title, url, anchors })),
    })),
  };
}
