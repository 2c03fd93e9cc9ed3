import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, type PolicySources } from '../lib/site-server/csp';
import type { SiteServerManifest } from '../lib/site-server/manifest';
import type { SiteRedirect } from '../lib/site-server/redirects';
import { searchConfigFromEnv } from '../lib/search/setup';

/** The build settings that open a page's policy to other origins (README, environment variables). */
export function policySourcesFromEnv(env: Readonly<Record<string, string | undefined>>): PolicySources {
  return {
    gtagId: env.GATSBY_GTAG_ID,
    chatScriptUrl: env.GATSBY_CHAT_SCRIPT_URL,
    voteApiUrl: env.GATSBY_VOTE_API_URL,
    algolia: searchConfigFromEnv(env).algolia !== null,
  };
}

/**
 * For the site's server (src/server/site/): Gatsby's redirects, which it keeps in its store rather than in public/,
 * and each HTML page's Content-Security-Policy with the hashes of the inline scripts it was built with (Gatsby's
 * own and the site's head scripts), read from the final HTML.
 */
export function buildServerManifest(publicDir: string, redirects: readonly SiteRedirect[], sources: PolicySources): SiteServerManifest {
  const pagePolicies: Record<string, string> = {};
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    pagePolicies[path.relative(publicDir, file).split(path.sep).join('/')] = contentSecurityPolicy(inlineScriptHashes(html), sources);
  }
  const kept = redirects.map(({ fromPath, toPath, isPermanent, statusCode, ignoreCase }) => ({ fromPath, toPath, isPermanent, statusCode, ignoreCase }));
  return { redirects: kept, pagePolicies, defaultPolicy: contentSecurityPolicy([], sources) };
}

export function writeServerManifest(file: string, manifest: SiteServerManifest): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(manifest));
}
