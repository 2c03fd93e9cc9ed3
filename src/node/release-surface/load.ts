import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Webpack = typeof import('webpack');

/**
 * Loads the webpack package in `dir` (the installed one, or one `npm pack` unpacked, which
 * release-diff gives the dependencies that release declares: see release-diff/packages.ts).
 */
export function loadWebpack(dir: string): Webpack {
  const root = path.resolve(dir);
  return createRequire(path.join(root, 'package.json'))(root) as Webpack;
}

export function packageVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
