import * as React from 'react';
import { earlyTap } from '../../lib/early-taps';
import { MOBILE_SIDEBAR_ID } from './MobileSidebar';
import * as styles from './MobileSidebar.module.css';

/** The top bar's menu button on narrow screens: opens the mobile sidebar. */
export function MenuButton({ open, onOpen }: { readonly open: boolean; readonly onOpen: () => void }) {
  return (
    <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={MOBILE_SIDEBAR_ID} onClick={onOpen} {...earlyTap('menu')}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Menu</span>
    </button>
  );
}
