import * as React from 'react';
import type { Anchor } from '../../lib/anchors';
import type { SidebarItemData } from '../../lib/sidebar';
import { SmartLink } from '../SmartLink';
import { loadSectionAnchors } from './section-anchors';
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

type AnchorsState = { readonly status: 'loading' } | { readonly status: 'loaded'; readonly anchors: readonly Anchor[] } | { readonly status: 'error' };

/**
 * The anchors of an open item: the current page's came with the sidebar, another page's are read
 * from the section's anchors file the first time one of its items opens.
 */
function useAnchors(section: string, item: SidebarItemData, open: boolean): [AnchorsState, () => void] {
  const [fetched, setFetched] = React.useState<AnchorsState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  const needed = open && item.hasAnchors && !item.anchors;
  React.useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    setFetched({ status: 'loading' });
    loadSectionAnchors(section).then(
      (anchors) => {
        if (current) setFetched({ status: 'loaded', anchors: anchors[item.url] ?? [] });
      },
      () => {
        if (current) setFetched({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [needed, section, item.url, attempt]);
  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  return [item.anchors ? { status: 'loaded', anchors: item.anchors } : fetched, retry];
}

/** Names the item a chevron toggles, for a click on the served sidebar before React renders it. */
export const TOGGLES_ATTRIBUTE = 'data-toggles';

export interface SidebarItemProps {
  readonly section: string;
  readonly item: SidebarItemData;
  readonly current: boolean;
  /** Its chevron was clicked on the served sidebar: it starts the other way round. */
  readonly toggled?: boolean;
}

/** A page link with its in-page anchors; open while it is the current page, toggled by the chevron. */
export function SidebarItem({ section, item, current, toggled = false }: SidebarItemProps) {
  const [open, setOpen] = React.useState(current !== toggled);
  const [openedFor, setOpenedFor] = React.useState(current);
  // Recalculated when the reader moves to another page.
  if (openedFor !== current) {
    setOpenedFor(current);
    setOpen(current);
  }
  const { hasAnchors } = item;
  const [anchors, retry] = useAnchors(section, item, open);
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
          {...{ [TOGGLES_ATTRIBUTE]: item.url }}
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
        <div id={listId} aria-busy={anchors.status === 'loading'}>
          {anchors.status === 'loaded' && <AnchorList anchors={anchors.anchors} url={item.url} />}
          {anchors.status === 'error' && (
            <p role="alert" className={styles.anchorsError}>
              Error loading content.{' '}
              <button type="button" className="retry-button" onClick={retry}>
                Try again
              </button>
            </p>
          )}
        </div>
      )}
    </li>
  );
}
