import * as React from 'react';
import { pageRendered } from '../browser/chunk-recovery';
import { keepInView, layOutEverythingForJump } from '../lib/fragment-jump';

/** The element a URL's #fragment names, or null for none, an unknown one or one that is not valid percent-encoding. */
function fragmentTarget(hash: string): Element | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}

/**
 * After the content renders (again when `content` changes, e.g. once fetched): scroll to the URL's #target if
 * there is one, else to the top. Not when React hydrates the page the reader arrived on: the browser has
 * already put it where the fragment says, or where the reader has scrolled to since, and that stays.
 */
export function useScrollToHash(hash: string, content?: unknown): void {
  const [hydrating] = React.useState(() => typeof document !== 'undefined' && !pageRendered());
  const firstRun = React.useRef(true);
  React.useEffect(() => {
    const skip = firstRun.current && hydrating;
    firstRun.current = false;
    if (skip) return undefined;
    const target = fragmentTarget(hash);
    layOutEverythingForJump(document, Boolean(target));
    if (!target) {
      if (hash.length <= 1) window.scrollTo(0, 0);
      return undefined;
    }
    target.scrollIntoView();
    return keepInView(target);
  }, [hash, content, hydrating]);
}
