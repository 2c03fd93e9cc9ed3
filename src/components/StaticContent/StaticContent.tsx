import { navigate } from 'gatsby';
import * as React from 'react';
import { pageRendered } from '../../browser/chunk-recovery';
import { isFilePath } from '../../lib/urls';

/** A same-site page link a click may follow without reloading: not modified, not a new tab, not a file. */
export function internalTarget(event: React.MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin || isFilePath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Follows a click on a link to another page of the site without a reload; clicks bubble from the links inside. */
export function followInternalLink(event: React.MouseEvent) {
  const target = internalTarget(event, window.location.origin);
  if (target === null || target.split('#')[0] === window.location.pathname) return;
  event.preventDefault();
  void navigate(target);
}

/**
 * Page text rendered to HTML at build time: React leaves it as served, so it costs no JavaScript
 * and nothing to hydrate. Links to other pages of the site still navigate without a reload.
 * Without `html`, the element keeps whatever the served page had in it (the text was not sent twice).
 */
export const StaticContent = React.forwardRef<HTMLDivElement, { readonly html?: string }>(function StaticContent({ html }, ref) {
  // The text itself is not interactive.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={ref} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html ?? '' }} suppressHydrationWarning={html === undefined} />
  );
});

/**
 * Whether the element `ref` points at keeps the children the page was served with, unhydrated: on the page
 * the reader arrived on, until `release` is called or the served HTML turns out to be missing (the offline
 * app shell). False after a client-side navigation and in development, where there is no served HTML.
 */
export function useKeptAsServed(ref: React.RefObject<HTMLElement>): readonly [boolean, () => void] {
  const [kept, setKept] = React.useState(() => typeof window !== 'undefined' && process.env.NODE_ENV !== 'development' && !pageRendered());
  React.useEffect(() => {
    if (kept && !ref.current?.childNodes.length) setKept(false);
  }, [kept, ref]);
  const release = React.useCallback(() => setKept(false), []);
  return [kept, release];
}

/** The element that holds a kept subtree, and what it says about itself (a landmark's label, its class). */
export interface KeptElement {
  readonly as?: 'div' | 'nav';
  readonly className?: string;
  readonly 'aria-label'?: string;
}

/** The element that keeps served children: React owns it, not what is inside. */
export const KeptAsServed = React.forwardRef<HTMLDivElement, KeptElement & { readonly onClick: (event: React.MouseEvent) => void }>(function KeptAsServed(
  { as: Element = 'div', onClick, ...attributes },
  ref,
) {
  // The handler hears clicks on the links inside; the element itself is not interactive.
  return <Element ref={ref} onClick={onClick} {...attributes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
});

/**
 * Components without state or handlers (reference tables, generated option entries), kept as the
 * build rendered them on the page the reader arrived on: React takes over the element without
 * hydrating what is inside, which was most of the blocking time of a configuration page. Rendered
 * as usual after a client-side navigation, and whenever the served HTML is not there (the offline
 * app shell). Give it a `key` that changes with what it shows (the page, the current section), so that
 * it renders afresh then. `as` and the attributes are the holding element's own (a labelled <nav>).
 */
export function StaticSubtree({ children, as: Element = 'div', ...attributes }: KeptElement & { readonly children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [kept] = useKeptAsServed(ref);
  return kept ? (
    <KeptAsServed ref={ref} as={Element} onClick={followInternalLink} {...attributes} />
  ) : (
    <Element ref={ref} onClick={followInternalLink} {...attributes}>
      {children}
    </Element>
  );
}
