/**
 * What Gatsby knows about one node type when it infers the type's GraphQL fields (its inference metadata): whether
 * the type is declared without inference (@dontInfer: ignored), how many nodes it has, and the shape of their fields.
 */
export interface TypeMetadata {
  readonly ignored?: boolean;
  readonly disabled?: boolean;
  readonly total?: number;
  readonly fieldMap?: object;
}

export type TypeMetadataMap = Readonly<Record<string, TypeMetadata>>;

/** Gatsby's own comparison of two types' inferred fields (haveEqualFields), which knows its descriptors. */
export type EqualFields = (a: TypeMetadata, b: TypeMetadata) => boolean;

const hasNodes = (metadata: TypeMetadata) => (metadata.total ?? 0) > 0;

/**
 * The first node type whose part of the GraphQL schema may differ from the schema built from `built`, and how; null
 * when none does. A declared type (@dontInfer) keeps its fields whatever its nodes hold; an inferred type changes with
 * the shape of its nodes' fields, and appears or goes with its first or last node. A new type changes the schema.
 */
export function schemaChange(current: TypeMetadataMap, built: TypeMetadataMap, equalFields: EqualFields): string | null {
  for (const type of new Set([...Object.keys(current), ...Object.keys(built)])) {
    const now = current[type];
    const before = built[type];
    if (!now || !before) return `${type} is new`;
    if (Boolean(now.ignored) !== Boolean(before.ignored) || Boolean(now.disabled) !== Boolean(before.disabled)) return `${type}'s inference changed`;
    if (now.ignored) continue;
    if (hasNodes(now) !== hasNodes(before)) return hasNodes(now) ? `${type} has nodes again` : `${type} has no nodes left`;
    if (!equalFields(now, before)) return `${type}'s fields changed`;
  }
  return null;
}
