// Prints the release surface of the webpack package in the given directory as JSON (used by
// release-diff, once per version, each in its own process: a packed webpack resolves the
// dependencies installed next to it, and two webpacks never share one process).
require('./require-ts.cjs');
const { extractSurface } = require('../src/node/release-surface/extract.ts');

process.stdout.write(JSON.stringify(extractSurface(process.argv[2])));
