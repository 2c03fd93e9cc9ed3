import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import { BrowserOnly, StandalonePage } from '../components/StandalonePage';
import { queryFromSearch } from '../lib/search/search-page';

export const SEARCH_TITLE = 'Search';

// The results need the reader's query and the index: a chunk of its own, loaded in the browser only.
const SearchResultsPage = React.lazy(() =>
  import(/* webpackChunkName: "search-page" */ '../components/SearchResultsPage').then((module) => ({ default: module.SearchResultsPage })),
);

export default function SearchPage({ location }: PageProps) {
  const query = queryFromSearch(location.search);
  return (
    <StandalonePage title={SEARCH_TITLE} narrow>
      <BrowserOnly
        name="Search"
        loading="Loading search…"
        noScript="Search needs JavaScript, which is turned off in this browser."
        failed="Search could not be loaded. Check your connection and reload the page."
      >
        <SearchResultsPage query={query} />
      </BrowserOnly>
    </StandalonePage>
  );
}

export function Head({ location }: HeadProps) {
  return <PageHead pathname={location.pathname} title={SEARCH_TITLE} description="Search the webpack documentation." noindex />;
}
