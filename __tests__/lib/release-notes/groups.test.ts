import { CHANGE_KINDS } from '../../../src/lib/release-ledger/types';
import { groupChanges, KIND_LABELS, RELEASE_GROUPS } from '../../../src/lib/release-notes/groups';
import { RELEASES } from './fixture';

describe('release notes groups', () => {
  it('puts every kind of the ledger under exactly one heading, with a tag', () => {
    for (const kind of CHANGE_KINDS) {
      expect([kind, RELEASE_GROUPS.filter((group) => group.kinds.includes(kind)).length]).toEqual([kind, 1]);
      expect(KIND_LABELS[kind]).toMatch(/\w/);
    }
    expect(RELEASE_GROUPS.flatMap((group) => group.kinds)).toHaveLength(CHANGE_KINDS.length);
  });

  it('orders headings for readers, leaves out empty ones, and orders items by kind then subject', () => {
    const groups = groupChanges(RELEASES[0].changes, () => null);
    expect(groups.map((group) => group.title)).toEqual([
      'Options added',
      'Defaults changed',
      'Hooks and API added',
      'New and changed messages',
      'Removed and deprecated',
    ]);
    expect(groups[0].items.map((item) => item.subject)).toEqual(['output.allowOutside', 'output.zeta', '--output-zeta']);
    expect(groups[4].items.map((item) => `${item.kind} ${item.subject}`)).toEqual(['option-deprecated output.legacy', 'option-removed output.oldThing']);
  });

  it('reads the same whatever order the ledger lists the changes in', () => {
    const reversed = [...RELEASES[0].changes].reverse();
    expect(groupChanges(reversed, () => null)).toEqual(groupChanges(RELEASES[0].changes, () => null));
  });

  it('asks for each item its link', () => {
    const [first] = groupChanges(RELEASES[1].changes, (change) => `/x/#${change.subject}`);
    expect(first.items).toEqual([{ kind: 'behaviour', subject: 'experiments.css', text: 'About `experiments.css`.', href: '/x/#experiments.css' }]);
  });
});
