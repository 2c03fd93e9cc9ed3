import * as React from 'react';
import { PRERENDERED_ATTRIBUTE } from '../components/Prerendered';
import { PRINTED_STATE_KEY, shouldPrintOnArrival } from '../lib/print-on-arrival';

/**
 * Opens the print dialog once the printable page has rendered, once per arrival (see shouldPrintOnArrival):
 * "Print Section" means printing. `contentVersion` counts the times the text was fetched (0: it was served).
 */
export function usePrintOnArrival(contentVersion: number): void {
  const handled = React.useRef(false);
  React.useEffect(() => {
    if (handled.current) return undefined;
    // After a client-side navigation the text arrives later: wait for it.
    if (!document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)?.childNodes.length) return undefined;
    handled.current = true;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const arrival = { served: contentVersion === 0, navigationType: navigation?.type, historyState: window.history.state as unknown };
    if (!shouldPrintOnArrival(arrival)) return undefined;
    window.history.replaceState({ ...(window.history.state as object | null), [PRINTED_STATE_KEY]: true }, '');
    // After the load event (images in place) and a frame, so the dialog's preview shows the page as rendered.
    let frame = 0;
    const print = () => {
      frame = window.requestAnimationFrame(() => window.print());
    };
    if (document.readyState === 'complete') print();
    else window.addEventListener('load', print, { once: true });
    return () => {
      window.removeEventListener('load', print);
      window.cancelAnimationFrame(frame);
    };
  }, [contentVersion]);
}
