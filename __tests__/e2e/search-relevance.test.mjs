// Relevance of the embedded index the build wrote (public/search-index.json), queried with the
// same engine code the browser runs. No browser needed, but the built site is.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
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
