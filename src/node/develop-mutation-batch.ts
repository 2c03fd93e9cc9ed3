import type { Reporter } from 'gatsby';

// Long enough for the nodes of one save to arrive together: its File, Mdx and DocPage nodes come within milliseconds.
const BATCH_MS = 100;

interface MachineLike {
  readonly config: { readonly states: Readonly<Record<string, { readonly after?: Readonly<Record<string, unknown>> }>> };
  readonly options: unknown;
  readonly constructor: new (config: unknown, options: unknown) => MachineLike;
}

/**
 * Develop gathers node changes for half a second before it acts on them (the batch of its waiting machine, meant for
 * sources that send hundreds of nodes), half of the second an edit has to reach the browser; an author's save is one
 * file. The batch is shortened to BATCH_MS. Gatsby's internals: when a Gatsby version has moved them, its own batch
 * stays, and develop says so.
 */
export function shortenMutationBatch(reporter: Reporter): void {
  try {
    /* eslint-disable @typescript-eslint/no-require-imports -- Gatsby internals, required only under develop. */
    const { developServices } = require('gatsby/dist/state-machines/develop/services') as { developServices: { waitForMutations: MachineLike } };
    const { waitingMachine } = require('gatsby/dist/state-machines/waiting') as { waitingMachine: MachineLike };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const { states } = waitingMachine.config;
    const batching = states.batchingNodeMutations;
    const [target] = Object.values(batching?.after ?? {});
    if (!target) throw new Error("no batch in Gatsby's waiting machine");
    const config = { ...waitingMachine.config, states: { ...states, batchingNodeMutations: { ...batching, after: { [BATCH_MS]: target } } } };
    developServices.waitForMutations = new waitingMachine.constructor(config, waitingMachine.options);
  } catch {
    reporter.info("develop: node changes wait for Gatsby's 500 ms batch (this Gatsby version lacks what shortening it needs)");
  }
}
