import * as React from 'react';
import { fetchText } from '../../lib/fetch-ok';
import { SmartLink } from '../SmartLink';
import * as styles from './PageLinks.module.css';

export interface PageLinksProps {
  readonly repo: string | null;
  readonly editUrl: string;
  /** The page's markdown copy (index.md), for "Copy as Markdown". */
  readonly markdownHref: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the page's markdown (the build's index.md, the same text as the page) to the clipboard. */
function CopyMarkdown({ href }: { readonly href: string }) {
  const [state, setState] = React.useState<CopyState>('idle');
  React.useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await fetchText(href));
      setState('copied');
    } catch (error) {
      console.error('The page could not be copied as markdown:', error);
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={styles.action} onClick={() => void copy()}>
        Copy as Markdown
      </button>
      <span role="status" className={state === 'failed' ? styles.failed : styles.done}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}

/** The bar above a page's title: repository, edit, copy and print actions. */
export function PageLinks({ repo, editUrl, markdownHref }: PageLinksProps) {
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
      <CopyMarkdown href={markdownHref} />
      <button type="button" className={styles.action} onClick={() => window.print()}>
        Print Document
      </button>
    </div>
  );
}
