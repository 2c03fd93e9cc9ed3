import * as React from 'react';
import type { PageLink } from '../../lib/site-tree';
import { SmartLink } from '../SmartLink';
import * as styles from './Pagination.module.css';

export interface PaginationProps {
  readonly previous: PageLink | null;
  readonly next: PageLink | null;
}

/** Previous and Next pages in the section's reading order. */
export function Pagination({ previous, next }: PaginationProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pagination} aria-label="Previous and next pages" data-print="hide">
      {previous ? (
        <SmartLink href={previous.url} className={styles.card} rel="prev">
          <span className={styles.label}>Previous</span>
          <span className={styles.title}>{previous.title}</span>
        </SmartLink>
      ) : (
        <span />
      )}
      {next && (
        <SmartLink href={next.url} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.label}>Next</span>
          <span className={styles.title}>{next.title}</span>
        </SmartLink>
      )}
    </nav>
  );
}
