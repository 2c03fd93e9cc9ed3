#!/usr/bin/env node
// `npm run serve`: the site's production server (src/server/site/), compiled as it loads like the other scripts
// that run the project's TypeScript. Options: --port N (or PORT), --host H (or HOST); see README.
require('./require-ts.cjs');

require('../src/server/site/main.ts')
  .main(process.argv.slice(2), process.env)
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
