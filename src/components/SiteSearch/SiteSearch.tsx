import * as React from 'react';
import { flushSync } from 'react-dom';
import { prefetchSearch } from '../../lib/search/index-prefetch';
import { SearchPreview, type SearchVariant } from './SearchPreview';
import type { SearchStart, SearchVariantsProps } from './SearchVariants';

type Loaded = { readonly Variants: React.ComponentType<SearchVariantsProps>; readonly start: SearchStart };

/**
 * The top bar's search. Pages are served with a preview of the controls; the box's code (a chunk
 * of its own) loads when the reader points at, focuses or types into them, and takes over with
 * what was typed meanwhile and the focus where it was.
 */
export function SiteSearch() {
  const input = React.useRef<HTMLInputElement>(null);
  const loading = React.useRef(false);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);

  const activate = React.useCallback((variant: SearchVariant) => {
    if (loading.current) return;
    loading.current = true;
    prefetchSearch();
    import(/* webpackChunkName: "search-box" */ './SearchVariants').then(
      // The box reads the preview as it first renders, so keys typed while its code loaded are kept.
      // Synchronously: read, swap and focus in one task, or a key landing in between (typed into the
      // removed preview, or onto the body before the box's focus effect) is lost.
      ({ default: Variants }) => flushSync(() => setLoaded({ Variants, start: { variant, preview: input.current } })),
      // The chunk error banner has told the reader; the next attempt loads again.
      () => {
        loading.current = false;
      },
    );
  }, []);

  // Focused before the page hydrated: the focus event was missed.
  React.useEffect(() => {
    if (document.activeElement === input.current) activate('bar');
  }, [activate]);

  if (loaded) return <loaded.Variants start={loaded.start} />;
  return <SearchPreview input={input} onActivate={activate} />;
}
