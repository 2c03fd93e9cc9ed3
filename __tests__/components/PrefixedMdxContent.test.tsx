import { render } from '@testing-library/react';
import * as React from 'react';
import { prefixedComponents } from '../../src/components/MdxContent';

describe('printable heading prefixes', () => {
  it('prefixes heading ids and same-page links, and moves headings one level down', () => {
    const c = prefixedComponents('concepts-output') as Record<string, React.ComponentType<Record<string, unknown>>>;
    const { container } = render(
      <div>
        <c.h2 id="filenames">Filenames</c.h2>
        <c.a href="#filenames">same page</c.a>
        <c.a href="/concepts/entry-points/#x">other page</c.a>
      </div>,
    );
    expect(container.querySelector('h3')).toHaveAttribute('id', 'concepts-output__filenames');
    const links = container.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', '#concepts-output__filenames');
    expect(links[1]).toHaveAttribute('href', '/concepts/entry-points/#x');
  });
});
