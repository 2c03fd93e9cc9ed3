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
  readonly hasAnchors: boolean;
  /**
   * The page's in-page anchors, given for the page the sidebar is shown on; the other pages' come
   * from their section's anchors file when the reader opens them.
   */
  readonly anchors?: readonly Anchor[];
}

/** Every page's anchors in one section, by page URL: fetched once, the first time a reader opens another page's item. */
export type SectionAnchors = Readonly<Record<string, readonly Anchor[]>>;

/** Where the sections' anchors files are served from, under the site root. */
export const SECTION_ANCHORS_DIR = 'sidebar-anchors';

export const sectionAnchorsUrl = (section: string) => `/${SECTION_ANCHORS_DIR}/${section}.json`;

/**
 * The sidebar as the page at `currentUrl` shows it. Only that page's anchors travel with it: with
 * every page's anchors, each page of a section carried the whole section's headings, so the pages'
 * data grew with the square of the section's size (27 KB of a getting-started page's 56 KB).
 */
export function toSidebar(tree: SectionTree, currentUrl: string): SidebarData {
  return {
    section: tree.name,
    title: tree.title,
    printableUrl: printableUrl(tree.name),
    groups: tree.groups.map((group) => ({
      title: group.title,
      items: group.pages.map(({ title, url, anchors }) => ({ title, url, hasAnchors: anchors.length > 0, ...(url === currentUrl ? { anchors } : {}) })),
    })),
  };
}

export function toSectionAnchors(tree: SectionTree): SectionAnchors {
  return Object.fromEntries(tree.pages.filter(({ anchors }) => anchors.length > 0).map(({ url, anchors }) => [url, anchors]));
}

const isAnchor = (value: unknown): value is Anchor => {
  if (typeof value !== 'object' || value === null) return false;
  const { title, id, level, children } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof id === 'string' && typeof level === 'number' && Array.isArray(children) && children.every(isAnchor);
};

/** Checks the shape of a fetched anchors file. */
export function isSectionAnchors(value: unknown): value is SectionAnchors {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((list) => Array.isArray(list) && list.every(isAnchor))
  );
}
