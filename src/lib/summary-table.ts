import type { SectionTree, TreePage } from './site-tree';

export interface SummaryGroup {
  readonly title: string;
  readonly rows: readonly { readonly title: string; readonly url: string; readonly summary: string }[];
}

/** The index table of a section: pages with a one-line summary, grouped as in the sidebar. */
export function summaryTable<P extends TreePage & { readonly summary: string | null }>(section: SectionTree<P>): SummaryGroup[] {
  return section.groups.flatMap((group) => {
    const rows = group.pages.flatMap((page) => (page.summary ? [{ title: page.title, url: page.url, summary: page.summary }] : []));
    return rows.length ? [{ title: group.title ?? section.title, rows }] : [];
  });
}
