import { resolveRef, type JsonSchema } from '../schema/json-schema';

/** One option path of a configuration schema: output.filename, module.rules[].test … */
export interface OptionPath {
  readonly path: string;
  /** The option's schema with local references followed. */
  readonly schema: JsonSchema;
  /** 1 for top-level options (output), 2 for output.filename … */
  readonly depth: number;
  /** Set when the option's object shape is documented at another path already (resolveLoader → resolve). */
  readonly sameAs: string | null;
}

interface Shape {
  readonly properties: Readonly<Record<string, JsonSchema>>;
  /** Items of an array (`[]`) or values under keys the user names (`*`, e.g. entry.*.dependOn). */
  readonly array: boolean;
  readonly wildcard: boolean;
  /** The definition the properties come from, to expand each definition's properties once. */
  readonly definition: string | null;
}

// Shapes used in several places are documented where readers look for them first.
export const PREFERRED_HOMES = [
  'resolve',
  'module.rules',
  'module.rules[].test',
  'module.rules[].resourceQuery',
  'module.parser.javascript',
  'module.generator.asset',
  'output',
];

const refName = (schema: JsonSchema) => schema.$ref?.split('/').pop() ?? null;

/**
 * Object shapes this small (`{ glob }`, `{ amd, commonjs, root }`) are documented at every option
 * that takes them: a "same as" link for two or three keys would send the reader to an unrelated page.
 */
const SMALL_SHAPE = 3;
const isShared = (shape: Shape) => shape.definition !== null && Object.keys(shape.properties).length > SMALL_SHAPE;

/** The object shapes a schema may take: its own properties and those of its object alternatives and array items. */
function shapes(schema: JsonSchema, root: JsonSchema, definition: string | null = null, array = false, wildcard = false, depth = 0): Shape[] {
  if (depth > 10) return [];
  if (schema.$ref) {
    const target = resolveRef({ $ref: schema.$ref }, root);
    return target === schema ? [] : shapes({ ...target, $ref: undefined }, root, refName(schema), array, wildcard, depth + 1);
  }
  const result: Shape[] = schema.properties ? [{ properties: schema.properties, array, wildcard, definition }] : [];
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    result.push(...shapes(alternative, root, definition, array, wildcard, depth + 1));
  }
  // Only the first level of nesting counts: an array of arrays or a map of maps is one more `[]` or `*`.
  if (schema.items && !Array.isArray(schema.items)) result.push(...shapes(schema.items as JsonSchema, root, definition, true, false, depth + 1));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    result.push(...shapes(schema.additionalProperties, root, definition, false, true, depth + 1));
  }
  return result;
}

const childBase = (base: string, shape: Shape) => (shape.array ? `${base}[]` : shape.wildcard ? `${base}.*` : base);

/**
 * Every option path of a configuration schema, sorted by path (parents come before their children).
 * Array items are written `[]` (module.rules[].test), as webpack's CLI writes them. Each object
 * definition is expanded once, where it is first met, with the `preferred` paths met first (module.rules
 * rather than module.defaultRules); other uses point there (`sameAs`), so rules inside rules or
 * resolveLoader do not repeat hundreds of entries.
 */
export function walkOptions(root: JsonSchema, prefix = '', depth = 1, preferred: readonly string[] = []): OptionPath[] {
  const homes = new Map<string, string>();
  const selfContaining = new Map<string, boolean>();
  /** Whether a definition reaches itself through its own references. */
  const containsItself = (name: string): boolean => {
    if (!name) return false;
    const known = selfContaining.get(name);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const reaches = (node: unknown): boolean => {
      if (!node || typeof node !== 'object') return false;
      const ref = (node as JsonSchema).$ref?.split('/').pop();
      if (ref === name) return true;
      if (ref && !seen.has(ref)) {
        seen.add(ref);
        if (reaches(root.definitions?.[ref])) return true;
      }
      return Object.values(node).some((value) => typeof value === 'object' && reaches(value));
    };
    const result = reaches(root.definitions?.[name]);
    selfContaining.set(name, result);
    return result;
  };
  const result: OptionPath[] = [];
  const seenPaths = new Set<string>();
  // The rank of the first preferred path a path is, or leads to: lower is visited first.
  const rank = (path: string) => {
    const index = preferred.findIndex((p) => p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[]`));
    return index < 0 ? preferred.length : index;
  };

  // A small shape is expanded wherever it is used, unless it contains itself (a rule's `rules`, a
  // condition's `not`) and is already being expanded above (`open`): then it points back up.
  const expandedHere = (shape: Shape, open: ReadonlySet<string>) =>
    !isShared(shape) && !(containsItself(shape.definition ?? '') && open.has(shape.definition ?? ''));
  const visit = (schema: JsonSchema, base: string, level: number, open: ReadonlySet<string> = new Set()) => {
    const all = shapes(schema, root).filter((shape) => {
      if (!shape.definition) return true;
      if (!homes.has(shape.definition)) homes.set(shape.definition, base);
      if (expandedHere(shape, open)) return true;
      return homes.get(shape.definition) === base;
    });
    const inside = new Set([...open, ...all.map((shape) => shape.definition).filter((name): name is string => name !== null)]);
    // "An object, or an array (or map) of such objects": each property is documented once, on the object.
    const objectKeys = new Set(all.filter((shape) => !shape.array && !shape.wildcard).flatMap((shape) => Object.keys(shape.properties)));
    const children = all.flatMap((shape) =>
      Object.entries(shape.properties).map(([key, child]) => {
        const parent = childBase(base, shape);
        return { key, child, shape, path: parent ? `${parent}.${key}` : key };
      }),
    );
    children.sort((a, b) => rank(a.path) - rank(b.path));
    for (const { key, child, shape, path } of children) {
      if (seenPaths.has(path) || ((shape.array || shape.wildcard) && objectKeys.has(key))) continue;
      seenPaths.add(path);
      const childShapes = shapes(child, root);
      const elsewhere = childShapes.filter((s) => !expandedHere(s, inside) && s.definition && homes.has(s.definition) && homes.get(s.definition) !== path);
      const sameAs = childShapes.length > 0 && elsewhere.length === childShapes.length ? (homes.get(elsewhere[0].definition ?? '') ?? null) : null;
      result.push({ path, schema: resolveRef(child, root), depth: level, sameAs });
      if (!sameAs) visit(child, path, level + 1, inside);
    }
  };
  visit(root, prefix, depth);
  return result.sort((a, b) => (a.path.toLowerCase() < b.path.toLowerCase() ? -1 : a.path.toLowerCase() > b.path.toLowerCase() ? 1 : 0));
}

/** The anchor id of an option: its path with everything but letters and digits dropped, as GitHub slugs it. */
export function optionId(path: string): string {
  return path
    .toLowerCase()
    .replace(/\//g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Ids for a list of paths; a later path whose id is taken (output.libraryExport vs output.library.export) spells out its dots. */
export function optionIds(paths: readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const path of paths) {
    let id = optionId(path);
    if (taken.has(id))
      id = path
        .toLowerCase()
        .replace(/[./]/g, '-')
        .replace(/[^a-z0-9-]/g, '');
    taken.add(id);
    ids.set(path, id);
  }
  return ids;
}
