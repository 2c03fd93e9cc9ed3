import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offlineAssets, writeOfflineManifest } from '../../src/node/offline-assets';
import { chunkFilename, componentFiles, lazyChunkEntries } from '../../src/node/webpack-config';

describe('offline assets', () => {
  const chunkMap = {
    app: ['/app-1.js'],
    'search-box': ['/search-box-abc.js'],
    'search-embedded': ['/search-embedded-def.js'],
    'search-algolia': ['/search-algolia-123.js'],
    'component---src-pages-search-tsx': ['/9-page.js'],
    'search-page': ['/search-page-456.js'],
  };

  it('lists the embedded search code, its index, its config and the results page for the service worker', () => {
    expect(offlineAssets(chunkMap)).toEqual([
      '/search-box-abc.js',
      '/search-embedded-def.js',
      '/9-page.js',
      '/search-page-456.js',
      '/search-index.json',
      '/search-config.json',
      '/search/',
      '/page-data/search/page-data.json',
    ]);
  });

  it('fails the build when a search chunk is missing, rather than leaving search broken offline', () => {
    expect(() => offlineAssets({ app: ['/app-1.js'] })).toThrow(/no chunk named "search-box"/);
  });
});

describe('chunk file names', () => {
  it('names page-component chunks by id and keeps the names the site gives its own chunks, all in one folder', () => {
    expect(chunkFilename({ chunk: { name: 'component---src-templates-doc-page-tsx-content-file-path-content-concepts-index-mdx' } })).toBe(
      'chunks/[id]-[contenthash:12].js',
    );
    expect(chunkFilename({ chunk: { name: null } })).toBe('chunks/[id]-[contenthash:12].js');
    expect(chunkFilename({ chunk: { name: '67b73c0b1362c4b3d2162464a2c88589a708fac2' } })).toBe('chunks/[id]-[contenthash:12].js');
    expect(chunkFilename({ chunk: { name: 'search-box' } })).toBe('chunks/[name]-[contenthash:12].js');
  });

  it('maps a page component to its own chunk files, which no longer carry its name', () => {
    const group = {
      name: 'component---src-pages-index-tsx',
      chunks: [
        { name: null, files: new Set(['1018-aaaaaaaaaaaa.js']) },
        { name: 'component---src-pages-index-tsx', files: new Set(['9245-053902878e1c.js', '9245-053902878e1c.js.map']) },
      ],
    };
    expect(componentFiles(group)).toEqual(['/9245-053902878e1c.js']);
  });

  it("rewrites the chunk map's entries of page components and of the site's named lazy chunks, not of the bundles at the top", () => {
    const own = (name: string, ...files: string[]) => ({ name, chunks: [{ name, files: new Set(files) }] });
    expect(
      lazyChunkEntries([
        own('component---src-pages-index-tsx', 'chunks/9245-053902878e1c.js'),
        own('search-box', 'chunks/search-box-0123456789ab.js', 'maps/chunks/search-box-0123456789ab.js.map'),
        own('app', 'app-0123456789abcdef0123.js'),
      ]),
    ).toEqual({ 'component---src-pages-index-tsx': ['/chunks/9245-053902878e1c.js'], 'search-box': ['/chunks/search-box-0123456789ab.js'] });
  });
});

describe('the offline manifest of a build', () => {
  /** The least public/ the manifest is written from: one page, the app shell, webpack's stats, the worker, runtime data. */
  function publicDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-manifest-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('page-data/starter-kits/page-data.json', JSON.stringify({ path: '/starter-kits/', componentChunkName: 'component---kits' }));
    write('starter-kits/index.html', '<main>Starter kits</main>');
    write('page-data/app-data.json', '{}');
    write('offline-plugin-app-shell-fallback/index.html', '<link rel="icon" href="/icon.png">');
    write('icon.png', 'png');
    write('webpack.stats.json', JSON.stringify({ namedChunkGroups: { 'component---kits': { assets: [{ name: 'kits-1.js' }] } } }));
    write('kits-1.js', '');
    write('sw.js', "const BUILD_VERSION = '__OFFLINE_MANIFEST_VERSION__';");
    write('data/starter-kits.json', '[]');
    write('data/starter-kits.json.br', 'compressed');
    write('data/sample-avatars/a.svg', '<svg/>');
    return dir;
  }

  it('saves the data pages fetch after they load (starter kits, sponsors, avatars), without the compressed twins', () => {
    const dir = publicDir();
    try {
      const manifest = writeOfflineManifest(dir);
      expect(manifest.shared).toEqual(expect.arrayContaining(['/data/starter-kits.json', '/data/sample-avatars/a.svg', '/icon.png']));
      expect(manifest.files.filter((file) => file.endsWith('.br'))).toEqual([]);
      expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).toContain(manifest.version);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
