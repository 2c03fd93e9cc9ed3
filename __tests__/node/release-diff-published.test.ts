/**
 * @jest-environment node
 *
 * release-diff on two published releases, 5.112.2 and 5.113.0, fetched from the npm registry (kept
 * between runs under the OS temp folder, so only a first run downloads), checked against facts known
 * from both packages: webpack-sources 3 exported CompatSource, SizeOnlySource and util in both
 * releases and LineToLineMappedSource in neither, so none of them is a change; experiments.typescript's
 * default did change. A packed release once read the site's own webpack-sources 1.x and reported all four.
 * The ledger's behaviour entries, which no diff finds, are proved by release-behaviours.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runReleaseDiff } from '../../src/node/release-diff/run';

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
