/**
 * Set on <html> while a client-side navigation jumps to a #fragment: the stylesheets then lay out for real what
 * they otherwise skip off screen (layout chunks, option reference entries, code blocks), so the jump lands on
 * the target rather than where the placeholder heights above it put it, and nothing moves it afterwards. For
 * arrivals with a fragment the stylesheets do the same with `:has(:target)`, which client-side navigations
 * (history.pushState) do not update.
 */
export const FRAGMENT_JUMP_CLASS = 'fragment-jump';

export function layOutEverythingForJump(doc: Document, jumping: boolean): void {
  doc.documentElement.classList.toggle(FRAGMENT_JUMP_CLASS, jumping);
}

/** What the reader does to scroll on their own: from then on the page is theirs. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps `target` where a jump put it while the page above it settles (images without dimensions, fonts, chunks
 * laid out late), until the reader scrolls or `ms` have passed. Returns a function that stops it.
 */
export function keepInView(target: Element, ms = 3000): () => void {
  const win = target.ownerDocument.defaultView;
  if (!win || typeof win.ResizeObserver !== 'function') return () => undefined;
  const top = target.getBoundingClientRect().top;
  const observer = new win.ResizeObserver(() => {
    if (Math.abs(target.getBoundingClientRect().top - top) > 1) target.scrollIntoView();
  });
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of READER_SCROLLS) win.removeEventListener(type, stop, true);
  };
  const timer = win.setTimeout(stop, ms);
  for (const type of READER_SCROLLS) win.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(target.ownerDocument.body);
  return stop;
}
