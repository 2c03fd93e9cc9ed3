import { Link, type HeadProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import * as styles from './404.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';

export default function NotFoundPage() {
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link to="/" className={styles.button}>
        Go to Homepage
      </Link>
    </main>
  );
}

/** Prerendered as "Page Not Found"; for an unknown URL in the browser, the title rule names its last segment. */
export function Head({ location }: HeadProps) {
  const isOwnPath = /^\/404(\.html|\/)?$/.test(location.pathname);
  return <PageHead pathname={location.pathname} title={isOwnPath ? NOT_FOUND_TITLE : undefined} noindex />;
}
