/** Which configuration page documents a top-level option; anything unnamed goes to other-options. */
const PAGE_OF_TOP_LEVEL: Readonly<Record<string, string>> = {
  entry: 'entry-context',
  context: 'entry-context',
  mode: 'mode',
  output: 'output',
  module: 'module',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  optimization: 'optimization',
  plugins: 'plugins',
  devServer: 'dev-server',
  devtool: 'devtool',
  target: 'target',
  watch: 'watch',
  watchOptions: 'watch',
  externals: 'externals',
  externalsType: 'externals',
  externalsPresets: 'externals',
  performance: 'performance',
  node: 'node',
  stats: 'stats',
  experiments: 'experiments',
  cache: 'cache',
  infrastructureLogging: 'infrastructureLogging',
  dotenv: 'dotenv',
  extends: 'extending-configurations',
};

export const FALLBACK_PAGE = 'other-options';

export function pageForOption(path: string, placement: Readonly<Record<string, string>> = PAGE_OF_TOP_LEVEL): string {
  const top = path.split(/[.[]/)[0];
  return placement[top] ?? FALLBACK_PAGE;
}

/**
 * Every subtree a page claims must exist in the schema: a renamed or removed option would otherwise leave its page
 * without a reference, silently. Throws with the page's file and the missing path.
 */
export function checkPlacement(topLevelOptions: readonly string[], placement: Readonly<Record<string, string>> = PAGE_OF_TOP_LEVEL): void {
  const known = new Set(topLevelOptions);
  const missing = Object.entries(placement).filter(([option]) => !known.has(option));
  if (missing.length) {
    throw new Error(
      missing
        .map(([option, page]) => `content/configuration/${page}.mdx: its reference subtree "${option}" does not exist in webpack's configuration schema`)
        .join('\n'),
    );
  }
}
