/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { tempSite } from './temp-site';
import { writeSearchIndex } from '../../src/node/search-index';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../src/lib/search/record';

const page = (title: string, text: string, script = 'app-1.js') =>
  `<html><head><script src="/${script}"></script></head><body><main><h1>${title}</h1><p>${text}</p>` +
  `<h2 id="more">More</h2><p>More about ${title}.</p></main></body></html>`;

test('a rebuild reads again only the pages whose text changed, and writes what a build without cache writes', () => {
  const { publicDir, cache, write, remove } = tempSite('search-index-');
  const written = () =>
    [SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE, 'concepts/output/search-text.json'].map((file) => fs.readFileSync(path.join(publicDir, file), 'utf8'));
  try {
    write('concepts/output', page('Output', 'Where bundles go.'));
    write('concepts/modules', page('Modules', 'What a module is.'));
    write('concepts/printable', page('Concepts', 'Everything.'));

    expect(writeSearchIndex(publicDir, cache, [])).toMatchObject({ pages: 2, indexed: 2, records: 4 });
    // Gatsby rewrites every page's scripts when the bundle's hash changes; the text is the same.
    write('concepts/modules', page('Modules', 'What a module is.', 'app-2.js'));
    expect(writeSearchIndex(publicDir, cache, [])).toMatchObject({ pages: 2, indexed: 0, records: 4 });

    write('concepts/output', page('Output', 'Where bundles go, and their names.'));
    expect(writeSearchIndex(publicDir, cache, [])).toMatchObject({ pages: 2, indexed: 1, records: 4 });
    const cached = written();
    expect(cached[2]).toContain('and their names');

    fs.rmSync(cache, { recursive: true });
    expect(writeSearchIndex(publicDir, cache, [])).toMatchObject({ indexed: 2 });
    expect(written()).toEqual(cached);
  } finally {
    remove();
  }
});
