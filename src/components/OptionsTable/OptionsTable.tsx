import * as React from 'react';
import { prefixedId } from '../../lib/prefix-html';
import { OPTIONS_SCHEMA_ID } from '../../lib/readme/options-table';
import { SmartLink } from '../SmartLink';
import { WordBreaks } from '../WordBreaks';
import * as styles from './OptionsTable.module.css';

export interface OptionsTableProps {
  readonly rows: readonly { readonly name: string; readonly type: string; readonly description: string; readonly link: string | null }[];
  /** The schema file the rows come from, named so a reader can trust (and find) the source. */
  readonly source: string | null;
  /** On printable pages: the document's id prefix. */
  readonly idPrefix?: string;
}

/** A plugin's or loader's options, generated at build time from its JSON schema. */
export function OptionsTable({ rows, source, idPrefix }: OptionsTableProps) {
  if (!rows.length) return null;
  const id = prefixedId(idPrefix, OPTIONS_SCHEMA_ID);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Options schema</h2>
      {source && (
        <p className={styles.source}>
          {'Generated from '}
          <code>
            <WordBreaks text={source} at="code" />
          </code>
          {', the schema that validates these options.'}
        </p>
      )}
      {/* Scrolls sideways on a phone: reachable by keyboard to be scrolled (src/lib/keyboard-scrollers.ts). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <table tabIndex={0} className={styles.table}>
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
                <code>{row.type}</code>
              </td>
              <td>
                {row.description}
                {row.link && (
                  <>
                    {' '}
                    <SmartLink href={row.link.startsWith('#') ? `#${prefixedId(idPrefix, row.link.slice(1))}` : row.link}>More about {row.name}</SmartLink>
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
