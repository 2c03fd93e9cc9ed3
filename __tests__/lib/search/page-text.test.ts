import { PAGE_TEXT_LENGTH, pageOf, pageTexts, pageTextUrl } from '../../../src/lib/search/page-text';
import type { SearchRecord } from '../../../src/lib/search/record';

const record = (objectID: string, content: string | null): SearchRecord => ({
  objectID,
  url: objectID,
  anchor: null,
  hierarchy: { lvl0: 'Guides', lvl1: 'Caching', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  type: 'lvl1',
});

describe('page texts', () => {
  it('groups section texts by page, keyed by objectID, cut for snippets', () => {
    const texts = pageTexts([record('/guides/caching/', 'Intro.'), record('/guides/caching/#hash', 'x'.repeat(3000)), record('/guides/csp/', null)]);
    expect([...texts.keys()]).toEqual(['/guides/caching/']);
    const page = texts.get('/guides/caching/') ?? {};
    expect(page['/guides/caching/']).toBe('Intro.');
    expect(page['/guides/caching/#hash']).toHaveLength(PAGE_TEXT_LENGTH + 1);
  });

  it('lives next to its page', () => {
    expect(pageOf('/guides/caching/#hash')).toBe('/guides/caching/');
    expect(pageTextUrl('/guides/caching/')).toBe('/guides/caching/search-text.json');
  });
});
