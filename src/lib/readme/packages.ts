import { checkKeywords } from '../search/keywords';

/** content/data/packages.json: the third-party packages whose README becomes a page. One line adds a page. */
export interface PackageEntry {
  readonly package: string;
  readonly section: 'loaders' | 'plugins';
  /** Purpose group: the sidebar heading and the index table it is listed under. */
  readonly group: string;
  /** One line, written by us, for the section index table. */
  readonly summary: string;
  /** Display title; defaults to the package name. */
  readonly title?: string;
  /** Words readers search with for what the package does ("gzip" for compression-webpack-plugin). */
  readonly keywords?: readonly string[];
}

export function validatePackageEntries(data: unknown, file: string): PackageEntry[] {
  if (!Array.isArray(data)) throw new Error(`${file}: must be a JSON array of { package, section, group, summary, title? }`);
  const seen = new Set<string>();
  return data.map((entry: Partial<PackageEntry>, index) => {
    const where = `${file}: entry ${index + 1}${entry?.package ? ` (${entry.package})` : ''}`;
    if (!entry || typeof entry.package !== 'string' || !/^(@[\w.-]+\/)?[\w.-]+$/.test(entry.package))
      throw new Error(`${where}: "package" must be an npm package name`);
    if (entry.section !== 'loaders' && entry.section !== 'plugins') throw new Error(`${where}: "section" must be "loaders" or "plugins"`);
    for (const key of ['group', 'summary'] as const) {
      if (typeof entry[key] !== 'string' || !entry[key]?.trim()) throw new Error(`${where}: "${key}" must be a non-empty string`);
    }
    if (entry.title !== undefined && typeof entry.title !== 'string') throw new Error(`${where}: "title" must be a string`);
    const keywords = checkKeywords(entry.keywords);
    if ('problem' in keywords) throw new Error(`${where}: ${keywords.problem}`);
    if (seen.has(entry.package)) throw new Error(`${where}: listed twice`);
    seen.add(entry.package);
    return entry as PackageEntry;
  });
}

/** The page name of a package: its name without the npm scope. */
export function pageNameOf(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '');
}
