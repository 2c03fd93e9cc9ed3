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
