/**
 * Set on <html> while the page jumps to a #fragment: the stylesheets then lay out for real what they otherwise
 * skip off screen (layout chunks, option reference entries, code blocks), so the jump lands on the target rather
 * than where the placeholder heights above it put it, and nothing moves it afterwards. The head script sets it
 * for arrivals and jumps within the page, `useScrollToHash` for client-side navigations.
 */
export const FRAGMENT_JUMP_CLASS = 'fragment-jump';

/**
 * Runs in <head>, before the body is parsed (also when the site's script files do not load): marks the page when
 * its URL has a fragment, when a link to a fragment of this same page is clicked (before the browser scrolls) and
 * when the fragment changes otherwise (typed, back and forward). The stylesheets once did this with
 * `html:has(:target)`, and only for readers without JavaScript now (`@media (scripting: none)`): with it, Chromium
 * restyled every chunk and entry whenever any element was added or removed anywhere (each script the page
 * loads, each copy button), as any of them might have been the target: 50–60 ms each time on a configuration page
 * on a slow phone.
 */
export const fragmentJumpHeadScript = `(function(){var h=document.documentElement,c=${JSON.stringify(
  FRAGMENT_JUMP_CLASS,
)};function f(){h.classList.toggle(c,location.hash.length>1)}f();addEventListener("hashchange",f);document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href*='#']");if(a&&a.hash.length>1&&a.origin===location.origin&&a.pathname===location.pathname&&a.search===location.search)h.classList.add(c)},true)})();`;

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
