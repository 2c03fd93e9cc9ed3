/**
 * @jest-environment node
 *
 * The Hot Module Replacement page against webpack's HMR runtime: every property of the `hot`
 * object the runtime creates is explained, the status table lists the states the runtime sets,
 * and the apply options table names the options the JavaScript runtime reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createWorkspace, readPage, removeWorkspace, REPO_ROOT, writeFiles } from './support/workspace';

const HMR = path.join(REPO_ROOT, 'node_modules/webpack/lib/hmr');
const runtime = fs.readFileSync(path.join(HMR, 'HotModuleReplacement.runtime.js'), 'utf8');
const javascriptRuntime = fs.readFileSync(path.join(HMR, 'JavascriptHotModuleReplacement.runtime.js'), 'utf8');
const text = readPage('api/hot-module-replacement.mdx').text;
const firstCells = (section: string) => [...section.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`(\w+)[(`]/g)].map((name) => name[1] ?? ''));
const between = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));

test('every public property of the hot object is explained', () => {
  // The object literal that becomes module.hot: `var hot = { … }` in createModuleHotObject.
  const literal = /var hot = \{([\s\S]*?)\n\t\t\};/.exec(runtime)?.[1] ?? '';
  const properties = [...literal.matchAll(/^\t\t\t(\w+):/gm)].map((match) => match[1] ?? '').filter((name) => !name.startsWith('_'));
  expect(properties).toEqual(expect.arrayContaining(['accept', 'dispose', 'status', 'active']));
  const prose = text.slice(text.indexOf('## Module API'), text.indexOf('## A worked example'));
  expect(properties.filter((name) => !new RegExp(`\`(?:import\\.meta\\.webpackHot\\.)?${name}[(\`]`).test(prose) && !prose.includes(`### ${name}`))).toEqual([]);
});

test('the status table lists the states the runtime sets', () => {
  const states = new Set([...runtime.matchAll(/setStatus\("(\w+)"\)/g)].map((match) => match[1]));
  expect(new Set(firstCells(between('### status', '### check')))).toEqual(states);
});

test("the apply options table names the options the runtime reads", () => {
  const options = new Set([...javascriptRuntime.matchAll(/options\.(\w+)/g)].map((match) => match[1]));
  expect(new Set(firstCells(between('### apply', '## A worked example')))).toEqual(options);
});

test('accept and decline name a dependency imported with attributes only when given the same attributes as options', async () => {
  const dir = createWorkspace('hmr-attributes');
  try {
    const source = [
      "import settings from './settings.json' with { type: 'json' };",
      'console.log(settings);',
      "import.meta.webpackHot.accept('./settings.json', { with: { type: 'json' } }, () => console.log('with options'));",
      "import.meta.webpackHot.accept('./settings.json', () => console.log('without options'));",
      "import.meta.webpackHot.decline('./settings.json', { with: { type: 'json' } });",
      "import.meta.webpackHot.decline('./settings.json');",
    ].join('\n');
    writeFiles(dir, [
      { path: 'src/index.js', content: `${source}\n` },
      { path: 'src/settings.json', content: '{ "theme": "dark" }\n' },
    ]);
    await new Promise<void>((resolve, reject) =>
      webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, plugins: [new webpack.HotModuleReplacementPlugin()] }, (error, stats) =>
        error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
      ),
    );
    const bundle = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    const calls = [...bundle.matchAll(/module\.hot\.(accept|decline)\(([^,)]*)/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(calls).toEqual([
      'accept /*! ./settings.json */ "./src/settings.json"',
      'accept null /* weak dependency',
      'decline /*! ./settings.json */ "./src/settings.json"',
      'decline null /* weak dependency',
    ]);
  } finally {
    removeWorkspace(dir);
  }
  expect(text).toContain("import.meta.webpackHot.accept('./settings.json', { with: { type: 'json' } }, () => {");
  expect(text).toContain('Without `{ with: { type: \'json\' } }`, the request matches no import of the module: webpack compiles the call with no module id');
}, 60_000);
