import * as React from 'react';
import * as styles from './LastUpdated.module.css';

// Fixed locale and UTC: the server-rendered text and the hydrated one must be the same everywhere.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Last updated on <date> by <name>", from the newest commit touching the page's file. */
export function LastUpdated({ lastUpdated }: { readonly lastUpdated: { readonly date: string; readonly name: string } | null }) {
  if (!lastUpdated) return null;
  const date = new Date(lastUpdated.date);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className={styles.line} data-print="hide">
      Last updated on <time dateTime={date.toISOString()}>{DAY.format(date)}</time> by {lastUpdated.name}
    </p>
  );
}
