import * as React from 'react';
import type { SummaryGroup } from '../../lib/summary-table';
import { SmartLink } from '../SmartLink';
import * as styles from './SummaryTable.module.css';

/** A section index's table of pages by purpose, each with its one-line summary. */
export function SummaryTable({ groups }: { readonly groups: readonly SummaryGroup[] }) {
  if (!groups.length) return null;
  return (
    <section aria-labelledby="index-table">
      <h2 id="index-table">All pages by purpose</h2>
      {groups.map((group) => (
        <table key={group.title} className={styles.table}>
          <caption>{group.title}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.url}>
                <td>
                  <SmartLink href={row.url}>{row.title}</SmartLink>
                </td>
                <td>{row.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
