import { Link } from 'gatsby';
import * as React from 'react';
import { SECTIONS, sectionOfUrl } from '../../lib/sections';
import { EXTERNAL } from '../../lib/site-links';
import { LanguageDropdown } from '../LanguageDropdown';
import { IslandBoundary } from '../IslandBoundary';
import { Logo } from '../Logo';
import { SiteSearch } from '../SiteSearch';
import { SmartLink } from '../SmartLink';
import { StaticSubtree } from '../StaticContent';
import { ThemeToggle } from '../ThemeToggle';
import { GitHubIcon, QuestionsIcon, SocialIcon } from './icons';
import * as styles from './NavBar.module.css';

const DOCS_SECTIONS = SECTIONS.filter((section) => section.inDocsMenu);

/** "Documentation" is active on every docs section but contribute. */
export function isDocumentationActive(pathname: string): boolean {
  const section = sectionOfUrl(pathname);
  return DOCS_SECTIONS.some((s) => s.name === section);
}

export interface NavBarProps {
  readonly pathname: string;
  /** Shown first in the bar: the mobile sidebar's menu button, visible on narrow screens. */
  readonly menuButton?: React.ReactNode;
}

export function NavBar({ pathname, menuButton }: NavBarProps) {
  const docsActive = isDocumentationActive(pathname);
  const current = sectionOfUrl(pathname);
  const voteActive = pathname.startsWith('/vote/');
  const linkClass = (active: boolean) => (active ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.bar}>
        {menuButton}
        <Link to="/" className={styles.brand}>
          <Logo />
          <span>webpack</span>
        </Link>
        {/* Links only: kept as served on the page the reader arrived on, not hydrated (they still navigate
            without a reload). Keyed by what they mark as current: rendered anew once that changes. */}
        <StaticSubtree key={`${docsActive}:${current}:${voteActive}`} as="nav" aria-label="Main" className={styles.main}>
          <ul className={styles.links}>
            <li>
              <Link to="/concepts/" className={linkClass(docsActive)} aria-current={docsActive ? 'true' : undefined}>
                Documentation
              </Link>
            </li>
            <li>
              <Link to="/contribute/" className={linkClass(current === 'contribute')}>
                Contribute
              </Link>
            </li>
            <li>
              <Link to="/vote/" className={linkClass(voteActive)}>
                Vote
              </Link>
            </li>
            <li>
              <SmartLink href={EXTERNAL.blog} className={styles.link}>
                Blog
              </SmartLink>
            </li>
          </ul>
        </StaticSubtree>
        <div className={styles.tools}>
          <IslandBoundary name="The search box">
            <SiteSearch />
          </IslandBoundary>
          <SmartLink href={EXTERNAL.repository} className={styles.icon} aria-label="webpack on GitHub">
            <GitHubIcon />
          </SmartLink>
          <SmartLink href={EXTERNAL.social} className={styles.icon} aria-label="webpack on X (Twitter)">
            <SocialIcon />
          </SmartLink>
          <SmartLink href={EXTERNAL.questions} className={styles.icon} aria-label="webpack questions on Stack Overflow">
            <QuestionsIcon />
          </SmartLink>
          <ThemeToggle />
          <LanguageDropdown />
        </div>
      </div>
      {docsActive && (
        <StaticSubtree key={current} as="nav" aria-label="Documentation sections" className={styles.sub}>
          <ul className={styles.subLinks}>
            {DOCS_SECTIONS.map((section) => (
              <li key={section.name}>
                <Link
                  to={`/${section.name}/`}
                  className={section.name === current ? `${styles.subLink} ${styles.subActive}` : styles.subLink}
                  aria-current={section.name === current ? 'true' : undefined}
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </StaticSubtree>
      )}
    </header>
  );
}
