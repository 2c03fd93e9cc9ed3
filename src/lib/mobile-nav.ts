import type { NavSection } from './nav-tree';

type NavPage = NavSection['pages'][number];

const isPrintable = (page: NavPage) => /printable/i.test(page.title) || /\/printable\/$/.test(page.url);

/** The mobile sidebar's lists: every section with its index page first and no printable pages. */
export function mobileSections(tree: readonly NavSection[]): NavSection[] {
  return tree.map((section) => {
    const pages = section.pages.filter((page) => !isPrintable(page));
    const index = pages.filter((page) => page.url === section.url);
    return { ...section, pages: [...index, ...pages.filter((page) => page.url !== section.url)] };
  });
}

/** /site-tree.json as the browser receives it: checked before use, since it arrives over the network. */
export function isNavTree(data: unknown): data is NavSection[] {
  const isLink = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as NavPage).title === 'string' && typeof (value as NavPage).url === 'string';
  return (
    Array.isArray(data) &&
    data.every((section) => isLink(section) && Array.isArray((section as NavSection).pages) && (section as NavSection).pages.every(isLink))
  );
}
