import { lex } from '../../../src/lib/config-keys/lex';
import { resolveConfigKeys } from '../../../src/lib/config-keys/resolve';

/** Each key as written and its path: the shape a reader checks against the code. */
const paths = (source: string) => resolveConfigKeys(source).map((key) => `${source.slice(key.start, key.end)} ${key.path}`);

describe('lex', () => {
  it('skips comments and keeps strings, templates and regular expressions whole', () => {
    const tokens = lex('a: "x{" // }\n/* { */ b: `t${ { c: 1 } }`, r: /[/}]+/g, d = 4 / 2');
    expect(tokens.map((token) => token.text)).toEqual([
      'a',
      ':',
      '"x{"',
      'b',
      ':',
      '`t${ { c: 1 } }`',
      ',',
      'r',
      ':',
      '/[/}]+/g',
      ',',
      'd',
      '=',
      '4',
      '/',
      '2',
    ]);
  });

  it('reads => as one token, not = then >', () => {
    expect(lex('(env) => ({})').map((token) => token.text)).toEqual(['(', 'env', ')', '=>', '(', '{', '}', ')']);
  });
});

describe('resolveConfigKeys', () => {
  it('gives nested keys the path of the objects around them', () => {
    const source = `module.exports = {
  mode: "production",
  output: { filename: "[name].js", library: { type: "umd" } },
};`;
    expect(paths(source)).toEqual(['mode mode', 'output output', 'filename output.filename', 'library output.library', 'type output.library.type']);
  });

  it('marks array items with [] and keeps quotes in the key offsets', () => {
    const source = `module.exports = { module: { rules: [{ test: /\\.css$/, "type": "css" }, { oneOf: [] }] } };`;
    expect(paths(source)).toEqual([
      'module module',
      'rules module.rules',
      'test module.rules[].test',
      '"type" module.rules[].type',
      'oneOf module.rules[].oneOf',
    ]);
  });

  it('reads export default, defineConfig, merge and TypeScript annotations', () => {
    expect(paths('export default { devtool: false };')).toEqual(['devtool devtool']);
    expect(paths('export default defineConfig({ target: "web" });')).toEqual(['target target']);
    expect(paths('module.exports = merge(common, { mode: "development" });')).toEqual(['mode mode']);
    expect(paths('const config: webpack.Configuration = { stats: "minimal" };\nexport default config;')).toEqual(['stats stats']);
  });

  it('follows functions that return the configuration, arrow, async or not', () => {
    expect(paths('module.exports = (env, argv) => ({ mode: argv.mode });')).toEqual(['mode mode']);
    expect(
      paths('module.exports = async (env) => {\n  const x = { nope: 1 };\n  if (env.prod) {\n    return { bail: true };\n  }\n  return { watch: true };\n};'),
    ).toEqual(['bail bail', 'watch watch']);
    expect(paths('module.exports = function (env) { return { cache: false }; };')).toEqual(['cache cache']);
  });

  it('reads arrays of configurations and variables used as configurations', () => {
    const source = `const client = { name: "client" };
const server = { target: "node" };
const helper = { nope: true };
module.exports = [client, server, { name: "third" }];`;
    expect(paths(source)).toEqual(['name name', 'target target', 'name name']);
  });

  it('keeps a spread object in the shape of the object it is spread into', () => {
    expect(paths('const base = { mode: "none" };\nmodule.exports = { ...base, optimization: { ...(prod ? { minimize: true } : {}) } };')).toEqual([
      'mode mode',
      'optimization optimization',
      'minimize optimization.minimize',
    ]);
  });

  it('leaves out the options of plugins and other calls, and the keys of functions inside the configuration', () => {
    const source = `module.exports = {
  plugins: [new HtmlWebpackPlugin({ title: "x" }), new DefinePlugin({ "process.env.X": "1" })],
  entry: () => ({ main: "./a.js" }),
  module: { rules: [{ test: /x/, use: [{ loader: "babel-loader", options: { presets: [] } }] }] },
};`;
    expect(paths(source)).toEqual([
      'plugins plugins',
      'entry entry',
      'main entry.main',
      'module module',
      'rules module.rules',
      'test module.rules[].test',
      'use module.rules[].use',
      'loader module.rules[].use[].loader',
      'options module.rules[].use[].options',
      'presets module.rules[].use[].options.presets',
    ]);
  });

  it('reads a fragment that starts with a key as the inside of a configuration', () => {
    expect(paths('output: {\n  filename: "x",\n},')).toEqual(['output output', 'filename output.filename']);
  });

  it('finds nothing in code that is no configuration', () => {
    expect(paths('{\n  WEBPACK_BUNDLE: true,\n}')).toEqual([]);
    expect(paths('const options = { title: "x" };\nnew Plugin(options);')).toEqual([]);
    expect(paths('import { a } from "b";\nclass P { apply(compiler) { compiler.hooks.done.tap("P", () => ({ x: 1 })); } }')).toEqual([]);
  });

  it('gives no path to quoted keys with dots, which name entries or aliases', () => {
    expect(paths('module.exports = { entry: { "greeting.test": "./t.js" } };')).toEqual(['entry entry']);
  });

  it('survives unbalanced brackets', () => {
    expect(() => resolveConfigKeys('module.exports = { output: { filename: "x" ]]) } } }')).not.toThrow();
    expect(paths('}) module.exports = { mode: "none" };')).toEqual(['mode mode']);
  });
});
