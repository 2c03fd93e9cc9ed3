/** The documentation sections, in navigation order: the one list every other module reads. */
export interface Section {
  /** Folder under content/ and first URL segment. */
  readonly name: string;
  readonly title: string;
  /** Listed under "Documentation" in the top bar (every section but contribute). */
  readonly inDocsMenu: boolean;
}

export const SECTIONS: readonly Section[] = [
  { name: 'concepts', title: 'Concepts', inDocsMenu: true },
  { name: 'configuration', title: 'Configuration', inDocsMenu: true },
  { name: 'guides', title: 'Guides', inDocsMenu: true },
  { name: 'loaders', title: 'Loaders', inDocsMenu: true },
  { name: 'plugins', title: 'Plugins', inDocsMenu: true },
  { name: 'api', title: 'API', inDocsMenu: true },
  { name: 'migrate', title: 'Migrate', inDocsMenu: true },
  { name: 'contribute', title: 'Contribute', inDocsMenu: false },
];

export function findSection(name: string): Section | undefined {
  return SECTIONS.find((section) => section.name === name);
}

/** Every section has a printable page: /{section}/printable/. */
export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}

/** The section a URL belongs to ('' for single pages such as /glossary/). */
export function sectionOfUrl(url: string): string {
  const first = url.split('/').filter(Boolean)[0] ?? '';
  return findSection(first) ? first : '';
}
