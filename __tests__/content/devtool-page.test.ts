/**
 * @jest-environment node
 *
 * The Devtool page against real builds: what each keyword of a devtool name makes webpack emit (a
 * separate or inline map, the comment or none, the source text or none, lines only, loader output or
 * the code you wrote, debug ids, scopes), the array form of the page's example, the related options'
 * defaults as they show up in a map, and the warning for embedded maps. The naming pattern and the
 * defaults are checked in configuration-facts.test.ts.
 */
import path from 'node:path';
import webpack from 'webpack';
import { build } from './support/build';
import { PageProject } from './support/page-project';
import { readPage } from './support/workspace';

const PAGE = 'configuration/devtool.mdx';
const { text } = readPage(PAGE);
const prose = text.replace(/\n(?![\n|>#`-])/g, ' ');

const SOURCE = 'const greeting = "hello";\nexport const shout = (name) => `${greeting.toUpperCase()}, ${name}!`;\nconsole.log(shout("map"));\n';

/**
 * A loader that puts a line above the module and returns a source map for the shift, as a transpiler
 * would: the map says generated line n+1 comes from original line n.
 */
const SHIFT_LOADER = `module.exports = function (source) {
  const lines = source.split("\\n").length;
  const mappings = ";" + ["AAAA"].concat(Array(lines - 1).fill("AACA")).join(";");
  this.callback(null, "const addedByLoader = 1;\\n" + source, { version: 3, sources: [this.resourcePath], sourcesContent: [source], names: [], mappings });
};
`;

interface RawMap {
  readonly sources: string[];
  readonly sourcesContent?: string[];
  readonly mappings: string;
  readonly debugId?: string;
  readonly [field: string]: unknown;
}

/** The emitted files and the parsed main.js.map (if any) of a production build of SOURCE, through SHIFT_LOADER unless `loader` is false. */
async function built(devtool: webpack.Configuration['devtool'], extra: webpack.Configuration = {}, loader = true) {
  const { emitted, printed } = await build({ 'src/index.js': SOURCE, 'shift-loader.js': SHIFT_LOADER, 'package.json': '{ "name": "example" }\n' }, (dir) => ({
    devtool,
    optimization: { minimize: false, concatenateModules: false },
    module: { rules: loader ? [{ test: /index\.js$/, loader: path.join(dir, 'shift-loader.js') }] : [] },
    ...extra,
  }));
  const mapFile = emitted['main.js.map'];
  const map = mapFile ? (JSON.parse(mapFile) as RawMap) : undefined;
  return { emitted, printed, main: emitted['main.js'] ?? '', map };
}

const indexSource = (map: RawMap | undefined) => map?.sourcesContent?.[map.sources.findIndex((source) => source.endsWith('src/index.js'))];
/** Whether some generated line has more than one mapping: positions inside lines, not only line starts. */
const hasColumns = (map: RawMap | undefined) => map?.mappings.split(';').some((line) => line.includes(','));

test('source-map: a separate map with the comment, every module, the source text, columns', async () => {
  const { main, map } = await built('source-map', {}, false);
  expect(main.trimEnd().endsWith('//# sourceMappingURL=main.js.map')).toBe(true);
  expect(map?.sources).toContain('webpack://example/./src/index.js');
  expect(indexSource(map)).toBe(SOURCE);
  expect(hasColumns(map)).toBe(true);
  // Through a loader whose map has lines only, the result has lines only: the loader's map limits it.
  expect(hasColumns((await built('source-map')).map)).toBe(false);
  expect(text).toContain('Source maps can only be as good as the maps the loaders return.');
  expect(text).toContain('| `source-map` | Generate a full source map: every module, with line and column positions, including the original source text |');
}, 60_000);

test('inline-, hidden-, nosources-', async () => {
  const inline = await built('inline-source-map');
  expect(inline.map).toBeUndefined();
  expect(inline.main).toMatch(/\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,/);
  const separate = await built('source-map');
  // "several times larger": the map, with the source text, is encoded into the bundle.
  expect(inline.main.length / separate.main.length).toBeGreaterThan(2);
  const hidden = await built('hidden-source-map');
  expect(hidden.map).toBeDefined();
  expect(hidden.main).not.toContain('sourceMappingURL');
  const nosources = await built('nosources-source-map');
  expect(nosources.map?.sourcesContent).toBeUndefined();
  expect(nosources.map?.sources).toContain('webpack://example/./src/index.js');
  expect(text).toContain('| `inline-` | Put the map into the bundle as a `data:` URL instead of a separate `.map` file |');
  expect(text).toContain('| `hidden-` | Write the `.map` file but leave out the `//# sourceMappingURL` comment, so browsers never request it |');
  expect(text).toContain('| `nosources-` | Leave the source text out of the map.');
  expect(text).toContain('no, the map makes the bundle several times larger');
}, 120_000);

test('cheap-: lines only, and the loader output unless module- follows it', async () => {
  // Without a loader, so that only the devtool decides the detail.
  expect(hasColumns((await built('cheap-source-map', {}, false)).map)).toBe(false);
  expect(hasColumns((await built('cheap-module-source-map', {}, false)).map)).toBe(false);
  const cheap = await built('cheap-source-map');
  expect(indexSource(cheap.map)).toContain('const addedByLoader = 1;');
  const cheapModule = await built('cheap-module-source-map');
  expect(indexSource(cheapModule.map)).toBe(SOURCE);
  const full = await built('source-map');
  expect(indexSource(full.map)).toBe(SOURCE);
  expect(text).toContain('Without `module-`, the map points to the code as your loaders produced it');
  expect(text).toContain('| `cheap-module-` | Lines only, but through the loaders\' own source maps back to the code you wrote |');
}, 120_000);

test('eval-: each module in eval() with its own inline map; "eval" alone has none', async () => {
  const evalMap = await built('eval-source-map', { mode: 'development' });
  expect(evalMap.map).toBeUndefined();
  expect(evalMap.main).toMatch(/eval\([^\n]*sourceMappingURL=data:application\/json;charset=utf-8;base64,/);
  const plain = await built('eval', { mode: 'development' });
  expect(plain.main).toMatch(/eval\([^\n]*\/\/# sourceURL=webpack:\/\/example\/\.\/src\/index\.js/);
  expect(plain.main).not.toContain('sourceMappingURL');
  // webpack's generated code, here with the loader's added line in it.
  expect(plain.main).toMatch(/eval\([^\n]*addedByLoader/);
  expect(prose).toContain('`"eval"` on its own generates no source map at all. Each module is evaluated with a `//# sourceURL` comment');
}, 120_000);

test('-debugids and -scopes', async () => {
  const debug = await built('source-map-debugids');
  const id = /\/\/# debugId=([0-9a-f-]+)/.exec(debug.main)?.[1];
  expect(id).toBeDefined();
  expect(debug.map?.debugId).toBe(id);
  const importing = { 'src/index.js': 'import { shout } from "./shout.js";\nconsole.log(shout("x"));\n', 'src/shout.js': 'export const shout = (name) => name + "!";\n' };
  const mapOf = async (devtool: string) =>
    JSON.parse((await build(importing, { devtool, optimization: { minimize: false, concatenateModules: false } })).emitted['main.js.map'] ?? '{}') as RawMap;
  const scoped = await mapOf('source-map-scopes');
  const plain = await mapOf('source-map');
  expect(scoped.scopes).toBeDefined();
  expect(plain.scopes).toBeUndefined();
  expect(text).toContain('| `-debugids` | Write a `//# debugId=` comment into the bundle and the same id into the map');
}, 120_000);

test('the warning for an embedded map comes in a production build only', async () => {
  const production = await built('eval-source-map', { performance: { sourceMaps: true } });
  expect(production.printed).toContain('WARNING in embedded source maps: \'devtool: "eval-source-map"\' writes the source map into the JavaScript itself');
  const none = await built('eval-source-map', { mode: 'none', performance: { sourceMaps: true } });
  expect(none.printed).not.toContain('embedded source maps');
  expect(text).toContain('With the `performance.sourceMaps` check enabled, webpack warns about them in a production build:');
}, 120_000);

test('the related options: [file].map next to the asset, webpack://<package name>/./src/… paths, and a plugin beside devtool making a second set', async () => {
  const { emitted, map } = await built('source-map', {
    plugins: [new webpack.SourceMapDevToolPlugin({ filename: '[file].plugin.map' })],
  });
  expect(Object.keys(emitted).sort()).toEqual(['main.js', 'main.js.map', 'main.js.plugin.map']);
  expect(map?.sources).toContain('webpack://example/./src/index.js');
  expect(text).toContain('The default `"[file].map[query]"` puts them next to the asset.');
  expect(text).toContain('Set `devtool: false` when you use them, or you get two sets of maps.');
}, 120_000);

test('Rule.extractSourceMap reads a map a file ships with', async () => {
  const compiled = 'console.log("compiled");\n//# sourceMappingURL=lib.js.map\n';
  const shipped = JSON.stringify({ version: 3, sources: ['original/lib.ts'], sourcesContent: ['console.log("original" as string);\n'], names: [], mappings: 'AAAA' });
  const { emitted } = await build({ 'src/index.js': 'import "./lib.js";\n', 'src/lib.js': compiled, 'src/lib.js.map': shipped }, { devtool: 'source-map', module: { rules: [{ test: /lib\.js$/, extractSourceMap: true }] } });
  const map = JSON.parse(emitted['main.js.map'] ?? '{}') as RawMap;
  expect(map.sources.some((source) => source.endsWith('original/lib.ts'))).toBe(true);
  expect(text).toContain('**`Rule.extractSourceMap`** reads the source maps that packages in `node_modules` ship with their compiled code');
}, 60_000);

describe('the array form', () => {
  const project = PageProject.forTests(PAGE);

  test('a hidden map for JavaScript and a referenced one for CSS, as the page says', async () => {
    const { emitted } = await project.buildExample({ 'src/index.js': 'import "./style.css";\nconsole.log("styled");\n', 'src/style.css': 'body {\n  color: rebeccapurple;\n}\n' });
    expect(emitted['main.js.map']).toContain('"version":3');
    expect(emitted['main.js']).not.toContain('sourceMappingURL');
    expect(emitted['main.css']).toContain('/*# sourceMappingURL=main.css.map*/');
    expect(emitted['main.css.map']).toContain('"version":3');
    expect(text).toContain('This writes `main.js.map` without a reference in `main.js`, and `main.css.map` with a `/*# sourceMappingURL=main.css.map*/` comment in `main.css`.');
  }, 120_000);

  test('webpack 4\'s name fails validation on the command line', async () => {
    const run = await project.webpack(['--devtool', 'cheap-module-eval-source-map']);
    expect(run.code).not.toBe(0);
    expect(run.stderr + run.stdout).toContain('configuration.devtool should match pattern');
    expect(text).toContain('`--devtool cheap-module-eval-source-map` fails validation.');
  }, 120_000);
});
