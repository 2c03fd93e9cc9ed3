import { isSafeHref, parseInlineMarkdown } from '../../../src/lib/code-comments/inline-markdown';

const text = (value: string) => ({ type: 'text', value });

describe('parseInlineMarkdown', () => {
  it('leaves a comment without markdown as one text node', () => {
    expect(parseInlineMarkdown('// keep the runtime in its own chunk')).toEqual([text('// keep the runtime in its own chunk')]);
  });

  it('reads code spans, links, strong and emphasis', () => {
    expect(parseInlineMarkdown('// see [`output`](/configuration/output/), **not** *this*')).toEqual([
      text('// see '),
      { type: 'link', href: '/configuration/output/', children: [{ type: 'code', value: 'output' }] },
      text(', '),
      { type: 'strong', children: [text('not')] },
      text(' '),
      { type: 'emphasis', children: [text('this')] },
    ]);
  });

  it('links bare web addresses, leaving out the punctuation after them', () => {
    expect(parseInlineMarkdown('// https://webpack.js.org/guides/. More')).toEqual([
      text('// '),
      { type: 'link', href: 'https://webpack.js.org/guides/', children: [text('https://webpack.js.org/guides/')] },
      text('. More'),
    ]);
  });

  it('keeps code spans literal, with longer fences for backticks inside', () => {
    expect(parseInlineMarkdown('// `` a`b `` and `[x](y)` and `*z*`')).toEqual([
      text('// '),
      { type: 'code', value: 'a`b' },
      text(' and '),
      { type: 'code', value: '[x](y)' },
      text(' and '),
      { type: 'code', value: '*z*' },
    ]);
  });

  it('leaves globs, products, banners, identifiers and unclosed delimiters as written', () => {
    for (const comment of [
      '// put src/templates/** into dist/',
      '// "@lib/*": ["src/lib/*"]',
      '/***/',
      '/*#__PURE__*/',
      '// 2 * 3 * 4',
      '// sets __webpack_public_path__ early',
      '// an `unclosed span',
      '// **half',
    ]) {
      expect(parseInlineMarkdown(comment)).toEqual([text(comment)]);
    }
  });

  it('does not link unsafe addresses', () => {
    expect(parseInlineMarkdown('// [x](javascript:alert(1))')).toEqual([text('// [x](javascript:alert(1))')]);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(['https://a.b/', '//cdn.example/x', '/guides/', '#outputpath', '../x', 'mailto:a@b.c'].every(isSafeHref)).toBe(true);
  });
});
