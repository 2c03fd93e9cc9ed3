import fs from 'node:fs';
import path from 'node:path';
import { offlineManifest, publicFileOf, imagesOf, type OfflineManifest, type PageDataSummary } from '../lib/offline/site-manifest';
import { SEARCH_CONFIG_FILE, SEARCH_INDEX_FILE } from '../lib/search/record';

/** Read by the service worker as it installs (src/service-worker/offline-reading.js). */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json';

/** The embedded search's own chunks: the box, MiniSearch with the provider, and the results page. */
const SEARCH_CHUNKS = ['search-box', 'search-embedded', 'component---src-pages-search-tsx', 'search-page'];
/** The results page itself, so /search/?q=… answers offline too. */
const SEARCH_PAGE_FILES = ['/search/', '/page-data/search/page-data.json'];

/**
 * What the service worker caches beyond gatsby-plugin-offline's app shell, so search works offline
 * after a first visit even when the reader never searched online: the search code (by chunk name,
 * from Gatsby's chunk map), the index and the search config.
 */
export function offlineAssets(chunkMap: Readonly<Record<string, readonly string[]>>): string[] {
  const chunks = SEARCH_CHUNKS.flatMap((name) => {
    const files = chunkMap[name];
    if (!files?.length) throw new Error(`offline assets: no chunk named "${name}" in public/chunk-map.json`);
    return files;
  });
  return [...chunks, `/${SEARCH_INDEX_FILE}`, `/${SEARCH_CONFIG_FILE}`, ...SEARCH_PAGE_FILES];
}

export function writeOfflineAssets(publicDir: string): string[] {
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as Record<string, string[]>;
  const assets = offlineAssets(chunkMap);
  fs.writeFileSync(path.join(publicDir, OFFLINE_ASSETS_FILE), JSON.stringify(assets));
  return assets;
}

/** Read by the service worker when a page asks it to save the site (src/service-worker/offline-reading.js). */
export const OFFLINE_MANIFEST_FILE = 'offline-manifest.json';

interface WebpackStats {
  readonly namedChunkGroups: Record<string, { readonly assets: readonly ({ readonly name: string } | string)[] }>;
}

/** Every file each named chunk group loads, shared chunks included (Gatsby's chunk-map.json lists a page component's own files only). */
function chunkGroups(publicDir: string): Record<string, string[]> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  return Object.fromEntries(
    Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, group.assets.map((asset) => `/${typeof asset === 'string' ? asset : asset.name}`)]),
  );
}

/** Where the site's runtime data lives under public/: JSON written by src/node/data/write-static-data.ts, images from static/data/. */
const RUNTIME_DATA_DIR = 'data';

/**
 * The files pages fetch after they load (/data/starter-kits.json, /data/sponsors.json and the avatars they name):
 * offline the worker answers them from the saved copy, like page data. Compressed twins are the server's, not URLs.
 */
function runtimeDataFiles(publicDir: string): string[] {
  const dir = path.join(publicDir, RUNTIME_DATA_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** Where the service worker's script names its cache after the build (src/service-worker/offline-reading.js). */
export const OFFLINE_VERSION_PLACEHOLDER = '__OFFLINE_MANIFEST_VERSION__';

/**
 * Writes the list of files that make every page readable offline, from the final page-data files (run after they
 * are slimmed), and names the worker's cache after its version: a build that changes any saved file is a new worker.
 */
export function writeOfflineManifest(publicDir: string): OfflineManifest {
  const pageDataDir = path.join(publicDir, 'page-data');
  const pages = fs
    .readdirSync(pageDataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page-data.json')
    .map((file) => {
      const data = JSON.parse(fs.readFileSync(path.join(pageDataDir, file), 'utf8')) as PageDataSummary & {
        result?: { pageContext?: { contentUrl?: unknown } };
      };
      return { ...data, contentUrl: data.result?.pageContext?.contentUrl };
    });
  const shell = fs.readFileSync(path.join(publicDir, 'offline-plugin-app-shell-fallback', 'index.html'), 'utf8');
  const read = (url: string) => fs.readFileSync(path.join(publicDir, publicFileOf(url)));
  const manifest = offlineManifest(pages, chunkGroups(publicDir), read, [...imagesOf(shell), ...runtimeDataFiles(publicDir)]);
  fs.writeFileSync(path.join(publicDir, OFFLINE_MANIFEST_FILE), JSON.stringify(manifest));
  const worker = path.join(publicDir, 'sw.js');
  const script = fs.readFileSync(worker, 'utf8');
  if (!script.includes(OFFLINE_VERSION_PLACEHOLDER))
    throw new Error(`${worker} has no ${OFFLINE_VERSION_PLACEHOLDER}: is src/service-worker/offline-reading.js appended to it?`);
  fs.writeFileSync(worker, script.replaceAll(OFFLINE_VERSION_PLACEHOLDER, manifest.version));
  return manifest;
}
