/**
 * Output file names as pages write them ("main.[contenthash].js", "greet.[contenthash:8].js"),
 * turned into patterns that match what webpack emits.
 */

// webpack's hashes are lowercase hex; an unsized [contenthash]/[hash] is 20 characters (hashDigestLength).
const PLACEHOLDER = /\[(contenthash|hash|fullhash|chunkhash)(?::(\d+))?\]/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function filePattern(name: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of name.matchAll(PLACEHOLDER)) {
    source += escape(name.slice(last, match.index)) + `[0-9a-f]{${match[2] ?? 20}}`;
    last = (match.index ?? 0) + match[0].length;
  }
  return new RegExp(`^${source}${escape(name.slice(last))}$`);
}

export interface FileComparison {
  /** Expected names no file matched. */
  readonly missing: readonly string[];
  /** Files no expected name matched. */
  readonly unexpected: readonly string[];
}

/** Compares the files in a folder with the names a page promises, each name matching exactly one file. */
export function compareFiles(actual: readonly string[], expected: readonly string[]): FileComparison {
  const left = [...actual];
  const missing: string[] = [];
  for (const name of expected) {
    const pattern = filePattern(name);
    const index = left.findIndex((file) => pattern.test(file));
    if (index < 0) missing.push(name);
    else left.splice(index, 1);
  }
  return { missing, unexpected: left.sort() };
}
