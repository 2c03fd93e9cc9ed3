import vm from 'node:vm';
import type { GatsbyConfig } from 'gatsby';

type PluginEntry = { resolve: string; options: { trackingIds: string[]; pluginConfig: { head: boolean; respectDNT: boolean } } };

/** gatsby-config as the build reads it with the given environment. */
function loadConfig(env: Record<string, string | undefined>): GatsbyConfig {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let config: GatsbyConfig | undefined;
    jest.isolateModules(() => {
      config = jest.requireActual<{ default: GatsbyConfig }>('../../gatsby-config').default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

const gtagPlugin = (config: GatsbyConfig) =>
  (config.plugins ?? []).find((plugin): plugin is PluginEntry => typeof plugin === 'object' && plugin.resolve === 'gatsby-plugin-google-gtag');

/** The tags gatsby-plugin-google-gtag renders into every page with these options. */
function renderedScript(options: PluginEntry['options']): string {
  const ssr = jest.requireActual<{ onRenderBody: (api: object, options: object) => void }>('gatsby-plugin-google-gtag/gatsby-ssr');
  const tags: { props: { dangerouslySetInnerHTML?: { __html: string } } }[] = [];
  ssr.onRenderBody({ setHeadComponents: () => undefined, setPostBodyComponents: (components: typeof tags) => tags.push(...components) }, options);
  return tags.map((tag) => tag.props.dangerouslySetInnerHTML?.__html ?? '').join('\n');
}

/** Runs the inline script as a browser would, with the reader's Do Not Track setting. */
function runInPage(script: string, doNotTrack: string | null) {
  const window: Record<string, unknown> = { navigator: { doNotTrack } };
  window.window = window;
  vm.runInNewContext(script, window);
  return window as { dataLayer?: unknown[][]; gtag?: unknown };
}

describe('analytics', () => {
  it('loads no tag at all without a measurement id', () => {
    expect(gtagPlugin(loadConfig({ GATSBY_GTAG_ID: undefined }))).toBeUndefined();
  });

  describe('with a measurement id', () => {
    const plugin = gtagPlugin(loadConfig({ GATSBY_GTAG_ID: 'G-TEST123' }))!;

    it('configures gatsby-plugin-google-gtag with it, respecting Do Not Track', () => {
      expect(plugin.options).toMatchObject({ trackingIds: ['G-TEST123'], pluginConfig: { respectDNT: true } });
    });

    it('sets gtag up, without an automatic page view, unless the reader asked not to be tracked', () => {
      const script = renderedScript(plugin.options);
      const tracked = runInPage(script, '0');
      expect(typeof tracked.gtag).toBe('function');
      expect(tracked.dataLayer?.map((args) => Array.from(args))).toEqual([
        ['js', expect.anything()],
        ['config', 'G-TEST123', { send_page_view: false }],
      ]);
      const untracked = runInPage(script, '1');
      expect(untracked.gtag).toBeUndefined();
      expect(untracked.dataLayer).toBeUndefined();
    });

    it('sends one page view per route change, with the path', () => {
      jest.useFakeTimers();
      const browser = jest.requireActual<{ onRouteUpdate: (api: object, options: object) => void }>('gatsby-plugin-google-gtag/gatsby-browser');
      const gtag = jest.fn();
      const env = process.env.NODE_ENV;
      Object.assign(globalThis, { gtag });
      Object.assign(window, { gtag });
      process.env.NODE_ENV = 'production';
      try {
        browser.onRouteUpdate({ location: { pathname: '/concepts/', search: '', hash: '#entry' } }, plugin.options);
        jest.runAllTimers();
        expect(gtag).toHaveBeenCalledTimes(1);
        expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_path: '/concepts/#entry' });
      } finally {
        process.env.NODE_ENV = env;
        delete (globalThis as { gtag?: unknown }).gtag;
        jest.useRealTimers();
      }
    });
  });
});
