/**
 * @jest-environment node
 *
 * What the HMR pages say happens to guarded hot module replacement code, run rather than read:
 * the Concepts page's modules built without HotModuleReplacementPlugin in both modes and with it in
 * development, each bundle executed, and the guarded code looked for in what webpack emits.
 */
import vm from 'node:vm';
import webpack, { type Configuration } from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { projectFromBlocks } from '../../src/lib/content-examples/project';
import { build } from './support/build';
import { readPage } from './support/workspace';

const pageFiles = (page: string) => Object.fromEntries([...projectFromBlocks(extractCodeBlocks(page, readPage(page).text)).values()].map((file) => [file.path, file.content]));

const FILES = {
  ...pageFiles('concepts/hot-module-replacement.mdx'),
  // The page leaves view.js to the reader; any module with a render() export will do.
  'src/view.js': "export function render() {\n  console.log('rendered');\n}\n",
  // The API page's CommonJS form of the guard.
  'src/legacy.cjs': "if (module.hot) {\n  module.hot.accept();\n}\nmodule.exports = 'legacy';\n",
  'src/main.js': "import './index.js';\nimport './ticker.js';\nimport './legacy.cjs';\n",
};

/** The bundle run as a page would run it, one interval tick included: what it logged, or what it threw. */
function execute(code: string): string[] {
  const logs: string[] = [];
  const ticks: (() => void)[] = [];
  const context: Record<string, unknown> = { console: { log: (...args: unknown[]) => logs.push(args.join(' ')) }, setInterval: (tick: () => void) => ticks.push(tick), clearInterval: () => undefined };
  context.self = context;
  vm.runInNewContext(code, context);
  for (const tick of ticks) tick();
  return logs;
}

const bundle = async (config: Configuration) => {
  const { printed, emitted } = await build(FILES, { entry: './src/main.js', devtool: false, ...config });
  if (!emitted['main.js']) throw new Error(printed);
  return emitted['main.js'];
};

describe('concepts/hot-module-replacement.mdx and api/hot-module-replacement.mdx: guarded HMR code', () => {
  test('without the plugin, the guards read undefined and false, and the modules run', async () => {
    const code = await bundle({ mode: 'development' });
    expect(code).toContain('if (/* unsupported import.meta.webpackHot */ undefined) {');
    expect(code).toContain('if (false) // removed by dead control flow');
    expect(execute(code)).toEqual(['rendered', 'v1: 1']);
    expect(readPage('api/hot-module-replacement.mdx').text).toContain(
      'Without the plugin, webpack treats `module.hot` as `false` in conditions and replaces `import.meta.webpackHot` with `undefined` at build time.',
    );
  }, 60_000);

  test('a production build drops the guarded code, and what is left runs', async () => {
    const code = await bundle({ mode: 'production' });
    for (const call of ['accept', 'dispose', 'clearInterval', 'webpackHot', '.hot']) expect(code).not.toContain(call);
    expect(execute(code)).toEqual(['rendered', 'v1: 1']);
    expect(readPage('concepts/hot-module-replacement.mdx').text).toContain('Both are `undefined` when HMR is off, so guard every use and the code disappears from production builds.');
  }, 60_000);

  test('with the plugin, the modules run and register their handlers', async () => {
    // The HMR runtime needs to know where updates come from; a page's <script src> gives it that in a browser.
    const code = await bundle({ mode: 'development', output: { publicPath: '/' }, plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(code).toContain('.hot.accept(');
    expect(execute(code)).toEqual(['rendered', 'v1: 1']);
  }, 60_000);

  test('why the pages test import.meta.webpackHot before reading through it: `?.` after it does not survive a build without the plugin', async () => {
    const { emitted } = await build({ 'src/index.js': 'console.log(import.meta.webpackHot?.data?.ticks ?? 0);\n' }, { mode: 'development', devtool: false });
    expect(emitted['main.js']).toContain('undefined.data.ticks ?? 0');
    expect(() => execute(emitted['main.js'] ?? '')).toThrow("Cannot read properties of undefined (reading 'data')");
    expect(readPage('concepts/hot-module-replacement.mdx').text).toContain('replaces the chain `import.meta.webpackHot?.data?.ticks` with `undefined.data.ticks`');
  }, 60_000);
});
