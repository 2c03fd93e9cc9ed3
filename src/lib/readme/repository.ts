/** Where a package's source lives, from its package.json "repository" (string or object, shorthand or git URL). */
export interface Repository {
  /** https://github.com/owner/name */
  readonly url: string;
  /** Folder of the package inside a monorepo, '' at the root. */
  readonly directory: string;
}

type RepositoryField = string | { readonly type?: string; readonly url?: string; readonly directory?: string } | undefined;

export function repositoryOf(field: RepositoryField): Repository | null {
  const raw = typeof field === 'string' ? field : field?.url;
  if (!raw) return null;
  const directory = typeof field === 'object' ? (field.directory ?? '').replace(/^\/|\/$/g, '') : '';
  const shorthand = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(raw);
  if (shorthand) return { url: `https://github.com/${shorthand[1]}/${shorthand[2].replace(/\.git$/, '')}`, directory };
  const full = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[#?].*)?$/.exec(raw);
  return full ? { url: `https://github.com/${full[1]}/${full[2]}`, directory } : null;
}

/** A file of the repository as a page (blob) or as raw bytes (for images). */
export function repositoryFileUrl(repo: Repository, file: string, kind: 'blob' | 'raw'): string {
  const path = [repo.directory, file.replace(/^\.?\//, '')].filter(Boolean).join('/');
  if (kind === 'raw') return `${repo.url.replace('https://github.com/', 'https://raw.githubusercontent.com/')}/HEAD/${path}`;
  return `${repo.url}/blob/HEAD/${path}`;
}

/**
 * Rewrites a README's relative URL (./LICENSE, CHANGELOG.md, src/index.js, ./logo.png) to the repository,
 * so no link on our site points at a file we do not serve. Absolute URLs and #fragments stay.
 */
export function rewriteRelativeUrl(url: string, repo: Repository, kind: 'blob' | 'raw'): string {
  if (!url || url.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const [path, hash = ''] = url.split('#');
  const resolved = new URL(path, 'https://repo.invalid/').pathname.slice(1);
  return repositoryFileUrl(repo, decodeURIComponent(resolved), kind) + (hash ? `#${hash}` : '');
}

/**
 * "#fragment" when a README links to a heading of itself as GitHub shows it (the repository page, or
 * its README file, with a #fragment), so the link can stay on our page; null for anything else.
 */
export function ownReadmeFragment(url: string, repo: Repository): string | null {
  const match = /^https?:\/\/(?:www\.)?github\.com\/([^#?]*?)\/?(#.+)$/i.exec(url);
  if (!match) return null;
  const [, path, fragment] = match;
  const base = repo.url.replace(/^https:\/\/github\.com\//, '').toLowerCase();
  const dir = repo.directory ? `/${repo.directory}` : '';
  const own = new RegExp(`^${escapeRegExp(base)}(?:/(?:tree|blob)/[^/]+${escapeRegExp(dir)}(?:/readme\\.md)?)?$`, 'i');
  return own.test(path) && (dir === '' || path.toLowerCase() !== base) ? fragment : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
