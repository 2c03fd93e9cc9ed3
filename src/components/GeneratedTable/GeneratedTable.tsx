import * as React from 'react';
import { PROSE_COLUMN, rowIds, type GeneratedTable as Table } from '../../lib/generated-table';
import { prefixedId } from '../../lib/prefix-html';
import { WordBreaks } from '../WordBreaks';
import * as styles from './GeneratedTable.module.css';

/**
 * A table read out of the installed webpack at build time; the first column holds names, the second a type,
 * both shown as code. Each row is shown as a block (see the CSS module); it stays a table for screen readers.
 */
export function GeneratedTable({ table, idPrefix }: { readonly table: Table | null; readonly idPrefix?: string }) {
  if (!table) return null;
  const id = (value: string) => prefixedId(idPrefix, value);
  const grouped = table.groups.length > 1;
  const rows = rowIds(table);
  return (
    <section aria-labelledby={id(table.id)}>
      <h2 id={id(table.id)}>{table.title}</h2>
      <p className={styles.intro}>{table.intro}</p>
      {table.groups.map((group, groupIndex) => (
        <React.Fragment key={group.id}>
          {grouped && <h3 id={id(group.id)}>{group.title}</h3>}
          <table className={styles.table} id={grouped ? undefined : id(group.id)}>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row, rowIndex) => {
                const rowId = rows[groupIndex]?.[rowIndex];
                return (
                  <tr key={row[0]} id={rowId && id(rowId)}>
                    {row.map((cell, index) => {
                      const column = table.columns[index] ?? '';
                      const label = index > 1 && column !== PROSE_COLUMN ? column : undefined;
                      return (
                        <td key={index} data-label={label}>
                          {index === 0 || (index === 1 && cell) ? (
                            <code>
                              <WordBreaks text={cell} at="code" />
                            </code>
                          ) : (
                            <WordBreaks text={cell} at="code" />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </React.Fragment>
      ))}
    </section>
  );
}
