import * as React from 'react';
import { fetchText } from '../../lib/fetch-ok';

/** Marks the element whose served HTML the browser keeps, so a copy fetched later can be found in a page's HTML. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

type Status = 'served' | 'loading' | 'failed';

/**
 * Content that exists only as served HTML. The build renders the children into the page; in the
 * browser React does not hydrate them (it keeps the DOM it finds under an element whose innerHTML it
 * owns), so they cost no script time and their data need not ship in page-data. Where the page
 * arrived without them (a client-side navigation, the offline app shell), the element is filled
 * from the page's own HTML, fetched once. `onContent` runs after that, for code that scans the DOM.
 */
export function Prerendered({
  children,
  className,
  onContent,
}: {
  readonly children: React.ReactNode;
  readonly className?: string;
  readonly onContent?: () => void;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [status, setStatus] = React.useState<Status>('served');

  React.useEffect(() => {
    const element = ref.current;
    if (!element || element.childNodes.length) return undefined;
    let current = true;
    setStatus('loading');
    fetchText(window.location.pathname)
      .then((html) => {
        const served = new DOMParser().parseFromString(html, 'text/html').querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
        if (!served) throw new Error('the page HTML has no prerendered content');
        if (!current) return;
        element.innerHTML = served.innerHTML;
        setStatus('served');
        onContent?.();
        if (window.location.hash) document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
      })
      .catch((error: unknown) => {
        console.error('The page content could not be loaded:', error);
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, [onContent]);

  // Development renders in the browser only (no served HTML to keep).
  if (typeof window === 'undefined' || process.env.NODE_ENV === 'development') {
    return (
      <div className={className} {...{ [PRERENDERED_ATTRIBUTE]: '' }}>
        {children}
      </div>
    );
  }
  return (
    <>
      <div ref={ref} className={className} {...{ [PRERENDERED_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      {status === 'loading' && <p role="status">Loading the page…</p>}
      {status === 'failed' && (
        <p role="alert">
          This page could not be loaded. Check your connection and <a href={window.location.href}>load it again</a>.
        </p>
      )}
    </>
  );
}
