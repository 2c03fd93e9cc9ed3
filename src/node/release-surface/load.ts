import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Webpack = typeof import('webpack');

/**
 * Loads the webpack package in `dir` (the installed one, or one `npm pack` unpacked). A packed one has
 * no node_modules: its dependencies resolve through NODE_PATH, which scripts/release-diff sets to the
 * site's node_modules for the process it extracts in.
 */
export function loadWebpack(dir: string): Webpack {
  const root = path.resolve(dir);
  return createRequire(path.join(root, 'package.json'))(root) as Webpack;
}

export function packageVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
