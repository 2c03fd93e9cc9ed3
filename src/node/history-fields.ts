import type { NodePluginArgs } from 'gatsby';
import { mergeContributors } from '../lib/git-history/merge';
import type { Contributor, LastUpdated } from '../lib/git-history/types';
import { DOC_HISTORY_TYPE, docHistoryId } from './sources/doc-history';

/** What a DocPage node stores: the people the page credits itself (frontmatter handles or a package's people). */
interface DocPageSource {
  readonly sourcePath: string;
  readonly contributors: readonly Contributor[];
}

interface DocHistoryNode {
  readonly contributors: readonly Contributor[];
  readonly lastUpdated: LastUpdated;
}

interface ResolverContext {
  readonly nodeModel: { getNodeById(args: { id: string; type: string }): unknown };
}

export const HISTORY_EXTENSION = 'fromGitHistory';

/**
 * `@fromGitHistory` on DocPage.contributors and DocPage.lastUpdated: joins the page's DocHistory node at
 * query time. Looking the node up through nodeModel records the dependency, so a page's query runs
 * again when only its history changed.
 */
export function historyFieldExtension(createNodeId: NodePluginArgs['createNodeId']) {
  return {
    name: HISTORY_EXTENSION,
    extend() {
      return {
        resolve(source: DocPageSource, _args: unknown, context: ResolverContext, info: { fieldName: string }) {
          const history = context.nodeModel.getNodeById({ id: docHistoryId(createNodeId, source.sourcePath), type: DOC_HISTORY_TYPE }) as DocHistoryNode | null;
          if (info.fieldName === 'lastUpdated') return history?.lastUpdated ?? null;
          return mergeContributors(source.contributors, history?.contributors ?? []);
        },
      };
    },
  };
}
