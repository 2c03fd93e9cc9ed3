/**
 * @jest-environment node
 *
 * Two server processes on one PostgreSQL database (DATABASE_URL; `npm run test:postgres` starts a throwaway
 * cluster): concurrent votes through both give exact totals, in the counts table and in the votes themselves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { SITE_SERVER_MANIFEST } from '../../src/lib/site-server/manifest';
import { buildServerManifest, writeServerManifest } from '../../src/node/server-manifest';

const url = process.env.DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;
const repo = path.resolve(__dirname, '../..');

describeWithPostgres('two server processes on one PostgreSQL database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-two-servers-'));
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let topics: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/index.html'), '<!DOCTYPE html><title>site</title>');
    fs.cpSync(path.join(repo, 'migrations'), path.join(root, 'migrations'), { recursive: true });
    fs.cpSync(path.join(repo, 'content/data/vote-topics.json'), path.join(root, 'content/data/vote-topics.json'));
    writeServerManifest(path.join(root, SITE_SERVER_MANIFEST), buildServerManifest(path.join(root, 'public'), [], {}));
    topics = (JSON.parse(fs.readFileSync(path.join(root, 'content/data/vote-topics.json'), 'utf8')) as { id: string }[]).map((topic) => topic.id).slice(0, 3);
    const pool = new Pool({ connectionString: url });
    await pool.query('DROP TABLE IF EXISTS votes, vote_counts, vote_settings, schema_migrations');
    await pool.end();
    for (let i = 0; i < 2; i++) {
      // The test's 120 voters all come from 127.0.0.1, up to 360 at once per server: past the per-address cap.
      const limits = JSON.stringify({ maxConnectionsPerAddress: 1000 });
      const server = spawn(process.execPath, [path.join(__dirname, 'fixtures/site-server-process.cjs'), root, limits], {
        env: { ...process.env, VOTE_RATE_PER_CLIENT: '1000000', VOTE_NEW_VOTERS_PER_CLIENT: '1000000' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      servers.push(server);
      const port = await new Promise<string>((resolve, reject) => {
        server.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
        server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
      });
      bases.push(`http://127.0.0.1:${port}/api/votes`);
    }
  }, 60_000);
  afterAll(() => {
    for (const server of servers) server.kill();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const post = async (base: string, cookie: string | undefined, topic: string, change: 1 | -1) => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ topic, change }),
    });
    expect(response.status).toBe(200);
    return /webpack_docs_voter=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? cookie;
  };

  it('counts exactly under concurrent load through both', async () => {
    const VOTERS = 120;
    // Each voter: a first vote on one server, then concurrent repeats, withdrawals and votes through both.
    const cookies = await Promise.all(Array.from({ length: VOTERS }, (_, i) => post(bases[i % 2], undefined, topics[0], 1)));
    await Promise.all(
      cookies.flatMap((cookie, i) => [
        post(bases[0], cookie, topics[0], 1),
        post(bases[1], cookie, topics[0], 1),
        post(bases[0], cookie, topics[1], 1),
        post(bases[1], cookie, topics[1], i % 3 === 0 ? -1 : 1),
        post(bases[i % 2], cookie, topics[2], 1),
        post(bases[(i + 1) % 2], cookie, topics[2], 1),
      ]),
    );
    // The withdrawals of every third voter on topic 1 may run before or after their vote: the store decides.
    const pool = new Pool({ connectionString: url });
    const votes = Object.fromEntries(
      (await pool.query<{ topic_id: string; n: string }>('SELECT topic_id, COUNT(*) AS n FROM votes GROUP BY topic_id')).rows.map((row) => [
        row.topic_id,
        Number(row.n),
      ]),
    );
    await pool.end();
    expect(votes[topics[0]]).toBe(VOTERS);
    expect(votes[topics[2]]).toBe(VOTERS);
    for (const base of bases) {
      const { counts } = (await (await fetch(base)).json()) as { counts: Record<string, number> };
      expect(counts[topics[0]]).toBe(VOTERS);
      expect(counts[topics[1]]).toBe(votes[topics[1]] ?? 0);
      expect(counts[topics[2]]).toBe(VOTERS);
    }
  }, 120_000);
});
