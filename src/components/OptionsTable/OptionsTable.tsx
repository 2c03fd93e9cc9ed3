import * as React from 'react';
import { SmartLink } from '../SmartLink';
import * as styles from './OptionsTable.module.css';

export interface OptionsTableProps {
  readonly rows: readonly { readonly name: string; readonly type: string; readonly description: string; readonly link: string | null }[];
  /** The schema file the rows come from, named so a reader can trust (and find) the source. */
  readonly source: string | null;
}

/** A plugin's or loader's options, generated at build time from its JSON schema. */
export function OptionsTable({ rows, source }: OptionsTableProps) {
  if (!rows.length) return null;
  return (
    <section aria-labelledby="options-schema">
      <h2 id="options-schema">Options schema</h2>
      {source && (
        <p className={styles.source}>
          Generated from <code>{source}</code>, the schema that validates these options.
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name}</code>
              </td>
              <td>
                <code className={styles.type}>{row.type}</code>
              </td>
              <td>
                {row.description}
                {row.link && (
                  <>
                    {' '}
                    <SmartLink href={row.link}>More</SmartLink>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
