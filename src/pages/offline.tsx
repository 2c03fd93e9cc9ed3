import { Link, type HeadProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import * as styles from './404.module.css';

export const OFFLINE_TITLE = "You're offline";

/** Served by the service worker for pages that were never visited while the network is down. */
export default function OfflinePage() {
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <h1>{OFFLINE_TITLE}</h1>
      <p>
        This page has not been saved for offline reading yet, and the network cannot be reached. After a first visit the site saves every documentation page in
        the background; until that has finished, the pages you have opened stay available without a connection, and search keeps working.
      </p>
      <p>Check your connection and try again, or go back to a page you have read.</p>
      <Link to="/" className={styles.button}>
        Go to Homepage
      </Link>
    </main>
  );
}

export function Head({ location }: HeadProps) {
  return <PageHead pathname={location.pathname} title="Offline" noindex />;
}
