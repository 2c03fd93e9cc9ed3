import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, type PolicySources } from '../lib/site-server/csp';
import type { SiteServerManifest } from '../lib/site-server/manifest';
import type { SiteRedirect } from '../lib/site-server/redirects';
import { searchConfigFromEnv } from '../lib/search/setup';

/** The build settings that open the site's policy to other origins (README, environment variables). */
export function policySourcesFromEnv(env: Readonly<Record<string, string | undefined>>): PolicySources {
  return {
    gtagId: env.GATSBY_GTAG_ID,
    chatScriptUrl: env.GATSBY_CHAT_SCRIPT_URL,
    voteApiUrl: env.GATSBY_VOTE_API_URL,
    algolia: searchConfigFromEnv(env).algolia !== null,
  };
}

/**
 * At most this many different inline scripts across the site: its one policy allows each by hash on every page. A
 * script that differs from page to page (a page's path in its code) would make it grow with the site; such a value
 * goes in a data attribute the script reads (gatsby-ssr.tsx, old-urls/redirects.ts).
 */
export const MAX_INLINE_SCRIPTS = 16;

/**
 * For the site's server (src/server/site/): Gatsby's redirects, which it keeps in its store rather than in public/,
 * and the site's Content-Security-Policy, allowing the inline scripts of every HTML page (Gatsby's own and the
 * site's head scripts) by hash, read from the final HTML. More than MAX_INLINE_SCRIPTS different ones fail the
 * build, naming those that only one page has.
 */
export function buildServerManifest(publicDir: string, redirects: readonly SiteRedirect[], sources: PolicySources): SiteServerManifest {
  const pagesOf = new Map<string, string[]>();
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const page = path.relative(publicDir, file).split(path.sep).join('/');
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) pagesOf.set(hash, [...(pagesOf.get(hash) ?? []), page]);
  }
  if (pagesOf.size > MAX_INLINE_SCRIPTS) {
    const single = [...pagesOf.values()].filter((pages) => pages.length === 1).map(([page]) => page);
    throw new Error(
      `${pagesOf.size} different inline scripts across the pages (at most ${MAX_INLINE_SCRIPTS}, as one policy allows them all): ` +
        `${single.length} of them on one page only, such as in ${single.slice(0, 5).join(', ')}. Give such a script its page's values in a data attribute.`,
    );
  }
  const kept = redirects.map(({ fromPath, toPath, isPermanent, statusCode, ignoreCase }) => ({ fromPath, toPath, isPermanent, statusCode, ignoreCase }));
  return { redirects: kept, sitePolicy: contentSecurityPolicy([...pagesOf.keys()].sort(), sources) };
}

export function writeServerManifest(file: string, manifest: SiteServerManifest): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(manifest));
}
