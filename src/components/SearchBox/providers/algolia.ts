import { liteClient } from 'algoliasearch/lite';
import { algoliaPage, algoliaParams } from '../../../lib/search/algolia';
import { SEARCH_SETTINGS, type AlgoliaSetup } from '../../../lib/search/setup';
import type { SearchProvider } from '../provider';

/** Algolia's lite (search-only) client, with the spec's timeouts; errors reach the box as thrown. */
export function algoliaProvider({ appId, apiKey, indexName, hosts }: AlgoliaSetup): SearchProvider {
  const client = liteClient(appId, apiKey, {
    timeouts: SEARCH_SETTINGS.timeouts,
    ...(hosts ? { hosts: hosts.map((host) => ({ ...host, accept: 'read' as const })) } : {}),
  });
  return {
    credit: { name: 'Algolia', url: 'https://www.algolia.com/' },
    search: async (request) =>
      algoliaPage(await client.search({ requests: [{ indexName, params: algoliaParams(request) }] }), (message) => console.warn(message)),
  };
}
