import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { SectionTree } from '../../lib/site-tree';
import { prefixHtml } from '../../lib/prefix-html';
import { printableUrl } from '../../lib/sections';
import { PRINTABLE_TITLE } from '../../lib/titles';
import type { DocExtrasData } from '../../components/DocExtras/DocExtras';
import { CONFIGURATION_SECTION } from '../sources/config-options';
import type { DocPageSummary, DocPagesData } from './query';

const TEMPLATE = path.resolve('src/templates/printable.tsx');

export interface PrintableDoc {
  readonly title: string;
  readonly url: string;
  /** Prefix that keeps this doc's heading ids unique on the combined page: {slug}__{id}. */
  readonly slug: string;
  /**
   * The doc's HTML, its ids and same-page links prefixed, its headings one level down. Only the
   * build's render reads it: after the build it is taken out of the page-data the browser loads
   * (see slim-page-data.ts), since the page keeps its served HTML.
   */
  readonly html?: string;
  /** Generated tables and reference, as on the doc's own page; like `html`, build-time only. */
  readonly extras?: DocExtrasData;
}

export interface PrintableContext {
  readonly title: string;
  readonly docs: readonly PrintableDoc[];
}

const slugOf = (page: DocPageSummary) => (page.name === 'index' ? page.section : `${page.section}-${page.name}`);

function createPrintable({ actions }: CreatePagesArgs, url: string, title: string, pages: readonly DocPageSummary[], configOptions: ConfigOptions) {
  const context: PrintableContext = {
    title,
    docs: pages.map((page) => {
      const configPage = page.section === CONFIGURATION_SECTION ? page.name : null;
      return {
        title: page.title,
        url: page.url,
        slug: slugOf(page),
        html: prefixHtml(page.html ?? '', slugOf(page)),
        extras: { ...page.extras, configPage, configEntries: configPage ? configOptions.filter((option) => option.page === configPage) : [] },
      };
    }),
  };
  actions.createPage({ path: url, component: TEMPLATE, context });
}

type ConfigOptions = DocPagesData['configOptions'];

export function createPrintablePages(args: CreatePagesArgs, tree: readonly SectionTree<DocPageSummary>[], configOptions: ConfigOptions): void {
  for (const section of tree) {
    createPrintable(args, printableUrl(section.name), section.title, section.pages, configOptions);
  }
  createPrintable(
    args,
    '/printable/',
    PRINTABLE_TITLE,
    tree.flatMap((section) => section.pages),
    configOptions,
  );
}
