import type { Anchor } from './anchors';

/** A reference table the build generates from the installed webpack (CLI flags, hook lists). */
export interface GeneratedTable {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly columns: readonly string[];
  readonly groups: readonly { readonly id: string; readonly title: string; readonly rows: readonly (readonly string[])[] }[];
}

/** The column of running prose: its cells go unlabelled where a row is shown as a block (GeneratedTable). */
export const PROSE_COLUMN = 'Description';

/** Names an author may give in frontmatter `generated:`; each has a generator in src/node/generated/. */
export const GENERATED_TABLES = [
  'cli-flags',
  'compiler-hooks',
  'compilation-hooks',
  'normal-module-factory-hooks',
  'context-module-factory-hooks',
  'parser-hooks',
] as const;
export type GeneratedTableName = (typeof GENERATED_TABLES)[number];

/** The sidebar anchor of a generated table, with its groups when there are a few. */
export function tableAnchor(table: GeneratedTable): Anchor {
  const children = table.groups.length > 1 && table.groups.length <= 40 ? table.groups.map((g) => ({ title: g.title, id: g.id, level: 3, children: [] })) : [];
  return { title: table.title, id: table.id, level: 2, children };
}

export function isGeneratedTableName(value: unknown): value is GeneratedTableName {
  return typeof value === 'string' && (GENERATED_TABLES as readonly string[]).includes(value);
}
