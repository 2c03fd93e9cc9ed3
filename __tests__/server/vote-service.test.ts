/**
 * @jest-environment node
 *
 * The vote service against real stores: an SQLite file always, and PostgreSQL when DATABASE_URL is
 * set (.ci/run starts a throwaway cluster for it). Every bad input is answered with a 4xx and a
 * clear message, and nothing is stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { RateLimiter } from '../../src/lib/vote-service/rate-limit';
import { VOTER_COOKIE } from '../../src/lib/vote-service/voter-cookie';
import { openPostgresStore } from '../../src/server/votes/postgres-store';
import { createVoteService, UNAVAILABLE_MESSAGE, type VoteServiceRequest } from '../../src/server/votes/service';
import { openSqliteStore } from '../../src/server/votes/sqlite-store';
import type { VoteStore } from '../../src/server/votes/store';

const TOPICS = ['typescript-support', 'css-experiments', 'module-federation'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-votes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Backend {
  readonly name: string;
  open(): Promise<VoteStore>;
}
let sqliteFiles = 0;
const BACKENDS: Backend[] = [{ name: 'SQLite', open: async () => openSqliteStore(path.join(dir, `votes-${++sqliteFiles}.sqlite`)) }];
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  BACKENDS.push({
    name: 'PostgreSQL',
    open: async () => {
      const store = await openPostgresStore(url);
      const { Pool } = await import('pg');
      const pool = new Pool({ connectionString: url });
      await pool.query('DELETE FROM votes');
      await pool.end();
      return store;
    },
  });
}

const request = (overrides: Partial<VoteServiceRequest> = {}): VoteServiceRequest => ({
  method: 'GET',
  contentType: undefined,
  body: undefined,
  cookies: {},
  clientAddress: '192.0.2.1',
  secure: false,
  ...overrides,
});
const post = (body: unknown, cookie: string | undefined, overrides: Partial<VoteServiceRequest> = {}) =>
  request({
    method: 'POST',
    contentType: 'application/json',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    cookies: cookie ? { [VOTER_COOKIE]: cookie } : {},
    ...overrides,
  });
const cookieOf = (headers: Readonly<Record<string, string>>) => /webpack_docs_voter=([^;]+)/.exec(headers['Set-Cookie'] ?? '')?.[1];

describe.each(BACKENDS)('vote service on $name', (backend) => {
  let store: VoteStore;
  let service: ReturnType<typeof createVoteService>;
  beforeEach(async () => {
    store = await backend.open();
    service = createVoteService({
      openStore: async () => store,
      topics: TOPICS,
      perVoter: new RateLimiter(1000, 60_000),
      perClient: new RateLimiter(10_000, 60_000),
    });
  });
  afterEach(() => store.close());

  async function newVoter() {
    const answer = await service.handle(request());
    const cookie = cookieOf(answer.headers);
    expect(cookie).toBeDefined();
    return cookie as string;
  }
  const counts = async (cookie?: string) =>
    (await service.handle(request({ cookies: cookie ? { [VOTER_COOKIE]: cookie } : {} }))).body as { counts: Record<string, number>; mine: string[] };

  it('issues an HttpOnly, SameSite=Lax voter cookie and answers every topic', async () => {
    const answer = await service.handle(request());
    expect(answer.status).toBe(200);
    expect(answer.headers['Set-Cookie']).toMatch(/^webpack_docs_voter=[0-9a-f]{32}\.[\w-]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(answer.body).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 0, 'module-federation': 0 }, mine: [] });
    const secure = await service.handle(request({ secure: true }));
    expect(secure.headers['Set-Cookie']).toMatch(/; Secure$/);
  });

  it('counts one vote per reader and topic, withdraws it, and never goes below zero', async () => {
    const alice = await newVoter();
    const bob = await newVoter();
    expect((await service.handle(post({ topic: 'css-experiments', change: 1 }, alice))).body).toEqual({
      counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 0 },
      mine: ['css-experiments'],
    });
    await service.handle(post({ topic: 'css-experiments', change: 1 }, alice));
    await service.handle(post({ topic: 'css-experiments', change: 1 }, bob));
    expect((await counts(bob)).counts['css-experiments']).toBe(2);
    await service.handle(post({ topic: 'css-experiments', change: -1 }, alice));
    await service.handle(post({ topic: 'css-experiments', change: -1 }, alice));
    await service.handle(post({ topic: 'module-federation', change: -1 }, alice));
    const after = await counts(alice);
    expect(after).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 0 }, mine: [] });
  });

  it('does not double-count concurrent requests', async () => {
    const alice = await newVoter();
    await Promise.all(Array.from({ length: 40 }, () => service.handle(post({ topic: 'typescript-support', change: 1 }, alice))));
    const voters = await Promise.all(Array.from({ length: 30 }, () => newVoter()));
    await Promise.all(voters.map((voter) => service.handle(post({ topic: 'typescript-support', change: 1 }, voter))));
    expect((await counts()).counts['typescript-support']).toBe(31);
  });

  const BAD: [string, () => VoteServiceRequest, number, RegExp][] = [
    ['malformed JSON', () => post('{"topic": "css-experiments", "change": 1', undefined), 400, /not valid JSON/],
    ['a JSON array', () => post('[1, 2]', undefined), 400, /JSON object/],
    ['a wrong Content-Type', () => post({ topic: 'css-experiments', change: 1 }, undefined, { contentType: 'text/plain' }), 415, /application\/json/],
    ['no Content-Type', () => post({ topic: 'css-experiments', change: 1 }, undefined, { contentType: undefined }), 415, /application\/json/],
    ['form data', () => post('topic=css-experiments&change=1', undefined, { contentType: 'application/x-www-form-urlencoded' }), 415, /JSON/],
    ['an unknown topic', () => post({ topic: 'no-such-topic', change: 1 }, undefined), 400, /"topic" must be/],
    ['a change of 2', () => post({ topic: 'css-experiments', change: 2 }, undefined), 400, /"change" must be 1/],
    ['a change of "1"', () => post({ topic: 'css-experiments', change: '1' }, undefined), 400, /"change" must be 1/],
    ['a change of 0', () => post({ topic: 'css-experiments', change: 0 }, undefined), 400, /"change" must be 1/],
    ['extra fields', () => post({ topic: 'css-experiments', change: 1, count: 1000 }, undefined), 400, /Unknown field: count/],
    ['a body over 4 KB', () => post({ topic: 'css-experiments', change: 1, pad: 'x'.repeat(5000) }, undefined), 413, /at most 4096 bytes/],
    ['an SQL-shaped topic', () => post({ topic: "css-experiments'); DELETE FROM votes; --", change: 1 }, undefined), 400, /"topic" must be/],
    ['a forged voter cookie', () => post({ topic: 'css-experiments', change: 1 }, `${'a'.repeat(32)}.forgedsignature`), 400, /not issued by this site/],
    ['a malformed voter cookie', () => post({ topic: 'css-experiments', change: 1 }, "1' OR '1'='1"), 400, /not issued by this site/],
  ];
  it.each(BAD)('answers %s with %i and a clear message, storing nothing', async (_name, make, status, message) => {
    const alice = await newVoter();
    await service.handle(post({ topic: 'module-federation', change: 1 }, alice));
    const before = await counts();
    const answer = await service.handle(make());
    expect(answer.status).toBe(status);
    expect((answer.body as { error: string }).error).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('answers %s with 405 and the allowed methods', async (method) => {
    const answer = await service.handle(request({ method }));
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, POST');
  });

  it('limits POSTs per voter and per address, with Retry-After', async () => {
    const limited = createVoteService({
      openStore: async () => store,
      topics: TOPICS,
      perVoter: new RateLimiter(3, 60_000),
      perClient: new RateLimiter(5, 60_000),
    });
    const alice = cookieOf((await limited.handle(request())).headers) as string;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.handle(post({ topic: 'css-experiments', change: 1 }, alice))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const bob = cookieOf((await limited.handle(request())).headers) as string;
    await limited.handle(post({ topic: 'css-experiments', change: 1 }, bob));
    const flooded = await limited.handle(post({ topic: 'css-experiments', change: 1 }, bob));
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers['Retry-After'])).toBeGreaterThan(0);
    expect((flooded.body as { error: string }).error).toMatch(/Too many votes/);
  });
});

describe('when the store is unavailable', () => {
  it('answers 503 with a clear message when SQLite stays locked past its timeout, and writes nothing', async () => {
    const file = path.join(dir, 'locked.sqlite');
    const store = openSqliteStore(file);
    const service = createVoteService({
      openStore: async () => store,
      topics: TOPICS,
      perVoter: new RateLimiter(100, 60_000),
      perClient: new RateLimiter(100, 60_000),
    });
    const cookie = cookieOf((await service.handle(request())).headers) as string;
    const Database = jest.requireActual<typeof BetterSqlite3>('better-sqlite3');
    const other = new Database(file);
    other.exec('BEGIN EXCLUSIVE');
    const answer = await service.handle(post({ topic: 'css-experiments', change: 1 }, cookie));
    other.exec('ROLLBACK');
    other.close();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(((await service.handle(request())).body as { counts: Record<string, number> }).counts['css-experiments']).toBe(0);
    await store.close();
  });

  it('answers 503 when PostgreSQL does not accept connections, and recovers once it can open the store', async () => {
    let attempts = 0;
    const working = openSqliteStore(path.join(dir, 'recovers.sqlite'));
    const service = createVoteService({
      openStore: async () => (++attempts === 1 ? openPostgresStore('postgres://nobody@127.0.0.1:1/votes') : working),
      topics: TOPICS,
      perVoter: new RateLimiter(100, 60_000),
      perClient: new RateLimiter(100, 60_000),
    });
    const first = await service.handle(request());
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect((await service.handle(request())).status).toBe(200);
    await working.close();
  });
});

test('migrations run once, in order, and are recorded', async () => {
  const file = path.join(dir, 'migrations.sqlite');
  await openSqliteStore(file).close();
  await openSqliteStore(file).close();
  const Database = jest.requireActual<typeof BetterSqlite3>('better-sqlite3');
  const db = new Database(file);
  expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all()).toEqual(['001_create_votes.sql']);
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});
