import GithubSlugger from 'github-slugger';
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

/**
 * The id of each row, from the name in its first cell (`buildModule` gives `buildmodule`, `--entry (repeatable)`
 * gives `--entry`): the ids webpack.js.org gave the same hooks, so links to a hook land on its row. A name that
 * comes again (in another group) keeps the id of its first row; the others get none.
 */
export function rowIds(table: GeneratedTable): readonly (readonly (string | undefined)[])[] {
  const seen = new Set<string>();
  return table.groups.map((group) =>
    group.rows.map((row) => {
      const id = new GithubSlugger().slug(row[0]?.split(' ')[0] ?? '');
      if (!id || seen.has(id)) return undefined;
      seen.add(id);
      return id;
    }),
  );
}
