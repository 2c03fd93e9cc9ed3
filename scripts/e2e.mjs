#!/usr/bin/env node
// Serves the production build (public/) on http://localhost:PORT and runs the end-to-end tests
// against it with node's test runner. `npm run build` must have run first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

if (!fs.existsSync('public/index.html')) {
  console.error('public/ has no build: run `npm run build` first');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = Number(process.env.PORT) || (await freePort());
// "localhost", not 127.0.0.1: service workers only register on https or localhost.
const base = `http://localhost:${port}`;
// The vote service writes to a database of its own for each run, never to the project's .data/.
const voteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-e2e-votes-'));
const server = spawn('npx', ['gatsby', 'serve', '--port', String(port), '--host', 'localhost'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', VOTE_DB_PATH: path.join(voteDir, 'votes.sqlite'), VOTE_RATE_PER_CLIENT: '100000' },
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  fs.rmSync(voteDir, { recursive: true, force: true });
};
process.on('exit', stop);

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (Date.now() > deadline) {
    console.error(`server did not answer on ${base}`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}

const files = process.argv.slice(2);
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...(files.length ? files : ['__tests__/e2e/'])], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: base },
});
tests.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
