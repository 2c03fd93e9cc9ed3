import { resolveRef, typeLabel, type JsonSchema } from '../schema/json-schema';

/** Where the generated options table sits on a page (README and core plugin pages alike). */
export const OPTIONS_SCHEMA_ID = 'options-schema';

export interface OptionRow {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly link: string | null;
}

/**
 * One row per top-level option of a package's options schema, in the schema's order. A root that
 * is a choice (`anyOf`, or `oneOf` as in webpack's VirtualUrlPlugin schema) lists the options of
 * its object alternative.
 */
export function optionRows(schema: JsonSchema): OptionRow[] {
  const root = resolveRef(schema, schema);
  const alternatives = root.anyOf ?? root.oneOf ?? [];
  const properties = root.properties ?? resolveRef(alternatives.find((alt) => resolveRef(alt, schema).properties) ?? {}, schema).properties ?? {};
  return Object.entries(properties).map(([name, property]) => {
    const resolved = resolveRef(property, schema);
    return {
      name,
      type: typeLabel(property, schema),
      description: (resolved.description ?? '').trim(),
      link: resolved.link ?? null,
    };
  });
}
