import fs from 'node:fs';
import path from 'node:path';
import type { Anchor } from '../lib/anchors';
import { ContentError } from '../lib/frontmatter';
import { OPTIONS_SCHEMA_ID, optionRows, type OptionRow } from '../lib/readme/options-table';
import type { JsonSchema } from '../lib/schema/json-schema';

/** The heading the generated options table sits under, on README pages and core plugin pages alike. */
export const OPTIONS_ANCHOR: Anchor = { title: 'Options schema', id: OPTIONS_SCHEMA_ID, level: 2, children: [] };

/** Options of a schema shipped by the installed webpack (frontmatter `schema: plugins/BannerPlugin.json`). */
export function readWebpackSchemaOptions(contentPath: string, schema: string): OptionRow[] {
  // From the site root: gatsby-node is bundled by Parcel, which does not keep require.resolve.
  const file = path.resolve('node_modules', 'webpack', 'schemas', schema);
  if (!fs.existsSync(file)) throw new ContentError(contentPath, 1, `schema "${schema}" is not in webpack/schemas/ of the installed webpack`);
  const rows = optionRows(JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema);
  if (!rows.length) throw new ContentError(contentPath, 1, `schema "${schema}" describes no options (a plugin taking a function or a string has no table)`);
  return rows;
}
