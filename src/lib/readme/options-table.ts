import { resolveRef, typeLabel, type JsonSchema } from '../schema/json-schema';

/** Where the generated options table sits on a page (README and core plugin pages alike). */
export const OPTIONS_SCHEMA_ID = 'options-schema';

export interface OptionRow {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly link: string | null;
}

/** One row per top-level option of a package's options schema, in the schema's order. */
export function optionRows(schema: JsonSchema): OptionRow[] {
  const root = resolveRef(schema, schema);
  const properties = root.properties ?? resolveRef(root.anyOf?.find((alt) => resolveRef(alt, schema).properties) ?? {}, schema).properties ?? {};
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
