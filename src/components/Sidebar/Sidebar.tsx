import * as React from 'react';
import type { SidebarData } from '../../lib/sidebar';
import { DOCS_VERSIONS } from '../../lib/site-links';
import { SmartLink } from '../SmartLink';
import { SidebarItem } from './SidebarItem';
import * as styles from './Sidebar.module.css';

export interface SidebarProps {
  readonly sidebar: SidebarData;
  readonly currentUrl: string;
  readonly version: string;
}

export function Sidebar({ sidebar, currentUrl, version }: SidebarProps) {
  const older = DOCS_VERSIONS[1];
  return (
    <nav className={styles.sidebar} aria-label={`${sidebar.title} pages`} data-print="hide">
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
              <SidebarItem key={item.url} section={sidebar.section} item={item} current={item.url === currentUrl} />
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.versionNote}>
        You are reading webpack {DOCS_VERSIONS[0].version} documentation. <SmartLink href={older.url}>Read the webpack {older.version} documentation</SmartLink>
        .
      </p>
    </nav>
  );
}
