import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS_TABLE, readMigrations, requireFromProject, StoreUnavailableError, type Migration, type VoteStore } from './store';

/** Milliseconds a write waits for a lock held by another connection before the service gives up (503). */
export const SQLITE_BUSY_TIMEOUT_MS = 2000;

function guard<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (/^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY)/.test(code)) throw new StoreUnavailableError(error);
    throw error;
  }
}

/** The embedded store: one SQLite file in WAL mode, created with its schema on first start. */
export function openSqliteStore(file: string, migrations: readonly Migration[] = readMigrations()): VoteStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const Database = requireFromProject<typeof BetterSqlite3>('better-sqlite3');
  const db = guard(() => new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS }));
  db.pragma('journal_mode = WAL');
  db.exec(MIGRATIONS_TABLE);
  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  for (const migration of migrations.filter(({ name }) => !applied.has(name))) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(migration.name, new Date().toISOString());
    }).immediate();
  }
  const counts = db.prepare('SELECT topic_id AS topic, COUNT(*) AS n FROM votes GROUP BY topic_id');
  const mine = db.prepare('SELECT topic_id FROM votes WHERE voter_id = ?').pluck();
  const cast = db.prepare('INSERT INTO votes (voter_id, topic_id, created_at) VALUES (?, ?, ?) ON CONFLICT (voter_id, topic_id) DO NOTHING');
  const withdraw = db.prepare('DELETE FROM votes WHERE voter_id = ? AND topic_id = ?');
  const readSetting = db.prepare('SELECT value FROM vote_settings WHERE name = ?').pluck();
  const writeSetting = db.prepare('INSERT INTO vote_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING');

  return {
    kind: 'sqlite',
    tally: async (voter) =>
      guard(() => ({
        counts: Object.fromEntries((counts.all() as { topic: string; n: number }[]).map(({ topic, n }) => [topic, n])),
        mine: voter ? (mine.all(voter) as string[]).sort() : [],
      })),
    vote: async (voter, topic, change) =>
      guard(() => {
        // IMMEDIATE takes the write lock at once: concurrent writers queue on busy_timeout instead of failing mid-way.
        db.transaction(() => (change === 1 ? cast.run(voter, topic, new Date().toISOString()) : withdraw.run(voter, topic))).immediate();
      }),
    setting: async (name, make) =>
      guard(() => {
        writeSetting.run(name, make());
        return readSetting.get(name) as string;
      }),
    close: async () => {
      db.close();
    },
  };
}
