import { renderReadme } from '../../src/lib/readme/render-readme';
import { renderContent } from '../../src/node/render-content';

const TABLE = ['| Option | Default |', '| --- | --- |', '| `output.filename` | `"[name].js"` |'].join('\n');

describe('blocks that scroll sideways take keyboard focus', () => {
  it('in pages: tables and code blocks', () => {
    const html = renderContent([TABLE, '', '```js', 'const a = 1;', '```'].join('\n'));
    expect(html).toMatch(/<table tabindex="0">/);
    expect(html).toMatch(/<pre class="language-js" tabindex="0">/);
  });

  it('in READMEs', () => {
    const { html } = renderReadme(TABLE, { url: 'https://github.com/webpack/css-loader', directory: '' });
    expect(html).toMatch(/<table tabindex="0">/);
  });
});
