/**
 * @jest-environment node
 *
 * The site's production server (src/server/site/) on a small built site of its own: static files as a CDN serves
 * them, redirects, the 404 page, headers, and /api/votes with its bad input answered in JSON.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { SITE_SERVER_MANIFEST } from '../../src/lib/site-server/manifest';
import type { TrustProxy } from '../../src/lib/site-server/options';
import { RateLimiter } from '../../src/lib/vote-service/rate-limit';
import { precompress } from '../../src/node/precompress';
import { buildServerManifest, writeServerManifest } from '../../src/node/server-manifest';
import { createSiteServer } from '../../src/server/site/create-server';
import { createVoteService, UNAVAILABLE_MESSAGE } from '../../src/server/votes/service';
import { openSqliteStore } from '../../src/server/votes/sqlite-store';

const TOPICS = ['typescript-support', 'css-experiments'];
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-site-server-'));
const publicDir = path.join(root, 'public');
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script>document.documentElement.dataset.theme="light"</script></head><body><h1>${title}</h1>${'<p>Text of the page.</p>'.repeat(80)}</body></html>`;
const files: Record<string, string> = {
  'index.html': page('webpack'),
  '404.html': page('Page not found'),
  'concepts/index.html': page('Concepts'),
  'app-0123456789abcdef0123.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'static/d/1/og-image.png': 'PNG',
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
}

let app: FastifyInstance;
let dbFile = '';
let databases = 0;
async function start(options: { trustProxy?: TrustProxy; newVoters?: number; at?: string } = {}) {
  dbFile = path.join(root, `votes-${++databases}.sqlite`);
  const service = createVoteService({
    openStore: async () => openSqliteStore(dbFile),
    topics: TOPICS,
    perVoter: new RateLimiter(1000, 60_000),
    perClient: new RateLimiter(100_000, 60_000),
    newVotersPerClient: new RateLimiter(options.newVoters ?? 1000, 3_600_000),
  });
  app = await createSiteServer({ root: options.at ?? root, service, trustProxy: options.trustProxy ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
let base = '';

beforeAll(async () => {
  await precompress(publicDir);
  writeServerManifest(
    path.join(root, SITE_SERVER_MANIFEST),
    buildServerManifest(publicDir, [{ fromPath: '/old-page/', toPath: '/concepts/', isPermanent: true }], {}),
  );
});
beforeEach(async () => {
  base = await start();
});
afterEach(() => app.close());
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const vote = (body: string | Buffer, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/votes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
const VALID = JSON.stringify({ topic: 'css-experiments', change: 1 });
const countOf = async (topic: string) => ((await (await fetch(`${base}/api/votes`)).json()) as { counts: Record<string, number> }).counts[topic];

/** A raw HTTP request, for what fetch will not send (malformed paths, chunked bodies of any size). */
function raw(
  options: http.RequestOptions,
  write?: (request: http.ClientRequest) => void,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, ...options }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    if (write) write(request);
    else request.end();
  });
}

describe('static files', () => {
  it('serves a page with its policy and a docs host’s headers, and nothing that leaks', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('sends the Brotli or gzip copy written at build time when the browser accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await raw({ path: '/concepts/', headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = await new Promise<Buffer>((resolve) => {
        const { port } = new URL(base);
        http.get({ host: '127.0.0.1', port, path: '/concepts/', headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
      expect(decode(body).toString()).toBe(files['concepts/index.html']);
    }
    const plain = await raw({ path: '/concepts/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['concepts/index.html']);
  });

  it('answers a page from memory with 304 to its ETag, and a rebuilt page at once', async () => {
    const first = await fetch(`${base}/concepts/`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag') as string;
    expect((await fetch(`${base}/concepts/`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } })).status).toBe(304);
    const file = path.join(publicDir, 'concepts/index.html');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, page('Concepts, rebuilt'));
    fs.utimesSync(file, later, later);
    const rebuilt = await fetch(`${base}/concepts/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(rebuilt.status).toBe(200);
    // The Brotli copy is older than the new file: the file itself is sent.
    expect(rebuilt.headers.get('content-encoding')).toBeNull();
    expect(await rebuilt.text()).toContain('Concepts, rebuilt');
    fs.writeFileSync(file, files['concepts/index.html']);
    await precompress(publicDir);
  });

  it('caches hashed files for a year and revalidates the rest', async () => {
    expect((await fetch(`${base}/app-0123456789abcdef0123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/static/d/1/og-image.png`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/sw.js`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('redirects a page without its trailing slash, and Gatsby’s redirects, keeping the query', async () => {
    const slash = await fetch(`${base}/concepts?x=1`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/concepts/?x=1');
    const moved = await fetch(`${base}/old-page?y=2`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/concepts/?y=2');
  });

  it('answers an unknown page with the 404 page and status 404, and an unknown API path in JSON', async () => {
    const missing = await fetch(`${base}/no/such/page/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    expect(missing.headers.get('content-security-policy')).toMatch(/sha256-/);
    const api = await fetch(`${base}/api/votes/extra`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Nothing is served at /api/votes/extra.' });
    // The documentation's API section is pages: its 404 is the site's.
    const docs = await fetch(`${base}/api/no-such-page/`);
    expect(docs.status).toBe(404);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers a malformed URI with 400, in JSON under /api/', async () => {
    const api = await raw({ path: '/api/votes%E0%A4%A' });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: 'The address is not a valid URL (a malformed %-escape).' });
    const page = await raw({ path: '/concepts/%zz/' });
    expect(page.status).toBe(400);
  });

  it('runs from a copy of the site in another folder', async () => {
    await app.close();
    const moved = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-site-moved-'));
    fs.cpSync(root, moved, { recursive: true });
    base = await start({ at: moved });
    expect((await fetch(`${base}/concepts/`)).status).toBe(200);
    expect((await vote(VALID)).status).toBe(200);
    fs.rmSync(moved, { recursive: true, force: true });
  });
});

describe('/api/votes', () => {
  it('answers GET and POST in JSON with the API’s strict headers', async () => {
    const response = await vote(VALID, { origin: base, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^webpack_docs_voter=/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A document's headers: not for a JSON answer.
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1 }, mine: ['css-experiments'] });
    const read = await fetch(`${base}/api/votes`);
    expect(read.headers.get('cache-control')).toBe('private, max-age=1');
    const etag = read.headers.get('etag') as string;
    expect((await fetch(`${base}/api/votes`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it.each(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'image/png'])(
    'refuses 4 KB + 1 byte of %s with 413 in JSON, storing nothing',
    async (type) => {
      const response = await vote(Buffer.alloc(4097, 'a'), { 'content-type': type });
      expect(response.status).toBe(413);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(await response.json()).toEqual({ error: 'A vote is at most 4096 bytes of JSON.' });
      expect(await countOf('css-experiments')).toBe(0);
    },
  );

  it('refuses a 300 MB upload at 4 KB, without reading it into memory', async () => {
    const before = process.memoryUsage().rss;
    // Announced: refused from Content-Length, before a byte of the body is read.
    const announced = await raw(
      { method: 'POST', path: '/api/votes', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(300 * 1024 * 1024) } },
      (request) => request.end(),
    );
    expect(announced.status).toBe(413);
    // Streamed without a length: cut off once it passes 4 KB.
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const streamed = await raw(
      { method: 'POST', path: '/api/votes', headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' } },
      (request) => {
        request.on('error', () => undefined);
        const pump = () => {
          while (sent < 300 && !request.destroyed && request.write(chunk)) sent++;
          if (sent < 300 && !request.destroyed) request.once('drain', pump);
          else request.end();
        };
        pump();
      },
    ).catch((error: Error) => ({ status: -1, body: error.message, headers: {} }));
    if (streamed.status !== -1) {
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body)).toEqual({ error: 'A vote is at most 4096 bytes of JSON.' });
    }
    expect(sent).toBeLessThan(300);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a gzip-encoded body with 415', async () => {
    const response = await vote(zlib.gzipSync(VALID), { 'content-encoding': 'gzip' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toMatch(/uncompressed/);
  });

  it('refuses cross-site form and fetch posts with 403', async () => {
    const form = await vote('topic=css-experiments&change=1', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(form.status).toBe(403);
    const script = await vote(VALID, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(script.status).toBe(403);
    expect(await countOf('css-experiments')).toBe(0);
  });

  it('limits new voters per address: by socket address, or by X-Forwarded-For behind a trusted proxy', async () => {
    await app.close();
    base = await start({ newVoters: 3 });
    const flood = async (forwarded: (i: number) => string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await vote(VALID, { 'x-forwarded-for': forwarded(i) })).status);
      return statuses.filter((status) => status === 200).length;
    };
    // Untrusted, X-Forwarded-For is ignored: one address, one budget.
    expect(await flood((i) => `203.0.113.${i}`)).toBe(3);
    await app.close();
    base = await start({ newVoters: 3, trustProxy: '127.0.0.1' });
    expect(await flood((i) => `203.0.113.${i % 2}`)).toBe(6);
    expect(await countOf('css-experiments')).toBe(6);
  });

  it('answers 503 within a second while another process holds the SQLite lock, and static files stay fast', async () => {
    await fetch(`${base}/api/votes`);
    const Database = jest.requireActual<typeof BetterSqlite3>('better-sqlite3');
    const other = new Database(dbFile);
    other.exec('BEGIN EXCLUSIVE');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const pending = vote(VALID);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const staticStart = Date.now();
    expect((await fetch(`${base}/concepts/`)).status).toBe(200);
    const staticTime = Date.now() - staticStart;
    const answer = await pending;
    const waited = Date.now() - started;
    other.exec('ROLLBACK');
    other.close();
    logged.mockRestore();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(waited).toBeLessThan(1000);
    expect(staticTime).toBeLessThan(100);
    expect(await countOf('css-experiments')).toBe(0);
  });
});
