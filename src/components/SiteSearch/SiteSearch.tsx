import * as React from 'react';
import { useIsClient } from '../../hooks/useIsClient';
import * as styles from './SiteSearch.module.css';

// The box's code is a chunk of its own, fetched once the page has hydrated: nothing of search is
// in the first load.
const SearchVariants = React.lazy(() => import(/* webpackChunkName: "search-box" */ './SearchVariants'));

/** The top bar's search, attached in the browser only; until then an empty slot of its size keeps the bar still. */
export function SiteSearch() {
  const isClient = useIsClient();
  const slot = <div className={styles.slot} />;
  if (!isClient) return slot;
  return (
    <React.Suspense fallback={slot}>
      <SearchVariants />
    </React.Suspense>
  );
}
