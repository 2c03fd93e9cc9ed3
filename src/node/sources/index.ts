import type { GatsbyNode } from 'gatsby';
import { sourceConfigOptions } from './config-options';
import { sourceReadmePages } from './readmes';

/** Nodes that do not come from files under content/: README pages and the configuration reference, from installed packages. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await sourceReadmePages(args);
  await sourceConfigOptions(args);
};
