#!/usr/bin/env node
// npm run release-diff -- [from] [to] [--out file.json] [--snapshot]: what changed for readers between
// two webpack releases (default: the ledger's newest and the installed one). See README, "Following a
// webpack release". A mistake in the arguments or a registry that cannot answer: one line, exit code 1.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./require-ts.cjs');
const { runReleaseDiff } = require('../src/node/release-diff/run.ts');
const { ReleaseDiffError } = require('../src/lib/release-diff/report.ts');

try {
  process.exitCode = await runReleaseDiff(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ReleaseDiffError)) throw error;
  console.error(`release-diff: ${error.message}`);
  process.exitCode = 1;
}
