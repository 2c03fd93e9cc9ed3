import { offlineAssets } from '../../src/node/offline-assets';
import { chunkFilename, componentFiles } from '../../src/node/webpack-config';

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
  it('names page-component chunks by id and keeps the names the site gives its own chunks', () => {
    expect(chunkFilename({ chunk: { name: 'component---src-templates-doc-page-tsx-content-file-path-content-concepts-index-mdx' } })).toBe(
      '[id]-[contenthash:12].js',
    );
    expect(chunkFilename({ chunk: { name: null } })).toBe('[id]-[contenthash:12].js');
    expect(chunkFilename({ chunk: { name: '67b73c0b1362c4b3d2162464a2c88589a708fac2' } })).toBe('[id]-[contenthash:12].js');
    expect(chunkFilename({ chunk: { name: 'search-box' } })).toBe('[name]-[contenthash:12].js');
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
});
