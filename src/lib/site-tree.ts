import type { Anchor } from './anchors';
import { SECTIONS } from './sections';

/** What the site tree needs to know of a page. */
export interface TreePage {
  readonly url: string;
  readonly section: string;
  readonly name: string;
  readonly title: string;
  readonly sort: number;
  readonly group: string | null;
  readonly anchors: readonly Anchor[];
}

export interface PageLink {
  readonly title: string;
  readonly url: string;
}

export interface SidebarGroup<P extends TreePage = TreePage> {
  /** null for ungrouped pages (the spec's group "-"), which get no heading. */
  readonly title: string | null;
  readonly pages: readonly P[];
}

export interface SectionTree<P extends TreePage = TreePage> {
  readonly name: string;
  readonly title: string;
  readonly url: string;
  /** Pages in reading order: index first, then by group, sort and title. */
  readonly pages: readonly P[];
  readonly groups: readonly SidebarGroup<P>[];
}

const UNGROUPED = '-';
const groupKey = (page: TreePage) => page.group ?? UNGROUPED;
const isIndex = (page: TreePage) => page.name === 'index' || page.sort === -1;

/** Groups in order: ungrouped first, then by the smallest sort among their pages, then by name. */
export function groupOrder(pages: readonly TreePage[]): string[] {
  const minSort = new Map<string, number>();
  for (const page of pages) {
    const key = groupKey(page);
    minSort.set(key, Math.min(minSort.get(key) ?? Infinity, page.sort));
  }
  return [...minSort.keys()].sort((a, b) => {
    if (a === UNGROUPED || b === UNGROUPED) return a === UNGROUPED ? -1 : 1;
    return (minSort.get(a) ?? 0) - (minSort.get(b) ?? 0) || a.localeCompare(b);
  });
}

/** Reading order of one section's pages. */
export function orderPages<P extends TreePage>(pages: readonly P[]): P[] {
  const groups = groupOrder(pages);
  return [...pages].sort(
    (a, b) =>
      Number(isIndex(b)) - Number(isIndex(a)) || groups.indexOf(groupKey(a)) - groups.indexOf(groupKey(b)) || a.sort - b.sort || a.title.localeCompare(b.title),
  );
}

export function groupPages<P extends TreePage>(ordered: readonly P[]): SidebarGroup<P>[] {
  const groups: { title: string | null; pages: P[] }[] = [];
  for (const page of ordered) {
    const title = isIndex(page) ? null : page.group;
    const last = groups[groups.length - 1];
    if (last && last.title === title) last.pages.push(page);
    else groups.push({ title, pages: [page] });
  }
  return groups;
}

/** One tree per section that has pages, in the navigation order of SECTIONS. */
export function buildSiteTree<P extends TreePage>(pages: readonly P[]): SectionTree<P>[] {
  return SECTIONS.flatMap((section) => {
    const ordered = orderPages(pages.filter((page) => page.section === section.name));
    if (!ordered.length) return [];
    return [{ name: section.name, title: section.title, url: `/${section.name}/`, pages: ordered, groups: groupPages(ordered) }];
  });
}

/** Previous and next pages of a URL in its section's reading order. */
export function neighbours<P extends TreePage>(ordered: readonly P[], url: string): { previous: P | null; next: P | null } {
  const index = ordered.findIndex((page) => page.url === url);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
