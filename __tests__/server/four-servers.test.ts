/**
 * @jest-environment node
 *
 * The vote service as N processes on one PostgreSQL database (DATABASE_URL; `npm run test:postgres` starts a
 * throwaway cluster): four servers behind one port (`npm run serve -- --workers 4`, each connection handed to one of
 * them), and concurrent votes through it give exact totals, in the counts table and in the votes themselves.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Pool } from 'pg';
import { exitOf, freshPostgresDatabase, startServerProcess, tempFolder, topicIds, UNLIMITED_VOTES, writeSiteRoot } from './fixtures/site-root';

const url = process.env.DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;
const PROCESSES = 4;

describeWithPostgres(`${PROCESSES} server processes behind one port on one PostgreSQL database`, () => {
  const root = writeSiteRoot(tempFolder('four-servers'), { 'index.html': '<!DOCTYPE html><title>site</title>' });
  const topics = topicIds().slice(0, 3);
  let server: ChildProcess | undefined;
  let base = '';
  let database = '';

  beforeAll(async () => {
    database = await freshPostgresDatabase(url ?? '', 'four_servers');
    // The test's voters all come from 127.0.0.1, hundreds at once: past the per-address cap of each process.
    const started = await startServerProcess(root, {
      workers: PROCESSES,
      limits: { maxConnectionsPerAddress: 1000 },
      env: { ...UNLIMITED_VOTES, DATABASE_URL: database },
    });
    server = started.child;
    base = `http://127.0.0.1:${started.port}/api/votes`;
  }, 90_000);
  afterAll(async () => {
    if (server) {
      server.kill('SIGTERM');
      await exitOf(server);
    }
    fs.rmSync(root, { recursive: true, force: true });
  }, 30_000);

  const post = async (cookie: string | undefined, topic: string, change: 1 | -1) => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ topic, change }),
    });
    expect(response.status).toBe(200);
    return /webpack_docs_voter=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? cookie;
  };

  it('counts exactly under concurrent load through all of them', async () => {
    const VOTERS = 120;
    // Each voter: a first vote, then concurrent repeats, withdrawals and votes, each on whichever process gets it.
    const cookies = await Promise.all(Array.from({ length: VOTERS }, () => post(undefined, topics[0], 1)));
    // 40 voters at a time (240 requests): all at once, a busy shared machine makes some wait past the store's 3 s
    // connection timeout (a 503, not a miscount).
    for (let first = 0; first < VOTERS; first += 40)
      await Promise.all(
        cookies.slice(first, first + 40).flatMap((cookie, j) => {
          const i = first + j;
          return [
            post(cookie, topics[0], 1),
            post(cookie, topics[0], 1),
            post(cookie, topics[1], 1),
            post(cookie, topics[1], i % 3 === 0 ? -1 : 1),
            post(cookie, topics[2], 1),
            post(cookie, topics[2], 1),
          ];
        }),
      );
    // The withdrawals of every third voter on topic 1 may run before or after their vote: the store decides.
    const pool = new Pool({ connectionString: database });
    const votes = Object.fromEntries(
      (await pool.query<{ topic_id: string; n: string }>('SELECT topic_id, COUNT(*) AS n FROM votes GROUP BY topic_id')).rows.map((row) => [
        row.topic_id,
        Number(row.n),
      ]),
    );
    await pool.end();
    expect(votes[topics[0]]).toBe(VOTERS);
    expect(votes[topics[2]]).toBe(VOTERS);
    // Several reads, so that every process answers some (connections are handed out in turn).
    for (let i = 0; i < PROCESSES * 2; i++) {
      const { counts } = (await (await fetch(base)).json()) as { counts: Record<string, number> };
      expect(counts[topics[0]]).toBe(VOTERS);
      expect(counts[topics[1]]).toBe(votes[topics[1]] ?? 0);
      expect(counts[topics[2]]).toBe(VOTERS);
    }
  }, 120_000);
});
