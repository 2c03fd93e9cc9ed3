/**
 * @jest-environment node
 */
// Against the installed Gatsby's own develop machinery: when an upgrade moves what the edit loop relies on, these fail
// (develop itself would only say that it keeps Gatsby's behaviour).
import type { Reporter } from 'gatsby';
import { keepSchemaWhileTypesUnchanged } from '../../src/node/develop-schema';

/* eslint-disable @typescript-eslint/no-require-imports */
const { dataLayerServices } = require('gatsby/dist/state-machines/data-layer/services') as { dataLayerServices: { buildSchema: jest.Mock } };
const { emitter, store } = require('gatsby/dist/redux') as {
  emitter: { emit(event: string, payload: unknown): void };
  store: { getState(): { inferenceMetadata: { typeMap: Record<string, unknown> } } };
};
/* eslint-enable @typescript-eslint/no-require-imports */

const reporter = () => ({ info: jest.fn(), verbose: jest.fn() });

test('the schema is built again only when a type changed since the last build', async () => {
  const build = jest.fn(async () => undefined);
  dataLayerServices.buildSchema = build;
  const told = reporter();
  keepSchemaWhileTypesUnchanged(told as unknown as Reporter);
  expect(told.info).not.toHaveBeenCalled();
  const typeMap = store.getState().inferenceMetadata.typeMap;
  typeMap.DocPage = { ignored: true, total: 1, fieldMap: {} };

  await dataLayerServices.buildSchema();
  expect(build).toHaveBeenCalledTimes(1); // no schema built yet under this hook
  emitter.emit('SET_SCHEMA', {});
  await dataLayerServices.buildSchema();
  expect(build).toHaveBeenCalledTimes(1);
  typeMap.Json = { total: 1, fieldMap: { a: { int: { total: 1 } } } };
  await dataLayerServices.buildSchema();
  expect(build).toHaveBeenCalledTimes(2);
  expect(told.verbose).toHaveBeenLastCalledWith('develop: schema rebuilt (Json is new)');

  // While an edit's nodes are still being made (an API call under way), the check waits for them.
  emitter.emit('SET_SCHEMA', {});
  emitter.emit('API_RUNNING_START', {});
  let settled = false;
  const checked = dataLayerServices.buildSchema().then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  typeMap.Yaml = { total: 1, fieldMap: { b: { string: { total: 1 } } } };
  emitter.emit('API_RUNNING_QUEUE_EMPTY', {});
  await checked;
  expect(build).toHaveBeenCalledTimes(3);
  expect(told.verbose).toHaveBeenLastCalledWith('develop: schema rebuilt (Yaml is new)');
});
