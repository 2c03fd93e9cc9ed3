import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import type { Compiler } from 'webpack';

/** Hex digits of content hashes in chunk file names: unique enough for a few hundred files. */
const HASH_LENGTH = 12;

/** Gatsby names a chunk after each page component, e.g. component---src-templates-doc-page-tsx-content-file-path-content-guides-getting-started-mdx. */
const isComponentChunk = (name: string) => name.startsWith('component---');
/** Gatsby's split chunks are named by a 40-digit hash nobody reads. */
const isHashName = (name: string) => /^[\da-f]{40}$/.test(name);

interface ChunkPathData {
  readonly chunk?: { readonly name?: string | null };
}

/**
 * The folders of lazy chunks and of source maps under public/: on a CDN one rule covers each (public/_headers),
 * where a file at the top needs a rule of its own and Cloudflare Pages takes 100 rules. Maps apart from the
 * chunks, as a map may change under its name (it is not named by its own content) and so is not cached for good.
 */
export const CHUNKS_DIR = 'chunks';
export const SOURCE_MAPS_DIR = 'maps';

/**
 * File names of lazy chunks. The runtime every page loads maps each chunk to its file name; with
 * one long component name per MDX file those names made a third of it. Page components and split
 * chunks are named by id and hash instead; the chunks this site names itself (search-box …) keep
 * their names.
 */
export function chunkFilename({ chunk }: ChunkPathData): string {
  const name = chunk?.name;
  const readable = name && !isComponentChunk(name) && !isHashName(name);
  return `${CHUNKS_DIR}/${readable ? '[name]' : '[id]'}-[contenthash:${HASH_LENGTH}].js`;
}

interface ChunkGroupLike {
  readonly name?: string | null;
  readonly chunks: readonly { readonly name?: string | null; readonly files: Iterable<string> }[];
}

/** A component's own chunk files, as Gatsby's chunk map lists them ("/file.js"). */
export function componentFiles(group: ChunkGroupLike): string[] {
  const own = group.chunks.find((chunk) => chunk.name === group.name);
  return own ? [...own.files].filter((file) => !file.endsWith('.map')).map((file) => `/${file}`) : [];
}

/** The chunk map's entries for page components and the other lazy chunks (in CHUNKS_DIR): each one's own files. */
export function lazyChunkEntries(groups: Iterable<ChunkGroupLike>): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const group of groups) {
    const files = componentFiles(group);
    if (group.name && (isComponentChunk(group.name) || files.some((file) => file.startsWith(`/${CHUNKS_DIR}/`)))) entries[group.name] = files;
  }
  return entries;
}

/**
 * Gatsby's chunk map (public/chunk-map.json, inlined in every page) finds a chunk's files by the
 * chunk name they start with, which files named by id, or in the chunks folder, no longer do. It is
 * what prefetching and the offline worker use to know a page's code (and the search's), so the
 * lazy chunks' entries are written again from the chunk graph, after Gatsby's own stats plugin
 * (plugins run in the order they were added).
 */
class ComponentChunkMap {
  apply(compiler: Compiler) {
    compiler.hooks.done.tapPromise('ComponentChunkMap', async (stats) => {
      const file = path.resolve('public', 'chunk-map.json');
      const map = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string[]>;
      await fs.writeFile(file, JSON.stringify({ ...map, ...lazyChunkEntries(stats.compilation.chunkGroups) }));
    });
  }
}

const inNodeModules = (file: string) => file.split(/[\\/]/).includes('node_modules');

/**
 * The files whose change makes webpack drop its persistent cache. Gatsby lists its own webpack config, loaders and
 * every plugin's gatsby-node, inside node_modules: webpack follows each one's whole require tree, 2,600 files and
 * 3,600 resolutions, once per compilation to store the cache and again on every rebuild to check it (9 s of a cold
 * build's CPU). Those files change only with an install, which changes the lockfile: it stands for all of them.
 * The site's own compiled gatsby-node (which makes part of the config) stays; its tree is small.
 */
export function buildDependencies(dependencies: readonly string[], lockfile: string): string[] {
  return [...dependencies.filter((file) => !inNodeModules(file)), lockfile];
}

/**
 * webpack adds every loader a module used to the build dependencies (another 900 resolutions per compilation, for
 * Babel's and PostCSS's trees): those in node_modules are dropped as well, after the compilation and before webpack
 * stores them, since the lockfile in the config's list stands for them.
 */
class LoadersAsLockfile {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('LoadersAsLockfile', ({ compilation }) => {
      for (const file of [...compilation.buildDependencies]) if (inNodeModules(file)) compilation.buildDependencies.delete(file);
    });
  }
}

/**
 * Gatsby's JavaScript minifier with SWC's minifier in place of Terser's, same targets (ES5 output, Safari 10's
 * mangling bug avoided). Terser took 5–6 s of a cold build in one worker while the build waited; SWC needs a
 * fraction of a second. Still in a worker: in Gatsby's process SWC's memory stayed, 150–200 MB more at the build's
 * peak (250 pages).
 */
export function swcMinifier(): TerserPlugin<import('@swc/core').JsMinifyOptions> {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true }, safari10: true },
  });
}

/**
 * Develop without DEV_SSR renders one page on the server, the empty shell every page starts from, yet Gatsby compiles
 * develop-html with its map of every page component (each template, the pages of src/pages and their imports), which
 * the shell never calls: a second compilation of the whole site before the browser bundle, on every start. The map is
 * swapped for an empty one; with DEV_SSR, where develop renders each page on the server, it stays.
 */
export function withoutPageComponents(resolve: { alias?: Record<string, unknown> }, env: NodeJS.ProcessEnv = process.env): void {
  if (env.GATSBY_EXPERIMENTAL_DEV_SSR) return;
  // Before Gatsby's `$virtual` entry, which would match first.
  resolve.alias = { '$virtual/async-requires$': path.resolve('src/node/develop-html/no-page-components.js'), ...resolve.alias };
}

interface WebpackCacheConfig {
  buildDependencies?: { config?: string[]; defaultWebpack?: string[] };
}

// setWebpackConfig drops `output` and can only add to lists, so the config is replaced.
// Develop's two compilations check their persistent cache the same way, on every start.
const CACHED_STAGES = new Set(['build-javascript', 'build-html', 'develop', 'develop-html']);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (!CACHED_STAGES.has(stage)) return;
  // Gatsby types getConfig as a bare Function.
  const config = (getConfig as () => unknown)() as {
    output: Record<string, unknown>;
    plugins: unknown[];
    optimization: { minimizer: { constructor: { name: string } }[] };
    cache?: WebpackCacheConfig | false;
    devtool?: unknown;
    resolve: { alias?: Record<string, unknown> };
  };
  const cacheDependencies = config.cache ? config.cache.buildDependencies : undefined;
  if (cacheDependencies?.config) {
    cacheDependencies.config = buildDependencies(cacheDependencies.config, path.resolve('package-lock.json'));
    // webpack's own lib/ folder, which it adds unless told otherwise: the lockfile names its version too.
    cacheDependencies.defaultWebpack = [];
    config.plugins.push(new LoadersAsLockfile());
  }
  if (stage !== 'build-javascript') {
    // Source maps stay in develop's browser bundle, where the debugger reads them. The HTML renderers' maps serve no
    // reader: build-html's pages, and develop-html's one page shell (Gatsby 5's develop renders no page on the server,
    // yet compiles every template for the shell, with full source maps).
    if (stage === 'build-html' || stage === 'develop-html') config.devtool = false;
    if (stage === 'develop-html') withoutPageComponents(config.resolve);
    actions.replaceWebpackConfig(config);
    return;
  }
  config.output.chunkFilename = chunkFilename;
  config.output.sourceMapFilename = `${SOURCE_MAPS_DIR}/[file].map`;
  config.optimization.minimizer = config.optimization.minimizer.map((plugin) => (plugin.constructor.name === 'TerserPlugin' ? swcMinifier() : plugin));
  config.plugins.push(new ComponentChunkMap());
  // CSS modules are scoped, so the order chunks list them in does not matter: no "Conflicting order" warnings.
  // (Gatsby has its own copy of the plugin, so it is found by name.)
  for (const plugin of config.plugins as { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
