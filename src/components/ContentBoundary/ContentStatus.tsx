import * as React from 'react';
import { CONTENT_ERROR } from './ContentBoundary';
import * as styles from './ContentStatus.module.css';

/** Where a page's text will be while it is fetched, and the spec's message with a retry if that fails. */
export function ContentStatus({ status, retry }: { readonly status: 'loading' | 'failed'; readonly retry: () => void }) {
  if (status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        Loading the page…
      </p>
    );
  }
  return (
    <p role="alert" className={styles.status}>
      {CONTENT_ERROR}{' '}
      <button type="button" className="retry-button" onClick={retry}>
        Try again
      </button>
    </p>
  );
}
