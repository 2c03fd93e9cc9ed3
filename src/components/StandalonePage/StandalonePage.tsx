import * as React from 'react';
import { useIsClient } from '../../hooks/useIsClient';
import { IslandBoundary } from '../IslandBoundary';
import * as styles from './StandalonePage.module.css';

export interface StandalonePageProps {
  readonly title: React.ReactNode;
  /** The paragraph under the title. */
  readonly intro?: React.ReactNode;
  /** A reading column instead of the wide one (vote, search). */
  readonly narrow?: boolean;
  readonly children?: React.ReactNode;
}

/** The shell of the pages that are not docs: the main landmark (the skip link's target), the h1 and an intro. */
export function StandalonePage({ title, intro, narrow = false, children }: StandalonePageProps) {
  return (
    <main id="main-content" tabIndex={-1} className={narrow ? `${styles.main} ${styles.narrow}` : styles.main}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </main>
  );
}

export interface BrowserOnlyProps {
  /** Names the part in the console error when it fails. */
  readonly name: string;
  /** Said while the part loads, and in the prerendered HTML. */
  readonly loading: string;
  /** Said when JavaScript is off. */
  readonly noScript: string;
  /** Said when the part's code does not load or fails as it starts (a lost connection). */
  readonly failed: string;
  readonly children: React.ReactNode;
}

/**
 * A part of a page that only works in the browser (it needs the reader's data or an API), rendered there
 * from a lazy chunk: static generation shows the loading text instead. If the chunk fails, the page
 * around it stays and says so.
 */
export function BrowserOnly({ name, loading, noScript, failed, children }: BrowserOnlyProps) {
  const isClient = useIsClient();
  const fallback = (
    <p role="status" className={styles.loading}>
      {loading}
    </p>
  );
  return (
    <>
      {isClient ? (
        <IslandBoundary
          name={name}
          fallback={
            <p role="alert" className={styles.loading}>
              {failed}
            </p>
          }
        >
          <React.Suspense fallback={fallback}>{children}</React.Suspense>
        </IslandBoundary>
      ) : (
        fallback
      )}
      <noscript>
        <p>{noScript}</p>
      </noscript>
    </>
  );
}
