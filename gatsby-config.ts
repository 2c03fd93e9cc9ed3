import type { GatsbyConfig } from 'gatsby';
import { AUTOLINK_HEADERS_OPTIONS, PRISMJS_OPTIONS } from './src/lib/remark/gatsby-remark-options';

// Gatsby compiles this file with Parcel, which turns require.resolve into undefined: a plain require() is what works.
const webpackVersion = (require('webpack/package.json') as { version: string }).version;
const gtagId = process.env.GATSBY_GTAG_ID;

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'webpack',
    description: 'webpack is a module bundler: it takes modules with dependencies and generates static assets representing them.',
    siteUrl: process.env.SITE_URL ?? 'https://webpack.js.org',
    repository: 'https://github.com/webpack/webpack',
    docsRepository: 'https://github.com/webpack/webpack.js.org',
    webpackVersion,
  },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content` } },
    // Sources the Mdx nodes DocPage nodes are made from. Their bodies are rendered to static HTML at build
    // time (src/node/render-content.ts, with these remark plugins), so no page ships its text as JavaScript.
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        gatsbyRemarkPlugins: [
          { resolve: 'gatsby-remark-autolink-headers', options: AUTOLINK_HEADERS_OPTIONS },
          { resolve: 'gatsby-remark-prismjs', options: PRISMJS_OPTIONS },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: 'webpack documentation',
        short_name: 'webpack',
        start_url: '/',
        background_color: '#ffffff',
        theme_color: '#2b3a42',
        display: 'minimal-ui',
        icon: 'static/icon.svg',
        cache_busting_mode: 'none',
      },
    },
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        // Answers navigations with each page's own HTML and saves the site for offline reading (docs/offline.md).
        appendScript: `${__dirname}/src/service-worker/offline-reading.js`,
        // Workbox's production modules on localhost too (it loads its debug builds there by default, which log
        // every failed fetch offline as an error): the tests run what readers get.
        debug: false,
        // The plugin's runtime caching, with two changes. Page data (page-data.json, static queries, content files)
        // comes from the network while online, so a page's data is always from the build of its HTML; offline,
        // the worker answers it from the copy saved with that HTML. The unhashed files at the root (favicons,
        // badges) likewise: they are in that copy, and Workbox 4's stale-while-revalidate logged an uncaught
        // "Failed to fetch" in the worker for each one on every page read offline. The plugin merges this list
        // into its own entry by entry, so all four are written out, in its order.
        workboxConfig: {
          runtimeCaching: [
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'NetworkOnly' },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: 'NetworkOnly' },
            { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: 'StaleWhileRevalidate' },
          ],
        },
      },
    },
    // No measurement id, no tag: nothing is loaded and nothing is sent.
    ...(gtagId ? [{ resolve: 'gatsby-plugin-google-gtag', options: { trackingIds: [gtagId], pluginConfig: { head: false, respectDNT: true } } }] : []),
  ],
};

export default config;
