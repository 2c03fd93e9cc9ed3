import { codeFences } from '../../../src/lib/config-keys/code-fences';
import { codeOptionsOf, optionIndex } from '../../../src/lib/config-keys/code-options';
import { isScriptLanguage } from '../../../src/lib/config-keys/languages';

const index = optionIndex([
  { path: 'mode', sameAs: null },
  { path: 'output', sameAs: null },
  { path: 'output.filename', sameAs: null },
  { path: 'module', sameAs: null },
  { path: 'module.rules', sameAs: null },
  { path: 'module.rules[].use', sameAs: null },
  { path: 'module.rules[].use.loader', sameAs: null },
  { path: 'resolve', sameAs: null },
  { path: 'resolve.modules', sameAs: null },
  { path: 'resolveLoader', sameAs: 'resolve' },
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
  it("lists the options that a page's script blocks name, its own and other pages', with aliases where written paths differ", () => {
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
    expect(codeOptionsOf(markdown, index)).toEqual({
      codeOptionPaths: [
        'mode',
        'module',
        'module.rules',
        'module.rules[].use',
        'module.rules[].use.loader',
        'output',
        'output.filename',
        'resolve.modules',
        'resolveLoader',
      ],
      codeOptionAliases: { 'module.rules[].use[].loader': 'module.rules[].use.loader', 'resolveLoader.modules': 'resolve.modules' },
    });
  });
});
