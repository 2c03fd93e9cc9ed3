/**
 * @jest-environment node
 *
 * The proofs of the release ledger's behaviour changes, which no release diff finds and which are written
 * by hand. Each builds the same files with both releases of its entry (the older one packed from the npm
 * registry as release-diff fetches it, kept between runs under the OS temp folder) and shows the old
 * behaviour and the new one. Every behaviour entry whose `proof` names this file needs a proof here, and
 * every proof here needs its entry: one without the other fails.
 */
import fs from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { parseLedger } from '../../src/lib/release-ledger/parse';
import { LEDGER_FILE, type LedgerChange } from '../../src/lib/release-ledger/types';
import { webpackPackage } from '../../src/node/release-diff/packages';
import { packageCache } from '../../src/node/release-diff/run';
import { buildWithRelease, type ReleaseBuild } from './support/release-build';

// A first run packs the older release and installs its dependencies; then each proof builds twice or more.
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../..');
const THIS_FILE = path.relative(ROOT, __filename);
const INSTALLED = path.join(ROOT, 'node_modules/webpack');

/** Builds with the older release and with the newer one, for one set of files and options. */
type BuildBoth = (files: Readonly<Record<string, string>>, config?: Readonly<Record<string, unknown>>) => Promise<[older: ReleaseBuild, newer: ReleaseBuild]>;

/** What a proof checks beyond the builds: the entry's own sentence. */
type Proof = (both: BuildBoth, change: LedgerChange) => Promise<void>;

const NOT_MINIFIED = { optimization: { minimize: false } };

/** Proofs by `<version> <subject>` of their ledger entry. */
const PROOFS: Readonly<Record<string, Proof>> = {
  '5.113.0 experiments.typescript': async (both, change) => {
    // This machine's Node.js has no module.stripTypeScriptTypes (Node.js 22.6 and later have it).
    expect('stripTypeScriptTypes' in nodeModule).toBe(false);
    const files = { 'src/index.ts': 'interface Point { x: number }\nconst point: Point = { x: 1 };\nconsole.log(point.x as number);\n' };
    const [older, newer] = await both(files, { entry: './src/index.ts', experiments: { typescript: true }, ...NOT_MINIFIED });
    expect(older.errors.join('\n')).toContain('`module.stripTypeScriptTypes` is not available on this Node.js version.');
    expect(newer.errors).toEqual([]);
    expect(newer.emitted['main.js']).toContain('console.log(point.x');
    expect(newer.emitted['main.js']).not.toContain('interface Point');
    expect(change.text).toContain('works on Node.js 20 as on 22 and later');
  },

  '5.113.0 optimization.minimize.javascript': async (both, change) => {
    const files = { 'src/index.js': 'console.log("dropped");\nexport const kept = 1;\n' };
    const [older, newer] = await both(files, { optimization: { minimize: { javascript: { compress: { dropConsole: true } } } } });
    expect(older.errors.join('\n')).toContain('`dropConsole` is not a supported option');
    expect(newer.errors).toEqual([]);
    expect(newer.emitted['main.js']).not.toContain('dropped');
    // terser's own spelling, which both releases take.
    const [olderSnake, newerSnake] = await both(files, { optimization: { minimize: { javascript: { compress: { drop_console: true } } } } });
    expect([
      olderSnake.errors,
      newerSnake.errors,
      olderSnake.emitted['main.js']?.includes('dropped'),
      newerSnake.emitted['main.js']?.includes('dropped'),
    ]).toEqual([[], [], false, false]);
    expect(change.text).toContain('(`dropConsole`)');
  },

  '5.113.0 output.chunkLoadingGlobal': async (both, change) => {
    const files = { 'src/index.js': 'import("./b.js").then((m) => console.log(m.b));', 'src/b.js': 'export const b = 1;' };
    const chunkOf = ({ errors, emitted }: ReleaseBuild) => {
      expect(errors).toEqual([]);
      return Object.entries(emitted).find(([file]) => !file.startsWith('main.'))?.[1] ?? '';
    };
    const [older, newer] = (await both(files, NOT_MINIFIED)).map(chunkOf);
    expect(older).toMatch(/^"use strict";\n\(self\["webpackChunk"\] = self\["webpackChunk"\] \|\| \[\]\)\.push/);
    expect(newer).toMatch(/^"use strict";\n\(Array\.isArray\(self\["webpackChunk"\]\) \? self\["webpackChunk"\] : \(self\["webpackChunk"\] = \[\]\)\)\.push/);
    expect(change.text).toContain('Array.isArray(self["webpackChunk"])');
    // ES-module chunks start the same way in both releases: "use strict" at the top of chunks is no 5.113 change.
    const [olderModule, newerModule] = (await both(files, { ...NOT_MINIFIED, experiments: { outputModule: true }, output: { module: true } })).map(chunkOf);
    expect(olderModule.split('\n')[0]).toBe(newerModule.split('\n')[0]);
    expect(change.text).not.toContain('use strict');
  },

  '5.113.0 sideEffects': async (both, change) => {
    const lib = { 'src/lib.js': 'module.exports = { marker: "CJS_MARKER" };\n' };
    for (const index of ['import "./lib.js";', 'import { marker } from "./lib.js";', 'require("./lib.js");']) {
      const files = { ...lib, 'src/index.js': `${index}\nconsole.log(1);\n` };
      const [older, newer] = await both(files, NOT_MINIFIED);
      expect([index, older.emitted['main.js']?.includes('CJS_MARKER'), newer.emitted['main.js']?.includes('CJS_MARKER')]).toEqual([index, true, false]);
      // Only in production: development keeps the module, as it keeps unused ES modules.
      const [, development] = await both(files, { mode: 'development', devtool: false });
      expect([index, development.emitted['main.js']?.includes('CJS_MARKER')]).toEqual([index, true]);
    }
    expect(change.text).toMatch(/^In production, a CommonJS module that only assigns `module\.exports` and whose result nothing reads is left out/);
  },
};

const { releases } = parseLedger(LEDGER_FILE, fs.readFileSync(path.join(ROOT, LEDGER_FILE), 'utf8'));
const entries = releases.flatMap((release) =>
  release.changes.filter((change) => change.kind === 'behaviour').map((change) => ({ release, change, key: `${release.version} ${change.subject}` })),
);
const provedHere = entries.filter(({ change }) => change.proof === THIS_FILE);

test('every behaviour entry of the ledger names a test file that exists', () => {
  const missing = entries
    .filter(({ change }) => !change.proof || !fs.existsSync(path.join(ROOT, change.proof)))
    .map(({ key, change }) => `${key}: ${change.proof ?? 'no proof'}`);
  expect(missing).toEqual([]);
});

test('every proof here belongs to a behaviour entry that names this file', () => {
  expect(Object.keys(PROOFS).filter((key) => !provedHere.some((entry) => entry.key === key))).toEqual([]);
});

describe.each(provedHere.map(({ release, change, key }) => [key, release.previous, release.version, change] as const))(
  '%s',
  (key, previous, version, change) => {
    test(`built with ${previous} and ${version}`, async () => {
      const proof = PROOFS[key];
      if (!proof) throw new Error(`${LEDGER_FILE}: the behaviour entry "${key}" names ${THIS_FILE} as its proof, but no proof here is keyed "${key}"`);
      const [older, newer] = [previous, version].map((release) => webpackPackage(release, INSTALLED, packageCache()));
      const both: BuildBoth = (files, config) => Promise.all([buildWithRelease(older, files, config), buildWithRelease(newer, files, config)]);
      await proof(both, change);
    });
  },
);
