import type { SearchRecord } from '../../../src/lib/search/record';
import { apiHomeOf, comparedSubjects, engineQuery, normalizedName, questionSubject, rerank } from '../../../src/lib/search/rerank';

function record(url: string, lvl0: string, lvl1: string, heading: string | null): SearchRecord {
  return {
    objectID: url,
    url,
    anchor: heading ? (url.split('#')[1] ?? null) : null,
    hierarchy: { lvl0, lvl1, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    type: heading ? 'lvl2' : 'lvl1',
  };
}

const records = [
  record('/configuration/output/#outputdevtoolnamespace', 'Configuration', 'Output', 'output.devtoolNamespace'),
  record('/configuration/devtool/', 'Configuration', 'Devtool', null),
  record('/glossary/#chunk', 'General', 'Glossary', 'Chunk'),
  record('/loaders/file-loader/#publicpath', 'Loaders', 'file-loader', 'publicPath'),
  record('/configuration/output/#outputpublicpath', 'Configuration', 'Output', 'output.publicPath'),
  record('/concepts/loaders/', 'Concepts', 'Loaders', null),
  record('/api/loaders/', 'API', 'Loader Interface', null),
  record('/configuration/target/', 'Configuration', 'Target', null),
  record('/concepts/targets/', 'Concepts', 'Targets', null),
  record('/configuration/entry-context/#entryruntime', 'Configuration', 'Entry and Context', 'entry.runtime'),
  record('/glossary/#runtime', 'General', 'Glossary', 'Runtime'),
  record('/configuration/stats/#statsenv', 'Configuration', 'Stats', 'stats.env'),
  record('/api/cli/', 'API', 'Command Line Interface', null),
  record('/api/node/', 'API', 'Node Interface', null),
];
const order = (query: string, scores: number[]) =>
  rerank(
    query,
    scores.map((score, id) => ({ id, score })),
    records,
  ).map(({ id }) => records[id]?.url);
/** Scores for the named records only; every other record scores 0. */
const only = (scores: Readonly<Record<string, number>>) => records.map((r) => scores[r.url] ?? 0);

/** The URLs of `pages` in the order rerank gives them, for a query and each page's full-text score. */
const rankedUrls = (pages: SearchRecord[]) => (query: string, scores: number[]) =>
  rerank(
    query,
    scores.map((score, id) => ({ id, score })),
    pages,
  ).map(({ id }) => pages[id]?.url);

describe('rerank', () => {
  it('puts the page or section named exactly by the query first, whatever the text scores say', () => {
    expect(order('devtool', [10, 1, 0, 0, 0, 0, 0])[0]).toBe('/configuration/devtool/');
    expect(order('Devtool', [10, 1, 0, 0, 0, 0, 0])[0]).toBe('/configuration/devtool/');
  });
  it("answers a bare option name with webpack's own entry before a package's option of the same name", () => {
    expect(order('publicPath', [0, 0, 0, 2, 1, 0, 0])[0]).toBe('/configuration/output/#outputpublicpath');
  });
  it('reads a question as its subject, and a page title in the plural as the same name', () => {
    expect(order('what is a chunk?', [5, 0, 1, 0, 0, 0, 0])[0]).toBe('/glossary/#chunk');
    expect(order('what is a loader', [0, 0, 0, 0, 0, 1, 0])[0]).toBe('/concepts/loaders/');
  });
  it('sends an API-shaped name to the page of that API', () => {
    expect(order('this.getOptions', [3, 0, 0, 0, 0, 0, 1])[0]).toBe('/api/loaders/');
    expect(apiHomeOf('__webpack_hash__')).toBe('/api/module-variables/');
    expect(apiHomeOf('--mode')).toBe('/api/cli/');
    expect(apiHomeOf('webpack serve --open')).toBe('/api/cli/');
    expect(apiHomeOf('webpack serve')).toBeUndefined();
    expect(apiHomeOf('stats toJson')).toBe('/api/node/');
    expect(apiHomeOf('stats options')).toBeUndefined();
    expect(apiHomeOf('devtool')).toBeUndefined();
  });
  it('keeps the engine order for ties and leaves other queries alone', () => {
    expect(order('something else', [3, 2, 1, 0, 0, 0, 0]).slice(0, 3)).toEqual(records.slice(0, 3).map((r) => r.url));
  });
  it('answers "what is/are …" from the Concepts pages and the glossary, a bare name from the option', () => {
    // The text scores favour the Concepts page: the title spelled as typed and the question decide.
    const scores = only({ '/configuration/target/': 1, '/concepts/targets/': 1.2 });
    expect(order('target', scores)[0]).toBe('/configuration/target/');
    expect(order('what are targets', scores)[0]).toBe('/concepts/targets/');
  });
  it('does not read a question or a flag as the last segment of an option path', () => {
    expect(order('what is the runtime', only({ '/configuration/entry-context/#entryruntime': 3, '/glossary/#runtime': 1 }))[0]).toBe('/glossary/#runtime');
    expect(order('runtime', only({ '/configuration/entry-context/#entryruntime': 3, '/glossary/#runtime': 2 }))[0]).toBe(
      '/configuration/entry-context/#entryruntime',
    );
    expect(order('--env', only({ '/configuration/stats/#statsenv': 3, '/api/cli/': 1 }))[0]).toBe('/api/cli/');
  });
  it('sends the Stats object methods and compiler.run to the Node API, not to stats.* options', () => {
    expect(apiHomeOf('stats.toJson')).toBe('/api/node/');
    expect(apiHomeOf('stats.hasErrors()')).toBe('/api/node/');
    expect(apiHomeOf('compiler.run')).toBe('/api/node/');
    expect(apiHomeOf('stats.preset')).toBeUndefined();
  });
});

test('names and questions', () => {
  expect(normalizedName('  --Config-Node-Env ')).toBe('config-node-env');
  expect(normalizedName('require.context()')).toBe('require.context');
  expect(questionSubject('How do I use a loader?')).toBe('use a loader');
  expect(questionSubject('what is the runtime')).toBe('runtime');
});

test('a pasted message loses its quoted paths, a short query keeps everything', () => {
  expect(engineQuery("Module not found: Error: Can't resolve './App' in '/home/me/src'")).toBe("Module not found: Error: Can't resolve in");
  expect(engineQuery("export 'x' not found")).toBe("export 'x' not found");
  expect(engineQuery('the "dist" value')).toBe('the "dist" value');
});

test('a comparison hands the engine the things compared, not the words that frame it', () => {
  // "between" matched "Sharing configuration between files" before the pages on the two modes.
  expect(engineQuery('difference between development and production mode')).toBe('development and production mode');
  expect(engineQuery('webpack vs. vite')).toBe('webpack vite');
  expect(engineQuery('esbuild compared to webpack')).toBe('esbuild webpack');
  expect(engineQuery('vs')).toBe('vs');
  expect(engineQuery('move files between folders')).toBe('move files between folders');
});

test('a pasted message that starts with a heading puts that heading first', () => {
  const withHeading = [
    ...records,
    record('/guides/troubleshooting/#invalid-configuration-object', 'Guides', 'Troubleshooting Build Errors', 'Invalid configuration object'),
  ];
  const results = withHeading.map((_, id) => ({ id, score: id === withHeading.length - 1 ? 1 : 2 }));
  const [first] = rerank(
    'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
    results,
    withHeading,
  );
  expect(withHeading[first?.id ?? -1]?.url).toBe('/guides/troubleshooting/#invalid-configuration-object');
});

test("a section matching the query's rare word outranks one matching only its common word", () => {
  // "gzip the bundle": most sections say "bundle", one says "gzip".
  const many = Array.from({ length: 40 }, (_, id) => record(`/guides/page-${id}/`, 'Guides', `Page ${id}`, null));
  const results = many.map((_, id) => ({ id, score: id === 39 ? 1 : 2, queryTerms: id === 39 ? ['gzip'] : ['bundl'] }));
  expect(rerank('gzip the bundle', results, many)[0]?.id).toBe(39);
});

test('a pasted message goes to the longest heading it starts with', () => {
  const both = [
    record('/guides/troubleshooting/#module-not-found', 'Guides', 'Troubleshooting Build Errors', "Module not found: Error: Can't resolve"),
    record('/guides/troubleshooting/#module-not-found-src', 'Guides', 'Troubleshooting Build Errors', "Module not found: Error: Can't resolve './src'"),
  ];
  const [first] = rerank(
    "Module not found: Error: Can't resolve './src' in '/home/me/app'",
    both.map((_, id) => ({ id, score: id === 0 ? 1.2 : 1 })),
    both,
  );
  expect(both[first?.id ?? -1]?.url).toBe('/guides/troubleshooting/#module-not-found-src');
});

test("a line of webpack's schema validation error goes to the section on invalid configuration objects", () => {
  expect(apiHomeOf('configuration.output.path: The provided value "dist" is not an absolute path!')).toBe(
    '/guides/troubleshooting/#invalid-configuration-object',
  );
  expect(apiHomeOf(' - configuration.module.rules[0]: The provided value is not valid')).toBe('/guides/troubleshooting/#invalid-configuration-object');
  expect(apiHomeOf('configuration.output.path')).toBeUndefined();
});

describe('release notes', () => {
  const notes = [
    record('/migrate/releases/5.108/#options', 'Migrate', 'webpack 5.108', 'Options'),
    record('/configuration/experiments/', 'Configuration', 'Experiments', null),
  ];
  const ranked = (query: string) =>
    rerank(
      query,
      [
        { id: 0, score: 10 },
        { id: 1, score: 1 },
      ],
      notes,
    ).map(({ id }) => notes[id]?.url);

  it('come after the page that documents what they announce, however much better their words match', () => {
    expect(ranked('topLevelAwait')).toEqual(['/configuration/experiments/', '/migrate/releases/5.108/#options']);
    expect(ranked('migrate from webpack 4 to 5')[0]).toBe('/configuration/experiments/');
  });

  it.each([
    '5.108',
    "what's new in webpack",
    'webpack changelog',
    'release notes',
    'topLevelAwait since when',
    'deprecated in 5',
    'what changed in splitChunks',
  ])('answer first when the query asks what changed: %s', (query) => {
    expect(ranked(query)[0]).toBe('/migrate/releases/5.108/#options');
  });
});

describe('rerank: comparisons and questions about changes', () => {
  const pages = [
    record('/guides/author-libraries/', 'Guides', 'Authoring Libraries', null),
    record('/comparison/', 'General', 'Comparison', null),
    record('/plugins/eslint-webpack-plugin/#changelog', 'Plugins', 'eslint-webpack-plugin', 'Changelog'),
    record('/migrate/releases/5.113/', 'Migrate', 'webpack 5.113', null),
    record('/migrate/releases/', 'Migrate', 'Releases', null),
  ];
  const ranked = rankedUrls(pages);

  it('answers "X vs Y" and "X or Y" with the page that compares, not only the one that repeats the words', () => {
    expect(ranked('rollup or webpack for a library', [2, 1, 0, 0, 0])[0]).toBe('/comparison/');
    expect(ranked('webpack vs vite', [2, 1, 0, 0, 0])[0]).toBe('/comparison/');
    expect(ranked('rollup webpack library', [2, 1, 0, 0, 0])[0]).toBe('/guides/author-libraries/');
  });

  it('reads the things a comparison names, and none from a query that compares nothing', () => {
    expect(comparedSubjects('difference between loader and plugin')).toEqual(['loader', 'plugin']);
    expect(comparedSubjects('Differences between a chunk and a bundle?')).toEqual(['chunk', 'bundle']);
    expect(comparedSubjects('webpack vs. vite')).toEqual(['webpack', 'vite']);
    expect(comparedSubjects('rollup or webpack for a library')).toEqual(['rollup', 'webpack for a library']);
    expect(comparedSubjects('loader and plugin')).toEqual([]);
    expect(comparedSubjects('what is a loader or a plugin')).toEqual([]);
    expect(comparedSubjects('webpack vs')).toEqual([]);
  });

  it('answers a comparison of two things with the page that explains each, not a third that names both', () => {
    const explained = [
      record('/guides/native-css/', 'Guides', 'Native CSS', null),
      record('/concepts/plugins/', 'Concepts', 'Plugins', null),
      record('/concepts/loaders/', 'Concepts', 'Loaders', null),
      record('/configuration/plugins/', 'Configuration', 'Plugins', null),
    ];
    // The guide names both (css-loader with mini-css-extract-plugin); the Loaders concept page only one.
    const urls = rankedUrls(explained)('difference between loader and plugin', [20, 10, 1, 5]);
    expect(urls.slice(0, 2).sort()).toEqual(['/concepts/loaders/', '/concepts/plugins/']);
    // Without a comparison, the same words keep the text's order.
    expect(rankedUrls(explained)('loader plugin', [20, 10, 1, 5])[0]).toBe('/guides/native-css/');
  });

  it('answers a question about changes without a version with the list of releases, and one with a version with its note', () => {
    expect(ranked('webpack changelog', [0, 0, 3, 2, 1])[0]).toBe('/migrate/releases/');
    expect(ranked('changelog 5.113', [0, 0, 3, 2, 1])[0]).not.toBe('/migrate/releases/');
  });
});

describe('rerank: a keyword the query holds whole', () => {
  const withKeywords = (url: string, lvl1: string, keywords: string | null): SearchRecord => ({
    ...record(url, url.startsWith('/plugins/') ? 'Plugins' : 'Configuration', lvl1, null),
    ...(keywords ? { keywords } : {}),
  });
  const pages = [
    withKeywords('/plugins/define-plugin/', 'DefinePlugin', 'compile-time constants, process.env.NODE_ENV'),
    withKeywords('/configuration/node/', 'Node', 'Buffer is not defined, process is not defined'),
    withKeywords('/plugins/compression-webpack-plugin/', 'CompressionWebpackPlugin', 'gzip, brotli'),
    withKeywords('/api/module-variables/', 'Module Variables', null),
    withKeywords('/guides/public-path/', 'Public Path', '__webpack_public_path__'),
  ];
  const ranked = rankedUrls(pages);

  it('puts the section whose keyword is in the query before one that only shares its words', () => {
    // "defined" meets DefinePlugin's title; the whole message is a keyword of the Node page.
    expect(ranked('process is not defined', [2, 1, 0, 0, 0])[0]).toBe('/configuration/node/');
    expect(ranked('Uncaught ReferenceError: process is not defined', [2, 1, 0, 0, 0])[0]).toBe('/configuration/node/');
    expect(ranked('gzip the bundle', [2, 0, 1, 0, 0])[0]).toBe('/plugins/compression-webpack-plugin/');
  });

  it('needs every word of the keyword, not some of them', () => {
    expect(ranked('process is not', [2, 1, 0, 0, 0])[0]).toBe('/plugins/define-plugin/');
    expect(ranked('Buffer is defined', [2, 1, 0, 0, 0])[0]).toBe('/plugins/define-plugin/');
  });

  it('leaves an API-shaped name to the page its form points at', () => {
    expect(ranked('__webpack_public_path__', [0, 0, 0, 1, 2])[0]).toBe('/api/module-variables/');
  });
});
