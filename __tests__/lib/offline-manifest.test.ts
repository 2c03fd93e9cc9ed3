import { imagesOf, offlineManifest, pageDataUrl, publicFileOf, savedOffline } from '../../src/lib/offline/site-manifest';

const chunkGroups = {
  app: ['/app-1.js'],
  'component---src-templates-doc-page-tsx': ['/styles.css', '/556-shared.js', '/926-aaa.js', '/926-aaa.js.map'],
  'component---src-pages-index-tsx': ['/12-bbb.js'],
  'search-box': ['/search-box-ccc.js'],
};
const pages = [
  {
    path: '/concepts/',
    componentChunkName: 'component---src-templates-doc-page-tsx',
    staticQueryHashes: ['589'],
    contentUrl: '/page-data/concepts/content.json',
  },
  { path: '/', componentChunkName: 'component---src-pages-index-tsx', staticQueryHashes: [] },
  { path: '/concepts/printable/', componentChunkName: 'component---src-templates-printable-tsx' },
  { path: '/offline/', componentChunkName: 'component---src-pages-offline-tsx' },
  { path: '/404.html', componentChunkName: 'component---src-pages-404-tsx' },
];
const files: Record<string, string> = {};
const read = (url: string) => Buffer.from(files[url] ?? `content of ${url}`);

describe('the offline manifest', () => {
  const manifest = offlineManifest(pages, chunkGroups, read);

  it('lists, per reading page, every file it renders from: page data, static queries, content file, template chunks, shared ones included', () => {
    expect(manifest.pages['/concepts/']).toEqual([
      '/concepts/',
      '/page-data/concepts/page-data.json',
      '/page-data/sq/d/589.json',
      '/page-data/concepts/content.json',
      '/styles.css',
      '/556-shared.js',
      '/926-aaa.js',
    ]);
    expect(manifest.pages['/']).toEqual(['/', '/page-data/index/page-data.json', '/12-bbb.js']);
  });

  it('leaves out the printable pages, and keeps the offline page and the 404 page, which the worker answers with', () => {
    expect(Object.keys(manifest.pages)).toEqual(['/', '/404.html', '/concepts/', '/offline/']);
    expect(savedOffline('/api/printable/')).toBe(false);
    expect(savedOffline('/printable/')).toBe(false);
    expect(savedOffline('/api/cli/')).toBe(true);
  });

  it('saves every chunk once (search and layout chunks load on demand), without source maps, and the app data', () => {
    expect(manifest.files).toContain('/search-box-ccc.js');
    expect(manifest.shared).toEqual([
      '/12-bbb.js',
      '/556-shared.js',
      '/926-aaa.js',
      '/app-1.js',
      '/page-data/app-data.json',
      '/search-box-ccc.js',
      '/styles.css',
    ]);
    expect(manifest.shared.every((file) => manifest.files.includes(file))).toBe(true);
    expect(manifest.files).toContain('/page-data/app-data.json');
    expect(manifest.files.some((file) => file.endsWith('.map'))).toBe(false);
    expect(new Set(manifest.files).size).toBe(manifest.files.length);
  });

  it('adds up the bytes and changes its version when any file changes, even at the same size', () => {
    expect(manifest.bytes).toBe(manifest.files.reduce((sum, file) => sum + read(file).length, 0));
    files['/page-data/concepts/content.json'] = 'content of /page-data/concepts/contenT.json';
    expect(offlineManifest(pages, chunkGroups, read).version).not.toBe(manifest.version);
  });

  it("reads a page's HTML from its folder's index.html, other files as they are named", () => {
    expect(publicFileOf('/')).toBe('/index.html');
    expect(publicFileOf('/concepts/')).toBe('/concepts/index.html');
    expect(publicFileOf('/404.html')).toBe('/404.html');
  });

  it('maps the home page to the page-data folder Gatsby names index', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/api/cli/')).toBe('/page-data/api/cli/page-data.json');
  });

  it("saves the images of every page's chrome and the favicons, read from the app shell", () => {
    const shell =
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" sizes="48x48" href="/icons/icon-48x48.png"/>' +
      '<footer><img alt="MIT" src="/badges/license-mit.svg" width="80"/><img src="/badges/license-mit.svg"/><img src="https://example.com/x.png"/></footer>';
    expect(imagesOf(shell)).toEqual(['/badges/license-mit.svg', '/favicon.svg']);
    expect(offlineManifest(pages, chunkGroups, read, ['/favicon.svg']).files).toContain('/favicon.svg');
  });

  it("saves a page's own images with the page", () => {
    const withLogo = (url: string) => Buffer.from(url === '/' ? '<main><img alt="logo" src="/branding/logo.svg"/></main>' : `content of ${url}`);
    const saved = offlineManifest(pages, chunkGroups, withLogo);
    expect(saved.pages['/']).toContain('/branding/logo.svg');
    expect(saved.pages['/concepts/']).not.toContain('/branding/logo.svg');
  });
});
