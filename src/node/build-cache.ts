import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';

// The build code as Gatsby compiled it: gatsby-node.ts with all of src/node and src/lib bundled in.
const COMPILED_BUILD_CODE = path.resolve('.cache', 'compiled', 'gatsby-node.js');

let codeDigest: string | undefined;

/** Changes with any change to the build code, so a value made by an older renderer is never reused. */
function buildCodeDigest(): string {
  // Without the compiled file (run outside `gatsby build`) nothing is reused.
  codeDigest ??= fs.existsSync(COMPILED_BUILD_CODE) ? digest(fs.readFileSync(COMPILED_BUILD_CODE)) : `uncached ${Date.now()}`;
  return codeDigest;
}

export function digest(...parts: readonly (string | Buffer)[]): string {
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * The value `make` returned for the same inputs under the same build code in an earlier build, or
 * a new one (then stored in Gatsby's cache). For work that depends only on installed packages —
 * README pages, the option reference — so a content edit does not redo it.
 */
export async function reuseOrMake<T>(cache: GatsbyCache, name: string, inputs: readonly string[], make: () => T): Promise<{ value: T; reused: boolean }> {
  const key = `${name} ${digest(buildCodeDigest(), ...inputs)}`;
  const stored = (await cache.get(key)) as T | undefined;
  if (stored !== undefined) return { value: stored, reused: true };
  const value = make();
  await cache.set(key, value);
  return { value, reused: false };
}

/** "name@version" of an installed package (a published version never changes), or "name (not installed)". */
export function installedVersion(packageName: string, nodeModules = path.resolve('node_modules')): string {
  const file = path.join(nodeModules, packageName, 'package.json');
  if (!fs.existsSync(file)) return `${packageName} (not installed)`;
  return `${packageName}@${(JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version}`;
}
