import { llmsTxt } from '../../../src/lib/markdown-export/llms-txt';
import { articlesHtml, pageMarkdown } from '../../../src/lib/markdown-export/page-markdown';

const HTML = `<html><body><header>Site bar</header><main><article>
<div data-print="hide"><a href="https://github.com/x/edit">Edit Document</a></div>
<h1>Output</h1>
<p>See <a href="/concepts/">Concepts</a> and <a href="#outputfilename">below</a>.</p>
<h2 id="outputfilename"><a href="#outputfilename" class="anchor"><svg></svg></a>output<wbr>.filename</h2>
<div class="code-title">webpack.config.js</div>
<pre class="language-js"><code class="language-js"><span class="token keyword">module</span>.exports = {};</code></pre>
<table><thead><tr><th>Mode</th><th>Default</th></tr></thead><tbody><tr><td>produc<!-- -->tion</td><td><code>true</code></td></tr></tbody></table>
<nav data-print="hide"><a href="/next/">Next</a></nav>
</article></main></body></html>`;

test('a built page becomes markdown: title, prose, code with its language, tables, absolute links, no page chrome, break points or comments', () => {
  const markdown = pageMarkdown(HTML, '/configuration/output/', 'https://webpack.js.org') ?? '';
  expect(markdown).toBe(
    [
      '# Output',
      '',
      'See [Concepts](https://webpack.js.org/concepts/) and [below](https://webpack.js.org/configuration/output/#outputfilename).',
      '',
      '## output.filename',
      '',
      'webpack.config.js',
      '',
      '```js',
      'module.exports = {};',
      '```',
      '',
      '| Mode       | Default |',
      '| ---------- | ------- |',
      '| production | `true`  |',
      '',
    ].join('\n'),
  );
});

test('a highlighted code block is its text, however its tokens nest (commented code, links in comments), with chrome still removed', () => {
  const tokens = Array.from(
    { length: 2000 },
    (_, i) => `<span class="token keyword">const</span> a${i} <span class="token operator">=</span> <span class="token number">${i}</span>;\n`,
  ).join('');
  const html = `<html><body><article><h1>Big</h1>
<pre class="language-js"><code class="language-js">${tokens}<span class="token comment">// see <a href="/concepts/">the <em>concepts</em></a></span><button>Copy</button></code></pre>
</article></body></html>`;
  const plain = Array.from({ length: 2000 }, (_, i) => `const a${i} = ${i};\n`).join('');
  expect(pageMarkdown(html, '/big/', 'https://webpack.js.org')).toBe(`# Big\n\n\`\`\`js\n${plain}// see the concepts\n\`\`\`\n`);
});

test('a page without an article has no markdown', () => {
  expect(pageMarkdown('<html><body><p>x</p></body></html>', '/x/', 'https://webpack.js.org')).toBeNull();
});

test('llms.txt: title, summary, a section per documentation section, one line per page', () => {
  const page = (url: string, section: string, title: string) => ({ url, section, title, description: `About ${title}.`, markdown: '' });
  const text = llmsTxt('https://webpack.js.org', 'A bundler.', [
    page('/glossary/', '', 'Glossary'),
    page('/concepts/loaders/', 'concepts', 'Loaders'),
    page('/concepts/', 'concepts', 'Concepts'),
  ]);
  expect(text.split('\n').slice(0, 3)).toEqual(['# webpack', '', '> A bundler.']);
  expect(text).toContain(
    '## Concepts\n\n- [Concepts](https://webpack.js.org/concepts/index.md): About Concepts.\n- [Loaders](https://webpack.js.org/concepts/loaders/index.md): About Loaders.\n',
  );
  expect(text).toContain('## Other pages\n\n- [Glossary](https://webpack.js.org/glossary/index.md): About Glossary.');
});

test('only the articles are read: the page around them (head, sidebar, scripts) changes nothing', () => {
  const article = '<article><h1>Entry points</h1><p>One <code>entry</code>.</p></article>';
  const page = (around: string) =>
    `<html><head><title>x</title></head><body><nav><a href="/a/">${around}</a></nav>${article}<script>${around}</script></body></html>`;
  expect(articlesHtml(page('sidebar'))).toBe(article);
  expect(pageMarkdown(page('sidebar'), '/concepts/', 'https://webpack.js.org')).toBe('# Entry points\n\nOne `entry`.\n');
  expect(pageMarkdown(page('another sidebar'), '/concepts/', 'https://webpack.js.org')).toBe(
    pageMarkdown(page('sidebar'), '/concepts/', 'https://webpack.js.org'),
  );
  expect(articlesHtml('<html><body><p>No article</p></body></html>')).toBe('<html><body><p>No article</p></body></html>');
  expect(pageMarkdown('<html><body><p>No article</p></body></html>', '/x/', 'https://webpack.js.org')).toBeNull();
});
