/** A year, the longest max-age caches honour: for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag, Last-Modified) before each use: a new build shows at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

// webpack's content hashes in Gatsby's file names: `app-<20 hex>.js`, `styles.<20 hex>.css`, and this site's lazy
// chunks, `<id>-<12 hex>.js` (src/node/webpack-config.ts).
const HASHED_NAME = /[.-][0-9a-f]{12,}\.(?:js|css|mjs|map)$/;

/**
 * The Cache-Control of a file of public/, by its URL path: Gatsby's static/ folder and hashed bundles never change
 * under their name; everything else (HTML, page-data, app-data.json, sw.js, manifest, icons, the search index) may
 * change with any build, so it is revalidated.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

/** Text files the build writes Brotli and gzip copies of (src/node/precompress.ts); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|md|webmanifest)$/;
