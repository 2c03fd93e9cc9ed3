import { processTerm, tokenize } from '../../../src/lib/search/tokenize';

const terms = (text: string, field?: string) => tokenize(text).flatMap((word) => processTerm(word, field) ?? []);

describe('tokenize and processTerm', () => {
  it('keeps option paths and package names whole, and adds their parts', () => {
    expect(terms('output.filename')).toEqual(['output.filename', 'output', 'filenam']);
    expect(terms('css-loader')).toEqual(['css-loader', 'css', 'loader']);
  });

  it('splits camelCase so "public path" finds publicPath', () => {
    expect(terms('publicPath')).toEqual(['publicpath', 'public', 'path']);
    expect(terms('splitChunks.cacheGroups')).toEqual(['splitchunks.cachegroups', 'splitchunk', 'cachegroup', 'split', 'chunk', 'cach', 'group']);
  });

  it('indexes body text with the pieces of a compound, not the compound itself', () => {
    expect(terms('output.filename', 'content')).toEqual(['output', 'filenam']);
    expect(terms('publicPath', 'content')).toEqual(['publicpath', 'public', 'path']);
  });

  it('drops stop words, punctuation and single letters but keeps numbers', () => {
    expect(terms('How to use the [name] of a chunk in webpack 5?')).toEqual(['us', 'name', 'chunk', 'webpack', '5']);
    expect(terms('__webpack_public_path__')).toEqual(['webpack_public_path', 'webpack', 'public', 'path']);
    // A reader's pronouns and "who" are function words like "what" and "your": "who maintains webpack" is about maintainers.
    expect(terms('who maintains my webpack config')).toEqual(['maintain', 'webpack', 'config']);
  });

  it('indexes a word also under the words readers use for it, but searches only what was typed', () => {
    expect(terms('the output directory', 'content')).toEqual(['output', 'directori', 'folder']);
    expect(terms('a minimizer', 'title')).toEqual(['minim', 'minif', 'minifi']);
    expect(terms('dist folder')).toEqual(['dist', 'folder']);
    expect(terms('minify')).toEqual(['minifi']);
  });

  it('reads British -ise spellings as the -ize the pages use', () => {
    expect(terms('optimisation')).toEqual(terms('optimization'));
    expect(terms('minimise customised')).toEqual(terms('minimize customized'));
    expect(terms('promise')).toEqual(terms('Promises'));
  });

  it('stems words so inflections meet, leaving compounds whole', () => {
    expect(terms('Writing loaders')).toEqual(terms('write a loader'));
    expect(terms('caching')).toEqual(terms('cache'));
    expect(terms('css-loaders')).toEqual(['css-loaders', 'css', 'loader']);
  });
});
