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
};

export const FALLBACK_PAGE = 'other-options';

export function pageForOption(path: string): string {
  const top = path.split(/[.[]/)[0];
  return PAGE_OF_TOP_LEVEL[top] ?? FALLBACK_PAGE;
}
