import type { Pool as PgPool, PoolClient } from 'pg';
import { VOTE_SQL } from './sql';
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
      // A checked-out client has no listener of the pool's: a connection lost between two statements would be an
      // unhandled 'error' event, ending the process. The statement under way fails instead, and the client is
      // dropped from the pool rather than reused.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        await work(client);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
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
    // Other servers write to the same database and nothing here learns of it without a query.
    version: () => null,
    tally: (voter) =>
      guard(async () => {
        const [counts, mine] = await Promise.all([
          pool.query<[string, number]>({ text: VOTE_SQL.counts, rowMode: 'array' }),
          voter ? pool.query<[string]>({ text: VOTE_SQL.mine, values: [voter], rowMode: 'array' }) : null,
        ]);
        return { counts: Object.fromEntries(counts.rows), mine: mine ? mine.rows.map(([topic]) => topic) : [] };
      }),
    vote: (voter, topic, change) =>
      transaction(async (client) => {
        // The count changes only when the vote did, in the same transaction: two servers cannot count one vote twice.
        if (change === 1) {
          if ((await client.query(VOTE_SQL.cast, [voter, topic, new Date().toISOString()])).rowCount) await client.query(VOTE_SQL.countCast, [topic]);
        } else if ((await client.query(VOTE_SQL.withdraw, [voter, topic])).rowCount) await client.query(VOTE_SQL.countWithdrawal, [topic]);
      }),
    setting: (name, make) =>
      guard(async () => {
        await pool.query(VOTE_SQL.writeSetting, [name, make()]);
        return (await pool.query<{ value: string }>(VOTE_SQL.readSetting, [name])).rows[0]?.value ?? '';
      }),
    close: () => pool.end(),
  };
}
