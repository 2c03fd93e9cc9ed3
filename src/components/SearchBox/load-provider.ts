import { searchConfigJson } from '../../lib/search/index-prefetch';
import { resolveSearchSetup } from '../../lib/search/setup';
import type { SearchProvider } from './provider';

/**
 * Reads the build's search config, then loads the provider it names in its own chunk. A broken
 * Algolia setup is logged as a usage error and the embedded index is used instead (§5).
 */
export async function loadProvider(input: HTMLInputElement | null): Promise<SearchProvider> {
  // The embedded provider is the default: its chunk loads while the config is read, not after.
  const embedded = import(/* webpackChunkName: "search-embedded" */ './providers/embedded');
  embedded.catch(() => undefined); // Unused with Algolia; when it is used, its failure is reported below.
  const config = await searchConfigJson();
  const setup = resolveSearchSetup(config, input);
  if (setup.provider === 'algolia') {
    const { algoliaProvider } = await import(/* webpackChunkName: "search-algolia" */ './providers/algolia');
    return algoliaProvider(setup.algolia);
  }
  if (setup.error) console.error(setup.error);
  const { embeddedProvider } = await embedded;
  return embeddedProvider();
}
