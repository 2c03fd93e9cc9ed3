import type { Actions, Node } from 'gatsby';

/**
 * Gatsby 5's develop batches node changes (a saved file's File node) for half a second in a machine of its own,
 * filling an array it shares with develop's; but develop has no such array until it has queued a node change
 * itself. Until then, a page-data request that starts a query run during the half second drops the batch: the
 * saved file is never read again, its page stays stale and a fixed file's error stays in the overlay. Develop queues
 * what is done to nodes while its dev server starts, so touching a node then (no change to it) gives develop the
 * array, and later batches outlast a query run (__tests__/node/develop-edit-loop.test.ts drives Gatsby's machine).
 */
export function keepFirstEditsThroughQueryRuns(actions: Pick<Actions, 'touchNode'>, node: Node | undefined): void {
  if (node) actions.touchNode(node);
}
