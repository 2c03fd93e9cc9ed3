import * as React from 'react';
import { utcDay } from '../../lib/dates/utc-day';
import * as styles from './LastUpdated.module.css';

/**
 * "Last updated on <date> by <name>", from the newest commit touching the page's file. The day is in UTC,
 * so the server-rendered text and the hydrated one are the same everywhere.
 */
export function LastUpdated({ lastUpdated }: { readonly lastUpdated: { readonly date: string; readonly name: string } | null }) {
  if (!lastUpdated) return null;
  const date = new Date(lastUpdated.date);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className={styles.line} data-print="hide">
      Last updated on <time dateTime={date.toISOString()}>{utcDay(date)}</time> by {lastUpdated.name}
    </p>
  );
}
