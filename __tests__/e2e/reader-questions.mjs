// The second reader query set (issue #32): questions as readers ask them on webpack's issue trackers
// (webpack/webpack, webpack/webpack-dev-server, webpack/webpack-cli) and Q&A sites, in their words,
// typos and pasted messages included, written before looking at our results. It covers what the
// first set (reader-queries.mjs) did not: release notes, the comparison page, single pages, and
// readers' words for things the pages name in webpack's words. Same kinds and scoring as the first set.
const q = (kind, query, expected, origin) => ({ kind, query, expected, origin });

export const READER_QUESTIONS = [
  // Options, asked about by what they do
  // Issue #32 expected /configuration/experiments/, but webpack 5.113's schema has no experiments.topLevelAwait
  // (search-relevance.test.mjs checks it): top-level await needs no option, as this section says.
  q('option', 'topLevelAwait', '/guides/modern-web-platform/#top-level-await', 'issue #32'),
  q('option', 'output.clean true not deleting files', '/configuration/output/#outputclean', 'webpack/webpack issue titles on output.clean'),
  q('option', 'resolve fallback for crypto', '/configuration/resolve/', 'webpack/webpack #14744 and polyfill questions'),
  q('option', 'devServer historyApiFallback react router', '/configuration/dev-server/#devserverhistoryapifallback', 'webpack-dev-server #610'),
  q('option', 'allowedHosts', '/configuration/dev-server/', 'webpack-dev-server Invalid Host header issues'),
  q('option', 'splitChunks cacheGroups vendor', '/plugins/split-chunks-plugin/', 'Q&A on vendor chunks'),
  q('option', 'contenthash in filename', '/guides/caching/', 'Q&A on cache busting'),
  q('option', 'module federation shared singleton', '/plugins/module-federation-plugin/', 'webpack/webpack Module Federation issues'),
  // Tasks in readers' words
  q('task', 'delete old files in dist before every build', '/configuration/output/#outputclean', 'issue #32'),
  q('task', 'gzip the output files', '/plugins/compression-webpack-plugin/', 'issue #32'),
  q('task', 'write webpack config in typescript', '/configuration/configuration-languages/', 'issue #32'),
  q('task', 'set a breakpoint in my custom loader', '/contribute/debugging/', 'issue #32'),
  q('task', 'migrate from webpack 4 to 5', '/migrate/5/', 'issue #32'),
  q('task', 'how to copy static files to dist', '/plugins/copy-webpack-plugin/', 'Q&A on copying assets'),
  q('task', 'extract css into separate file', '/plugins/mini-css-extract-plugin/', 'Q&A on CSS files'),
  q('task', 'use environment variables from .env file', '/guides/environment-variables/', 'Q&A on .env'),
  q('task', 'build is very slow how to speed up', '/guides/build-performance/', 'webpack/webpack issue titles on build time'),
  q('task', 'minify javascript in production', '/guides/production/', 'Q&A on minifying'),
  q('task', 'share code between two apps at runtime', '/concepts/module-federation/', 'micro-frontend questions'),
  q('task', 'brotli compression', '/plugins/compression-webpack-plugin/', 'issue #32'),
  // Concepts
  q('concept', 'what is a chunk', '/glossary/#chunk', 'Q&A definitions'),
  q('concept', 'difference between loader and plugin', '/concepts/loaders/', 'Q&A definitions'),
  q('concept', 'what is tree shaking', '/guides/tree-shaking/', 'Q&A definitions'),
  q('concept', 'webpack vs vite', '/comparison/', 'issue #32'),
  q('concept', 'rspack', '/comparison/', 'issue #32'),
  q('concept', 'can rspack run webpack loaders', '/comparison/', 'issue #32'),
  q('concept', 'esbuild vs webpack', '/comparison/', 'Q&A comparisons'),
  q('concept', 'rollup or webpack for a library', '/comparison/', 'Q&A comparisons'),
  // Packages and single pages
  q('package', 'parcel', '/comparison/', 'issue #32 (tools the comparison names)'),
  q('package', 'tapable', '/organization/', 'the projects /organization/ lists'),
  q('package', 'webpack boilerplate react', '/starter-kits/', 'Q&A asking for templates'),
  q('package', 'who maintains webpack', '/organization/', 'Q&A on the team'),
  q('package', 'html-webpack-plugin template', '/plugins/html-webpack-plugin/', 'html-webpack-plugin issue titles'),
  q('package', 'sass loader', '/loaders/sass-loader/', 'Q&A on styles'),
  // Errors, pasted as printed
  // A ReferenceError at run time, not a build error: /configuration/node/ shows the ProvidePlugin setup for
  // Buffer and process (issue #32 names node, ProvidePlugin and migrate/5); resolve.fallback alone does not define them.
  q('error', 'Uncaught ReferenceError: Buffer is not defined', '/configuration/node/', 'issue #32; webpack/webpack #14744'),
  q('error', 'process is not defined', '/configuration/node/', 'webpack/webpack #14744'),
  q('error', 'Invalid Host/Origin header', '/configuration/dev-server/', 'webpack-dev-server lib/Server.js message'),
  q('error', 'Cannot GET /about', '/configuration/dev-server/#devserverhistoryapifallback', 'webpack-dev-server #471, #1373'),
  q('error', 'ChunkLoadError: Loading chunk 3 failed.', '/guides/troubleshooting/', 'webpack chunk loading runtime message'),
  q('error', "Module not found: Error: Can't resolve 'fs' in '/home/me/app/node_modules/foo'", '/guides/troubleshooting/', 'webpack ModuleNotFoundError'),
  q(
    'error',
    'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB)',
    '/configuration/performance/',
    'webpack AssetsOverSizeLimitWarning',
  ),
  q('error', 'Conflict: Multiple chunks emit assets to the same filename main.js', '/guides/troubleshooting/', 'webpack Compilation.js message'),
  q('error', 'Critical dependency: the request of a dependency is an expression', '/guides/troubleshooting/', 'webpack CriticalDependencyWarning'),
  q('error', "The 'mode' option has not been set", '/guides/troubleshooting/', 'webpack NoModeWarning'),
  // API
  q('api', 'compiler.hooks.done', '/api/compiler-hooks/', 'plugin authors'),
  q('api', 'this.getOptions in loader', '/api/loaders/', 'loader authors'),
  q('api', 'import.meta.webpackHot', '/api/hot-module-replacement/', 'HMR questions'),
  q('api', 'require.context', '/api/module-methods/', 'Q&A on dynamic requires'),
  q('api', 'stats toJson', '/api/node/', 'Node API users'),
  // CLI
  q('cli', 'webpack serve --open', '/api/cli/', 'webpack-cli issue titles'),
  q('cli', 'webpack --env production', '/api/cli/', 'webpack-cli issue titles'),
  q('cli', 'webpack-cli 7 migration', '/migrate/webpack-cli-7/', 'webpack-cli releases'),
  // Releases and versions: these ask what changed
  q('cli', "what's new in webpack 5.113", '/migrate/releases/5.113/', 'release questions'),
  q('cli', 'webpack changelog', '/migrate/releases/', 'release questions'),
  // Typos
  q('typo', 'hisoryApiFallback', '/configuration/dev-server/#devserverhistoryapifallback', 'typo of a reader'),
  q('typo', 'compresion plugin', '/plugins/compression-webpack-plugin/', 'typo of a reader'),
  q('typo', 'ruleset loaders ordder', '/configuration/module/', 'typo of a reader'),
  q('typo', 'devserver proxi', '/configuration/dev-server/#devserverproxy', 'typo of a reader'),
  q('typo', 'enviroment variables', '/guides/environment-variables/', 'typo of a reader'),
  q('typo', 'breakpoint debuging', '/contribute/debugging/', 'typo of a reader'),
  q('typo', 'rspak', '/comparison/', 'typo of a reader'),
  q('typo', 'tree shacking', '/guides/tree-shaking/', 'typo of a reader'),
];
