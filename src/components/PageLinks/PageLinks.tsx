import * as React from 'react';
import { SmartLink } from '../SmartLink';
import * as styles from './PageLinks.module.css';

export interface PageLinksProps {
  readonly repo: string | null;
  readonly editUrl: string;
}

/** The bar above a page's title: repository, edit and print actions. */
export function PageLinks({ repo, editUrl }: PageLinksProps) {
  return (
    <div className={styles.bar} data-print="hide">
      {repo && (
        <SmartLink href={repo} className={styles.action}>
          Jump to Repository
        </SmartLink>
      )}
      <SmartLink href={editUrl} className={styles.action}>
        Edit Document
      </SmartLink>
      <button type="button" className={styles.action} onClick={() => window.print()}>
        Print Document
      </button>
    </div>
  );
}
