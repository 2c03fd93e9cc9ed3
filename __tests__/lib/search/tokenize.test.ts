import { indexTokenizer, processTerm, stemsOf, tokenize } from '../../../src/lib/search/tokenize';

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

  it('indexes two words of a heading also joined when the site uses the joined word, as readers type it', () => {
    const known = stemsOf(['Use [contenthash] in output.filename; the RuleSet compiler', 'Rollup and @parcel/css']);
    const index = indexTokenizer(known);
    expect(index('Put a content hash in the file names', 'title')).toEqual([
      'Put',
      'a',
      'content',
      'hash',
      'in',
      'the',
      'file',
      'names',
      'contenthash',
      'filenames',
    ]);
    expect(index('A typical rule set', 'parents')).toContain('ruleset');
    // Not in body text, not across a stop word, and not a pair the site never writes as one word.
    expect(index('content hash', 'content')).toEqual(['content', 'hash']);
    expect(index('file of names', 'title')).toEqual(['file', 'of', 'names']);
    expect(index('Using lightningcss (previously @parcel/css)', 'title')).not.toContain('parcelcss');
    // The query side is plain: "contenthash" is one word, and meets the joined heading term.
    expect(tokenize('contenthash in filename')).toEqual(['contenthash', 'in', 'filename']);
    expect(processTerm('filenames', 'title')).toEqual(processTerm('filename'));
  });
});
