import type { GatsbyNode } from 'gatsby';
import { sourceConfigOptions } from './config-options';
import { sourceDocHistory } from './doc-history';
import { sourceReadmePages } from './readmes';

/** Nodes that do not come from content/ pages themselves: README pages and the configuration reference from installed packages, the pages' git history. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await sourceReadmePages(args);
  await sourceConfigOptions(args);
  sourceDocHistory(args);
};
