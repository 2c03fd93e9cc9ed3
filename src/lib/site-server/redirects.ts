/** A redirect as Gatsby's `createRedirect` records it (the fields the server honours). */
export interface SiteRedirect {
  readonly fromPath: string;
  readonly toPath: string;
  readonly isPermanent?: boolean;
  readonly statusCode?: number;
  readonly ignoreCase?: boolean;
}

export interface RedirectAnswer {
  readonly status: number;
  readonly location: string;
}

// `/a/b/` and `/a/b` are one page on a site whose URLs all end with a slash.
const withoutSlash = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);

/**
 * Finds the redirect of a request path, exact match (with or without its trailing slash; case-insensitive when
 * the redirect says so). The query string is kept unless the target has its own; the browser keeps the
 * `#fragment` by itself.
 */
export function redirectTable(redirects: readonly SiteRedirect[]): (pathname: string, search: string) => RedirectAnswer | null {
  const exact = new Map<string, SiteRedirect>();
  const folded = new Map<string, SiteRedirect>();
  for (const redirect of redirects) {
    const key = withoutSlash(redirect.fromPath);
    if (redirect.ignoreCase) folded.set(key.toLowerCase(), redirect);
    else exact.set(key, redirect);
  }
  return (pathname, search) => {
    const key = withoutSlash(pathname);
    const redirect = exact.get(key) ?? folded.get(key.toLowerCase());
    if (!redirect) return null;
    const status = redirect.statusCode ?? (redirect.isPermanent ? 301 : 302);
    return { status, location: redirect.toPath.includes('?') ? redirect.toPath : redirect.toPath + search };
  };
}
