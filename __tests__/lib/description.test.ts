import { describeMarkdown, plainText, truncate } from '../../src/lib/description';

describe('describeMarkdown', () => {
  it('takes the first paragraph of an MDX body as plain text', () => {
    const body = [
      "import Example from '../../src/components/Example';",
      '',
      '{/* an author note */}',
      '',
      'The `output` options decide where webpack writes files. See [`target`](/configuration/target/) and **more**.',
      '',
      '## Next',
      '',
      'Second paragraph.',
    ].join('\n');
    expect(describeMarkdown(body)).toBe('The output options decide where webpack writes files. See target and more.');
  });

  it('skips a README’s logos, badges, title, notices and code', () => {
    const readme = [
      '<div align="center">',
      '  <img width="180" src="https://example.com/logo.svg">',
      '</div>',
      '',
      '[![npm][npm]][npm-url]',
      '[![node][node]][node-url]',
      '',
      '# css-loader',
      '',
      '> [!WARNING]',
      '>',
      '> **`css-loader` is deprecated**.',
      '',
      '```console',
      'npm install css-loader',
      '',
      'more code',
      '```',
      '',
      'The `css-loader` interprets `@import` and `url()` like `import/require()` and resolves them.',
      '',
      '[npm]: https://img.shields.io/npm/v/css-loader.svg',
    ].join('\n');
    expect(describeMarkdown(readme)).toBe('The css-loader interprets @import and url() like import/require() and resolves them.');
  });

  it('skips lists, tables, setext headings, rules and indented code', () => {
    const body = [
      '- a list item here',
      '',
      '| a | b |',
      '|---|---|',
      '',
      'Title',
      '=====',
      '',
      '---',
      '',
      '    code block here',
      '',
      'Prose comes last here.',
    ].join('\n');
    expect(describeMarkdown(body)).toBe('Prose comes last here.');
  });

  it('returns null when there is no prose', () => {
    expect(describeMarkdown('## Only a heading\n\n```js\nx\n```\n')).toBeNull();
    expect(describeMarkdown('')).toBeNull();
  });
});

describe('plainText', () => {
  it('drops images and HTML, keeps link and code text', () => {
    expect(plainText('![logo](x.svg) Read [the *guide*][ref] or <a href="/x">this</a> with `npm`\\_x.')).toBe('Read the guide or this with npm_x.');
    expect(plainText('Uses `__dirname` and `__filename` in a `/*! banner */` comment.')).toBe('Uses __dirname and __filename in a /*! banner */ comment.');
  });
});

describe('truncate', () => {
  const sentence = (n: number) => `${'word '.repeat(n).trim()}.`;

  it('keeps text within the limit as it is', () => {
    expect(truncate('Short text.', 20)).toBe('Short text.');
  });

  it('keeps whole sentences that fit', () => {
    expect(truncate(`${sentence(5)} ${sentence(5)} ${sentence(5)}`, 60)).toBe(`${sentence(5)} ${sentence(5)}`);
  });

  it('does not end a sentence at a version number', () => {
    expect(truncate('It documents webpack 5.112.2 in detail. Then more follows here.', 45)).toBe('It documents webpack 5.112.2 in detail.');
  });

  it('cuts a long first sentence at a word, with an ellipsis', () => {
    const result = truncate(sentence(60), 50);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result).toMatch(/^word( word)*…$/);
  });
});
