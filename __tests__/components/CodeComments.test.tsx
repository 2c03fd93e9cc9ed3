import { fireEvent, render, screen } from '@testing-library/react';
import Prism from 'prismjs';
import * as React from 'react';
import { CodeComments } from '../../src/components/CodeComments';
import { codeSource } from '../../src/lib/code-source';

const CODE = `// see [output](/configuration/output), the \`path\` **must** be absolute
module.exports = {
  // plugins: https://webpack.js.org/plugins/ and [<b>x</b>](https://example.com/)
  mode: "none", // no markdown here
};`;
const html = { __html: `<div class="gatsby-highlight"><pre class="language-js"><code class="language-js">${Prism.highlight(CODE, Prism.languages.javascript, 'javascript')}</code></pre></div>` };

function Page({ rendered = true }: { readonly rendered?: boolean }) {
  return (
    <main id="main-content">
      <div dangerouslySetInnerHTML={html} />
      {rendered && <CodeComments pageUrl="/configuration/" />}
    </main>
  );
}

describe('CodeComments', () => {
  it('renders code, links and strong text in comments as elements', () => {
    const { container } = render(<Page />);
    const [first, second, third] = Array.from(container.querySelectorAll('.token.comment'));
    expect(first.innerHTML).toMatch(/^\/\/ see <a href="\/configuration\/output\/">output<\/a>, the <code class="[^"]*">path<\/code> <strong>must<\/strong> be absolute$/);
    expect(second.querySelectorAll('a')).toHaveLength(2);
    expect(third.innerHTML).toBe('// no markdown here');
  });

  it('opens external links in a new tab without opener', () => {
    render(<Page />);
    for (const name of ['https://webpack.js.org/plugins/', '<b>x</b>']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('puts comment text into the page as text, never as markup', () => {
    const { container } = render(<Page />);
    expect(container.querySelector('.token.comment b')).toBeNull();
    expect(screen.getByRole('link', { name: '<b>x</b>' })).toHaveAttribute('href', 'https://example.com/');
  });

  it('keeps the code as written for copying', () => {
    const { container } = render(<Page />);
    expect(codeSource(container.querySelector('code')!)).toBe(CODE);
  });

  it('follows internal links with the router, and leaves modified clicks to the browser', () => {
    const navigate = jest.fn();
    Object.assign(window, { ___navigate: navigate });
    render(<Page />);
    const link = screen.getByRole('link', { name: 'output' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/configuration/output/', undefined);
  });

  it('puts the comments back as they were when it unmounts', () => {
    const { container, rerender } = render(<Page />);
    rerender(<Page rendered={false} />);
    const original = document.createElement('code');
    original.innerHTML = Prism.highlight(CODE, Prism.languages.javascript, 'javascript');
    expect(container.querySelector('code')?.innerHTML).toBe(original.innerHTML);
    expect(container.querySelector('code')).not.toHaveAttribute('data-source');
  });
});
