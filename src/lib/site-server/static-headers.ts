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
 * when it serves public/ itself. A folder whose files all have one Cache-Control gets one rule for them
 * (`/page-data/*`, `/static/*`, `/guides/*`), the files elsewhere (the hashed bundles beside the pages at the top)
 * one each, and a page its policy under its URL and its index.html. No two rules set the same header on one URL:
 * Netlify and Cloudflare Pages join the values of such headers. `files` are the paths under public/, with `/`
 * between folders, compressed copies left out.
 */
export function staticHeaderRules(
  files: readonly string[],
  manifest: Pick<SiteServerManifest, 'pagePolicies' | 'defaultPolicy'>,
  securityHeaders: Readonly<Record<string, string>>,
): HeaderRule[] {
  const sorted = [...files].sort();
  const cacheOf = (file: string) => cacheControlFor(`/${file}`);
  const foldersOf = (file: string) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, depth, parts) => parts.slice(0, depth + 1).join('/'));
  // Each folder's one Cache-Control, or null when its files (at any depth) have different ones.
  const folderCache = new Map<string, string | null>();
  for (const file of sorted)
    for (const folder of foldersOf(file)) folderCache.set(folder, folderCache.has(folder) && folderCache.get(folder) !== cacheOf(file) ? null : cacheOf(file));
  const rules: HeaderRule[] = [{ path: '/*', headers: securityHeaders }];
  const folderRules = new Set<string>();
  for (const file of sorted) {
    // The outermost folder with one Cache-Control: rules for folders inside it would set it a second time.
    const folder = foldersOf(file).find((candidate) => folderCache.get(candidate));
    if (folder && !folderRules.has(folder)) {
      folderRules.add(folder);
      rules.push({ path: `/${folder}/*`, headers: { 'cache-control': cacheOf(file) } });
    }
    const headers: Record<string, string> = folder ? {} : { 'cache-control': cacheOf(file) };
    if (file.endsWith('.html')) headers['content-security-policy'] = manifest.pagePolicies[file] ?? manifest.defaultPolicy;
    if (Object.keys(headers).length === 0) continue;
    if (file === 'index.html' || file.endsWith('/index.html')) rules.push({ path: `/${file.slice(0, -'index.html'.length)}`, headers });
    rules.push({ path: `/${file}`, headers });
  }
  return rules;
}

/** The rules in the `_headers` format of Netlify and Cloudflare Pages: a path, then its headers indented. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}
