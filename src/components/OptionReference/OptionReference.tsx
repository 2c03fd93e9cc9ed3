import * as React from 'react';
import { summarizeDefaults } from '../../lib/config-reference/mode-defaults';
import { REFERENCE_ANCHOR_ID } from '../../lib/config-reference/sidebar-anchors';
import { prefixedId } from '../../lib/prefix-html';
import { SmartLink } from '../SmartLink';
import * as styles from './OptionReference.module.css';

export interface OptionEntry {
  readonly path: string;
  readonly anchorId: string;
  readonly depth: number;
  readonly descriptionHtml: string;
  readonly type: string;
  readonly defaults: { readonly development: string | null; readonly production: string | null; readonly none: string | null };
  readonly cliFlags: readonly string[];
  readonly added: string | null;
  readonly experimental: boolean;
  readonly deprecated: boolean;
  readonly sameAs: string | null;
  readonly sameAsUrl: string | null;
  readonly schemaPackage: string;
}

function Defaults({ defaults }: { readonly defaults: OptionEntry['defaults'] }) {
  const summary = summarizeDefaults(defaults);
  if (!summary) return null;
  if ('all' in summary) {
    return (
      <>
        <dt>Default</dt>
        <dd>
          <code>{summary.all}</code>
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>Default</dt>
      <dd className={styles.modes}>
        {summary.byMode.map(([mode, value]) => (
          <span key={mode}>
            {mode}: <code>{value ?? 'not set'}</code>
          </span>
        ))}
      </dd>
    </>
  );
}

/** The generated reference of a configuration page: one anchored entry per option path. */
export function OptionReference({
  entries,
  fromDevServer,
  idPrefix,
}: {
  readonly entries: readonly OptionEntry[];
  readonly fromDevServer: boolean;
  /** On printable pages: the document's id prefix. */
  readonly idPrefix?: string;
}) {
  if (!entries.length) return null;
  const id = (value: string) => prefixedId(idPrefix, value);
  return (
    <section aria-labelledby={id(REFERENCE_ANCHOR_ID)} className={styles.reference}>
      <h2 id={id(REFERENCE_ANCHOR_ID)}>Option reference</h2>
      {fromDevServer ? (
        <p className={styles.intro}>Generated from the options schema of the installed webpack-dev-server: every option of <code>devServer</code>, with its type.</p>
      ) : (
        <p className={styles.intro}>
          Generated from the schema and defaults of the installed webpack: every option on this page, with its type, its default in each{' '}
          <SmartLink href="/configuration/mode/">mode</SmartLink> and its command-line flags.
        </p>
      )}
      {entries.map((entry) => {
        const Heading = entry.depth <= 2 ? 'h3' : 'h4';
        return (
          <div key={entry.path} className={styles.entry}>
            <Heading id={id(entry.anchorId)} className={styles.heading}>
              <a href={`#${id(entry.anchorId)}`} className={styles.permalink}>
                <code>{entry.path}</code>
              </a>
              {entry.experimental && <span className={`${styles.badge} ${styles.experimental}`}>experimental</span>}
              {entry.deprecated && <span className={`${styles.badge} ${styles.deprecated}`}>deprecated</span>}
              {entry.added && <span className={styles.badge}>since {entry.added}</span>}
            </Heading>
            {entry.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} />}
            <dl className={styles.facts}>
              <dt>Type</dt>
              <dd>
                <code>{entry.type}</code>
              </dd>
              <Defaults defaults={entry.defaults} />
              {entry.cliFlags.length > 0 && (
                <>
                  <dt>CLI</dt>
                  <dd>
                    {entry.cliFlags.map((flag) => (
                      <code key={flag} className={styles.flag}>
                        {flag}
                      </code>
                    ))}
                  </dd>
                </>
              )}
              {entry.sameAs && entry.sameAsUrl && (
                <>
                  <dt>Properties</dt>
                  <dd>
                    The same as <SmartLink href={entry.sameAsUrl}>{entry.sameAs}</SmartLink>
                  </dd>
                </>
              )}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
