import type { Reporter } from 'gatsby';
import { schemaChange, type EqualFields, type TypeMetadataMap } from '../lib/develop/schema-inputs';

/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby internals, required only when develop runs this hook. */
type BuildSchema = (...args: unknown[]) => Promise<void>;

interface GatsbyInternals {
  readonly services: { buildSchema: BuildSchema };
  readonly emitter: { on(event: string, listener: () => void): void; off(event: string, listener: () => void): void };
  readonly typeMap: () => TypeMetadataMap;
  readonly equalFields: EqualFields;
}

/** The parts of Gatsby 5's develop this relies on, or null when a Gatsby version has moved them. */
function gatsbyInternals(): GatsbyInternals | null {
  try {
    const { dataLayerServices } = require('gatsby/dist/state-machines/data-layer/services') as { dataLayerServices?: GatsbyInternals['services'] };
    const { emitter, store } = require('gatsby/dist/redux') as {
      emitter: GatsbyInternals['emitter'];
      store: { getState(): { inferenceMetadata: { typeMap: TypeMetadataMap } } };
    };
    const { haveEqualFields } = require('gatsby/dist/schema/infer/inference-metadata') as { haveEqualFields?: EqualFields };
    if (typeof dataLayerServices?.buildSchema !== 'function' || typeof haveEqualFields !== 'function') return null;
    return { services: dataLayerServices, emitter, typeMap: () => store.getState().inferenceMetadata.typeMap, equalFields: haveEqualFields };
  } catch {
    return null;
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

// A bound on the wait for Gatsby's API calls, should one never settle: then the check runs on what has arrived.
const SETTLE_LIMIT_MS = 10_000;

/**
 * A wait for the API calls under way (onCreateNode of an edited file's Mdx and DocPage nodes) to finish. Gatsby acts on
 * a saved file once its File node is in, while those nodes are still being made: the schema build it runs first took
 * long enough for them to arrive, and without it the pages were created while the edited page had no DocPage (the
 * page went, links to it were reported broken, and the browser kept the old text).
 */
function settledApis(emitter: GatsbyInternals['emitter']): () => Promise<void> {
  let running = false;
  emitter.on('API_RUNNING_START', () => (running = true));
  emitter.on('API_RUNNING_QUEUE_EMPTY', () => (running = false));
  return () =>
    running
      ? new Promise((resolve) => {
          const done = () => {
            emitter.off('API_RUNNING_QUEUE_EMPTY', done);
            clearTimeout(limit);
            resolve();
          };
          const limit = setTimeout(done, SETTLE_LIMIT_MS);
          emitter.on('API_RUNNING_QUEUE_EMPTY', done);
        })
      : Promise.resolve();
}

/**
 * Develop builds the whole GraphQL schema again before it creates pages after every content edit (1–2 s of the
 * edit's way to the browser), though an edited paragraph changes no type: every type of this site is declared
 * (@dontInfer), and the inferred ones (File, Mdx) change only when a node's fields change shape. The rebuild is
 * skipped while Gatsby's own inference metadata, once the edit's nodes are in, matches the one the schema was built from; anything else (a new
 * frontmatter field, a new node type, the first schema build) goes through Gatsby's build as before.
 */
export function keepSchemaWhileTypesUnchanged(reporter: Reporter): void {
  const gatsby = gatsbyInternals();
  if (!gatsby) {
    reporter.info('develop: the GraphQL schema is rebuilt after every edit (this Gatsby version lacks what skipping it needs)');
    return;
  }
  // Gatsby updates the metadata in place: a copy is kept of what the schema was built from (none, so a rebuild
  // every time, should a node hold a value that cannot be copied).
  let built: TypeMetadataMap | null = null;
  gatsby.emitter.on('SET_SCHEMA', () => {
    try {
      built = structuredClone(gatsby.typeMap());
    } catch {
      built = null;
    }
  });
  const apisSettled = settledApis(gatsby.emitter);
  const buildSchema = gatsby.services.buildSchema;
  gatsby.services.buildSchema = async (...args) => {
    await apisSettled();
    const change = built ? schemaChange(gatsby.typeMap(), built, gatsby.equalFields) : 'no schema built since develop started';
    if (change === null) {
      reporter.verbose('develop: schema kept, no type changed');
      return;
    }
    reporter.verbose(`develop: schema rebuilt (${change})`);
    await buildSchema(...args);
  };
}
