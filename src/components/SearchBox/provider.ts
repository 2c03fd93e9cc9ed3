import type { SearchPage, SearchRequest } from '../../lib/search/hit';

/** Where the box's hits come from: the embedded index or Algolia. */
export interface SearchProvider {
  /** Credited in the results' footer. */
  readonly credit: { readonly name: string; readonly url: string };
  search(request: SearchRequest): Promise<SearchPage>;
}
