// Serves a production build (a folder's public/) with the site's own server (`npm run serve`, scripts/serve.cjs) on
// a free localhost port, for the end-to-end tests and the benchmarks. "localhost", not 127.0.0.1: service workers
// only register on https or localhost.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.cjs');

export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the server and waits until it answers (an error after `timeoutMs`). `stop()` ends the server and
 * its children at once; it is safe to call twice, so a test can stop it to go offline and again when done.
 */
export async function serveBuild({ dir = process.cwd(), env = {}, stdio = 'ignore', port: fixedPort, timeoutMs = 60_000 } = {}) {
  const port = fixedPort ?? (await freePort());
  // The folder's own copy of the server, so that a moved or copied site runs its own code.
  const serve = path.join(dir, 'scripts/serve.cjs');
  const server = spawn(process.execPath, [fs.existsSync(serve) ? serve : SERVE, '--port', String(port), '--host', 'localhost'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', stdio],
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
  });
  const stop = () => {
    try {
      // SIGKILL, as a network that goes away: on SIGTERM the server stops gracefully and keeps answering on the
      // connections the browser holds open until they idle out, so a test would not be offline yet.
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Already stopped.
    }
  };
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the site's server did not answer on ${base} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { base, stop };
}
