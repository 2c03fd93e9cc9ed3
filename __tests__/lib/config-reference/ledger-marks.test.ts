import { optionMarks, removedOptions } from '../../../src/lib/config-reference/ledger-marks';
import type { Ledger, LedgerChange } from '../../../src/lib/release-ledger/types';

const change = (kind: LedgerChange['kind'], subject: string): LedgerChange => ({
  kind,
  subject,
  text: `${subject} changed.`,
  documented: null,
  referenceOnly: 'r',
});
const ledger: Ledger = {
  releases: [
    { version: '5.113.0', previous: '5.112.2', date: '2026-11-19', summary: 'S.', changes: [change('default-changed', 'experiments.typescript')] },
    {
      version: '5.112.2',
      previous: '5.111.1',
      date: '2026-10-23',
      summary: 'S.',
      changes: [
        change('default-changed', 'experiments.typescript'),
        change('default-changed', 'resolve.byDependency.*'),
        change('option-deprecated', 'module.parser.javascript.harmony'),
        change('option-removed', 'optimization.minimizeOptions.css'),
        change('option-removed', 'module.rules[].*'),
      ],
    },
    {
      version: '5.111.1',
      previous: '5.110.3',
      date: '2026-09-18',
      summary: 'S.',
      changes: [change('option-removed', 'experiments.outputModule'), change('option-removed', 'output.back')],
    },
  ],
};

describe('reference marks from the ledger', () => {
  it('names the newest release that moved a default, families included', () => {
    expect(optionMarks(ledger, 'experiments.typescript')).toEqual({ defaultChangedIn: '5.113.0', deprecatedIn: null });
    expect(optionMarks(ledger, 'resolve.byDependency.esm.extensions').defaultChangedIn).toBe('5.112.2');
    expect(optionMarks(ledger, 'output.path')).toEqual({ defaultChangedIn: null, deprecatedIn: null });
  });

  it('names the release that deprecated an option', () => {
    expect(optionMarks(ledger, 'module.parser.javascript.harmony').deprecatedIn).toBe('5.112.2');
  });

  it('lists removed options the schema does not have again, newest first, without families', () => {
    expect(removedOptions(ledger, new Set(['output.back']))).toEqual([
      { path: 'optimization.minimizeOptions.css', removedIn: '5.112.2', text: 'optimization.minimizeOptions.css changed.' },
      { path: 'experiments.outputModule', removedIn: '5.111.1', text: 'experiments.outputModule changed.' },
    ]);
  });
});
