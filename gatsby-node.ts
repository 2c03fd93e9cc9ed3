/** Build hooks, each delegating to one module under src/node/. */
export { onPreBootstrap } from './src/node/validate-content';
export { createSchemaCustomization } from './src/node/schema';
export { sourceNodes } from './src/node/sources';
export { onCreateNode } from './src/node/on-create-node';
export { createPages } from './src/node/create-pages';
export { onPreBuild } from './src/node/slim-page-data';
export { onPostBuild } from './src/node/post-build';
export { onCreateWebpackConfig } from './src/node/webpack-config';
export { onCreateDevServer } from './src/node/develop-edit-loop';
export { onPluginInit } from './src/node/develop-query-files';
