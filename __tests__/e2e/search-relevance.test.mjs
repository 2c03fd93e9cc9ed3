// Relevance of the embedded index the build wrote (public/search-index.json), queried with the
// same engine code the browser runs. No browser needed, but the built site is.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { READER_QUERIES, rankOf, score } from './reader-queries.mjs';
import { READER_QUESTIONS } from './reader-questions.mjs';
import { RELEVANCE_QUERIES } from './search-queries.mjs';

const require = createRequire(import.meta.url);
require('../../scripts/require-ts.cjs');
const { loadEmbeddedIndex } = require('../../src/lib/search/engine.ts');
const { rankEmbedded } = require('../../src/lib/search/embedded-search.ts');

const PUBLIC = path.resolve('public');
const engine = loadEmbeddedIndex(JSON.parse(fs.readFileSync(path.join(PUBLIC, 'search-index.json'), 'utf8')));
const top5 = (query) => rankEmbedded(engine, { query, hitsPerPage: 5, facet: null }).results.map(({ record }) => record.url);
const pageOf = (url) => url.split('#')[0];

const MIN_SCORE = 0.9;

describe('search relevance', () => {
  it(`finds the expected page in the top 5 for at least ${MIN_SCORE * 100} % of ${RELEVANCE_QUERIES.length} queries`, (t) => {
    assert.ok(RELEVANCE_QUERIES.length >= 40);
    const misses = RELEVANCE_QUERIES.filter(({ query, page }) => !top5(query).some((url) => pageOf(url) === page));
    const score = 1 - misses.length / RELEVANCE_QUERIES.length;
    t.diagnostic(`relevance: ${(score * 100).toFixed(1)} % (${RELEVANCE_QUERIES.length - misses.length}/${RELEVANCE_QUERIES.length})`);
    for (const { query, page } of misses) t.diagnostic(`miss: "${query}" → expected ${page}, got ${top5(query).join(' ') || 'nothing'}`);
    assert.ok(score >= MIN_SCORE, `relevance ${(score * 100).toFixed(1)} % is below ${MIN_SCORE * 100} %`);
  });

  describe('an exact option path ranks its reference entry first', () => {
    for (const { query, entry } of RELEVANCE_QUERIES.filter((q) => q.entry)) {
      const [page, id] = entry.split('#');
      const file = path.join(PUBLIC, page, 'index.html');
      const exists = fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(`id="${id}"`);
      it(query, { skip: !exists && `no #${id} on ${page} yet (generated option entries)` }, () => {
        assert.equal(top5(query)[0], entry);
      });
    }
  });
});

// Floors under the reader query sets: ranking may get better, never quietly worse. Measured
// figures are in the README's search section and `npm run bench:search` prints them per kind.
const SETS = [
  { name: 'reader query set', queries: READER_QUERIES, minQueries: 150, floors: { top1: 0.94, top5: 1, mrr: 0.96 } },
  { name: 'reader questions (issue #32)', queries: READER_QUESTIONS, minQueries: 60, floors: { top1: 0.85, top5: 1, mrr: 0.91 } },
];

for (const { name, queries, minQueries, floors } of SETS) {
  describe(name, () => {
    const ranks = queries.map((item) => {
      const urls = rankEmbedded(engine, { query: item.query, hitsPerPage: 5, facet: null }).results.map(({ record }) => record.url);
      return { ...item, urls, rank: rankOf(item.expected, urls) };
    });
    const all = score(ranks).find((row) => row.kind === 'all');

    it(`has at least ${minQueries} queries, and holds top-1 ≥ ${floors.top1}, top-5 ≥ ${floors.top5}, MRR ≥ ${floors.mrr}`, (t) => {
      assert.ok(queries.length >= minQueries);
      for (const row of score(ranks))
        t.diagnostic(
          `${row.kind}: ${row.queries} queries, top-1 ${(row.top1 * 100).toFixed(1)} %, top-5 ${(row.top5 * 100).toFixed(1)} %, MRR ${row.mrr.toFixed(3)}`,
        );
      for (const miss of ranks.filter(({ rank }) => rank === 0))
        t.diagnostic(`miss (${miss.kind}): "${miss.query}" → ${miss.expected}, got ${miss.urls.join(' ')}`);
      assert.ok(all.top1 >= floors.top1, `top-1 ${all.top1}`);
      assert.ok(all.top5 >= floors.top5, `top-5 ${all.top5}`);
      assert.ok(all.mrr >= floors.mrr, `MRR ${all.mrr}`);
    });

    it('every expected page and anchor exists in the build', () => {
      for (const { expected } of queries) {
        const [page, anchor] = expected.split('#');
        const html = fs.readFileSync(path.join(PUBLIC, page, 'index.html'), 'utf8');
        if (anchor) assert.ok(html.includes(`id="${anchor}"`), expected);
      }
    });
  });
}

describe('ranking rules', () => {
  const first = (query) => top5(query)[0];
  it('an exact option name puts its own page or entry first, before longer names that start with it', () => {
    assert.equal(first('devtool'), '/configuration/devtool/');
    assert.equal(first('output.filename'), '/configuration/output/#outputfilename');
    assert.equal(first('splitChunks'), '/configuration/optimization/#optimizationsplitchunks');
    assert.equal(first('resolve.alias'), '/configuration/resolve/#resolvealias');
    assert.equal(pageOf(first('mode')), '/configuration/mode/');
  });
  it('an exact page title puts the page first', () => {
    assert.equal(first('css-loader'), '/loaders/css-loader/');
    assert.equal(first('Tree Shaking'), '/guides/tree-shaking/');
    assert.equal(first('html-webpack-plugin'), '/plugins/html-webpack-plugin/');
  });
  it('a question ranks by its content words, and a glossary term is in the top 3', () => {
    assert.equal(first('what is a chunk'), '/glossary/#chunk');
    assert.ok(top5('what is tree shaking').slice(0, 3).includes('/glossary/#tree-shaking'));
  });
  it('a pasted error message finds the page that explains it', () => {
    assert.equal(
      first("Module not found: Error: Can't resolve './components/App' in '/home/dev/project/src'"),
      '/guides/troubleshooting/#module-not-found-error-cant-resolve',
    );
    assert.equal(
      first('Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.'),
      '/guides/troubleshooting/#invalid-configuration-object',
    );
  });
  it('a CLI flag finds its option, an API name its API entry', () => {
    assert.equal(pageOf(first('--mode')), '/configuration/mode/');
    assert.equal(pageOf(first('--fail-on-warnings')), '/api/cli/');
    assert.equal(first('require.context'), '/api/module-methods/#requirecontext');
    assert.equal(pageOf(first('this.async')), '/api/loaders/');
  });
  it('a word the index knows is taken as typed, not as a typo of a more frequent word', () => {
    // "rspack" read as a typo was "stack" and "space", whose stats headings filled the results.
    assert.equal(first('rspack'), '/comparison/');
    assert.ok(top5('parcel').some((url) => pageOf(url) === '/comparison/'));
  });
  it('"X vs Y" and "X or Y" are answered by the pages that compare and explain', () => {
    assert.equal(first('webpack vs vite'), '/comparison/');
    assert.equal(pageOf(first('esbuild vs webpack')), '/comparison/');
    assert.equal(pageOf(first('rollup or webpack for a library')), '/comparison/');
  });
  it("a keyword the query holds whole puts its section first: readers' words and pasted messages", () => {
    // "defined" meets DefinePlugin's title, "config" and "typescript" the TypeScript guide's sections.
    assert.equal(first('process is not defined'), '/configuration/node/');
    assert.equal(first('write webpack config in typescript'), '/configuration/configuration-languages/');
    assert.equal(first('ChunkLoadError: Loading chunk 3 failed.'), '/guides/troubleshooting/#chunkloaderror-loading-chunk-failed');
    // An API name stays with the page its form points at.
    assert.equal(pageOf(first('__webpack_public_path__')), '/api/module-variables/');
  });
  it('a comparison is matched on the things compared, not on "between"', () => {
    assert.equal(pageOf(first('difference between development and production mode')), '/configuration/mode/');
  });
  it('a question about changes that names no release finds the list of releases first', () => {
    assert.equal(first('webpack changelog'), '/migrate/releases/');
  });
  it('typos of one or two letters in longer words still find the page', () => {
    assert.equal(first('splitchunk'), '/configuration/optimization/#optimizationsplitchunks');
    assert.ok(top5('hot module replacment').some((url) => pageOf(url) === '/concepts/hot-module-replacement/'));
    assert.ok(top5('devtol').some((url) => pageOf(url) === '/configuration/devtool/'));
    // A British spelling is no typo: it meets the American one the pages use.
    assert.equal(pageOf(first('optimisation')), '/configuration/optimization/');
  });
});

// Issue #32, point 3: the pages that list things are found by the names of what they list, derived at build time
// from their links (src/lib/search/named-things.ts) and from the starter kits the build wrote.
describe('pages found by what they name', () => {
  const { linksInMain, namesOfLink } = require('../../src/lib/search/named-things.ts');
  const firstPage = (query) => pageOf(top5(query)[0] ?? '');
  it('the comparison by each bundler whose package it links, and by Turbopack, which readers compare too', () => {
    const names = linksInMain(fs.readFileSync(path.join(PUBLIC, 'comparison', 'index.html'), 'utf8'))
      .flatMap(namesOfLink)
      .filter((name) => name !== 'webpack');
    assert.ok(names.includes('rspack') && names.includes('vite'), names.join(' '));
    for (const name of names)
      assert.ok(
        top5(name).some((url) => pageOf(url) === '/comparison/'),
        name,
      );
    // esbuild is also an option of the minimizer plugins, headed by that name, which may answer first.
    for (const name of ['rspack', 'vite', 'rollup', 'parcel', 'turbopack', 'webpack vs turbopack']) assert.equal(firstPage(name), '/comparison/', name);
  });
  it('Starter Kits by the name and the maintainer of every kit', () => {
    const kits = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'data', 'starter-kits.json'), 'utf8'));
    assert.ok(kits.length >= 20);
    for (const { name, maintainer } of kits) {
      assert.equal(firstPage(name), '/starter-kits/', name);
      assert.equal(firstPage(maintainer), '/starter-kits/', maintainer);
    }
  });
  it('Organization by every maintainer, and by the projects that have no page of their own', () => {
    const projects = JSON.parse(fs.readFileSync('content/data/ecosystem-projects.json', 'utf8'));
    for (const { maintainer } of projects.filter((project) => project.maintainer)) assert.equal(firstPage(maintainer), '/organization/', maintainer);
    for (const name of ['watchpack', 'webpack-sources', 'memory-fs', 'webpack-stream', 'grunt-webpack']) assert.equal(firstPage(name), '/organization/', name);
    // Tapable and enhanced-resolve are documented (glossary, resolvers), so those answer first; the list follows.
    for (const name of ['tapable', 'enhanced-resolve'])
      assert.ok(
        top5(name).some((url) => pageOf(url) === '/organization/'),
        name,
      );
  });
  it('the glossary by each of its terms, unless a page or an option of that name answers it', () => {
    const engineRecords = engine.records;
    const terms = engineRecords.filter((record) => record.url.startsWith('/glossary/#')).map((record) => record.hierarchy.lvl2);
    const named = new Set(
      engineRecords
        .filter((record) => !record.url.startsWith('/glossary/'))
        .map((record) => (record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? record.hierarchy.lvl1 ?? '').toLowerCase()),
    );
    assert.ok(terms.length >= 20);
    for (const term of terms.filter((term) => !named.has(term.toLowerCase()))) {
      assert.ok(
        top5(term).some((url) => url.startsWith('/glossary/')),
        term,
      );
    }
  });
});

// Issue #32: a release note never outranks the page that documents what it announces, unless the query
// asks what changed; and bad input gives results or none, never an error.
describe('release notes and bad input', () => {
  const isNote = (url) => url.startsWith('/migrate/releases/');
  it('topLevelAwait is no experiment of the installed webpack, so the guides that say it needs no option answer it', () => {
    const schema = JSON.parse(fs.readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8'));
    assert.equal(schema.definitions.Experiments.properties.topLevelAwait, undefined);
  });
  for (const [query, page] of [
    ['topLevelAwait', '/guides/modern-web-platform/'],
    ['migrate from webpack 4 to 5', '/migrate/5/'],
    ['output.clean', '/configuration/output/'],
  ]) {
    it(`"${query}": ${page} comes before every release note`, () => {
      const urls = rankEmbedded(engine, { query, hitsPerPage: 50, facet: null }).results.map(({ record }) => record.url);
      const documented = urls.findIndex((url) => url.split('#')[0] === page);
      const note = urls.findIndex(isNote);
      assert.ok(documented >= 0, `${page} not found for "${query}"`);
      assert.ok(note === -1 || documented < note, `a release note comes before ${page}: ${urls.slice(0, 5).join(' ')}`);
    });
  }
  it('a query about a version puts its release note first', () => {
    assert.equal(top5("what's new in 5.113")[0]?.split('#')[0], '/migrate/releases/5.113/');
  });
  it('bad input returns results or none', () => {
    const bad = [
      'a',
      'x'.repeat(500),
      'output '.repeat(70),
      '!!!???...',
      '.*+?^${}()|[]\\',
      '(a+)+$',
      "Error: Cannot find module 'x'\n    at Function.Module._resolveFilename (node:internal/modules/cjs/loader:1039:15)\n    at /home/me/app/webpack.config.js:12:7",
      'webpack 設定 output パス',
      'вебпак output',
      '🙂🙂',
    ];
    for (const query of bad) assert.ok(Array.isArray(top5(query)), query.slice(0, 20));
  });
});
