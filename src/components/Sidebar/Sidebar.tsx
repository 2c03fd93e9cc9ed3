import * as React from 'react';
import type { SidebarData } from '../../lib/sidebar';
import { DOCS_VERSIONS } from '../../lib/site-links';
import { SmartLink } from '../SmartLink';
import { followInternalLink, KeptAsServed, useKeptAsServed } from '../StaticContent';
import { SidebarItem, TOGGLES_ATTRIBUTE } from './SidebarItem';
import * as styles from './Sidebar.module.css';

export interface SidebarProps {
  readonly sidebar: SidebarData;
  readonly currentUrl: string;
  readonly version: string;
}

/**
 * The section's pages. On the page the reader arrived on, the list stays as served, unhydrated: its links
 * navigate through the kept element's click handler, and the first click on a chevron, or a move to another
 * page, renders it with React from there on (the chevron's item toggled, and focused again).
 */
export function Sidebar({ sidebar, currentUrl, version }: SidebarProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [kept, release] = useKeptAsServed(ref);
  const [servedUrl] = React.useState(currentUrl);
  const [toggled, setToggled] = React.useState<string | null>(null);
  // Another page: the served list shows the wrong current page, so it is rendered from here on.
  if (kept && currentUrl !== servedUrl) release();
  React.useEffect(() => {
    if (toggled) ref.current?.querySelector<HTMLElement>(`[${TOGGLES_ATTRIBUTE}="${CSS.escape(toggled)}"]`)?.focus();
  }, [toggled]);
  const onKeptClick = (event: React.MouseEvent) => {
    const chevron = (event.target as Element).closest(`[${TOGGLES_ATTRIBUTE}]`);
    if (!chevron) return followInternalLink(event);
    setToggled(chevron.getAttribute(TOGGLES_ATTRIBUTE));
    release();
  };
  const older = DOCS_VERSIONS[1];
  return (
    <nav className={styles.sidebar} aria-label={`${sidebar.title} pages`} data-print="hide">
      {kept && currentUrl === servedUrl ? (
        <KeptAsServed ref={ref} onClick={onKeptClick} />
      ) : (
        <div ref={ref}>
          <div className={styles.top}>
            <span className={styles.badge} title="The webpack release these pages document">
              webpack {version}
            </span>
            {/* A plain link: Gatsby would prefetch the whole section's text on every page that shows it. */}
            <a href={sidebar.printableUrl} className={styles.print}>
              Print Section
            </a>
          </div>
          {sidebar.groups.map((group, index) => (
            <div key={group.title ?? `ungrouped-${index}`} className={styles.group}>
              {group.title && <p className={styles.groupTitle}>{group.title}</p>}
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <SidebarItem key={item.url} section={sidebar.section} item={item} current={item.url === currentUrl} toggled={item.url === toggled} />
                ))}
              </ul>
            </div>
          ))}
          <p className={styles.versionNote}>
            You are reading webpack {DOCS_VERSIONS[0].version} documentation.{' '}
            <SmartLink href={older.url}>Read the webpack {older.version} documentation</SmartLink>.
          </p>
        </div>
      )}
    </nav>
  );
}
