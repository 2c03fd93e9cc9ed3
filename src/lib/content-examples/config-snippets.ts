import type { CodeBlock } from './code-blocks';

/**
 * How a configuration file is loaded. JavaScript is left to Node.js, which decides between CommonJS
 * and ES module from the extension and the nearest package.json, as it does for webpack-cli.
 * TypeScript is compiled first: `.ts`/`.cts` to CommonJS (what ts-node does for webpack-cli),
 * `.mts` to an ES module.
 */
export type ConfigFormat = 'javascript' | 'typescript-commonjs' | 'typescript-module' | 'json';

const FORMATS: Readonly<Record<string, ConfigFormat>> = {
  js: 'javascript',
  cjs: 'javascript',
  mjs: 'javascript',
  ts: 'typescript-commonjs',
  cts: 'typescript-commonjs',
  mts: 'typescript-module',
  json: 'json',
};

// webpack.config.js, webpack.prod.config.js, and the per-environment files of a merged setup
// (webpack.common.js, webpack.prod.js) that webpack-cli also loads with --config.
const CONFIG_FILE = /^webpack(?:\.[\w-]+)?\.config\.(js|cjs|mjs|ts|cts|mts|json)$|^webpack\.[\w-]+\.(js|cjs|mjs|ts|cts|mts)$/;

/** The format of a file name that webpack-cli would load as a configuration, or null. */
export function configFormat(title: string): ConfigFormat | null {
  const name = title.split('/').pop() ?? '';
  const match = CONFIG_FILE.exec(name);
  if (!match) return null;
  return FORMATS[match[1] ?? match[2]] ?? null;
}

export interface ConfigSnippet {
  readonly block: CodeBlock & { title: string };
  readonly format: ConfigFormat;
}

/** Every block that shows a whole webpack configuration file (a `diff` only shows a change to one). */
export function configSnippets(blocks: readonly CodeBlock[]): ConfigSnippet[] {
  const snippets: ConfigSnippet[] = [];
  for (const block of blocks) {
    const format = block.title !== null && block.lang !== 'diff' ? configFormat(block.title) : null;
    if (format && block.title !== null) snippets.push({ block: { ...block, title: block.title }, format });
  }
  return snippets;
}
