import * as React from 'react';
import { utcDay } from '../../lib/dates/utc-day';
import { prefixedId } from '../../lib/prefix-html';
import { codeSpans } from '../../lib/release-notes/code-spans';
import { KIND_LABELS, type ReleaseItem } from '../../lib/release-notes/groups';
import { listingId } from '../../lib/release-notes/pages';
import { EXTERNAL } from '../../lib/site-links';
import type { ReleaseIndexView, ReleaseNotesView, ReleaseView } from '../../lib/release-notes/view';
import { SmartLink } from '../SmartLink';
import { WordBreaks } from '../WordBreaks';
import * as styles from './ReleaseNotes.module.css';

/** Ledger prose with its `code` spans as code. */
function Prose({ text }: { readonly text: string }) {
  return (
    <>
      {codeSpans(text).map((part, index) =>
        part.code ? (
          <code key={index}>
            <WordBreaks text={part.text} at="code" />
          </code>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}

/** "Released on November 19, 2026, compared with webpack 5.112.2." */
function Released({ date, previous, previousUrl }: { readonly date: string; readonly previous: string; readonly previousUrl: string | null }) {
  const day = new Date(`${date}T00:00:00Z`);
  return (
    <p className={styles.meta}>
      Released on <time dateTime={date}>{utcDay(day)}</time>, compared with{' '}
      {previousUrl ? <SmartLink href={previousUrl}>webpack {previous}</SmartLink> : `webpack ${previous}`}.
    </p>
  );
}

function Item({ item }: { readonly item: ReleaseItem }) {
  const subject = (
    <code>
      <WordBreaks text={item.subject} at="code" />
    </code>
  );
  return (
    <li className={styles.item}>
      <span className={styles.subject}>
        {item.href ? <SmartLink href={item.href}>{subject}</SmartLink> : subject}
        <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>
      </span>
      <span className={styles.text}>
        <Prose text={item.text} />
      </span>
    </li>
  );
}

function Release({ view, idPrefix }: { readonly view: ReleaseView; readonly idPrefix?: string }) {
  return (
    <div className={styles.notes}>
      <Released date={view.date} previous={view.previous} previousUrl={view.previousUrl} />
      <p className={styles.summary}>
        <Prose text={view.summary} />
      </p>
      {view.groups.map((group) => (
        <section key={group.id} aria-labelledby={prefixedId(idPrefix, group.id)}>
          <h2 id={prefixedId(idPrefix, group.id)}>{group.title}</h2>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <Item key={`${item.kind} ${item.subject}`} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ReleaseIndex({ view, idPrefix }: { readonly view: ReleaseIndexView; readonly idPrefix?: string }) {
  return (
    <div className={styles.notes}>
      <p className={styles.summary}>
        One page per webpack minor release: what a reader of this site needs to know of it (options added, defaults changed, hooks and API added, new messages,
        behaviour changes, what was removed or deprecated), each item linked to where the site documents it. The notes the webpack team writes for every
        release, patches included, are on <SmartLink href={EXTERNAL.changelog}>GitHub</SmartLink>.
      </p>
      {view.releases.map((release) => (
        <section key={release.version} aria-labelledby={prefixedId(idPrefix, listingId(release.version))} className={styles.listing}>
          <h2 id={prefixedId(idPrefix, listingId(release.version))}>
            <SmartLink href={release.url}>{release.title}</SmartLink>
          </h2>
          <Released date={release.date} previous={release.previous} previousUrl={null} />
          <p>
            <Prose text={release.summary} />
          </p>
          <ul className={styles.counts} aria-label={`Changes in ${release.title}`}>
            {release.counts.map((count) => (
              <li key={count.title}>
                {count.title}: {count.count}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The changes of one webpack release, grouped under headings, or the list of releases; nothing on other pages. */
export function ReleaseNotes({ view, idPrefix }: { readonly view: ReleaseNotesView | null; readonly idPrefix?: string }) {
  if (!view) return null;
  return view.kind === 'index' ? <ReleaseIndex view={view} idPrefix={idPrefix} /> : <Release view={view} idPrefix={idPrefix} />;
}
