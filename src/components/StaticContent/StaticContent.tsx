import { navigate } from 'gatsby';
import * as React from 'react';
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

/**
 * Page text rendered to HTML at build time: React leaves it as served, so it costs no JavaScript
 * and nothing to hydrate. Links to other pages of the site still navigate without a reload.
 */
export function StaticContent({ html }: { readonly html: string }) {
  const onClick = (event: React.MouseEvent) => {
    const target = internalTarget(event, window.location.origin);
    if (target === null || target.split('#')[0] === window.location.pathname) return;
    event.preventDefault();
    void navigate(target);
  };
  // Clicks bubble from the links inside; the text itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
