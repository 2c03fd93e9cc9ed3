import { cacheControlFor } from './cache-control';
import type { SiteServerManifest } from './manifest';

/** Headers for the URLs a rule's path matches: one URL, or every URL under a folder (`/*`). */
export interface HeaderRule {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The headers the site's server sends with the files of public/ (security-headers.ts on every one, cacheControlFor,
 * and each page's Content-Security-Policy from the build's manifest), as rules a CDN or object store can apply
 * when it serves public/ itself. Every file has a rule of its own (a page two: `/concepts/` and its index.html),
 * so no two rules set the same header on one URL: Netlify and Cloudflare Pages join the values of such headers.
 * `files` are the paths under public/, with `/` between folders, compressed copies left out.
 */
export function staticHeaderRules(
  files: readonly string[],
  manifest: Pick<SiteServerManifest, 'pagePolicies' | 'defaultPolicy'>,
  securityHeaders: Readonly<Record<string, string>>,
): HeaderRule[] {
  const rules: HeaderRule[] = [{ path: '/*', headers: securityHeaders }];
  for (const file of [...files].sort()) {
    const headers: Record<string, string> = { 'cache-control': cacheControlFor(`/${file}`) };
    if (file.endsWith('.html')) headers['content-security-policy'] = manifest.pagePolicies[file] ?? manifest.defaultPolicy;
    if (file === 'index.html' || file.endsWith('/index.html')) rules.push({ path: `/${file.slice(0, -'index.html'.length)}`, headers });
    rules.push({ path: `/${file}`, headers });
  }
  return rules;
}

/** The rules in the `_headers` format of Netlify and Cloudflare Pages: a path, then its headers indented. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}
