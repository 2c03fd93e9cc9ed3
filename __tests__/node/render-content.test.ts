import { ContentSyntaxError, renderContent } from '../../src/node/render-content';

describe('renderContent', () => {
  it('renders a page body as the site shows it: permalinked headings, titled and highlighted code, asides', () => {
    const html = renderContent(
      [
        '## Output files',
        '',
        'See [the guide](/guides/caching/) or [webpack on GitHub](https://github.com/webpack/webpack).',
        '',
        '```js title="webpack.config.js"',
        "module.exports = { mode: 'production' };",
        '```',
        '',
        '> [!WARNING]',
        '> Careful.',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="output-files"');
    expect(html).toContain('<a href="#output-files" aria-label="output files permalink" class="anchor before">');
    expect(html).toContain('<div class="code-title">webpack.config.js</div>');
    expect(html).toMatch(
      /<div class="gatsby-highlight" data-language="js"><pre class="language-js" tabindex="0"><code class="language-js">.*<span class="token/,
    );
    expect(html).toContain('<a href="/guides/caching/">the guide</a>');
    expect(html).toContain('<a href="https://github.com/webpack/webpack" target="_blank" rel="noopener noreferrer">');
    expect(html).toMatch(/<div role="note" class="aside aside-warning">/);
  });

  it('reads escaped braces and angle brackets as text, and tables as GitHub does', () => {
    const html = renderContent('Use \\{ name \\} and \\<script\\>.\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('Use { name } and &#x3C;script>.');
    expect(html).toContain('<table tabindex="0">');
  });

  it('refuses JSX and expressions with the line they are on, rather than dropping them', () => {
    expect(() => renderContent('Text.\n\n<Tabs />\n')).toThrow(ContentSyntaxError);
    try {
      renderContent('Text.\n\nSome {value} here.\n');
    } catch (error) {
      expect(error).toMatchObject({ line: 3, reason: expect.stringMatching(/escape a literal \{/) });
    }
    expect(() => renderContent('Text.\n\n<div>\n')).toThrow(/line|Expected|closing/i);
  });
});
