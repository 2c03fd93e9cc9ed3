import { groupHits, hitUrl, plainText, type SearchHit } from '../../../src/lib/search/hit';

const hit = (id: string, category: string): SearchHit => ({
  id,
  url: `/${id}/`,
  category,
  levels: [{ level: 'lvl0', text: plainText(category) }],
  snippet: null,
});

describe('hit helpers', () => {
  it('links a hit to its URL and anchor, its anchor alone, or nowhere', () => {
    expect(hitUrl('/a/', 'b')).toBe('/a/#b');
    expect(hitUrl('/a/#b', 'b')).toBe('/a/#b');
    expect(hitUrl(null, 'b')).toBe('#b');
    expect(hitUrl(undefined, null)).toBeNull();
  });

  it('groups hits by category in the order their best hit ranks', () => {
    const groups = groupHits([hit('a', 'Guides'), hit('b', 'API'), hit('c', 'Guides')]);
    expect(groups.map((g) => [g.category, g.hits.map((h) => h.id)])).toEqual([
      ['Guides', ['a', 'c']],
      ['API', ['b']],
    ]);
  });
});
