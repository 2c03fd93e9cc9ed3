import type { CreatePagesArgs } from 'gatsby';
import type { Anchor } from '../../lib/anchors';
import type { TreePage } from '../../lib/site-tree';

export interface DocPageSummary extends TreePage {
  readonly id: string;
  /** null for README pages, which carry their HTML instead. */
  readonly contentFilePath: string | null;
  readonly html: string | null;
  readonly summary: string | null;
}

interface Result {
  allDocPage: { nodes: (Omit<DocPageSummary, 'anchors'> & { anchors: Anchor[] })[] };
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
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the documentation pages', result.errors);
    return [];
  }
  return result.data.allDocPage.nodes;
}
