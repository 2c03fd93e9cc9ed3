import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { SectionTree } from '../../lib/site-tree';
import { printableUrl } from '../../lib/sections';
import type { PrintableContext, PrintableDocRef } from '../../lib/printable-docs';
import { RELEASE_NOTES_URL } from '../../lib/release-notes/urls';
import { PRINTABLE_TITLE } from '../../lib/titles';
import { CONFIGURATION_SECTION } from '../sources/config-options';
import type { DocPageSummary } from './query';

const TEMPLATE = path.resolve('src/templates/printable.tsx');

const slugOf = (page: DocPageSummary) => (page.name === 'index' ? page.section : `${page.section}-${page.name}`);

/**
 * A printable page's context names its docs and no more: the template's query fetches their text and
 * tables. Carrying the text made /printable/'s context 13 MB, which Gatsby keeps in its state and
 * rewrote on every build (its "page context chunk exceeded 500kb" warning).
 */
export function printableContext(title: string, pages: readonly DocPageSummary[]): PrintableContext {
  const docs = pages.map((page): PrintableDocRef => ({
    id: page.id,
    title: page.title,
    url: page.url,
    slug: slugOf(page),
    configPage: page.section === CONFIGURATION_SECTION ? page.name : null,
  }));
  return {
    title,
    docs,
    ids: docs.map((doc) => doc.id),
    configPages: docs.flatMap((doc) => (doc.configPage ? [doc.configPage] : [])),
    withReleases: pages.some((page) => page.url.startsWith(RELEASE_NOTES_URL)),
  };
}

export function createPrintablePages({ actions }: CreatePagesArgs, tree: readonly SectionTree<DocPageSummary>[]): void {
  const create = (url: string, title: string, pages: readonly DocPageSummary[]) =>
    actions.createPage({ path: url, component: TEMPLATE, context: printableContext(title, pages) });
  for (const section of tree) create(printableUrl(section.name), section.title, section.pages);
  create(
    '/printable/',
    PRINTABLE_TITLE,
    tree.flatMap((section) => section.pages),
  );
}
