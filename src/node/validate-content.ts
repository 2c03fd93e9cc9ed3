import type { GatsbyNode } from 'gatsby';
import { checkContentFiles } from '../lib/content-files';
import { CONTENT_DIR, readContentFiles } from './content-dir';

/** Checks every content file before Gatsby reads any, so all problems are reported at once, by file and line. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    checkContentFiles(readContentFiles(CONTENT_DIR));
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};
