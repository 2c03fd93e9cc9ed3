/** The class of a long page's chunks (src/lib/layout-chunks.ts makes them at build time). */
export const LAYOUT_CHUNK_CLASS = 'layout-chunk';

/** Set on a layout chunk that must be laid out for real (global.css). */
export const SHOWN_CHUNK_CLASS = 'layout-chunk-shown';

/**
 * Lays out for real every layout chunk from the top of the page down to the one holding `target`, so a jump to
 * it lands where it is rather than where the placeholder heights above it put it (they are estimates, and a
 * chunk takes its real height as it nears the viewport, moving everything below it). For cold arrivals the
 * stylesheet does the same with `:target`, which client-side navigations (history.pushState) do not update.
 */
export function revealLayoutChunksUpTo(target: Element): void {
  for (const chunk of Array.from(target.ownerDocument.getElementsByClassName(LAYOUT_CHUNK_CLASS))) {
    const position = chunk.compareDocumentPosition(target);
    if (position & Node.DOCUMENT_POSITION_FOLLOWING || position & Node.DOCUMENT_POSITION_CONTAINED_BY || chunk === target)
      chunk.classList.add(SHOWN_CHUNK_CLASS);
  }
}
