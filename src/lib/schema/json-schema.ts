/** The parts of JSON Schema (draft 4–7, as webpack and its loaders write it) our reference tables read. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly items?: JsonSchema | readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly description?: string;
  readonly link?: string;
  readonly instanceof?: string;
  readonly tsType?: string;
  readonly minLength?: number;
  readonly absolutePath?: boolean;
  readonly deprecated?: boolean;
  readonly experimental?: boolean;
  readonly added?: string;
}

/** Follows a local "#/definitions/Name" reference. */
export function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(current.$ref);
    const target = match ? root[match[1] as 'definitions' | '$defs']?.[match[2]] : undefined;
    if (!target) break;
    current = { ...target, description: current.description ?? target.description, link: current.link ?? target.link };
  }
  return current;
}

const literal = (value: unknown) => JSON.stringify(value);

/** A short human-readable type: `string`, `'auto' | false`, `RegExp | string[]`, `object`. */
export function typeLabel(schema: JsonSchema, root: JsonSchema, depth = 0): string {
  const resolved = resolveRef(schema, root);
  if (depth > 4) return resolved.$ref ? (resolved.$ref.split('/').pop() ?? 'object') : 'object';
  // tsType is meant for webpack's own .d.ts files: import('../lib/…') paths mean nothing to a reader.
  if (resolved.tsType && !resolved.tsType.includes('import(')) return resolved.tsType.replace(/\s+/g, ' ');
  if (resolved.instanceof) return resolved.instanceof === 'Function' ? 'function' : resolved.instanceof;
  if (resolved.enum) return resolved.enum.map(literal).join(' | ');
  if (resolved.const !== undefined) return literal(resolved.const);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return unique(alternatives.map((alt) => typeLabel(alt, root, depth + 1))).join(' | ');
  if (resolved.allOf) return unique(resolved.allOf.map((alt) => typeLabel(alt, root, depth + 1))).join(' & ');
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  if (types.includes('array') && resolved.items && !Array.isArray(resolved.items)) {
    const item = typeLabel(resolved.items as JsonSchema, root, depth + 1);
    return `${item.includes(' ') ? `(${item})` : item}[]`;
  }
  if (types.length) return types.join(' | ');
  if (resolved.properties) return 'object';
  return resolved.$ref?.split('/').pop() ?? 'any';
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.flatMap((value) => value.split(' | ')))];
}
