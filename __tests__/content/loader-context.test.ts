/**
 * @jest-environment node
 *
 * The Loader Interface page against a real loader context: a loader run by webpack records every
 * property its `this` has (own and inherited), with Hot Module Replacement on so that `hot` is
 * there too; the page documents each of them and names no property the context lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createWorkspace, readPage, removeWorkspace } from './support/workspace';

const RECORDING_LOADER = `module.exports = function () {
  const names = new Set();
  for (let object = this; object && object !== Object.prototype; object = Object.getPrototypeOf(object)) {
    for (const name of Object.getOwnPropertyNames(object)) names.add(name);
  }
  require('fs').writeFileSync(require('path').join(__dirname, 'names.json'), JSON.stringify([...names]));
  return 'export default 1;';
};
`;

async function loaderContextNames(): Promise<string[]> {
  const dir = createWorkspace('loader-context');
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), "import value from './data.txt';\nconsole.log(value);\n");
    fs.writeFileSync(path.join(dir, 'src/data.txt'), 'x\n');
    fs.writeFileSync(path.join(dir, 'recording-loader.js'), RECORDING_LOADER);
    await new Promise<void>((resolve, reject) => {
      webpack(
        {
          mode: 'development',
          context: dir,
          entry: './src/index.js',
          output: { path: path.join(dir, 'dist') },
          module: { rules: [{ test: /\.txt$/, use: path.join(dir, 'recording-loader.js') }] },
          plugins: [new webpack.HotModuleReplacementPlugin()],
          infrastructureLogging: { level: 'none' },
        },
        (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()),
      );
    });
    return JSON.parse(fs.readFileSync(path.join(dir, 'names.json'), 'utf8')) as string[];
  } finally {
    removeWorkspace(dir);
  }
}

test('the loader context section documents exactly the properties a loader context has', async () => {
  const names = await loaderContextNames();
  expect(names).toEqual(expect.arrayContaining(['resourcePath', 'getOptions', 'hot', 'utils']));
  const text = readPage('api/loaders.mdx').text;
  const section = text.slice(text.indexOf('## The loader context'), text.indexOf('\n## ', text.indexOf('## The loader context') + 5));
  // First cells of the tables, plus the internals named in the paragraph after them.
  const documented = new Set(
    [...section.matchAll(/^\| (.+?) \|/gm), ...section.matchAll(/also has (.+?), which/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/`(\w+)[.(`]/g)].map((name) => name[1] ?? ''),
    ),
  );
  // "`dependency` is an alias" of addDependency, said in that row's text.
  if (/`dependency` is an alias/.test(section)) documented.add('dependency');
  expect(names.filter((name) => !documented.has(name)).sort()).toEqual([]);
  expect([...documented].filter((name) => !names.includes(name) && !['Property', 'Method'].includes(name)).sort()).toEqual([]);
});
