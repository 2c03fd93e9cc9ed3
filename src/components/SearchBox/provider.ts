import type { SearchPage, SearchRequest } from '../../lib/search/hit';

/** Where the box's hits come from: the embedded index or Algolia. */
export interface SearchProvider {
  /** Credited in the results' footer. */
  readonly credit: { readonly name: string; readonly url: string };
  search(request: SearchRequest): Promise<SearchPage>;
  /**
   * The same page with the snippets `search` could not give without waiting for the network (the
   * embedded index fetches section texts per page); null when it has nothing to add. Hits show
   * first, their snippets as they arrive.
   */
  withSnippets?(request: SearchRequest, page: SearchPage): Promise<SearchPage | null>;
}
