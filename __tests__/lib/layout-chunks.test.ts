/** @jest-environment jsdom */
import { chunkSize, chunkStyle, LAYOUT_CHUNK_CLASS } from '../../src/lib/layout-chunks';
import { renderReadme } from '../../src/lib/readme/render-readme';
import { renderContent } from '../../src/node/render-content';

/** The rendered HTML as a document, and its top-level blocks. */
function topLevel(html: string): HTMLElement[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return [...container.children] as HTMLElement[];
}

const vars = (chunk: HTMLElement) => ({
  text: Number(chunk.style.getPropertyValue('--chunk-text')),
  lines: Number(chunk.style.getPropertyValue('--chunk-lines')),
  blocks: Number(chunk.style.getPropertyValue('--chunk-blocks')),
});

describe('layout chunks', () => {
  const body = [
    'An intro paragraph.',
    '',
    '## First',
    '',
    'Text under the first heading.',
    '',
    '```js',
    'const a = 1;',
    'const b = 2;',
    '```',
    '',
    '### Nested',
    '',
    '- one',
    '- two',
    '',
    '#### Deeper',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '##### Not a boundary',
    '',
    'Still the h4 chunk.',
  ].join('\n');

  it('wraps every top-level block in a chunk, starting a new one at each h2, h3 and h4', () => {
    const chunks = topLevel(renderContent(body));
    expect(chunks.every((chunk) => chunk.tagName === 'DIV' && chunk.className === LAYOUT_CHUNK_CLASS)).toBe(true);
    expect(chunks.map((chunk) => [...chunk.children].map((child) => child.tagName))).toEqual([
      ['P'],
      ['H2', 'P', 'DIV'],
      ['H3', 'UL'],
      ['H4', 'TABLE', 'H5', 'P'],
    ]);
  });

  it('gives each chunk the size of its text, code lines and table rows for its placeholder height', () => {
    const [intro, first, nested, deeper] = topLevel(renderContent(body)).map(vars);
    expect(intro).toEqual({ text: 'An intro paragraph.'.length, lines: 0, blocks: 1 });
    // The heading's text and the paragraph's; the code block's two lines.
    expect(first).toEqual({ text: 'First'.length + 'Text under the first heading.'.length, lines: 2, blocks: 3 });
    expect(nested).toEqual({ text: 'Nested'.length + 'onetwo'.length, lines: 0, blocks: 2 });
    expect(deeper.lines).toBe(2);
  });

  it('keeps a page without headings in one chunk, and an empty page without any', () => {
    expect(topLevel(renderContent('One.\n\nTwo.')).map((chunk) => chunk.children.length)).toEqual([2]);
    expect(renderContent('')).toBe('');
  });

  it('chunks READMEs too, after their headings are demoted', () => {
    const { html } = renderReadme('# css-loader\n\nIntro.\n\n## Options\n\nText.\n\n### url\n\nMore.', {
      url: 'https://github.com/webpack/css-loader',
      directory: '',
    });
    const chunks = topLevel(html);
    expect(chunks.map((chunk) => chunk.className)).toEqual(Array(chunks.length).fill(LAYOUT_CHUNK_CLASS));
    expect(chunks.length).toBeGreaterThanOrEqual(2);
  });

  it('measures blocks directly', () => {
    const code = { type: 'element', tagName: 'pre', children: [{ type: 'text', value: 'a\nb\nc\n' }] };
    const para = { type: 'element', tagName: 'p', children: [{ type: 'text', value: '  twelve chars  ' }] };
    const whitespace = { type: 'text', value: '\n' };
    expect(chunkSize([code, whitespace, para])).toEqual({ text: 'twelve chars'.length, lines: 3, blocks: 2 });
    expect(chunkStyle({ text: 5, lines: 2, blocks: 1 })).toBe('--chunk-text:5;--chunk-lines:2;--chunk-blocks:1');
  });
});
