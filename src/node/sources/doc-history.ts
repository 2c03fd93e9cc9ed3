import path from 'node:path';
import type { NodePluginArgs } from 'gatsby';
import { CONTENT_DIR, listContentFiles } from '../content-dir';
import { readGitHistory } from '../git-history';

export const DOC_HISTORY_TYPE = 'DocHistory';

/** The id of the DocHistory node of a source file; the DocPage resolvers look it up by this. */
export const docHistoryId = (createNodeId: NodePluginArgs['createNodeId'], sourcePath: string) => createNodeId(`doc history ${sourcePath}`);

type Args = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>;

/**
 * One DocHistory node per content file with git history. Sourced on every build (not derived in
 * onCreateNode), so a new commit, a rename or a .mailmap edit reaches pages whose file is unchanged:
 * Gatsby keeps those pages' nodes from its cache and would not call onCreateNode again.
 */
export function sourceDocHistory({ actions, createNodeId, createContentDigest, reporter }: Args, cwd = process.cwd(), contentDir = CONTENT_DIR): void {
  const started = process.hrtime.bigint();
  const dir = path.relative(cwd, contentDir).split(path.sep).join('/');
  const files = listContentFiles(contentDir).map((file) => `${dir}/${file}`);
  const { histories, warning } = readGitHistory(cwd, dir, files);
  if (warning) reporter.warn(warning);
  let created = 0;
  for (const sourcePath of files) {
    const history = histories.get(sourcePath);
    if (!history) continue;
    const data = { sourcePath, contributors: history.contributors, lastUpdated: history.lastUpdated };
    void actions.createNode({
      ...data,
      id: docHistoryId(createNodeId, sourcePath),
      internal: { type: DOC_HISTORY_TYPE, contentDigest: createContentDigest(data) },
    });
    created++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  reporter.info(`Contributors: git history of ${created} of ${files.length} content files read in ${seconds.toFixed(2)} s (one git log walk)`);
}
