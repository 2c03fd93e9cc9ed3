// A fixed context so defaults that are absolute paths read the same on every machine.
export const CONTEXT = '/project';

/** A default value as a reader would write it in a config; null when there is none worth showing. */
export function formatDefault(value: unknown, context: string): string | null {
  if (value === undefined) return null;
  if (typeof value === 'function') return 'function';
  if (value instanceof RegExp) return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) return null;
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RegExp ? String(v) : typeof v === 'function' ? 'function' : v));
  if (text === undefined) return null;
  // Absolute paths depend on the reader's project: show them relative to `context`.
  return text.split(context).join('<context>');
}

/** Reads a dotted path (no [] items) out of normalized options. */
export function valueAt(options: unknown, path: string): unknown {
  if (path.includes('[]')) return undefined;
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), options);
}
