import * as React from 'react';
import { RELEASE_NOTES_URL } from '../../lib/release-notes/urls';
import { EXTERNAL } from '../../lib/site-links';
import { SmartLink } from '../SmartLink';
import { StaticSubtree } from '../StaticContent';
import * as styles from './Footer.module.css';

const LINKS = [
  { title: 'Get Started', url: '/guides/getting-started/' },
  { title: 'Organization', url: '/organization/' },
  { title: 'Starter Kits', url: '/starter-kits/' },
  { title: 'Comparison', url: '/comparison/' },
  { title: 'Swag Store', url: EXTERNAL.swag },
  { title: 'Glossary', url: '/glossary/' },
  { title: 'Branding', url: '/branding/' },
  { title: 'Chat Room', url: EXTERNAL.chat },
  // Our own release notes, built from the release ledger (content/data/webpack-releases.json).
  { title: 'Changelog', url: RELEASE_NOTES_URL },
  { title: 'License', url: '/license/' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer} data-print="hide">
      {/* Links only, the same on every page: kept as served, not hydrated. */}
      <StaticSubtree>
        <div className={styles.sponsor}>
          <SmartLink href={EXTERNAL.sponsor}>Our sponsors are proud to partner with webpack. Become one of them on Open Collective.</SmartLink>
        </div>
        <div className={styles.inner}>
          <nav aria-label="Footer">
            <ul className={styles.links}>
              {LINKS.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url}>{link.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.license}>
            <SmartLink href="/license/" className={styles.badges}>
              <img src="/badges/license-mit.svg" width="78" height="20" alt="Code: MIT license" />
              <img src="/badges/license-cc-by.svg" width="122" height="20" alt="Content: CC BY 4.0 license" />
            </SmartLink>
          </p>
        </div>
      </StaticSubtree>
    </footer>
  );
}
