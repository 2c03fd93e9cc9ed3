import * as React from 'react';
import { summarizeDefaults, type ModeDefaults } from '../../lib/config-reference/mode-defaults';
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
          <code>{summary.all}</code>
        </dd>
      ) : (
        <dd className={styles.modes}>
          {summary.byMode.map(([mode, value]) => (
            <span key={mode}>
              {mode}: <code>{value ?? 'not set'}</code>
            </span>
          ))}
        </dd>
      )}
    </>
  );
}
