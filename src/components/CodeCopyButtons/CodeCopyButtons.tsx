import * as React from 'react';
import { IslandBoundary } from '../IslandBoundary';
import { addCopyButtons } from './copy-buttons';
import * as styles from './CodeCopyButtons.module.css';

/**
 * Adds a copy button to every code block (.gatsby-highlight, from MDX and README pages alike) of the <main>
 * it is rendered in, once the page has hydrated. The buttons are plain elements with one listener on <main>
 * (copy-buttons.ts), not a component each: React holds this element and nothing per block. They exist only in
 * the browser, so the prerendered HTML that search indexes and printers read has none, and a reader without
 * scripts is not shown a button that does nothing.
 */
function CopyButtons({ pageUrl }: { readonly pageUrl: string }) {
  const regionRef = React.useRef<HTMLDivElement>(null);

  // The template stays mounted from page to page: scan again for each page.
  React.useEffect(() => {
    const region = regionRef.current;
    const main = region?.closest('main');
    if (!region || !main) return undefined;
    return addCopyButtons(main, region, { host: styles.host, button: styles.button });
  }, [pageUrl]);

  // Written by copy-buttons.ts: React renders it empty and never touches what is inside.
  return <div ref={regionRef} role="status" className="visually-hidden" />;
}

/** Code stays readable and selectable by hand if the buttons cannot start. */
export function CodeCopyButtons({ pageUrl }: { readonly pageUrl: string }) {
  return (
    <IslandBoundary name="The copy buttons">
      <CopyButtons pageUrl={pageUrl} />
    </IslandBoundary>
  );
}
