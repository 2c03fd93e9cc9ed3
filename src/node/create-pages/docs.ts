import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { neighbours, type SectionTree } from '../../lib/site-tree';
import { toSidebar, type SidebarData } from '../../lib/sidebar';
import { summaryTable, type SummaryGroup } from '../../lib/summary-table';
import type { CodeOptions } from '../../lib/config-keys/code-options';
import type { ReleaseNotesView } from '../../lib/release-notes/view';
import { CONFIGURATION_SECTION } from '../sources/config-options';
import type { DocPageSummary } from './query';

const TEMPLATE = path.resolve('src/templates/doc-page.tsx');

/**
 * Context of a content page: its id, its neighbours' ids (the template queries them) and its section's sidebar.
 * Configuration pages also carry the options their code blocks name (absent elsewhere: the query defaults to none).
 */
export interface DocPageContext extends Partial<CodeOptions> {
  readonly id: string;
  readonly previousId: string | null;
  readonly nextId: string | null;
  readonly sidebar: SidebarData | null;
  /** On a section's index page: every page of the section that has a summary, by group. */
  readonly indexTable: readonly SummaryGroup[];
  /** On configuration pages: the page name whose ConfigOption entries the template lists. */
  readonly configPage: string | null;
  /** On release notes pages: the release (or the list of releases) laid out from the ledger. */
  readonly releaseNotes: ReleaseNotesView | null;
  /** Added after the build, when the page's text and tables moved out of its page-data (src/node/slim-page-data.ts). */
  readonly contentUrl?: string;
}

export function createDocPages(
  { actions }: CreatePagesArgs,
  pages: readonly DocPageSummary[],
  tree: readonly SectionTree<DocPageSummary>[],
  codeOptions: ReadonlyMap<string, CodeOptions>,
): void {
  for (const page of pages) {
    const section = tree.find((s) => s.name === page.section);
    const { previous, next } = section ? neighbours(section.pages, page.url) : { previous: null, next: null };
    const context: DocPageContext = {
      id: page.id,
      previousId: previous?.id ?? null,
      nextId: next?.id ?? null,
      sidebar: section ? toSidebar(section, page.url) : null,
      indexTable: section && page.name === 'index' ? summaryTable(section) : [],
      configPage: page.section === CONFIGURATION_SECTION ? page.name : null,
      releaseNotes: page.extras.releaseNotes,
      ...codeOptions.get(page.id),
    };
    // One template for every page: the text is HTML rendered at build time, not a component per file.
    actions.createPage({ path: page.url, component: TEMPLATE, context });
  }
}
