import { codeFences } from '../../../src/lib/config-keys/code-fences';
import { codeOptionsOf, optionIndex } from '../../../src/lib/config-keys/code-options';
import { isScriptLanguage } from '../../../src/lib/config-keys/languages';

const index = optionIndex([
  { path: 'mode', page: 'mode', sameAs: null },
  { path: 'output', page: 'output', sameAs: null },
  { path: 'output.filename', page: 'output', sameAs: null },
  { path: 'module', page: 'module', sameAs: null },
  { path: 'module.rules', page: 'module', sameAs: null },
  { path: 'module.rules[].use', page: 'module', sameAs: null },
  { path: 'module.rules[].use.loader', page: 'module', sameAs: null },
  { path: 'resolve', page: 'resolve', sameAs: null },
  { path: 'resolve.modules', page: 'resolve', sameAs: null },
  { path: 'resolveLoader', page: 'resolve', sameAs: 'resolve' },
]);

describe('codeFences', () => {
  it('lists fenced blocks with their language, skipping longer fences and indented ones correctly', () => {
    const markdown = ['Text', '```js title="webpack.config.js"', 'a', '```', '', '````md', '```js', 'inner', '```', '````', '  ~~~ts', '  b', '  ~~~'].join(
      '\n',
    );
    expect(codeFences(markdown)).toEqual([
      { language: 'js', code: 'a' },
      { language: 'md', code: '```js\ninner\n```' },
      { language: 'ts', code: 'b' },
    ]);
  });

  it('knows which languages hold configurations', () => {
    expect(['js', 'TypeScript', 'mjs', 'tsx'].every(isScriptLanguage)).toBe(true);
    expect(['json', 'bash', 'text', ''].some(isScriptLanguage)).toBe(false);
  });
});

describe('codeOptionsOf', () => {
  it("lists the other pages' options that a page's script blocks name, with aliases where written paths differ", () => {
    const markdown = [
      '```js',
      'module.exports = {',
      '  mode: "none",',
      '  output: { filename: "x" },',
      '  module: { rules: [{ use: [{ loader: "a" }] }] },',
      '  resolveLoader: { modules: ["loaders"] },',
      '  entry: { main: "./a.js" },',
      '};',
      '```',
      '```json',
      '{ "mode": "production" }',
      '```',
    ].join('\n');
    expect(codeOptionsOf(markdown, 'output', index)).toEqual({
      codeOptionPaths: ['mode', 'module', 'module.rules', 'module.rules[].use', 'module.rules[].use.loader', 'resolve.modules', 'resolveLoader'],
      codeOptionAliases: { 'module.rules[].use[].loader': 'module.rules[].use.loader', 'resolveLoader.modules': 'resolve.modules' },
    });
  });
});
