/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Bad input to `npm run release-diff`: one line on stderr, exit code 1, nothing written. Offline: the
// "registry" is a closed local port or a local server that knows no such version, and npm's cache is empty.
const SCRIPT = path.resolve('scripts/release-diff.mjs');
// Each run compiles the script's TypeScript modules first: seconds, more on a busy machine.
jest.setTimeout(60_000);
const SNAPSHOT = path.resolve('content/data/webpack-surface.json');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-diff-cli-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(args: string[], registry = 'http://127.0.0.1:1/'): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    npm_config_registry: registry,
    npm_config_cache: path.join(dir, 'npm-cache'),
    npm_config_offline: 'false',
    RELEASE_DIFF_PACKAGE_CACHE: path.join(dir, 'packages'),
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { env }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }));
  });
}

async function expectRefused(args: string[], message: string, registry?: string) {
  const out = path.join(dir, `${args.join('-')}.json`);
  const snapshotBefore = fs.statSync(SNAPSHOT).mtimeMs;
  const { code, stdout, stderr } = await run([...args, '--out', out], registry);
  expect(stderr).toBe(`release-diff: ${message}\n`);
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(fs.existsSync(out)).toBe(false);
  expect(fs.statSync(SNAPSHOT).mtimeMs).toBe(snapshotBefore);
}

describe('release-diff bad input', () => {
  it('refuses a version that is no release', () => expectRefused(['5.112', '5.113.0'], 'unknown webpack version "5.112" (expected a release such as 5.113.0)'));

  it("refuses a version older than the ledger's first", () =>
    expectRefused(['5.90.0', '5.113.0'], "webpack 5.90.0 is older than the ledger's first release (5.105.4, compared with 5.104.1)"));

  it('says so when the registry cannot be reached', () =>
    expectRefused(['5.112.2', '5.113.0'], 'cannot reach the npm registry to fetch webpack@5.112.2 (ECONNREFUSED)'));

  it('says so when the registry has no such release', async () => {
    // A registry that knows webpack but only 5.113.0.
    const server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (!request.url?.startsWith('/webpack')) return void response.writeHead(404).end('{}');
      response.end(
        JSON.stringify({
          name: 'webpack',
          'dist-tags': { latest: '5.113.0' },
          versions: { '5.113.0': { name: 'webpack', version: '5.113.0', dist: { tarball: 'http://127.0.0.1:1/webpack.tgz' } } },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expectRefused(['5.113.0', '5.999.0'], 'unknown webpack version "5.999.0": the registry has no such release', `http://127.0.0.1:${port}/`);
    } finally {
      server.close();
    }
  });
});
