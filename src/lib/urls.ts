/** Pure URL helpers shared by the build and the browser. */

/** content/concepts/entry-points.mdx → /concepts/entry-points/; index files map to their folder. */
export function urlFromContentPath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const parts = withoutExt.split('/').filter(Boolean);
  if (parts[parts.length - 1] === 'index') parts.pop();
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/** Links to http(s) or protocol-relative addresses leave the site and open in a new tab. */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** A path to a file (/branding/logo.svg), not to a page: it has an extension. */
export function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/** Adds the trailing slash our routes use, keeping any query or hash. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = match ? [match[1], match[2]] : [path, ''];
  if (pathname === '' || pathname.endsWith('/') || isFilePath(pathname)) return path;
  return `${pathname}/${rest}`;
}

/** A site path as a full address on the deployed site (canonical links, sitemap, share image). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
