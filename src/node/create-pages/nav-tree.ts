import fs from 'node:fs';
import path from 'node:path';
import { NAV_TREE_FILE, toNavTree } from '../../lib/nav-tree';
import { SECTION_ANCHORS_DIR, sectionAnchorsUrl, toSectionAnchors } from '../../lib/sidebar';
import type { SectionTree } from '../../lib/site-tree';

/**
 * Written next to the pages (not into the bundle), fetched only when a reader needs them: the site
 * tree when the mobile sidebar opens, a section's anchors when a sidebar item other than the
 * current page's is opened.
 */
export function writeNavTree(tree: readonly SectionTree[]): void {
  const publicDir = path.resolve('public');
  fs.mkdirSync(path.join(publicDir, SECTION_ANCHORS_DIR), { recursive: true });
  fs.writeFileSync(path.join(publicDir, NAV_TREE_FILE), JSON.stringify(toNavTree(tree)));
  for (const section of tree) fs.writeFileSync(path.join(publicDir, sectionAnchorsUrl(section.name)), JSON.stringify(toSectionAnchors(section)));
}
