import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import { useIsClient } from '../hooks/useIsClient';
import { queryFromSearch } from '../lib/search/search-page';
import * as page from './standalone.module.css';

export const SEARCH_TITLE = 'Search';

// The results need the reader's query and the index: a chunk of its own, loaded in the browser only.
const SearchResultsPage = React.lazy(() => import(/* webpackChunkName: "search-page" */ '../components/SearchResultsPage').then((module) => ({ default: module.SearchResultsPage })));

function Loading() {
  return (
    <p role="status" className={page.loading}>
      Loading search…
    </p>
  );
}

export default function SearchPage({ location }: PageProps) {
  const isClient = useIsClient();
  const query = queryFromSearch(location.search);
  return (
    <main id="main-content" tabIndex={-1} className={`${page.main} ${page.narrow}`}>
      <h1>{SEARCH_TITLE}</h1>
      {isClient ? (
        <React.Suspense fallback={<Loading />}>
          <SearchResultsPage query={query} />
        </React.Suspense>
      ) : (
        <Loading />
      )}
      <noscript>
        <p>Search needs JavaScript, which is turned off in this browser.</p>
      </noscript>
    </main>
  );
}

export function Head({ location }: HeadProps) {
  return <PageHead pathname={location.pathname} title={SEARCH_TITLE} description="Search the webpack documentation." noindex />;
}
