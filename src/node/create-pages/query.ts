import type { CreatePagesArgs } from 'gatsby';
import type { Anchor } from '../../lib/anchors';
import { referenceAnchor } from '../../lib/config-reference/sidebar-anchors';
import type { TreePage } from '../../lib/site-tree';
import { CONFIGURATION_SECTION } from '../sources/config-options';

export interface DocPageSummary extends TreePage {
  readonly id: string;
  /** null for README pages, which carry their HTML instead. */
  readonly contentFilePath: string | null;
  readonly html: string | null;
  readonly summary: string | null;
}

interface Result {
  allDocPage: { nodes: (Omit<DocPageSummary, 'anchors'> & { anchors: Anchor[] })[] };
  allConfigOption: { nodes: { page: string; path: string; anchorId: string; depth: number }[] };
}

/** Only what page creation needs: ids, URLs and the fields the site tree orders by. */
export async function queryDocPages({ graphql, reporter }: CreatePagesArgs): Promise<DocPageSummary[]> {
  const result = await graphql<Result>(`
    query DocPagesForCreatePages {
      allDocPage {
        nodes {
          id url section name title sort group summary contentFilePath html
          anchors { title id level children { title id level children { id } } }
        }
      }
      allConfigOption(sort: { order: ASC }) {
        nodes { page path anchorId depth }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the documentation pages', result.errors);
    return [];
  }
  // Configuration pages end with their option reference: the sidebar lists it with the page's own headings.
  const { nodes: options } = result.data.allConfigOption;
  return result.data.allDocPage.nodes.map((page) => {
    const anchor = page.section === CONFIGURATION_SECTION ? referenceAnchor(options.filter((option) => option.page === page.name)) : null;
    return anchor ? { ...page, anchors: [...page.anchors, anchor] } : page;
  });
}
