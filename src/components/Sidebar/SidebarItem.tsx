import * as React from 'react';
import type { Anchor } from '../../lib/anchors';
import type { SidebarItemData } from '../../lib/sidebar';
import { SmartLink } from '../SmartLink';
import * as styles from './Sidebar.module.css';

function AnchorList({ anchors, url }: { readonly anchors: readonly Anchor[]; readonly url: string }) {
  return (
    <ul className={styles.anchors}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <SmartLink href={`${url}#${anchor.id}`}>{anchor.title}</SmartLink>
          {anchor.children.length > 0 && <AnchorList anchors={anchor.children} url={url} />}
        </li>
      ))}
    </ul>
  );
}

/** A page link with its in-page anchors; open while it is the current page, toggled by the chevron. */
export function SidebarItem({ item, current }: { readonly item: SidebarItemData; readonly current: boolean }) {
  const [open, setOpen] = React.useState(current);
  // Recalculated when the reader moves to another page.
  React.useEffect(() => setOpen(current), [current]);
  const hasAnchors = item.anchors.length > 0;
  const listId = `anchors-${item.url.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.chevron}
          aria-expanded={hasAnchors ? open : undefined}
          aria-controls={hasAnchors && open ? listId : undefined}
          aria-label={`${open ? 'Hide' : 'Show'} sections of ${item.title}`}
          disabled={!hasAnchors}
          onClick={() => setOpen((value) => !value)}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={open ? styles.chevronOpen : undefined}>
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <SmartLink href={item.url} className={current ? `${styles.link} ${styles.current}` : styles.link} aria-current={current ? 'page' : undefined}>
          {item.title}
        </SmartLink>
      </div>
      {hasAnchors && open && (
        <div id={listId}>
          <AnchorList anchors={item.anchors} url={item.url} />
        </div>
      )}
    </li>
  );
}
