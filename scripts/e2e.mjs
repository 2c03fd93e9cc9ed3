#!/usr/bin/env node
// Serves the production build (public/) on http://localhost:PORT and runs the end-to-end tests
// against it with node's test runner. `npm run build` must have run first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveBuild } from './serve-build.mjs';

if (!fs.existsSync('public/index.html')) {
  console.error('public/ has no build: run `npm run build` first');
  process.exit(1);
}

// The vote service writes to a database of its own for each run, never to the project's .data/.
const voteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-e2e-votes-'));
const server = await serveBuild({
  env: { VOTE_DB_PATH: path.join(voteDir, 'votes.sqlite'), VOTE_RATE_PER_CLIENT: '100000', VOTE_NEW_VOTERS_PER_CLIENT: '100000' },
  stdio: 'inherit',
  port: Number(process.env.PORT) || undefined,
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const base = server.base;
const stop = () => {
  server.stop();
  fs.rmSync(voteDir, { recursive: true, force: true });
};
process.on('exit', stop);

const files = process.argv.slice(2);
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...(files.length ? files : ['__tests__/e2e/'])], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: base },
});
tests.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
