import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyCache, Node, SourceNodesArgs } from 'gatsby';

/** A hex digest of the parts, in order (none can run into the next). */
export function digest(parts: readonly string[]): string {
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * The value `make` returned for the same inputs in an earlier build, or a new one (then stored in
 * Gatsby's cache). For work that depends only on installed packages — README pages, the option
 * reference — so a content edit does not redo it. A change to the code that makes it clears the
 * whole cache first (scripts/fresh-cache.mjs, run by `npm run build` and `npm run develop`).
 */
export async function reuseOrMake<T>(cache: GatsbyCache, name: string, inputs: readonly string[], make: () => T): Promise<{ value: T; reused: boolean }> {
  const key = `${name} ${digest(inputs)}`;
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

/** How a value is kept in a text file. */
export interface FileCodec<T> {
  encode(value: T): string;
  decode(text: string): T;
}

/**
 * The value `make` returned for the same inputs in an earlier build, read from a file named by their digest under
 * `dir`, or a new one (then written there). For per-page work over the built HTML (markdown, search records), whose
 * many small values a rebuild mostly finds unchanged. The directory goes with Gatsby's cache when the build code
 * changes (scripts/fresh-cache.mjs), so the inputs need not name the code.
 */
export function reuseOrMakeFile<T>(dir: string, inputs: readonly string[], codec: FileCodec<T>, make: () => T): { value: T; reused: boolean } {
  const file = path.join(dir, digest(inputs));
  if (fs.existsSync(file)) return { value: codec.decode(fs.readFileSync(file, 'utf8')), reused: true };
  const value = make();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, codec.encode(value));
  return { value, reused: false };
}

type NodeArgs = Pick<SourceNodesArgs, 'actions' | 'cache' | 'getNodesByType'>;

/** What `keptNodes` compares: the inputs' digest and how many nodes were made from them. */
interface MadeNodes {
  readonly digest: string;
  readonly count: number;
}

const madeKey = (name: string) => `${name} nodes`;

/**
 * The nodes of `type` (those `ours` picks) made from the same inputs at an earlier start, touched so Gatsby keeps
 * them; or null when they must be made (first start, an input changed, Gatsby's store no longer holds them all).
 * Gatsby keeps nodes across starts, and creating an unchanged node again only touches it in the end, after validating,
 * sanitizing and hashing it: 5.5 s of a warm develop start for the 1,002 option nodes. After making them, call
 * `rememberNodes` with the same inputs.
 */
export async function keptNodes(
  { actions, cache, getNodesByType }: NodeArgs,
  type: string,
  inputs: readonly string[],
  ours: (node: Node) => boolean = () => true,
): Promise<Node[] | null> {
  const made = (await cache.get(madeKey(type))) as MadeNodes | undefined;
  if (made?.digest !== digest(inputs)) return null;
  const nodes = getNodesByType(type).filter(ours);
  if (nodes.length !== made.count) return null;
  for (const node of nodes) actions.touchNode(node);
  return nodes;
}

/** Records that `count` nodes of `type` were made from these inputs, for `keptNodes` at the next start. */
export async function rememberNodes(cache: GatsbyCache, type: string, inputs: readonly string[], count: number): Promise<void> {
  await cache.set(madeKey(type), { digest: digest(inputs), count } satisfies MadeNodes);
}
