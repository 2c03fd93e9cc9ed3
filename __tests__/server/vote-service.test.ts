/**
 * @jest-environment node
 *
 * The vote service against real stores: an SQLite file always, and PostgreSQL when DATABASE_URL is
 * set (.ci/run starts a throwaway cluster for it). Every bad input is answered with a 4xx and a
 * clear message, and nothing is stored.
 */
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { RateLimiter } from '../../src/lib/vote-service/rate-limit';
import { VOTER_COOKIE } from '../../src/lib/vote-service/voter-cookie';
import { openPostgresStore } from '../../src/server/votes/postgres-store';
import { createVoteService, UNAVAILABLE_MESSAGE, type VoteServiceRequest } from '../../src/server/votes/service';
import { openSqliteStore, voteBatcher, type SqliteVote } from '../../src/server/votes/sqlite-store';
import { MIGRATIONS_TABLE, readMigrations, type VoteStore } from '../../src/server/votes/store';

const TOPICS = ['typescript-support', 'css-experiments', 'module-federation'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-votes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Backend {
  readonly name: string;
  /** An empty store. */
  open(): Promise<VoteStore>;
  /** The store last opened, as it was left: what a server started again would find. */
  reopen(): Promise<VoteStore>;
}
let sqliteFiles = 0;
const sqliteFile = () => path.join(dir, `votes-${sqliteFiles}.sqlite`);
const BACKENDS: Backend[] = [
  {
    name: 'SQLite',
    open: async () => {
      sqliteFiles++;
      return openSqliteStore(sqliteFile());
    },
    reopen: async () => openSqliteStore(sqliteFile()),
  },
];
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  BACKENDS.push({
    name: 'PostgreSQL',
    reopen: () => openPostgresStore(url),
    open: async () => {
      const store = await openPostgresStore(url);
      const { Pool } = await import('pg');
      const pool = new Pool({ connectionString: url });
      await pool.query('DELETE FROM votes; DELETE FROM vote_counts');
      await pool.end();
      return store;
    },
  });
}

/** The service on a store, with limits no test reaches unless it sets them. */
const serviceOn = (openStore: () => Promise<VoteStore>, limits: { perVoter?: number; perClient?: number; newVoters?: number } = {}) =>
  createVoteService({
    openStore,
    topics: TOPICS,
    perVoter: new RateLimiter(limits.perVoter ?? 1000, 60_000),
    perClient: new RateLimiter(limits.perClient ?? 10_000, 60_000),
    newVotersPerClient: new RateLimiter(limits.newVoters ?? 10_000, 3_600_000),
  });

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
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    cookies: cookie ? { [VOTER_COOKIE]: cookie } : {},
    ...overrides,
  });
const cookieOf = (headers: Readonly<Record<string, string>>) => /webpack_docs_voter=([^;]+)/.exec(headers['Set-Cookie'] ?? '')?.[1];

describe.each(BACKENDS)('vote service on $name', (backend) => {
  let store: VoteStore;
  let service: ReturnType<typeof createVoteService>;
  beforeEach(async () => {
    store = await backend.open();
    service = serviceOn(async () => store);
  });
  afterEach(() => store.close());

  // A voter id comes with a first vote (a withdrawal stores nothing).
  async function newVoter() {
    const answer = await service.handle(post({ topic: 'typescript-support', change: -1 }, undefined));
    const cookie = cookieOf(answer.headers);
    expect(cookie).toBeDefined();
    return cookie as string;
  }
  const counts = async (cookie?: string) =>
    (await service.handle(request({ cookies: cookie ? { [VOTER_COOKIE]: cookie } : {} }))).body as { counts: Record<string, number>; mine: string[] };

  it('answers every topic, and issues an HttpOnly, SameSite=Lax voter cookie with the first vote only', async () => {
    const read = await service.handle(request());
    expect(read.status).toBe(200);
    expect(read.headers['Set-Cookie']).toBeUndefined();
    expect(read.body).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 0, 'module-federation': 0 }, mine: [] });
    const answer = await service.handle(post({ topic: 'css-experiments', change: 1 }, undefined));
    expect(answer.headers['Set-Cookie']).toMatch(/^webpack_docs_voter=[0-9a-f]{32}\.[\w-]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(answer.body).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 0 }, mine: ['css-experiments'] });
    const secure = await service.handle(post({ topic: 'css-experiments', change: 1 }, undefined, { secure: true }));
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
    ['gzip-encoded JSON', () => post({ topic: 'css-experiments', change: 1 }, undefined, { contentEncoding: 'gzip' }), 415, /uncompressed/],
    ['a UTF-16 charset', () => post({ topic: 'css-experiments', change: 1 }, undefined, { contentType: 'application/json; charset=utf-16' }), 415, /UTF-8/],
    ['bytes that are not UTF-8', () => post(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), undefined), 400, /valid JSON in UTF-8/],
    [
      'a cross-site form post',
      () =>
        post('topic=css-experiments&change=1', undefined, {
          contentType: 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          fetchSite: 'cross-site',
          host: 'localhost:9000',
        }),
      403,
      /only from this site's own pages/,
    ],
    [
      'a cross-site fetch',
      () => post({ topic: 'css-experiments', change: 1 }, undefined, { origin: 'https://evil.example', fetchSite: 'cross-site', host: 'localhost:9000' }),
      403,
      /Sec-Fetch-Site is cross-site/,
    ],
    [
      'a same-site sibling',
      () => post({ topic: 'css-experiments', change: 1 }, undefined, { origin: 'https://blog.localhost:9000', fetchSite: 'same-site', host: 'localhost:9000' }),
      403,
      /same-site/,
    ],
    [
      'another Origin without Sec-Fetch-Site',
      () => post({ topic: 'css-experiments', change: 1 }, undefined, { origin: 'https://evil.example', host: 'localhost:9000' }),
      403,
      /not this site/,
    ],
    ['Origin: null', () => post({ topic: 'css-experiments', change: 1 }, undefined, { origin: 'null', host: 'localhost:9000' }), 403, /not an origin/],
  ];
  it.each(BAD)('answers %s with its 4xx and a clear message, storing nothing', async (_name, make, status, message) => {
    const alice = await newVoter();
    await service.handle(post({ topic: 'module-federation', change: 1 }, alice));
    const before = await counts();
    const votesBefore = await store.tally(null);
    const answer = await service.handle(make());
    expect(answer.status).toBe(status);
    expect((answer.body as { error: string }).error).toMatch(message);
    expect(answer.headers['Set-Cookie']).toBeUndefined();
    expect(await counts()).toEqual(before);
    expect(await store.tally(null)).toEqual(votesBefore);
  });

  it('takes a POST from its own pages: same Origin and Sec-Fetch-Site same-origin', async () => {
    const answer = await service.handle(
      post({ topic: 'css-experiments', change: 1 }, undefined, { origin: 'http://localhost:9000', fetchSite: 'same-origin', host: 'localhost:9000' }),
    );
    expect(answer.status).toBe(200);
  });

  it('replaces a voter cookie it cannot verify (a reset database, a forgery) with a fresh voter instead of an error', async () => {
    const forged = `${'a'.repeat(32)}.forgedsignature`;
    const read = await service.handle(request({ cookies: { [VOTER_COOKIE]: forged } }));
    expect(read.status).toBe(200);
    expect(read.headers['Set-Cookie']).toMatch(/^webpack_docs_voter=; Path=\/; Max-Age=0;/);
    const vote = await service.handle(post({ topic: 'css-experiments', change: 1 }, forged));
    expect(vote.status).toBe(200);
    const fresh = cookieOf(vote.headers) as string;
    expect(fresh).toMatch(/^[0-9a-f]{32}\./);
    expect(fresh.startsWith('a'.repeat(32))).toBe(false);
    expect(await counts(fresh)).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 0 }, mine: ['css-experiments'] });
    expect((await service.handle(post({ topic: 'css-experiments', change: 1 }, "1' OR '1'='1"))).status).toBe(200);
    expect((await counts()).counts['css-experiments']).toBe(2);
  });

  it('answers GET with an ETag the browser may reuse for a second, and 304 when it still matches', async () => {
    const alice = await newVoter();
    const first = await service.handle(request({ cookies: { [VOTER_COOKIE]: alice } }));
    expect(first.headers['Cache-Control']).toBe('private, max-age=1');
    expect(first.headers.Vary).toBe('Cookie');
    const etag = first.headers.ETag;
    expect(etag).toMatch(/^W\/"/);
    const again = await service.handle(request({ cookies: { [VOTER_COOKIE]: alice }, ifNoneMatch: etag }));
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    // The reader's own vote changes the answer, so the old tag no longer matches.
    await service.handle(post({ topic: 'module-federation', change: 1 }, alice));
    const after = await service.handle(request({ cookies: { [VOTER_COOKIE]: alice }, ifNoneMatch: etag }));
    expect(after.status).toBe(200);
    expect((after.body as { mine: string[] }).mine).toEqual(['module-federation']);
    expect((await service.handle(post({ topic: 'module-federation', change: -1 }, alice))).headers['Cache-Control']).toBe('no-store');
  });

  it('limits the new voter ids one address is issued: a cookie-less flood from 3 addresses counts at most 3 × the limit', async () => {
    const limited = serviceOn(async () => store, { newVoters: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await limited.handle(post({ topic: 'css-experiments', change: 1 }, undefined, { clientAddress: `198.51.100.${i % 3}` }));
      statuses.push(answer.status);
      if (answer.status === 429) expect((answer.body as { error: string }).error).toMatch(/Too many new voters from this address/);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    expect((await counts()).counts['css-experiments']).toBe(15);
    // A reader who already has a cookie keeps voting.
    const voter = await newVoter();
    expect((await limited.handle(post({ topic: 'module-federation', change: 1 }, voter, { clientAddress: '198.51.100.0' }))).status).toBe(200);
  });

  it('keeps the per-topic counts equal to the votes under concurrent casts and withdrawals', async () => {
    const voters = await Promise.all(Array.from({ length: 20 }, () => newVoter()));
    await Promise.all(
      voters.flatMap((voter, i) => [
        service.handle(post({ topic: 'css-experiments', change: 1 }, voter)),
        service.handle(post({ topic: 'module-federation', change: i % 2 ? 1 : -1 }, voter)),
        service.handle(post({ topic: 'css-experiments', change: i % 4 ? 1 : -1 }, voter)),
      ]),
    );
    const { counts: counted } = await counts();
    const rows = await Promise.all(voters.map((voter) => counts(voter)));
    const perTopic = (topic: string) => rows.filter((row) => row.mine.includes(topic)).length;
    expect(counted).toEqual({ 'typescript-support': 0, 'css-experiments': perTopic('css-experiments'), 'module-federation': perTopic('module-federation') });
    expect(counted['module-federation']).toBe(10);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('answers %s with 405 and the allowed methods', async (method) => {
    const answer = await service.handle(request({ method }));
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, POST');
  });

  it('limits POSTs per voter and per address, with Retry-After', async () => {
    const limited = serviceOn(async () => store, { perVoter: 3, perClient: 5 });
    const alice = cookieOf((await limited.handle(post({ topic: 'css-experiments', change: 1 }, undefined))).headers) as string;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await limited.handle(post({ topic: 'css-experiments', change: 1 }, alice))).status);
    expect(statuses).toEqual([200, 200, 429]);
    const bob = cookieOf((await limited.handle(post({ topic: 'css-experiments', change: 1 }, undefined))).headers) as string;
    const flooded = await limited.handle(post({ topic: 'css-experiments', change: 1 }, bob));
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers['Retry-After'])).toBeGreaterThan(0);
    expect((flooded.body as { error: string }).error).toMatch(/Too many votes from this address/);
  });
});

describe('when the store is unavailable', () => {
  it('answers 503 with a clear message when SQLite stays locked past its timeout, and writes nothing', async () => {
    const file = path.join(dir, 'locked.sqlite');
    const store = openSqliteStore(file);
    const service = serviceOn(async () => store);
    const cookie = cookieOf((await service.handle(post({ topic: 'css-experiments', change: -1 }, undefined))).headers) as string;
    const Database = jest.requireActual<typeof BetterSqlite3>('better-sqlite3');
    const other = new Database(file);
    other.exec('BEGIN EXCLUSIVE');
    // While the vote waits for the lock, the event loop keeps turning: other requests (static files) are served.
    let last = Date.now();
    let longestPause = 0;
    const ticker = setInterval(() => {
      longestPause = Math.max(longestPause, Date.now() - last);
      last = Date.now();
    }, 2);
    const start = Date.now();
    const answer = await service.handle(post({ topic: 'css-experiments', change: 1 }, cookie));
    const waited = Date.now() - start;
    clearInterval(ticker);
    other.exec('ROLLBACK');
    other.close();
    expect(waited).toBeLessThan(1000);
    expect(longestPause).toBeLessThan(100); // SQLite's own wait is 5 ms at a time; the rest is a loaded machine's timer jitter
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(((await service.handle(request())).body as { counts: Record<string, number> }).counts['css-experiments']).toBe(0);
    await store.close();
  });

  it('answers 503 for an unusable VOTE_DB_PATH, and logs which file and why', async () => {
    const blocker = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocker, 'a file where the database folder should be');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const service = serviceOn(async () => openSqliteStore(path.join(blocker, 'votes.sqlite')));
    const answer = await service.handle(request());
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`cannot open the SQLite database ${path.join(blocker, 'votes.sqlite')} (VOTE_DB_PATH): EEXIST`),
    );
    logged.mockRestore();
  });

  it('answers 503 when PostgreSQL does not accept connections, and recovers once it can open the store', async () => {
    let attempts = 0;
    const working = openSqliteStore(path.join(dir, 'recovers.sqlite'));
    const service = serviceOn(async () => (++attempts === 1 ? openPostgresStore('postgres://nobody@127.0.0.1:1/votes') : working));
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
  expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all()).toEqual(['001_create_votes.sql', '002_vote_counts.sql']);
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});

test('the per-topic counts migration counts the votes cast before it', async () => {
  const file = path.join(dir, 'counts-migration.sqlite');
  const [first] = readMigrations();
  const Database = jest.requireActual<typeof BetterSqlite3>('better-sqlite3');
  const db = new Database(file);
  db.exec(`${MIGRATIONS_TABLE}; ${first?.sql ?? ''}`);
  db.prepare("INSERT INTO schema_migrations VALUES (?, '2026-01-01')").run(first?.name);
  const insert = db.prepare("INSERT INTO votes VALUES (?, ?, '2026-01-01')");
  for (const [voter, topic] of [
    ['a', 'css-experiments'],
    ['b', 'css-experiments'],
    ['a', 'module-federation'],
  ])
    insert.run(voter, topic);
  db.close();
  const store = openSqliteStore(file);
  expect((await store.tally(null)).counts).toEqual({ 'css-experiments': 2, 'module-federation': 1 });
  await store.close();
});

describe('SQLite votes of one turn of the event loop', () => {
  it('are written in one transaction that counts each of them exactly once', async () => {
    const file = path.join(dir, 'batched.sqlite');
    const store = openSqliteStore(file);
    const voters = Array.from({ length: 60 }, (_, i) => `voter-${i}`);
    // Each voter casts for two topics, casts one of them again and withdraws the other: one vote each remains.
    await Promise.all(
      voters.flatMap((voter) => [
        store.vote(voter, 'typescript-support', 1),
        store.vote(voter, 'css-experiments', 1),
        store.vote(voter, 'typescript-support', 1),
        store.vote(voter, 'css-experiments', -1),
      ]),
    );
    expect(await store.tally('voter-7')).toEqual({ counts: { 'typescript-support': 60, 'css-experiments': 0 }, mine: ['typescript-support'] });
    await store.close();
    const Database = jest.requireActual<typeof BetterSqlite3>('better-sqlite3');
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM votes').pluck().get()).toBe(60);
    db.close();
  });
});

describe('GET answers kept between votes (SQLite)', () => {
  it('are read again after a vote by this process or by another connection to the file, and are served as they were kept', async () => {
    const file = path.join(dir, 'kept-answers.sqlite');
    const mine = openSqliteStore(file);
    const other = openSqliteStore(file); // another server process on the same file, as with --workers
    const service = serviceOn(async () => mine);
    const read = async (cookie?: string) => {
      const answer = await service.handle(request({ cookies: cookie ? { [VOTER_COOKIE]: cookie } : {} }));
      expect(answer.json).toBe(JSON.stringify(answer.body));
      return answer;
    };
    const first = await read();
    expect((await read()).json).toBe(first.json);
    const voted = await service.handle(post({ topic: 'css-experiments', change: 1 }, undefined));
    const cookie = cookieOf(voted.headers) as string;
    expect((await read()).body).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 0 }, mine: [] });
    expect((await read(cookie)).body).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 0 }, mine: ['css-experiments'] });
    await other.vote('voter-of-the-other-process', 'module-federation', 1);
    const after = await read(cookie);
    expect(after.body).toEqual({ counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 1 }, mine: ['css-experiments'] });
    expect(after.headers.ETag).not.toBe(first.headers.ETag);
    await Promise.all([mine.close(), other.close()]);
  });
});

describe('voteBatcher', () => {
  const vote = (voter: string): SqliteVote => ({ voter, topic: 'css-experiments', change: 1 });

  it('writes the votes sent within one turn together, and those of the next turn after them', async () => {
    const written: string[][] = [];
    const send = voteBatcher(async (votes) => {
      written.push(votes.map(({ voter }) => voter));
    });
    const first = [send(vote('a')), send(vote('b')), send(vote('c'))];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [send(vote('d'))];
    await Promise.all([...first, ...second]);
    expect(written).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('fails every vote of a batch that failed, and writes the next batch all the same', async () => {
    let calls = 0;
    const send = voteBatcher(async () => {
      if (++calls === 1) throw new Error('disk full');
    });
    const failed = [send(vote('a')), send(vote('b'))].map((promise) =>
      promise.then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    expect(await Promise.all(failed)).toEqual(['disk full', 'disk full']);
    await expect(send(vote('c'))).resolves.toBeUndefined();
  });

  it('starts a batch only once the one before it is written: votes are written in the order they came', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const send = voteBatcher(async (votes) => {
      events.push(`start ${votes.map(({ voter }) => voter).join()}`);
      if (votes[0]?.voter === 'a') await new Promise<void>((resolve) => (release = resolve));
      events.push(`end ${votes.map(({ voter }) => voter).join()}`);
    });
    const first = send(vote('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = send(vote('b'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['start a']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});

const describeWithPostgres = process.env.DATABASE_URL ? describe : describe.skip;
describeWithPostgres('PostgreSQL going away and coming back', () => {
  /** A TCP relay in front of the real server: closing it is the database (or the network to it) going away. */
  function relayTo(target: URL) {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(socket);
        });
      }
      client.pipe(upstream).pipe(client);
    });
    const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
    return {
      listen,
      goAway: () => {
        server.close();
        for (const socket of sockets) socket.destroy();
      },
    };
  }

  it('answers 503 while the database cannot be reached, then counts again, having lost no vote it said it counted', async () => {
    const direct = process.env.DATABASE_URL ?? '';
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: direct });
    await openPostgresStore(direct).then((store) => store.close()); // the tables exist
    await pool.query('DELETE FROM votes; DELETE FROM vote_counts');
    await pool.end();
    const relay = relayTo(new URL(direct));
    const port = await relay.listen(0);
    const throughRelay = new URL(direct);
    throughRelay.port = String(port);
    const service = serviceOn(() => openPostgresStore(throughRelay.toString()));
    const first = await service.handle(post({ topic: 'css-experiments', change: 1 }, undefined));
    expect(first.status).toBe(200);
    const cookie = cookieOf(first.headers);

    relay.goAway();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const during = await service.handle(post({ topic: 'typescript-support', change: 1 }, cookie));
    expect(during).toMatchObject({ status: 503, body: { error: UNAVAILABLE_MESSAGE } });
    expect((await service.handle(request({ cookies: { [VOTER_COOKIE]: cookie } }))).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^The vote store is unavailable: /));
    logged.mockRestore();

    await relay.listen(port);
    const after = await service.handle(post({ topic: 'module-federation', change: 1 }, cookie));
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      counts: { 'typescript-support': 0, 'css-experiments': 1, 'module-federation': 1 },
      mine: ['css-experiments', 'module-federation'],
    });
    await service.close();
    relay.goAway();
  });
});

describe.each(BACKENDS)('closing the vote service on $name', (backend) => {
  it('finishes the votes it is answering first (their clients may be gone), then answers 503', async () => {
    const store = await backend.open();
    const service = serviceOn(async () => store);
    const cookie = cookieOf((await service.handle(post({ topic: 'css-experiments', change: 1 }, undefined))).headers);
    const votes = TOPICS.map((topic) => service.handle(post({ topic, change: 1 }, cookie)));
    await service.close();
    expect((await Promise.all(votes)).map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(await service.handle(request())).toMatchObject({ status: 503, body: { error: UNAVAILABLE_MESSAGE } });
    const reopened = await backend.reopen();
    expect((await reopened.tally(null)).counts).toMatchObject({ 'typescript-support': 1, 'css-experiments': 1, 'module-federation': 1 });
    await reopened.close();
  });
});
