import type { ChangeKind, LedgerChange } from '../release-ledger/types';

/**
 * The headings of a release notes page, in reading order: what a reader can start using first, then
 * what may change the output of a build they already have, then what they must stop using.
 * Every ledger kind belongs to exactly one group (checked by a test).
 */
export const RELEASE_GROUPS: readonly { readonly id: string; readonly title: string; readonly kinds: readonly ChangeKind[] }[] = [
  { id: 'options-added', title: 'Options added', kinds: ['option-added', 'cli-added'] },
  { id: 'defaults-changed', title: 'Defaults changed', kinds: ['default-changed'] },
  { id: 'hooks-and-api-added', title: 'Hooks and API added', kinds: ['hook-added', 'export-added', 'api-added'] },
  { id: 'new-messages', title: 'New and changed messages', kinds: ['message-added', 'message-changed'] },
  { id: 'behaviour-changes', title: 'Behaviour changes', kinds: ['behaviour', 'option-type-changed', 'option-described-differently'] },
  {
    id: 'removed-and-deprecated',
    title: 'Removed and deprecated',
    kinds: ['option-deprecated', 'option-removed', 'cli-removed', 'hook-removed', 'export-removed', 'api-removed', 'message-removed'],
  },
];

/** The tag beside an item, saying what kind of change it is where its heading holds several. */
export const KIND_LABELS: Readonly<Record<ChangeKind, string>> = {
  'option-added': 'option',
  'cli-added': 'CLI flag',
  'default-changed': 'default',
  'hook-added': 'hook',
  'export-added': 'export',
  'api-added': 'module API',
  'message-added': 'new',
  'message-changed': 'reworded',
  behaviour: 'behaviour',
  'option-type-changed': 'accepted values',
  'option-described-differently': 'meaning',
  'option-deprecated': 'deprecated',
  'option-removed': 'removed option',
  'cli-removed': 'removed flag',
  'hook-removed': 'removed hook',
  'export-removed': 'removed export',
  'api-removed': 'removed API',
  'message-removed': 'removed',
};

/** What one item of a release notes page shows. */
export interface ReleaseItem {
  readonly kind: ChangeKind;
  readonly subject: string;
  readonly text: string;
  /** Where the site documents it (a page, an anchor, or the option's generated reference); null when nowhere. */
  readonly href: string | null;
}

export interface ReleaseGroup {
  readonly id: string;
  readonly title: string;
  readonly items: readonly ReleaseItem[];
}

/**
 * A release's changes under the headings of RELEASE_GROUPS (empty groups left out), each group in the
 * order of its kinds, then by subject, so a page reads the same whatever order the ledger lists them in.
 */
export function groupChanges(changes: readonly LedgerChange[], hrefOf: (change: LedgerChange) => string | null): ReleaseGroup[] {
  return RELEASE_GROUPS.flatMap((group) => {
    const items = changes
      .filter((change) => group.kinds.includes(change.kind))
      .sort((a, b) => group.kinds.indexOf(a.kind) - group.kinds.indexOf(b.kind) || a.subject.localeCompare(b.subject, 'en'))
      .map((change) => ({ kind: change.kind, subject: change.subject, text: change.text, href: hrefOf(change) }));
    return items.length ? [{ id: group.id, title: group.title, items }] : [];
  });
}
