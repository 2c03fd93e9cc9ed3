import { checkSearchConfig, resolveSearchSetup, searchConfigFromEnv, SEARCH_SETTINGS } from '../../../src/lib/search/setup';

const input = () => {
  const element = document.createElement('input');
  document.body.append(element);
  return element;
};
const full = { appId: 'APP', apiKey: 'search-key', indexName: 'webpack-docs' };

describe('search setup', () => {
  it('holds the spec constants', () => {
    expect(SEARCH_SETTINGS.hitsPerPage).toBe(5);
    expect(SEARCH_SETTINGS.minQueryLength).toBe(1);
    expect(SEARCH_SETTINGS.timeouts).toEqual({ connect: 1000, read: 2000, write: 30000 });
  });

  it('reads Algolia settings from the build environment, none when unset', () => {
    expect(searchConfigFromEnv({})).toEqual({ algolia: null });
    expect(searchConfigFromEnv({ GATSBY_ALGOLIA_APP_ID: 'APP', GATSBY_ALGOLIA_API_KEY: 'k', GATSBY_ALGOLIA_INDEX_NAME: 'i' })).toEqual({
      algolia: { appId: 'APP', apiKey: 'k', indexName: 'i' },
    });
  });

  it('uses the embedded index, quietly, when Algolia is not configured', () => {
    expect(resolveSearchSetup({ algolia: null }, input())).toEqual({ provider: 'embedded', error: null });
    expect(resolveSearchSetup(null, input())).toEqual({ provider: 'embedded', error: null });
  });

  it('uses Algolia when the application, key, index and input are there', () => {
    expect(resolveSearchSetup({ algolia: full }, input())).toEqual({ provider: 'algolia', algolia: full });
    const hosts = [{ url: 'localhost', port: 8080, protocol: 'http' }];
    expect(resolveSearchSetup({ algolia: { ...full, hosts } }, input())).toEqual({ provider: 'algolia', algolia: { ...full, hosts } });
  });

  it('falls back to the embedded index with a usage error naming what is missing', () => {
    const noKey = resolveSearchSetup({ algolia: { appId: 'APP', indexName: 'docs' } }, input());
    expect(noKey.provider).toBe('embedded');
    const error = noKey.provider === 'embedded' ? noKey.error : null;
    expect(error?.name).toBe('UsageError');
    expect(error?.message).toMatch(/GATSBY_ALGOLIA_API_KEY \(a search-only API key\) is missing/);
    expect(error?.message).toMatch(/uses the embedded index instead/);

    const noIndex = resolveSearchSetup({ algolia: { appId: 'APP', apiKey: 'k', indexName: ' ' } }, input());
    expect(noIndex.provider === 'embedded' && noIndex.error?.message).toMatch(/GATSBY_ALGOLIA_INDEX_NAME/);

    const noInput = resolveSearchSetup({ algolia: full }, null);
    expect(noInput.provider === 'embedded' && noInput.error?.message).toMatch(/no input element/);

    const detached = resolveSearchSetup({ algolia: full }, document.createElement('input'));
    expect(detached.provider).toBe('embedded');

    const badHosts = resolveSearchSetup({ algolia: { ...full, hosts: [{ url: 'x' }] } }, input());
    expect(badHosts.provider === 'embedded' && badHosts.error?.message).toMatch(/hosts must list/);
  });

  it('lists problems at build time too, without a DOM', () => {
    expect(checkSearchConfig(searchConfigFromEnv({ GATSBY_ALGOLIA_APP_ID: 'APP' })).problems).toHaveLength(2);
    expect(checkSearchConfig({ algolia: full }).problems).toEqual([]);
  });
});
