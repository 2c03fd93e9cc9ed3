import { loneParagraph } from '../../src/lib/lone-paragraph';
import { markdownToHtml } from '../../src/lib/markdown-inline';

describe('loneParagraph', () => {
  it('gives the content of a description that is one paragraph, inline code breaks included', () => {
    expect(loneParagraph(markdownToHtml('Where `output.path` points, **absolute**.'))).toBe(
      'Where <code>output<wbr>.path</code> points, <strong>absolute</strong>.',
    );
  });

  it('gives null for anything more or other than one paragraph', () => {
    for (const markdown of ['First.\n\nSecond.', 'Values:\n\n- a\n- b', '> quoted', '```js\nx\n```', '']) {
      expect(loneParagraph(markdownToHtml(markdown))).toBeNull();
    }
  });
});
