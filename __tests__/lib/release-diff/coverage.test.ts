import { undocumentedClaims, uncoveredChanges } from '../../../src/lib/release-diff/coverage';
import type { Surface } from '../../../src/lib/release-diff/surface';
import type { Ledger, LedgerChange } from '../../../src/lib/release-ledger/types';

const empty = { development: {}, production: {}, none: {}, futureDefaults: {} };
const surface = (version: string, options: Surface['options'], hooks: Surface['hooks'] = {}): Surface => ({
  version,
  options,
  defaults: empty,
  cli: {},
  hooks,
  exports: {},
  api: {},
  messages: {},
});
const option = { type: 'boolean', description: 'A switch.' };
const snapshot = surface('5.113.0', { output: option });
const next = surface('5.114.0', { output: option, 'output.allowOutside': option }, { 'Compiler.hooks.newHook': 'SyncHook()' });

const change = (extra: Partial<LedgerChange>): LedgerChange => ({
  kind: 'option-added',
  subject: 'output.allowOutside',
  text: 'New.',
  documented: ['/configuration/output/#outputallowoutside'],
  referenceOnly: null,
  ...extra,
});
const ledger = (...changes: LedgerChange[]): Ledger => ({
  releases: [
    { version: '5.114.0', previous: '5.113.0', date: '2026-12-17', summary: 'S.', changes },
    { version: '5.113.0', previous: '5.112.2', date: '2026-11-19', summary: 'S.', changes: [] },
  ],
});
const older: Ledger = { releases: ledger().releases.slice(1) };
const pagesOf = (subject: string) => (subject === 'output.allowOutside' ? ['/configuration/output/'] : []);

describe('uncoveredChanges', () => {
  it('names every change of a newer installed webpack that has no ledger entry, with the pages to edit', () => {
    expect(uncoveredChanges(snapshot, next, older, pagesOf)).toEqual([
      'option-added output.allowOutside (boolean): webpack 5.114.0 is installed and the ledger has no entry for it; pages to edit (mentioning it today): /configuration/output/',
      'hook-added Compiler.hooks.newHook (SyncHook()): webpack 5.114.0 is installed and the ledger has no entry for it; pages to edit (mentioning it today): none yet',
    ]);
  });

  it('accepts the changes the entry for the installed version covers, reference-only or documented', () => {
    const hook = change({ kind: 'hook-added', subject: 'Compiler.hooks.*', documented: null, referenceOnly: 'for plugin authors' });
    expect(uncoveredChanges(snapshot, next, ledger(change({}), hook), pagesOf)).toEqual([]);
    expect(uncoveredChanges(snapshot, next, ledger(change({})), pagesOf)).toEqual([
      'hook-added Compiler.hooks.newHook (SyncHook()): not in the ledger entry for webpack 5.114.0; pages to edit (mentioning it today): none yet',
    ]);
  });

  it('wants a snapshot of the installed version equal to it, and the ledger to end there', () => {
    expect(uncoveredChanges(snapshot, snapshot, older, pagesOf)).toEqual([]);
    expect(uncoveredChanges(next, next, older, pagesOf)).toEqual(["the snapshot is of webpack 5.114.0 but the ledger's newest entry is 5.113.0"]);
    expect(uncoveredChanges(surface('5.113.0', {}), snapshot, older, pagesOf)).toEqual([
      'option-added output: the snapshot of webpack 5.113.0 differs from the installed one; run npm run release-diff -- --snapshot',
    ]);
  });
});

describe('undocumentedClaims', () => {
  const pages = new Map([
    ['/configuration/output/', 'output.allowOutside lets assets leave output.path.'],
    ['/api/compiler-hooks/', 'done\nemit'],
  ]);

  it('passes pages that exist and mention the subject (anchors aside)', () => {
    expect(undocumentedClaims(ledger(change({})), pages)).toEqual([]);
  });

  it('names the release, change and page of a missing page or a page without the subject', () => {
    const claims = ledger(
      change({ documented: ['/configuration/outputs/'] }),
      change({ kind: 'hook-added', subject: 'Compiler.hooks.newHook', documented: ['/api/compiler-hooks/'] }),
    );
    expect(undocumentedClaims(claims, pages)).toEqual([
      '5.114.0 option-added output.allowOutside: page /configuration/outputs/ does not exist',
      '5.114.0 hook-added Compiler.hooks.newHook: page /api/compiler-hooks/ does not mention "newHook"',
    ]);
  });
});
