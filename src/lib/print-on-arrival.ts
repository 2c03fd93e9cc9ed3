/** Marks a history entry whose printable page has opened the print dialog already. */
export const PRINTED_STATE_KEY = 'printDialogOpened';

export interface Arrival {
  /** The page's text came with its HTML (a page load), rather than fetched after a client-side navigation. */
  readonly served: boolean;
  /** The type of the page load (`PerformanceNavigationTiming.type`), when known. */
  readonly navigationType: string | undefined;
  /** `history.state` of the entry the reader is on. */
  readonly historyState: unknown;
}

/**
 * Whether a printable page opens the print dialog: when the reader arrives at it (a link, a typed address, a
 * reload), not when they come back to it through the browser history. A page load says how it was made; a
 * client-side navigation back to the page finds the mark its first visit left on the history entry.
 */
export function shouldPrintOnArrival({ served, navigationType, historyState }: Arrival): boolean {
  if (served) return navigationType !== 'back_forward';
  return !(typeof historyState === 'object' && historyState !== null && PRINTED_STATE_KEY in historyState);
}
