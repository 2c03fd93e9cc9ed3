import type { LedgerChange, LedgerRelease } from '../../../src/lib/release-ledger/types';
import type { ReferenceOption } from '../../../src/lib/release-notes/links';

const change = (kind: LedgerChange['kind'], subject: string, documented: string[] | null = null): LedgerChange => ({
  kind,
  subject,
  text: `About \`${subject}\`.`,
  documented,
  referenceOnly: documented ? null : 'Listed in the reference.',
});

/** A tiny ledger in the contract's shape (content/data/webpack-releases.json): two releases, newest first. */
export const RELEASES: readonly LedgerRelease[] = [
  {
    version: '5.113.0',
    previous: '5.112.2',
    date: '2026-11-19',
    summary: 'Adds `output.allowOutside`.',
    changes: [
      change('option-removed', 'output.oldThing'),
      change('message-added', 'SomeNewWarning', ['/api/errors/']),
      change('option-added', 'output.zeta', ['/configuration/output/#outputzeta']),
      change('cli-added', '--output-zeta'),
      change('option-added', 'output.allowOutside', ['/configuration/output/#outputallowoutside', '/guides/output/']),
      change('default-changed', 'optimization.minimizer.*'),
      change('option-deprecated', 'output.legacy'),
      change('hook-added', 'Compilation.hooks.someHook'),
    ],
  },
  {
    version: '5.112.2',
    previous: '5.111.1',
    date: '2026-10-20',
    summary: 'Smaller.',
    changes: [change('behaviour', 'experiments.css', ['/configuration/experiments/'])],
  },
];

export const OPTIONS: readonly ReferenceOption[] = [
  { path: 'output.zeta', page: 'output', anchorId: 'outputzeta', cliFlags: ['--output-zeta'] },
  { path: 'optimization.minimizer', page: 'optimization', anchorId: 'optimizationminimizer', cliFlags: [] },
  { path: 'output.legacy', page: 'output', anchorId: 'outputlegacy', cliFlags: ['--output-legacy'] },
];
