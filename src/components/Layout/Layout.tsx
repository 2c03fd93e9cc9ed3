import * as React from 'react';
import { markRendered } from '../../browser/chunk-recovery';
import { Footer } from '../Footer';
import { HydrateLater } from '../HydrateLater';
import { MenuButton, MobileSidebar } from '../MobileSidebar';
import { NavBar } from '../NavBar';
import { NotificationBar } from '../NotificationBar';
import * as styles from './Layout.module.css';

export interface LayoutProps {
  readonly pathname: string;
  readonly children: React.ReactNode;
}

/** The chrome around every page; each page renders its own <main id="main-content">. */
export function Layout({ pathname, children }: LayoutProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  // A new page closes the mobile sidebar (links close it too; this covers back and forward).
  React.useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className={styles.site}>
      <a className={styles.skip} href="#main-content" data-print="hide">
        Skip to content
      </a>
      {/* Hydrating the chrome and the page in one task blocked a throttled phone for 100–300 ms. The page
          counts as rendered (<html data-hydrated>) once all of it has hydrated. */}
      <HydrateLater onHydrated={markRendered}>
        <NotificationBar />
        <NavBar pathname={pathname} menuButton={<MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />} />
        <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} currentUrl={pathname} />
        <div className={styles.body}>{children}</div>
        <Footer />
      </HydrateLater>
    </div>
  );
}
