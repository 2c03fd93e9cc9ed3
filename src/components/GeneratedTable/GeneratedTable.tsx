import * as React from 'react';
import type { GeneratedTable as Table } from '../../lib/generated-table';
import * as styles from './GeneratedTable.module.css';

/** A table read out of the installed webpack at build time; the first column holds names, shown as code. */
export function GeneratedTable({ table }: { readonly table: Table | null }) {
  if (!table) return null;
  const grouped = table.groups.length > 1;
  return (
    <section aria-labelledby={table.id}>
      <h2 id={table.id}>{table.title}</h2>
      <p className={styles.intro}>{table.intro}</p>
      {table.groups.map((group) => (
        <React.Fragment key={group.id}>
          {grouped && <h3 id={group.id}>{group.title}</h3>}
          <table className={styles.table} id={grouped ? undefined : group.id}>
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
              {group.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (
                    <td key={index}>{index === 0 || (index === 1 && cell) ? <code>{cell}</code> : cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </React.Fragment>
      ))}
    </section>
  );
}
