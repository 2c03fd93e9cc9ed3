import type { Pool as PgPool, PoolClient } from 'pg';
import { MIGRATIONS_TABLE, readMigrations, requireFromProject, StoreUnavailableError, type Migration, type VoteStore } from './store';

/** Milliseconds to wait for a connection or a lock before the service answers 503. */
export const POSTGRES_TIMEOUT_MS = 3000;

/** Connection failures, timeouts and lock waits: the store is unavailable, not the request wrong. */
function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : '';
  return /^(08|53|57|55P03|40P01)/.test(code) || /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|timeout|Connection terminated/i.test(`${code} ${message}`);
}

async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnavailable(error)) throw new StoreUnavailableError(error);
    throw error;
  }
}

/** PostgreSQL, for several site servers sharing one store: the same migrations and the same statements. */
export async function openPostgresStore(connectionString: string, migrations: readonly Migration[] = readMigrations()): Promise<VoteStore> {
  const { Pool } = requireFromProject<{ Pool: typeof PgPool }>('pg');
  const pool = new Pool({
    connectionString,
    connectionTimeoutMillis: POSTGRES_TIMEOUT_MS,
    statement_timeout: POSTGRES_TIMEOUT_MS,
    lock_timeout: POSTGRES_TIMEOUT_MS,
    max: 10,
  });
  pool.on('error', () => undefined); // An idle client's failure surfaces on the next query instead.
  const transaction = (work: (client: PoolClient) => Promise<void>) =>
    guard(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work(client);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });

  await transaction(async (client) => {
    // One server migrates at a time; the others wait for the lock and find the work done.
    await client.query('SELECT pg_advisory_xact_lock(7316)');
    await client.query(MIGRATIONS_TABLE);
    const applied = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name));
    for (const migration of migrations.filter(({ name }) => !applied.has(name))) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [migration.name, new Date().toISOString()]);
    }
  });

  return {
    kind: 'postgres',
    tally: (voter) =>
      guard(async () => {
        const counts = await pool.query<{ topic: string; n: string }>('SELECT topic_id AS topic, COUNT(*) AS n FROM votes GROUP BY topic_id');
        const mine = voter ? await pool.query<{ topic_id: string }>('SELECT topic_id FROM votes WHERE voter_id = $1', [voter]) : { rows: [] };
        return {
          counts: Object.fromEntries(counts.rows.map(({ topic, n }) => [topic, Number(n)])),
          mine: mine.rows.map((row) => row.topic_id).sort(),
        };
      }),
    vote: (voter, topic, change) =>
      transaction(async (client) => {
        if (change === 1)
          await client.query('INSERT INTO votes (voter_id, topic_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (voter_id, topic_id) DO NOTHING', [
            voter,
            topic,
            new Date().toISOString(),
          ]);
        else await client.query('DELETE FROM votes WHERE voter_id = $1 AND topic_id = $2', [voter, topic]);
      }),
    setting: (name, make) =>
      guard(async () => {
        await pool.query('INSERT INTO vote_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
        return (await pool.query<{ value: string }>('SELECT value FROM vote_settings WHERE name = $1', [name])).rows[0]?.value ?? '';
      }),
    close: () => pool.end(),
  };
}
