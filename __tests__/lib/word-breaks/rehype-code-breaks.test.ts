import { markdownToHtml } from '../../../src/lib/markdown-inline';
import { renderReadme } from '../../../src/lib/readme/render-readme';
import { renderContent } from '../../../src/node/render-content';

describe('break points in rendered pages', () => {
  it('inline code gets <wbr> between the parts of a name; code blocks keep their text as written', () => {
    const html = renderContent(
      ['Set `optimization.splitChunks.minSize` in `webpack.config.js`.', '', '```js', 'config.optimization.splitChunks = {};', '```'].join('\n'),
    );
    expect(html).toContain('<code>optimization<wbr>.splitChunks<wbr>.minSize</code>');
    expect(html).toContain('<code>webpack<wbr>.config<wbr>.js</code>');
    expect(html).not.toMatch(/<pre[\s\S]*<wbr>[\s\S]*<\/pre>/);
  });

  it('in READMEs too', () => {
    const { html } = renderReadme('Use `options.modules.exportLocalsConvention`.', { url: 'https://github.com/webpack/css-loader', directory: '' });
    expect(html).toMatch(/<code>options<wbr>\.modules<wbr>\.exportLocalsConvention<\/code>/);
  });
});

describe('break points in schema descriptions and option names', () => {
  it('a description rendered from the schema gets them in its code', () => {
    expect(markdownToHtml('See `output.chunkFilename`.')).toBe('<p>See <code>output<wbr>.chunkFilename</code>.</p>');
  });
});
