import * as React from 'react';
import { useFetchJson } from '../../hooks/useFetchJson';
import { isNavTree, mobileSections } from '../../lib/mobile-nav';
import { NAV_TREE_FILE } from '../../lib/nav-tree';
import { openerDragOffset, swipeDirection, type Point } from '../../lib/swipe';
import { SmartLink } from '../SmartLink';
import { trapTab } from './focusTrap';
import * as styles from './MobileSidebar.module.css';

export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

export interface MobileSidebarProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly currentUrl: string;
}

const pointOf = (event: React.TouchEvent): Point => {
  const touch = event.changedTouches[0];
  return { x: touch.clientX, y: touch.clientY };
};

/**
 * Every section and its pages in a panel that slides in from the left, on narrow screens only.
 * The site tree is fetched when the panel first opens, so it never weighs on the page bundle.
 */
export function MobileSidebar({ open, onOpenChange, currentUrl }: MobileSidebarProps) {
  const panel = React.useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = React.useState(false);
  const [tree, retry] = useFetchJson(`/${NAV_TREE_FILE}`, wanted, isNavTree);
  const sections = React.useMemo(() => (tree.status === 'loaded' ? mobileSections(tree.data) : []), [tree]);
  const touchStart = React.useRef<Point | null>(null);
  // How far the closed panel follows a finger dragging the edge handle; null when nobody drags.
  const [drag, setDrag] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  // While open: focus moves into the panel, the page behind does not scroll, and on close focus
  // returns to whatever opened the panel.
  React.useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  const close = () => onOpenChange(false);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (panel.current) trapTab(event, panel.current);
  };

  const startTouch = (event: React.TouchEvent) => {
    touchStart.current = pointOf(event);
  };
  const endTouch = (event: React.TouchEvent, wantedDirection: 'left' | 'right') => {
    const start = touchStart.current;
    touchStart.current = null;
    setDrag(null);
    if (start && swipeDirection(start, pointOf(event)) === wantedDirection) onOpenChange(wantedDirection === 'right');
  };

  const panelStyle = drag === null ? undefined : { transform: `translateX(calc(-100% + ${drag}px))`, transition: 'none', visibility: 'visible' as const };

  return (
    <>
      {!open && (
        <div
          className={styles.handle}
          aria-hidden="true"
          data-testid="mobile-sidebar-handle"
          onTouchStart={startTouch}
          onTouchMove={(event) => touchStart.current && setDrag(openerDragOffset(touchStart.current, pointOf(event)))}
          onTouchEnd={(event) => endTouch(event, 'right')}
          onTouchCancel={() => setDrag(null)}
        />
      )}
      <div className={open ? `${styles.backdrop} ${styles.backdropOpen}` : styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        id={MOBILE_SIDEBAR_ID}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        style={panelStyle}
        role="dialog"
        aria-modal="true"
        aria-label="Site navigation"
        onKeyDown={onKeyDown}
        onTouchStart={startTouch}
        onTouchEnd={(event) => endTouch(event, 'left')}
      >
        <div className={styles.header}>
          <span className={styles.heading}>Documentation</span>
          <button type="button" className={styles.close} onClick={close}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close the menu</span>
          </button>
        </div>
        {tree.status === 'error' ? (
          <div className={styles.status}>
            <p role="alert">The page list could not be loaded.</p>
            <button type="button" className={styles.retry} onClick={retry}>
              Try again
            </button>
          </div>
        ) : tree.status !== 'loaded' ? (
          <p role="status" className={styles.status}>
            Loading the page list…
          </p>
        ) : (
          <nav aria-label="All documentation">
            {sections.map((section) => (
              <section key={section.url} className={styles.section} aria-label={section.title}>
                <h2 className={styles.sectionTitle}>
                  <SmartLink href={section.url} onClick={close}>
                    {section.title}
                  </SmartLink>
                </h2>
                <ul className={styles.pages}>
                  {section.pages.map((page) => (
                    <li key={page.url}>
                      <SmartLink
                        href={page.url}
                        onClick={close}
                        className={page.url === currentUrl ? `${styles.page} ${styles.current}` : styles.page}
                        aria-current={page.url === currentUrl ? 'page' : undefined}
                      >
                        {page.title}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
      </div>
    </>
  );
}
