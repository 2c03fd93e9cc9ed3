import type { GatsbyNode } from 'gatsby';
import { keepSchemaWhileTypesUnchanged } from './develop-schema';

/** Develop's way from a saved file to the open page, cut where Gatsby redoes work that nothing changed. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ reporter }) => {
  keepSchemaWhileTypesUnchanged(reporter);
};
