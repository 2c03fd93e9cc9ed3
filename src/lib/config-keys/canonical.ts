/** What the build knows about the documented options. */
export interface OptionIndex {
  has(path: string): boolean;
  /** The option whose shape this one shares and which documents its properties (resolveLoader → resolve). */
  sameAs(path: string): string | null;
}

const ITEM = '[]';
// More array markers than this in one key path is no configuration anyone writes.
const MAX_ITEM_MARKERS = 4;
const MAX_HOPS = 3;

/** The path with some of its `[]` removed: `use: [{ loader }]` is documented as module.rules[].use.loader. */
function withFewerItemMarkers(path: string): string[] {
  const parts = path.split(ITEM);
  const markers = parts.length - 1;
  if (markers === 0 || markers > MAX_ITEM_MARKERS) return [];
  const variants: string[] = [];
  // Each bit of `kept` says whether that marker stays; all ones is the path itself.
  for (let kept = 0; kept < (1 << markers) - 1; kept++) {
    variants.push(parts.reduce((joined, part, index) => joined + ((kept >> (index - 1)) & 1 ? ITEM : '') + part));
  }
  return variants;
}

/** Splits before each `.x` or `[]`, the longest head first: module.rules[].oneOf → [module.rules[], .oneOf], [module.rules, [].oneOf], … */
function splits(path: string): [string, string][] {
  const result: [string, string][] = [];
  for (let at = path.length - 1; at > 0; at--) {
    if (path[at] === '.' || path.startsWith(ITEM, at)) result.push([path.slice(0, at), path.slice(at)]);
  }
  return result;
}

/**
 * The documented option a key path written in code stands for, or null. Exact paths win; then the
 * path with array markers dropped, if exactly one such option exists (anything else is ambiguous);
 * then the path under an option documented as the same as another (resolveLoader.modules →
 * resolve.modules, module.rules[].oneOf[].test → module.rules[].test).
 */
export function canonicalOptionPath(path: string, index: OptionIndex, hops = 0): string | null {
  if (index.has(path)) return path;
  const documented = withFewerItemMarkers(path).filter((variant) => index.has(variant));
  if (documented.length === 1) return documented[0];
  if (documented.length > 1 || hops >= MAX_HOPS) return null;
  for (const [head, rest] of splits(path)) {
    const target = index.has(head) ? index.sameAs(head) : null;
    if (target) return canonicalOptionPath(target + rest, index, hops + 1);
  }
  return null;
}
