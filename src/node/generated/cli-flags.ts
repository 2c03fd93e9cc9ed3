import webpack from 'webpack';
import { PROSE_COLUMN, type GeneratedTable } from '../../lib/generated-table';

/** Every flag of webpack-cli that sets a configuration option, grouped by top-level option. */
export function cliFlagsTable(): GeneratedTable {
  const groups = new Map<string, string[][]>();
  for (const [name, argument] of Object.entries(webpack.cli.getArguments())) {
    const top = argument.configs[0]?.path.split(/[.[]/)[0] ?? name;
    const types = [...new Set(argument.configs.map((config) => config.type))].join(' | ');
    const row = [`--${name}${argument.multiple ? ' (repeatable)' : ''}`, types, argument.description ?? '', argument.configs.map((c) => c.path).join(', ')];
    groups.set(top, [...(groups.get(top) ?? []), row]);
  }
  const total = [...groups.values()].reduce((sum, rows) => sum + rows.length, 0);
  return {
    id: 'all-flags',
    title: 'All configuration flags',
    intro: `Generated from webpack.cli.getArguments() of the installed webpack: ${total} flags, each setting the configuration path in the last column. Flags of type boolean also accept --no-<flag>; repeatable flags may be given several times.`,
    columns: ['Flag', 'Type', PROSE_COLUMN, 'Sets'],
    groups: [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([top, rows]) => ({ id: `flags-${top.toLowerCase()}`, title: top, rows })),
  };
}
