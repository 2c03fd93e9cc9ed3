import { extractAnchors, flattenAnchors, headingText } from '../../src/lib/anchors';

describe('anchors', () => {
  const body = [
    '## Getting `output.filename` right',
    'text',
    '### Hashes',
    '```md',
    '## Not a heading inside a fence',
    '```',
    '### Hashes',
    '## [Linked](https://example.com) *title*',
    '#### Too deep',
    '## Getting `output.filename` right',
  ].join('\n');

  it('reads plain text out of inline markdown', () => {
    expect(headingText('Use `import()` **now** [here](/x/)')).toBe('Use import() now here');
    expect(headingText('Tell webpack the nonce with `__webpack_nonce__`')).toBe('Tell webpack the nonce with __webpack_nonce__');
  });

  it('nests level 3 under level 2, skips code fences and deeper levels, slugs like GitHub', () => {
    const anchors = extractAnchors(body);
    expect(anchors.map((a) => a.id)).toEqual(['getting-outputfilename-right', 'linked-title', 'getting-outputfilename-right-1']);
    expect(anchors[0].children.map((a) => [a.id, a.level])).toEqual([
      ['hashes', 3],
      ['hashes-1', 3],
    ]);
    expect(flattenAnchors(anchors)).toHaveLength(5);
  });

  it('counts deeper headings for slug uniqueness without listing them', () => {
    const anchors = extractAnchors('#### Setup\n## Setup');
    expect(anchors.map((a) => a.id)).toEqual(['setup-1']);
  });
});
