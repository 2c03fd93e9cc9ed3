import { outerSlice } from '../../src/lib/html-slice';

describe('outerSlice', () => {
  const page = '<html><body><nav>menu</nav><main id="m"><article>A</article><article>B</article></main><footer></footer></body></html>';

  it('cuts from the first opening tag to the end of the last closing one', () => {
    expect(outerSlice(page, 'article')).toBe('<article>A</article><article>B</article>');
    expect(outerSlice(page, 'main')).toBe('<main id="m"><article>A</article><article>B</article></main>');
  });

  it('does not take a longer tag name for the element', () => {
    expect(outerSlice('<p><mainly>x</mainly></p>', 'main')).toBe('<p><mainly>x</mainly></p>');
  });

  it('keeps the whole page when the element is missing or its tags do not pair up', () => {
    expect(outerSlice('<body><p>x</p></body>', 'article')).toBe('<body><p>x</p></body>');
    expect(outerSlice('<main><p>x</p>', 'main')).toBe('<main><p>x</p>');
    expect(outerSlice('</main><main>', 'main')).toBe('</main><main>');
  });
});
