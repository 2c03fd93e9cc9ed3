import { extractCodeBlocks } from '../../../src/lib/content-examples/code-blocks';

const page = (body: string) => `---\ntitle: Example\n---\n${body}`;

describe('extractCodeBlocks', () => {
  it('reads language, title, text and the file line of the opening fence', () => {
    const text = page('\nIntro.\n\n```js title="webpack.config.js"\nmodule.exports = {};\n```\n\n```bash\nnpx webpack\n```\n');
    expect(extractCodeBlocks('guides/x.mdx', text)).toEqual([
      { page: 'guides/x.mdx', line: 7, lang: 'js', title: 'webpack.config.js', value: 'module.exports = {};' },
      { page: 'guides/x.mdx', line: 11, lang: 'bash', title: null, value: 'npx webpack' },
    ]);
  });

  it('keeps a fence shown inside a longer fence as that block’s text', () => {
    const text = page('\n````mdx\n```js title="webpack.config.js"\nmodule.exports = {};\n```\n````\n');
    const blocks = extractCodeBlocks('contribute/writers-guide.mdx', text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ lang: 'mdx', title: null, line: 5 });
    expect(blocks[0].value).toContain('```js title="webpack.config.js"');
  });

  it('finds blocks nested in asides and lists, without their indentation', () => {
    const text = page('\n> [!TIP]\n> ```js title="a.js"\n> a();\n> ```\n\n- step\n\n  ```js title="b.js"\n  b();\n  ```\n');
    const blocks = extractCodeBlocks('guides/x.mdx', text);
    expect(blocks.map((block) => [block.title, block.value, block.line])).toEqual([
      ['a.js', 'a();', 6],
      ['b.js', 'b();', 12],
    ]);
  });

  it('refuses a page without frontmatter, naming it', () => {
    expect(() => extractCodeBlocks('guides/x.mdx', '```js\n```\n')).toThrow(/^guides\/x\.mdx:1: missing frontmatter/);
  });
});
