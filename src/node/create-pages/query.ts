import type { CreatePagesArgs } from 'gatsby';
import type { Anchor } from '../../lib/anchors';
import { referenceAnchor } from '../../lib/config-reference/sidebar-anchors';
import type { DocExtrasData } from '../../components/DocExtras/DocExtras';
import type { OptionPlacement } from '../../lib/config-keys/code-options';
import type { ReferenceOption } from '../../lib/release-notes/links';
import type { TreePage } from '../../lib/site-tree';
import { CONFIGURATION_SECTION } from '../sources/config-options';

export interface DocPageSummary extends TreePage {
  readonly id: string;
  /** Generated parts: the develop link check reads whether a page has any (templates query their own). */
  readonly extras: Omit<DocExtrasData, 'configEntries' | 'configPage'>;
  /** null for README pages, which carry their HTML instead. */
  readonly contentFilePath: string | null;
  /** The file the page is made from, relative to the site root (a README in node_modules, a data file, a content page). */
  readonly sourcePath: string;
  readonly html: string | null;
  readonly summary: string | null;
}

type QueriedPage = Omit<DocPageSummary, 'anchors' | 'extras'> & { anchors: Anchor[] } & DocPageSummary['extras'];

/** Where an option's reference entry is and what names it: what the sidebar, release notes, code blocks and the link check need. */
export type ConfigOptionPlace = ReferenceOption & OptionPlacement & { readonly depth: number };

interface Result {
  allDocPage: { nodes: QueriedPage[] };
  allConfigOption: { nodes: ConfigOptionPlace[] };
}

export interface DocPagesData {
  readonly pages: DocPageSummary[];
  readonly configOptions: readonly ConfigOptionPlace[];
}

/**
 * Only what page creation needs: ids, URLs and the fields the site tree orders by. Gatsby gives `gatsby-node`'s
 * graphql() none of the fragments under src/, so the generated parts repeat DocExtrasFields
 * (src/components/DocExtras/fragments.ts); __tests__/node/create-pages-query.test.ts holds the two equal.
 */
export const DOC_PAGES_QUERY = `
  query DocPagesForCreatePages {
    allDocPage {
      nodes {
        id
        url
        section
        name
        title
        sort
        group
        summary
        contentFilePath
        sourcePath
        html
        anchors {
          title
          id
          level
          children {
            title
            id
            level
            children {
              id
            }
          }
        }
        options {
          name
          type
          description
          link
        }
        optionsSource
        generatedTable {
          id
          title
          intro
          columns
          groups {
            id
            title
            rows
          }
        }
      }
    }
    allConfigOption(sort: { order: ASC }) {
      nodes {
        page
        path
        anchorId
        depth
        cliFlags
        sameAs
      }
    }
  }
`;

/** Reads the pages, with the option places the sidebar and the link check need. */
export async function queryDocPages({ graphql, reporter }: CreatePagesArgs): Promise<DocPagesData> {
  const result = await graphql<Result>(DOC_PAGES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the documentation pages', result.errors as Error[] | undefined);
    return { pages: [], configOptions: [] };
  }
  // Configuration pages end with their option reference: the sidebar lists it with the page's own headings.
  const { nodes: options } = result.data.allConfigOption;
  const pages = result.data.allDocPage.nodes.map(({ options: rows, optionsSource, generatedTable, ...page }) => {
    const anchor = page.section === CONFIGURATION_SECTION ? referenceAnchor(options.filter((option) => option.page === page.name)) : null;
    return {
      ...page,
      anchors: anchor ? [...page.anchors, anchor] : page.anchors,
      extras: { options: rows, optionsSource, generatedTable, releaseNotes: null },
    };
  });
  return { pages, configOptions: options };
}
