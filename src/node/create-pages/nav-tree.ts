import fs from 'node:fs';
import path from 'node:path';
import { NAV_TREE_FILE, toNavTree } from '../../lib/nav-tree';
import type { SectionTree } from '../../lib/site-tree';

/** Written next to the pages (not into the bundle): the browser fetches it only when the mobile sidebar opens. */
export function writeNavTree(tree: readonly SectionTree[]): void {
  const publicDir = path.resolve('public');
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, NAV_TREE_FILE), JSON.stringify(toNavTree(tree)));
}
