import { CHANGE_KINDS, type ChangeKind } from '../release-ledger/types';
import { DEFAULTS_VARIANTS, type Surface } from './surface';

/** One difference between two surfaces, of a ledger kind (never `behaviour`, which no diff can see). */
export interface SurfaceChange {
  readonly kind: Exclude<ChangeKind, 'behaviour'>;
  readonly subject: string;
  /** What changed, for the person writing the ledger entry: types, defaults per mode, message text. */
  readonly detail: string;
}

type Entries = Readonly<Record<string, unknown>>;

/**
 * The path an option, export or API name sits under: output.environment.x → output.environment,
 * module.rules[].x → module.rules, a parameter webpack.Hot.decline(options) → webpack.Hot.decline.
 */
export function parentPath(subject: string): string | null {
  const match = /^(.+)\([^()]*\)$/.exec(subject) ?? /^(.+?)(\[\])?\.[^.]+$/.exec(subject);
  return match ? match[1] : null;
}

/** Keys only in `to` (added) and only in `from` (removed); a key whose parent is new (or gone) too is left to its parent. */
function addedAndRemoved(from: Entries, to: Entries): { added: string[]; removed: string[] } {
  const only = (a: Entries, b: Entries) => {
    const keys = Object.keys(a).filter((key) => !(key in b));
    const set = new Set(keys);
    return keys.filter((key) => {
      const parent = parentPath(key);
      return parent === null || !set.has(parent);
    });
  };
  return { added: only(to, from), removed: only(from, to) };
}

/** Description text compared without case, spacing and punctuation, so a reworded comma is no change. */
const wording = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z\d]+/g, ' ')
    .trim();

function optionChanges(from: Surface, to: Surface): SurfaceChange[] {
  const { added, removed } = addedAndRemoved(from.options, to.options);
  const changes: SurfaceChange[] = [
    ...added.map((subject): SurfaceChange => {
      const option = to.options[subject];
      return { kind: 'option-added', subject, detail: `${option.type}${option.added ? `, added ${option.added}` : ''}` };
    }),
    ...removed.map((subject): SurfaceChange => ({ kind: 'option-removed', subject, detail: from.options[subject].type })),
  ];
  for (const [subject, before] of Object.entries(from.options)) {
    const after = to.options[subject];
    if (!after) continue;
    if (after.deprecated && !before.deprecated) changes.push({ kind: 'option-deprecated', subject, detail: after.description });
    if (after.type !== before.type) changes.push({ kind: 'option-type-changed', subject, detail: `${before.type} → ${after.type}` });
    if (wording(after.description) !== wording(before.description)) {
      changes.push({ kind: 'option-described-differently', subject, detail: `"${before.description}" → "${after.description}"` });
    }
  }
  return changes;
}

/** Whether an option path or one of its parents is new or gone: its defaults come or go with it. */
function withOption(path: string, options: ReadonlySet<string>): boolean {
  for (let current: string | null = path; current; current = parentPath(current)) if (options.has(current)) return true;
  return false;
}

function defaultChanges(from: Surface, to: Surface): SurfaceChange[] {
  const { added, removed } = addedAndRemoved(from.options, to.options);
  const comeAndGone = new Set([...added, ...removed]);
  const paths = new Set(DEFAULTS_VARIANTS.flatMap((variant) => [...Object.keys(from.defaults[variant]), ...Object.keys(to.defaults[variant])]));
  const changes: SurfaceChange[] = [];
  for (const subject of paths) {
    if (withOption(subject, comeAndGone)) continue;
    const moved = DEFAULTS_VARIANTS.filter((variant) => from.defaults[variant][subject] !== to.defaults[variant][subject]).map(
      (variant) => `${variant}: ${from.defaults[variant][subject] ?? '(none)'} → ${to.defaults[variant][subject] ?? '(none)'}`,
    );
    if (moved.length) changes.push({ kind: 'default-changed', subject, detail: moved.join('; ') });
  }
  return changes;
}

function presence(from: Entries, to: Entries, kinds: readonly [SurfaceChange['kind'], SurfaceChange['kind']]): SurfaceChange[] {
  const { added, removed } = addedAndRemoved(from, to);
  return [
    ...added.map((subject) => ({ kind: kinds[0], subject, detail: String(to[subject]) })),
    ...removed.map((subject) => ({ kind: kinds[1], subject, detail: String(from[subject]) })),
  ];
}

function messageChanges(from: Surface, to: Surface): SurfaceChange[] {
  const changed = Object.keys(from.messages)
    .filter((name) => name in to.messages && from.messages[name] !== to.messages[name])
    .map((subject): SurfaceChange => ({ kind: 'message-changed', subject, detail: `"${from.messages[subject]}" → "${to.messages[subject]}"` }));
  return [...presence(from.messages, to.messages, ['message-added', 'message-removed']), ...changed];
}

/** Every change between two surfaces, in the ledger's kind order, then by subject. */
export function diffSurfaces(from: Surface, to: Surface): SurfaceChange[] {
  const changes = [
    ...optionChanges(from, to),
    ...defaultChanges(from, to),
    ...presence(from.cli, to.cli, ['cli-added', 'cli-removed']),
    ...presence(from.hooks, to.hooks, ['hook-added', 'hook-removed']),
    ...presence(from.exports, to.exports, ['export-added', 'export-removed']),
    ...presence(from.api, to.api, ['api-added', 'api-removed']),
    ...messageChanges(from, to),
  ];
  const order = (change: SurfaceChange) => CHANGE_KINDS.indexOf(change.kind);
  return changes.sort((a, b) => order(a) - order(b) || a.subject.localeCompare(b.subject));
}

/** How many changes of each kind, in the ledger's kind order, kinds without changes left out. */
export function countByKind(changes: readonly { readonly kind: ChangeKind }[]): [ChangeKind, number][] {
  return CHANGE_KINDS.map((kind): [ChangeKind, number] => [kind, changes.filter((change) => change.kind === kind).length]).filter(([, count]) => count > 0);
}
