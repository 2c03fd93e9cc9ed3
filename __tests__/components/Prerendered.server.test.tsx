/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { Prerendered } from '../../src/components/Prerendered';

test('the build renders the children into the marked element', () => {
  const html = renderToString(
    <Prerendered className="docs">
      <article>
        <h2>Concepts</h2>
      </article>
    </Prerendered>,
  );
  expect(html).toBe('<div class="docs" data-prerendered=""><article><h2>Concepts</h2></article></div>');
});
