import { cacheControlFor } from './cache-control';
import { policyApplies } from './csp';
import type { SiteServerManifest } from './manifest';

/** Headers for the URLs a rule's path matches: one URL, or every URL under a folder (`/*`). */
export interface HeaderRule {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The headers the site's server sends with the files of public/ (security-headers.ts on every one, cacheControlFor,
 * and the site's Content-Security-Policy on all but the worker's script, policyApplies), as rules a CDN or object
 * store can apply when it serves public/ itself. A folder whose files all get the same headers has one rule for
 * them (`/page-data/*`, `/static/*`, `/guides/*`, which also covers the page URL `/guides/`), the files elsewhere
 * (the bundles beside the pages at the top) one each, and the home page its URL. No two rules set the same header
 * on one URL: Netlify and Cloudflare Pages join the values of such headers. `files` are the paths under public/,
 * with `/` between folders, compressed copies left out.
 */
export function staticHeaderRules(
  files: readonly string[],
  manifest: Pick<SiteServerManifest, 'sitePolicy'>,
  securityHeaders: Readonly<Record<string, string>>,
): HeaderRule[] {
  const sorted = [...files].sort();
  const headersOf = (file: string): Record<string, string> => ({
    'cache-control': cacheControlFor(`/${file}`),
    ...(policyApplies(file) ? { 'content-security-policy': manifest.sitePolicy } : {}),
  });
  const keyOf = (file: string) => JSON.stringify(headersOf(file));
  const foldersOf = (file: string) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, depth, parts) => parts.slice(0, depth + 1).join('/'));
  // Each folder's one set of headers, or null when its files (at any depth) have different ones.
  const folderHeaders = new Map<string, string | null>();
  for (const file of sorted)
    for (const folder of foldersOf(file))
      folderHeaders.set(folder, folderHeaders.has(folder) && folderHeaders.get(folder) !== keyOf(file) ? null : keyOf(file));
  const rules: HeaderRule[] = [{ path: '/*', headers: securityHeaders }];
  const folderRules = new Set<string>();
  for (const file of sorted) {
    // The outermost folder with one set: rules for folders inside it would set its headers a second time.
    const folder = foldersOf(file).find((candidate) => folderHeaders.get(candidate));
    if (!folder) {
      if (file === 'index.html' || file.endsWith('/index.html')) rules.push({ path: `/${file.slice(0, -'index.html'.length)}`, headers: headersOf(file) });
      rules.push({ path: `/${file}`, headers: headersOf(file) });
    } else if (!folderRules.has(folder)) {
      folderRules.add(folder);
      rules.push({ path: `/${folder}/*`, headers: headersOf(file) });
    }
  }
  return rules;
}

/** The rules in the `_headers` format of Netlify and Cloudflare Pages: a path, then its headers indented. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}
