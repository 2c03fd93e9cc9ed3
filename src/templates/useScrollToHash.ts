import * as React from 'react';

/** After the content renders (again when `content` changes, e.g. once fetched): scroll to the URL's #target if there is one, else to the top. */
export function useScrollToHash(hash: string, content?: unknown): void {
  React.useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else if (!id) window.scrollTo(0, 0);
  }, [hash, content]);
}
