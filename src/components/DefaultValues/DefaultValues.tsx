import * as React from 'react';
import { summarizeDefaults, type ModeDefaults } from '../../lib/config-reference/mode-defaults';
import { WordBreaks } from '../WordBreaks';
import * as styles from './DefaultValues.module.css';

/** "Default" term and value(s) of a definition list: one value when every mode agrees, else one per mode. */
export function DefaultValues({ defaults }: { readonly defaults: ModeDefaults }) {
  const summary = summarizeDefaults(defaults);
  if (!summary) return null;
  return (
    <>
      <dt>Default</dt>
      {'all' in summary ? (
        <dd>
          <code>
            <WordBreaks text={summary.all} at="code" />
          </code>
        </dd>
      ) : (
        <dd className={styles.modes}>
          {/* A space between the modes, which the column layout does not show: copied text and the markdown
              export read "development: true production: false", not "trueproduction". */}
          {summary.byMode.map(([mode, value], index) => (
            <React.Fragment key={mode}>
              {index > 0 && ' '}
              <span>
                {`${mode}: `}
                <code>
                  <WordBreaks text={value ?? 'not set'} at="code" />
                </code>
              </span>
            </React.Fragment>
          ))}
        </dd>
      )}
    </>
  );
}
