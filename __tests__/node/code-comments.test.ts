import { codeSource } from '../../src/lib/code-source';
import { renderReadme } from '../../src/lib/readme/render-readme';
import { renderContent } from '../../src/node/render-content';

const CODE = `// see [output](/configuration/output), the \`path\` **must** be absolute
module.exports = {
  // plugins: https://webpack.js.org/plugins/ and [<b>x</b>](https://example.com/)
  mode: "none", // no markdown here
};`;

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('comments in code blocks, rendered at build time', () => {
  const page = parse(renderContent(`Intro.\n\n\`\`\`js\n${CODE}\n\`\`\`\n`));
  const comments = Array.from(page.querySelectorAll('.gatsby-highlight .token.comment'));

  it('become code, links and strong text', () => {
    expect(comments[0].innerHTML).toBe(
      '// see <a href="/configuration/output/">output</a>, the <code class="comment-code">path</code> <strong>must</strong> be absolute',
    );
    expect(comments[1].querySelectorAll('a')).toHaveLength(2);
    expect(comments[2].innerHTML).toBe('// no markdown here');
  });

  it('open external links in a new tab without opener, and put comment text in as text, never markup', () => {
    const links = Array.from(comments[1].querySelectorAll('a'));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(comments[1].querySelector('b')).toBeNull();
    expect(links[1].textContent).toBe('<b>x</b>');
  });

  it('keep the code as written for copying', () => {
    expect(codeSource(page.querySelector('code')!)).toBe(CODE);
  });

  it('leave a block whose comments hold no markdown exactly as highlighted', () => {
    const plain = parse(renderContent('```js\n// just words\nconst a = 1;\n```\n'));
    expect(plain.querySelector('code')!.hasAttribute('data-source')).toBe(false);
    expect(plain.querySelector('.token.comment')!.innerHTML).toBe('// just words');
  });

  it('render the same way in README pages', () => {
    const readme = parse(renderReadme(`# pkg\n\n\`\`\`js\n${CODE}\n\`\`\`\n`, { url: 'https://github.com/example/pkg', directory: '' }).html);
    expect(readme.querySelector('.token.comment code.comment-code')?.textContent).toBe('path');
    expect(codeSource(readme.querySelector('code')!)).toBe(CODE);
  });
});
