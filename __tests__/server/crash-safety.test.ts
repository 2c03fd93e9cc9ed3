/**
 * @jest-environment node
 *
 * A crash loses no acknowledged vote: 20 voters vote without pause, the server is killed with SIGKILL while their
 * votes are in flight, and once it is started again on the same store, every vote it had answered 200 is there, each
 * topic's count is the number of its stored votes (nothing half-written), and a vote left unanswered by the crash is
 * either stored whole or not at all. On the store the environment selects, as the server does: SQLite, or PostgreSQL
 * when DATABASE_URL is set (`npm run test:postgres`; `npm test` runs both).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { exitOf, freshPostgresDatabase, startServerProcess, tempFolder, topicIds, UNLIMITED_VOTES, writeSiteRoot } from './fixtures/site-root';

const VOTERS = 20;
/** Votes answered before the kill: enough that every voter is mid-stream. */
const KILL_AFTER = 200;
const topics = topicIds();
const root = writeSiteRoot(tempFolder('crash-safety'), { 'index.html': '<!DOCTYPE html><title>webpack</title>' });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Stored votes per topic, from the votes themselves and from the counts table. */
type StoredCounts = { votes: Record<string, number>; counts: Record<string, number> };
const COUNT_VOTES = 'SELECT topic_id, COUNT(*) AS n FROM votes GROUP BY topic_id';
const COUNT_TABLE = 'SELECT topic_id, n FROM vote_counts WHERE n > 0';
const byTopic = (rows: { topic_id: string; n: number | string }[]) => Object.fromEntries(rows.map((row) => [row.topic_id, Number(row.n)]));

type Store = [string, () => Promise<{ env: NodeJS.ProcessEnv; stored: () => Promise<StoredCounts> }>];
const sqlite: Store = [
  'SQLite',
  async () => {
    const file = path.join(root, 'votes.sqlite');
    return {
      env: { DATABASE_URL: '', VOTE_DB_PATH: file },
      stored: async () => {
        const db = new Database(file, { readonly: true });
        const result = { votes: byTopic(db.prepare(COUNT_VOTES).all() as never), counts: byTopic(db.prepare(COUNT_TABLE).all() as never) };
        db.close();
        return result;
      },
    };
  },
];
const url = process.env.DATABASE_URL;
const postgres: Store = [
  'PostgreSQL',
  async () => {
    const database = await freshPostgresDatabase(url ?? '', 'crash_safety');
    return {
      env: { DATABASE_URL: database },
      stored: async () => {
        const pool = new Pool({ connectionString: database });
        const result = { votes: byTopic((await pool.query(COUNT_VOTES)).rows), counts: byTopic((await pool.query(COUNT_TABLE)).rows) };
        await pool.end();
        return result;
      },
    };
  },
];
const stores = url ? [postgres] : [sqlite];

describe.each(stores)('SIGKILL mid-stream, on %s', (name, setUp) => {
  it('every vote answered 200 is stored after a restart, and nothing is half-written', async () => {
    const { env, stored } = await setUp();
    const server = await startServerProcess(root, { env: { ...UNLIMITED_VOTES, ...env } });
    const base = `http://127.0.0.1:${server.port}/api/votes`;

    /** Votes answered 200, by the voter's cookie; and per topic, those answered and those the crash left unanswered. */
    const acknowledged = new Map<string, string[]>();
    const answered: Record<string, number> = {};
    const unanswered: Record<string, number> = {};
    let total = 0;
    let killed = false;
    const voter = async (i: number) => {
      let cookie: string | undefined;
      // Until a request fails: the one in flight when the server died (or, sent after, refused).
      for (let n = 0; ; n++) {
        // Each voter votes for every topic in turn, then starts again as a new voter (no cookie).
        const topic = topics[(i + n) % topics.length];
        if (n % topics.length === 0) cookie = undefined;
        try {
          const response = await fetch(base, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            body: JSON.stringify({ topic, change: 1 }),
          });
          await response.arrayBuffer();
          expect(response.status).toBe(200);
          cookie = /webpack_docs_voter=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? cookie;
          if (!cookie) throw new Error('the first vote set no voter cookie');
          acknowledged.set(cookie, [...(acknowledged.get(cookie) ?? []), topic]);
          answered[topic] = (answered[topic] ?? 0) + 1;
          if (++total === KILL_AFTER) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
          unanswered[topic] = (unanswered[topic] ?? 0) + 1;
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: VOTERS }, (_, i) => voter(i)));
    expect(await exitOf(server.child)).toBe('SIGKILL');

    const again = await startServerProcess(root, { env: { ...UNLIMITED_VOTES, ...env } });
    try {
      const againBase = `http://127.0.0.1:${again.port}/api/votes`;
      let missing = 0;
      for (const [cookie, voted] of acknowledged) {
        const { mine } = (await (await fetch(againBase, { headers: { cookie } })).json()) as { mine: string[] };
        missing += voted.filter((topic) => !mine.includes(topic)).length;
      }
      const { votes, counts } = await stored();
      const { counts: served } = (await (await fetch(againBase)).json()) as { counts: Record<string, number> };
      const inFlight = Object.values(unanswered).reduce((sum, n) => sum + n, 0);
      const extra = topics.reduce((sum, topic) => sum + (votes[topic] ?? 0) - (answered[topic] ?? 0), 0);
      console.log(
        `${name}: ${total} votes answered 200 (SIGKILL sent after the ${KILL_AFTER}th), ${missing} of them missing after the restart; ${inFlight} unanswered, of which ${extra} stored`,
      );
      expect(missing).toBe(0);
      expect(counts).toEqual(votes);
      for (const topic of topics) {
        expect(served[topic]).toBe(votes[topic] ?? 0);
        expect(votes[topic] ?? 0).toBeGreaterThanOrEqual(answered[topic] ?? 0);
        expect(votes[topic] ?? 0).toBeLessThanOrEqual((answered[topic] ?? 0) + (unanswered[topic] ?? 0));
      }
    } finally {
      again.child.kill('SIGTERM');
      await exitOf(again.child);
    }
  }, 60_000);
});
