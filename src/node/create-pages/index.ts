import type { GatsbyNode } from 'gatsby';
import { buildSiteTree } from '../../lib/site-tree';
import { writeStaticData } from '../data/write-static-data';
import { codeOptionsByPage } from './code-options';
import { createDocPages } from './docs';
import { writeNavTree } from './nav-tree';
import { createOldUrlRedirects } from '../old-urls';
import { createPrintablePages } from './printable';
import { queryDocPages } from './query';
import { releaseNotesByUrl } from './release-notes';

/** Computes the site tree once and hands it to each kind of page. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { pages: queried, configOptions } = await queryDocPages(args);
  // Release notes pages get their changes here, where every page and option they link to is known.
  const releaseNotes = await releaseNotesByUrl(args, new Set(queried.map((page) => page.url)), configOptions);
  const pages = queried.map((page) => ({ ...page, extras: { ...page.extras, releaseNotes: releaseNotes.get(page.url) ?? null } }));
  const tree = buildSiteTree(pages);
  createDocPages(args, pages, tree, codeOptionsByPage(pages, configOptions));
  createPrintablePages(args, tree, configOptions);
  createOldUrlRedirects(args, new Set(pages.map((page) => page.url)));
  writeNavTree(tree);
  await writeStaticData(args);
};
