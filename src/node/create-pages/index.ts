import type { GatsbyNode } from 'gatsby';
import { buildSiteTree } from '../../lib/site-tree';
import { writeStaticData } from '../data/write-static-data';
import { codeOptionsByPage } from './code-options';
import { createDocPages } from './docs';
import { writeNavTree } from './nav-tree';
import { createOldUrlRedirects } from '../old-urls';
import { createPrintablePages } from './printable';
import { queryDocPages } from './query';

/** Computes the site tree once and hands it to each kind of page. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { pages, configOptions } = await queryDocPages(args);
  const tree = buildSiteTree(pages);
  createDocPages(args, pages, tree, codeOptionsByPage(pages, configOptions));
  createPrintablePages(args, tree, configOptions);
  createOldUrlRedirects(args, new Set(pages.map((page) => page.url)));
  writeNavTree(tree);
  await writeStaticData(args);
};
