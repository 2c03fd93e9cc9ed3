/**
 * @jest-environment node
 *
 * release-diff on two published releases, 5.112.2 and 5.113.0, fetched from the npm registry (kept
 * between runs under the OS temp folder, so only a first run downloads), checked against facts known
 * from both packages: webpack-sources 3 exported CompatSource, SizeOnlySource and util in both
 * releases and LineToLineMappedSource in neither, so none of them is a change; experiments.typescript's
 * default did change. A packed release once read the site's own webpack-sources 1.x and reported all four.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { webpackPackage } from '../../src/node/release-diff/packages';
import { packageCache, runReleaseDiff } from '../../src/node/release-diff/run';

// npm pack and npm install of a release's dependencies on a first run, then two surfaces extracted.
jest.setTimeout(300_000);

interface Change {
  readonly kind: string;
  readonly subject: string;
}

let changes: Change[];
const out = path.join(os.tmpdir(), `release-diff-published-${process.pid}.json`);

beforeAll(async () => {
  const code = await runReleaseDiff(['5.112.2', '5.113.0', '--out', out], path.resolve(__dirname, '../..'), () => undefined);
  expect(code).toBe(0);
  changes = (JSON.parse(fs.readFileSync(out, 'utf8')) as { changes: Change[] }).changes;
});
afterAll(() => fs.rmSync(out, { force: true }));

test('webpack.sources exports both releases share are not changes', () => {
  const sources = changes.filter((change) => change.subject.startsWith('webpack.sources.'));
  expect(sources).toEqual([]);
});

test('a default that changed is reported', () => {
  expect(changes).toContainEqual(expect.objectContaining({ kind: 'default-changed', subject: 'experiments.typescript' }));
});

test('the managed paths default, which only says where webpack was loaded from, is no change', () => {
  expect(changes.filter((change) => change.subject.endsWith('managedPaths'))).toEqual([]);
});

/** The first chunk file a build of `webpackDir` writes for an `import()`, built in a process of its own (one webpack per process). */
function chunkOf(webpackDir: string, outputModule: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-behaviour-'));
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'import("./b.js").then((m) => console.log(m.b));');
    fs.writeFileSync(path.join(dir, 'src/b.js'), 'export const b = 1;');
    const config = {
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      optimization: { minimize: false },
      output: { path: path.join(dir, 'dist'), module: outputModule },
      experiments: { outputModule },
    };
    const script = `require(${JSON.stringify(webpackDir)})(${JSON.stringify(config)}, (error, stats) => { if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); } })`;
    execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
    const chunk = fs.readdirSync(path.join(dir, 'dist')).find((file) => !file.startsWith('main.'));
    if (!chunk) throw new Error(`no chunk file in ${fs.readdirSync(path.join(dir, 'dist')).join(', ')}`);
    return fs.readFileSync(path.join(dir, 'dist', chunk), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("the ledger's 5.113 chunk-loading behaviour, built with both releases", () => {
  const root = path.resolve(__dirname, '../..');
  const installed = path.join(root, 'node_modules/webpack');
  const older = webpackPackage('5.112.2', installed, packageCache());
  const [before, after] = [older, installed].map((dir) => chunkOf(dir, false));
  expect(before).toMatch(/^"use strict";\n\(self\["webpackChunk"\] = self\["webpackChunk"\] \|\| \[\]\)\.push/);
  expect(after).toMatch(/^"use strict";\n\(Array\.isArray\(self\["webpackChunk"\]\) \? self\["webpackChunk"\] : \(self\["webpackChunk"\] = \[\]\)\)\.push/);
  // ES-module chunks start the same way in both: no "use strict" change to report.
  const [moduleBefore, moduleAfter] = [older, installed].map((dir) => chunkOf(dir, true).split('\n')[0]);
  expect(moduleBefore).toBe(moduleAfter);
  const { releases } = JSON.parse(fs.readFileSync(path.join(root, 'content/data/webpack-releases.json'), 'utf8')) as {
    releases: { version: string; changes: { kind: string; subject: string; text: string }[] }[];
  };
  const entry = releases
    .find((release) => release.version === '5.113.0')
    ?.changes.find((change) => change.kind === 'behaviour' && change.subject === 'output.chunkLoadingGlobal');
  expect(entry?.text).toContain('Array.isArray(self["webpackChunk"])');
  expect(entry?.text).not.toContain('use strict');
});
