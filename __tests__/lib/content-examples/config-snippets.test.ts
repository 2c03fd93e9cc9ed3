import type { CodeBlock } from '../../../src/lib/content-examples/code-blocks';
import { configFormat, configSnippets } from '../../../src/lib/content-examples/config-snippets';

describe('webpack configuration snippets', () => {
  it('recognizes the files webpack-cli loads as a configuration, with their format', () => {
    expect(configFormat('webpack.config.js')).toBe('javascript');
    expect(configFormat('webpack.config.cjs')).toBe('javascript');
    expect(configFormat('webpack.config.mjs')).toBe('javascript');
    expect(configFormat('webpack.prod.config.js')).toBe('javascript');
    expect(configFormat('webpack.test.config.js')).toBe('javascript');
    expect(configFormat('webpack.prod.js')).toBe('javascript');
    expect(configFormat('webpack.common.js')).toBe('javascript');
    expect(configFormat('webpack.config.ts')).toBe('typescript-commonjs');
    expect(configFormat('webpack.config.cts')).toBe('typescript-commonjs');
    expect(configFormat('webpack.config.mts')).toBe('typescript-module');
    expect(configFormat('webpack.config.json')).toBe('json');
    expect(configFormat('example/webpack.config.js')).toBe('javascript');
  });

  it('ignores files that only look similar', () => {
    for (const name of ['webpack.config.js.tpl', 'my-webpack.config.js', 'webpack.js', 'src/webpack-helpers.js', 'webpack.common.json', 'package.json']) {
      expect(configFormat(name)).toBeNull();
    }
  });

  it('takes whole files only, not diffs or untitled blocks', () => {
    const block = (title: string | null, lang: string): CodeBlock => ({ page: 'guides/x.mdx', line: 1, lang, title, value: '' });
    const snippets = configSnippets([
      block('webpack.config.js', 'js'),
      block('webpack.config.js', 'diff'),
      block(null, 'js'),
      block('webpack.config.ts', 'ts'),
    ]);
    expect(snippets.map((snippet) => [snippet.block.title, snippet.format])).toEqual([
      ['webpack.config.js', 'javascript'],
      ['webpack.config.ts', 'typescript-commonjs'],
    ]);
  });
});
