import * as React from 'react';
import { Footer } from '../Footer';
import { NavBar } from '../NavBar';
import { NotificationBar } from '../NotificationBar';
import * as styles from './Layout.module.css';

export interface LayoutProps {
  readonly pathname: string;
  readonly children: React.ReactNode;
}

/** The chrome around every page; each page renders its own <main id="main-content">. */
export function Layout({ pathname, children }: LayoutProps) {
  return (
    <div className={styles.site}>
      <a className={styles.skip} href="#main-content">
        Skip to content
      </a>
      <NotificationBar />
      <NavBar pathname={pathname} />
      <div className={styles.body}>{children}</div>
      <Footer />
    </div>
  );
}
