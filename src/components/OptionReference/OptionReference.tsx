import * as React from 'react';
import type { OptionEntryData } from '../../lib/config-reference/option-entry';
import { REFERENCE_ANCHOR_ID } from '../../lib/config-reference/sidebar-anchors';
import { loneParagraph } from '../../lib/lone-paragraph';
import { prefixedId } from '../../lib/prefix-html';
import { DefaultValues } from '../DefaultValues';
import { SmartLink } from '../SmartLink';
import { WordBreaks } from '../WordBreaks';
import * as styles from './OptionReference.module.css';

/** An entry as the page queries it: where sameAs points, and which package's schema defines it. */
export interface OptionEntry extends OptionEntryData {
  readonly sameAsUrl: string | null;
  readonly schemaPackage: string;
}

/** An option's description: one paragraph (most are) without a wrapper around it. */
function Description({ html }: { readonly html: string }) {
  const paragraph = loneParagraph(html);
  return paragraph === null ? (
    <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className={styles.description} dangerouslySetInnerHTML={{ __html: paragraph }} />
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
        <p className={styles.intro}>
          Generated from the options schema of the installed webpack-dev-server: every option of <code>devServer</code>, with its type.
        </p>
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
                <code>
                  <WordBreaks text={entry.path} at="code" />
                </code>
              </a>
              {/* Badges stay out of the heading's text in search records: "output.filename", not "output.filenamedefault changed in …". */}
              {entry.experimental && (
                <span data-search="skip" className={`${styles.badge} ${styles.experimental}`}>
                  experimental
                </span>
              )}
              {entry.removedIn && (
                <span data-search="skip" className={`${styles.badge} ${styles.deprecated}`}>
                  removed in {entry.removedIn}
                </span>
              )}
              {entry.deprecated && (
                <span data-search="skip" className={`${styles.badge} ${styles.deprecated}`}>
                  {entry.deprecatedIn ? `deprecated in ${entry.deprecatedIn}` : 'deprecated'}
                </span>
              )}
              {entry.added && (
                <span data-search="skip" className={styles.badge}>
                  since {entry.added}
                </span>
              )}
              {entry.defaultChangedIn && (
                <span data-search="skip" className={styles.badge}>
                  default changed in {entry.defaultChangedIn}
                </span>
              )}
            </Heading>
            {entry.descriptionHtml && <Description html={entry.descriptionHtml} />}
            <dl className={styles.facts}>
              {entry.type && (
                <>
                  <dt>Type</dt>
                  <dd>
                    <code>{entry.type}</code>
                  </dd>
                </>
              )}
              <DefaultValues defaults={entry.defaults} />
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
