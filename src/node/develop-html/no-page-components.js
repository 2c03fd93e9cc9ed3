// develop-html's page-component map without a component: develop (without DEV_SSR) renders only the page shell on the
// server, which uses none (src/node/webpack-config.ts).
exports.components = {};
exports.head = {};
