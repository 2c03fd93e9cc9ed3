import type { GatsbyNode } from 'gatsby';
import { keepFirstEditsThroughQueryRuns } from './develop-first-edits';
import { keepSchemaWhileTypesUnchanged } from './develop-schema';

/** Develop's way from a saved file to the open page: no save lost, and cut where Gatsby redoes work that nothing changed. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ reporter, actions, getNode }) => {
  keepSchemaWhileTypesUnchanged(reporter);
  // The site's own node: every site has it.
  keepFirstEditsThroughQueryRuns(actions, getNode('Site'));
};
