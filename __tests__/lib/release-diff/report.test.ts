import { mentions, pagesMentioning } from '../../../src/lib/release-diff/mentions';
import { changeLine, chooseVersions, reportChanges } from '../../../src/lib/release-diff/report';
import type { Ledger } from '../../../src/lib/release-ledger/types';

const ledger: Ledger = {
  releases: [
    {
      version: '5.113.0',
      previous: '5.112.2',
      date: '2026-11-19',
      summary: 'S.',
      changes: [{ kind: 'hook-added', subject: 'Compilation.hooks.*', text: 'T.', documented: null, referenceOnly: 'for plugin authors' }],
    },
    { version: '5.112.2', previous: '5.104.1', date: '2026-10-23', summary: 'S.', changes: [] },
  ],
};

describe('chooseVersions', () => {
  it('defaults to the ledger newest and the installed version', () => {
    expect(chooseVersions([], ledger, '5.114.0')).toEqual({ from: '5.113.0', to: '5.114.0' });
    expect(chooseVersions(['5.104.1', '5.105.4'], ledger, '5.113.0')).toEqual({ from: '5.104.1', to: '5.105.4' });
  });

  it('refuses versions that are no release, older than the ledger, or in the wrong order', () => {
    expect(() => chooseVersions(['banana'], ledger, '5.113.0')).toThrow('unknown webpack version "banana" (expected a release such as 5.113.0)');
    expect(() => chooseVersions(['5.90.0', '5.113.0'], ledger, '5.113.0')).toThrow(
      "webpack 5.90.0 is older than the ledger's first release (5.112.2, compared with 5.104.1)",
    );
    expect(() => chooseVersions(['5.113.0', '5.112.2'], ledger, '5.113.0')).toThrow('webpack 5.113.0 is not older than 5.112.2: give the older version first');
    expect(() => chooseVersions([], ledger, '5.113.0')).toThrow(
      "webpack 5.113.0 is both the ledger's newest and the installed version: give two versions to compare",
    );
  });
});

describe('report', () => {
  const pages = new Map([
    ['/configuration/output/', 'Set `output.publicPath` or output.path, or --output-path.'],
    ['/api/cli/', '--output-path-reset'],
  ]);

  it('finds whole names only', () => {
    expect(mentions(pages.get('/configuration/output/')!, 'output.path')).toBe(true);
    expect(mentions('publicPath only', 'output.path')).toBe(false);
    expect(mentions(pages.get('/api/cli/')!, '--output-path')).toBe(false);
    expect(mentions(pages.get('/api/cli/')!, '--output-path-*')).toBe(true);
    expect(pagesMentioning(pages, '--output-path')).toEqual(['/configuration/output/']);
  });

  it('prints one line per change with its pages and the ledger entry covering it', () => {
    const [hook, option] = reportChanges(
      [
        { kind: 'hook-added', subject: 'Compilation.hooks.chunkHashDependencies', detail: 'SyncHook(chunk, dependencies)' },
        { kind: 'option-added', subject: 'output.path', detail: 'string' },
      ],
      ledger,
      '5.113.0',
      (subject) => pagesMentioning(pages, subject),
    );
    expect(changeLine(hook)).toBe(
      'hook-added Compilation.hooks.chunkHashDependencies (SyncHook(chunk, dependencies)) | mentioned on: no page yet | reference-only: for plugin authors',
    );
    expect(changeLine(option)).toBe('option-added output.path (string) | mentioned on: /configuration/output/ | not in the ledger');
  });
});
