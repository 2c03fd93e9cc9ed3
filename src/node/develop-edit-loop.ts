import type { GatsbyNode } from 'gatsby';
import { shortenMutationBatch } from './develop-mutation-batch';
import { keepSchemaWhileTypesUnchanged } from './develop-schema';

/** Develop's way from a saved file to the open page, cut where Gatsby waits, or redoes work that nothing changed. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ reporter }) => {
  shortenMutationBatch(reporter);
  keepSchemaWhileTypesUnchanged(reporter);
};
