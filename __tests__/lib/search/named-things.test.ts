import { distinctiveNames, linksInMain, namedThingsVocabulary, namesOfLink, siteWordsOf } from '../../../src/lib/search/named-things';
import type { SearchRecord } from '../../../src/lib/search/record';

const page = (url: string, lvl1: string, content: string): SearchRecord => ({
  objectID: url,
  url,
  anchor: null,
  hierarchy: { lvl0: 'General', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  type: 'lvl1',
});

// Ten pages: a name on one of them is distinctive, one on every page is a common word of the site.
const site = [
  page('/comparison/', 'Comparison', 'webpack Rollup Vite Rspack'),
  page('/loaders/css-loader/', 'css-loader', 'webpack css-loader'),
  ...Array.from({ length: 8 }, (_, i) => page(`/guides/g${i}/`, `Guide ${i}`, 'webpack builds webpack-dev-server')),
];

describe('named things', () => {
  it('reads the name of a package, repository or person from a link, and nothing from other links', () => {
    expect(namesOfLink('https://www.npmjs.com/package/vite')).toEqual(['vite']);
    expect(namesOfLink('https://www.npmjs.com/package/@rspack/core')).toEqual(['@rspack/core', 'rspack']);
    expect(namesOfLink('https://github.com/webpack/tapable')).toEqual(['tapable', 'webpack']);
    expect(namesOfLink('https://github.com/sokra')).toEqual(['sokra']);
    expect(namesOfLink('https://github.com/zeit/next.js')).toEqual(['next.js', 'zeit']);
    expect(namesOfLink('https://github.com/webpack/webpack.js.org/edit/main/content/comparison.mdx')).toEqual([]);
    expect(namesOfLink('https://github.com/webpack/webpack/issues/14744')).toEqual([]);
    expect(namesOfLink('https://opensource.org/license/mit')).toEqual([]);
    expect(namesOfLink('/concepts/')).toEqual([]);
  });

  it('takes the links of <main> only', () => {
    const html =
      '<html><body><nav><a href="https://github.com/nav">n</a></nav><main><h1>T</h1><p><a href="https://www.npmjs.com/package/vite">vite</a></p></main><footer><a href="https://github.com/foot">f</a></footer></body></html>';
    expect(linksInMain(html)).toEqual(['https://www.npmjs.com/package/vite']);
  });

  it("keeps the names that tell a listing apart: not a page's own title, not a word a tenth of the pages use", () => {
    expect(distinctiveNames(['Vite', 'vite', 'css-loader', 'webpack', 'webpack-dev-server', 'sokra'], siteWordsOf(site))).toEqual(['vite', 'sokra']);
  });

  it('makes one vocabulary entry per listing that names something, pointing at the page', () => {
    const entries = namedThingsVocabulary(
      [
        { page: '/comparison/', links: ['https://www.npmjs.com/package/rollup', 'https://www.npmjs.com/package/webpack'], source: 'the page /comparison/' },
        { page: '/license/', links: ['https://opensource.org/license/mit'], source: 'the page /license/' },
      ],
      site,
    );
    expect(entries).toEqual([{ words: ['rollup'], targets: ['/comparison/'], origin: 'derived: the names the page /comparison/ links' }]);
  });
});
