import { asObject } from './json';

/** Search constants of the spec (§9) and the choice of provider with its validation (§5). */
export const SEARCH_SETTINGS = {
  hitsPerPage: 5,
  /** Distinct pages the dropdown's five hits show when that many match; the results page keeps every section. */
  minPagesPerDropdown: 3,
  /** What the results page (/search/), where "See all results" leads, asks for. */
  seeAllHitsPerPage: 50,
  minQueryLength: 1,
  /** Milliseconds; the client multiplies them on retries after a timeout. */
  timeouts: { connect: 1000, read: 2000, write: 30000 },
} as const;

/** Build-time environment variables that switch the box to Algolia. */
export const ALGOLIA_ENV = {
  appId: 'GATSBY_ALGOLIA_APP_ID',
  apiKey: 'GATSBY_ALGOLIA_API_KEY',
  indexName: 'GATSBY_ALGOLIA_INDEX_NAME',
} as const;

export interface AlgoliaHost {
  readonly url: string;
  readonly port?: number;
  readonly protocol: 'http' | 'https';
}

export interface AlgoliaSetup {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  /** Instead of Algolia's own hosts, e.g. a proxy (or a local server in tests). */
  readonly hosts?: readonly AlgoliaHost[];
}

/** search-config.json, written by the build: Algolia's settings as given, checked in the browser. */
export interface SearchConfig {
  readonly algolia: { readonly [K in keyof AlgoliaSetup]?: unknown } | null;
}

export type ResolvedSetup = { readonly provider: 'algolia'; readonly algolia: AlgoliaSetup } | { readonly provider: 'embedded'; readonly error: Error | null };

export function searchConfigFromEnv(env: Readonly<Record<string, string | undefined>>): SearchConfig {
  const values = { appId: env[ALGOLIA_ENV.appId], apiKey: env[ALGOLIA_ENV.apiKey], indexName: env[ALGOLIA_ENV.indexName] };
  return { algolia: Object.values(values).some(Boolean) ? values : null };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isHost(value: unknown): value is AlgoliaHost {
  const { url, port, protocol } = asObject(value);
  return nonEmpty(url) && (port === undefined || Number.isInteger(port)) && (protocol === 'http' || protocol === 'https');
}

/** The Algolia settings of a search config when complete, and what is wrong with them otherwise. */
export function checkSearchConfig(config: unknown): { algolia: AlgoliaSetup | null; problems: string[] } {
  const algolia = asObject(config).algolia;
  if (!algolia) return { algolia: null, problems: [] };
  const { appId, apiKey, indexName, hosts } = asObject(algolia);
  const validHosts = hosts === undefined ? undefined : Array.isArray(hosts) && hosts.length && hosts.every(isHost) ? hosts : null;
  if (nonEmpty(appId) && nonEmpty(apiKey) && nonEmpty(indexName) && validHosts !== null) {
    return { algolia: { appId, apiKey, indexName, ...(validHosts ? { hosts: validHosts } : {}) }, problems: [] };
  }
  const problems = [
    !nonEmpty(appId) && `${ALGOLIA_ENV.appId} (the application id) is missing`,
    !nonEmpty(apiKey) && `${ALGOLIA_ENV.apiKey} (a search-only API key) is missing`,
    !nonEmpty(indexName) && `${ALGOLIA_ENV.indexName} (the index name) is missing`,
    validHosts === null && 'hosts must list { url, protocol, port? }',
  ];
  return { algolia: null, problems: problems.filter((problem): problem is string => Boolean(problem)) };
}

/**
 * Algolia when the config names an application, a search-only key and an index and the box has
 * its input element; the embedded index when Algolia is not configured. A partial or broken
 * setup is a usage error, and the box still works on the embedded index.
 */
export function resolveSearchSetup(config: unknown, input: Element | null): ResolvedSetup {
  const { algolia, problems } = checkSearchConfig(config);
  if (!algolia && !problems.length) return { provider: 'embedded', error: null };
  const hasInput = input instanceof HTMLInputElement && input.isConnected;
  if (algolia && hasInput) return { provider: 'algolia', algolia };
  const all = hasInput ? problems : [...problems, 'there is no input element to attach the search box to'];
  const error = new Error(`Search setup: ${all.join('; ')}. The search box uses the embedded index instead.`);
  error.name = 'UsageError';
  return { provider: 'embedded', error };
}
