import { createHash } from 'node:crypto';

/** What the offline manifest needs of one page's page-data.json. */
export interface PageDataSummary {
  readonly path: string;
  readonly componentChunkName: string;
  readonly staticQueryHashes?: readonly string[];
  /** The site's own content file (pageContext.contentUrl), fetched by the doc template after the page data. */
  readonly contentUrl?: unknown;
}

/**
 * Everything the service worker saves so that every page opens offline, never visited ones included:
 * per page, its prerendered HTML, which the worker answers its navigations with, and the files it cannot render
 * without (its page data, static queries, content file and template chunks); the site's other chunks, loaded on demand (search, layout chunks), are saved once for all pages.
 */
export interface OfflineManifest {
  /** Changes whenever any listed file's name or content changes: the worker then saves everything again. */
  readonly version: string;
  /** Per page, its own prerendered HTML (the page's path) first, then every file it renders from. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  /** What any page may load besides its own list: the app data, every chunk, the chrome's images. */
  readonly shared: readonly string[];
  readonly files: readonly string[];
  /** What saving the site costs a first visit, uncompressed. */
  readonly bytes: number;
}

/**
 * Never a page a reader opens (the plugin's app shell, develop's 404 page), and the printable pages, too big to save
 * for every reader. The offline page is listed: the worker saves it with its data at install, as Gatsby renders it
 * (at /offline/) where a page was not saved. /app-shell/ renders nothing but is a page of the build: saved like any.
 */
const NOT_SAVED = /^\/(?:dev-404-page\/|offline-plugin-app-shell-fallback\/)$|\/printable\/$/;

export const savedOffline = (pagePath: string): boolean => !NOT_SAVED.test(pagePath);

/** The file under public/ that answers a URL: a page's path is its folder's index.html. */
export const publicFileOf = (url: string): string => (url.endsWith('/') ? `${url}index.html` : url);

export const pageDataUrl = (pagePath: string): string => `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`;

/**
 * The site's own images and favicons an HTML page shows. From the app shell's HTML, which has the layout and
 * nothing else: what every page shows (the footer's badges, the favicons); from a page's HTML: its own too.
 */
export function imagesOf(html: string): string[] {
  const images = [...html.matchAll(/<img\b[^>]*?\ssrc="(\/[^"]+)"/g)].map((match) => match[1]);
  const icons = [...html.matchAll(/<link\b(?=[^>]*\srel="icon")[^>]*?\shref="(\/[^"]+)"/g)].map((match) => match[1]);
  return [...new Set([...images, ...icons])];
}

/**
 * @param pages every page's page-data summary
 * @param chunkGroups webpack's named chunk groups (public/webpack.stats.json): name → every file the group loads,
 *   shared chunks included
 * @param read a public file's content by its URL (a page's path for its HTML), for the manifest's version and total size
 * @param shared other files every page may show (imagesOf the app shell)
 */
export function offlineManifest(
  pages: readonly PageDataSummary[],
  chunkGroups: Readonly<Record<string, readonly string[]>>,
  read: (url: string) => Buffer,
  shared: readonly string[] = [],
): OfflineManifest {
  const chunksOf = (name: string) => (chunkGroups[name] ?? []).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
  const entries = [...pages]
    .filter((page) => savedOffline(page.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page): [string, string[]] => [
      page.path,
      [
        page.path,
        pageDataUrl(page.path),
        ...(page.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
        ...(typeof page.contentUrl === 'string' ? [page.contentUrl] : []),
        ...chunksOf(page.componentChunkName),
        // Offline, an image the page shows comes from its saved copy, like its data (Branding's logos).
        ...imagesOf(read(page.path).toString('utf8')),
      ],
    ]);
  const allChunks = Object.values(chunkGroups).flatMap((files) => files.filter((file) => file.endsWith('.js') || file.endsWith('.css')));
  const sharedFiles = [...new Set(['/page-data/app-data.json', ...shared, ...allChunks])].sort();
  const files = [...new Set([...sharedFiles, ...entries.flatMap(([, resources]) => resources)])].sort();
  const hash = createHash('sha256');
  let bytes = 0;
  for (const file of files) {
    const content = read(file);
    bytes += content.length;
    hash.update(file).update('\0').update(content);
  }
  return { version: hash.digest('hex').slice(0, 16), pages: Object.fromEntries(entries), shared: sharedFiles, files, bytes };
}
