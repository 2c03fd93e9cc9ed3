import fs from 'node:fs';
import path from 'node:path';
import type { SiteServerManifest } from '../lib/site-server/manifest';
import { headersFile, staticHeaderRules } from '../lib/site-server/static-headers';
import { securityHeaders } from '../server/site/security-headers';

/** Where a CDN that serves public/ finds its headers (Netlify, Cloudflare Pages). */
export const HEADERS_FILE = '_headers';
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * public/_headers: the headers of the site's server for every file of the build (README, "Serving from a CDN"),
 * from the same sources as the server's, so that public/ served by a CDN sends the same. Returns the rule count.
 */
export function writeStaticHeaders(publicDir: string, manifest: SiteServerManifest): number {
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !COMPRESSED_COPY.test(entry.name))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== HEADERS_FILE);
  const rules = staticHeaderRules(files, manifest, securityHeaders());
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), headersFile(rules));
  return rules.length;
}
