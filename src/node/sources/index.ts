import type { GatsbyNode } from 'gatsby';
import { sourceReadmePages } from './readmes';

/** Nodes that do not come from files under content/: pages made from installed packages. */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  sourceReadmePages(args);
};
