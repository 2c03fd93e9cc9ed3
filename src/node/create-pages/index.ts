import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildSiteTree } from '../../lib/site-tree';
import { onePagePerUrl } from '../../lib/author-errors/shared-urls';
import { clearDeletedFiles, reportAuthorProblem, showProblemsByFile } from '../author-errors';
import { isDevelop } from '../command';
import { checkLinksInDevelop, srcPageUrls } from '../develop-link-check';
import { oversizedContexts, PAGE_CONTEXT_LIMIT } from '../../lib/page-context-size';
import { writeStaticData } from '../data/write-static-data';
import { codeOptionsByPage } from './code-options';
import { createDocPages } from './docs';
import { writeNavTree } from './nav-tree';
import { createOldUrlRedirects } from '../old-urls';
import { createPrintablePages } from './printable';
import { queryDocPages } from './query';
import { releaseNotesByUrl } from './release-notes';

// createPages runs again after every edit in develop: the skipped pages are announced once.
let toldPrintableSkipped = false;

/** Computes the site tree once and hands it to each kind of page. */
export const createPages: GatsbyNode['createPages'] = async (givenArgs) => {
  // Every page made here, to name the ones whose context outgrows what Gatsby stores well.
  const created: Parameters<typeof givenArgs.actions.createPage>[0][] = [];
  const args = {
    ...givenArgs,
    actions: { ...givenArgs.actions, createPage: (page: (typeof created)[number]) => (created.push(page), givenArgs.actions.createPage(page)) },
  };
  const { pages: claimed, configOptions } = await queryDocPages(args);
  // Two pages at one URL: Gatsby would keep whichever came last, silently.
  const { pages: queried, problems: sharedUrls } = onePagePerUrl(claimed);
  if (isDevelop()) {
    showProblemsByFile(args.reporter, 'URLs', sharedUrls);
    clearDeletedFiles(args.reporter);
  } else for (const problem of [...sharedUrls.values()].flat()) reportAuthorProblem(args.reporter, problem);
  // Release notes pages get their changes here, where every page and option they link to is known.
  const releaseNotes = await releaseNotesByUrl(args, new Set(queried.map((page) => page.url)), configOptions);
  const pages = queried.map((page) => ({ ...page, extras: { ...page.extras, releaseNotes: releaseNotes.get(page.url) ?? null } }));
  const tree = buildSiteTree(pages);
  createDocPages(args, pages, tree, codeOptionsByPage(pages, configOptions));
  // Each printable page holds its section's every doc: rebuilt on every edit, it slowed develop's loop for pages nobody edits in.
  if (!isDevelop()) createPrintablePages(args, tree);
  else if (!toldPrintableSkipped) {
    args.reporter.info('develop: printable pages (/printable/, /<section>/printable/) are left out; npm run build makes them');
    toldPrintableSkipped = true;
  }
  createOldUrlRedirects(args, new Set(pages.map((page) => page.url)));
  if (isDevelop()) checkLinksInDevelop(args.reporter, pages, configOptions, [...created.map((page) => page.path), ...srcPageUrls(path.resolve('src/pages'))]);
  writeNavTree(tree);
  await writeStaticData(args);
  const oversized = oversizedContexts(created);
  if (!oversized.length) return;
  const message = `Page context over ${PAGE_CONTEXT_LIMIT / 1000} kB (Gatsby's own warning names no page): ${oversized.join(', ')}. Let the page's template query what it shows, and pass only ids and small keys in its context.`;
  // A build stops, so no page grows past the limit unnoticed; develop keeps serving the author's pages.
  if (isDevelop()) args.reporter.warn(message);
  else args.reporter.panicOnBuild(message);
};
