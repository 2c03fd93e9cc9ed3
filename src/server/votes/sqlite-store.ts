import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { forSqlite, VOTE_SQL } from './sql';
import { MIGRATIONS_TABLE, readMigrations, requireFromProject, StoreUnavailableError, type Migration, type VoteStore } from './store';

/**
 * better-sqlite3 waits for a lock synchronously, holding up every request of the process (static files included):
 * so it waits at most this long at a time, and the store retries between other work until SQLITE_LOCK_WAIT_MS.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5;
/** How long a statement keeps trying for a lock before the service answers 503: well within a second. */
export const SQLITE_LOCK_WAIT_MS = 500;
const RETRY_PAUSE_MS = 15;
/** How long opening the database waits for another process setting it up (WAL mode, migrations). */
const SQLITE_SETUP_WAIT_MS = 5000;

const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY|PERM|NOTADB|CORRUPT)/;
const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test((error as { code?: string }).code ?? '');

function guard<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (UNAVAILABLE.test((error as { code?: string }).code ?? '')) throw new StoreUnavailableError(error);
    throw error;
  }
}

/** Runs `run`, trying again after a pause while another connection holds the lock, until SQLITE_LOCK_WAIT_MS. */
async function withLockRetries<T>(run: () => T): Promise<T> {
  const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
  for (;;) {
    try {
      return guard(run);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError && isBusy(error.cause)) || Date.now() + RETRY_PAUSE_MS > deadline) throw error;
    }
    await sleep(RETRY_PAUSE_MS);
  }
}

/** The database at `file` in WAL mode, with the migrations not yet applied run in order. */
function openSqliteDatabase(file: string, migrations: readonly Migration[]): BetterSqlite3.Database {
  const Database = requireFromProject<typeof BetterSqlite3>('better-sqlite3');
  let db: BetterSqlite3.Database;
  try {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Several processes (`npm run serve -- --workers N`) may open a new database at once: until it is set up,
    // each waits for the others' locks longer than a request would (once per process).
    db = new Database(file, { timeout: SQLITE_SETUP_WAIT_MS });
    db.pragma('journal_mode = WAL');
  } catch (error) {
    // An unwritable folder, a directory or a non-database file at VOTE_DB_PATH: say which file, not just the code.
    throw new StoreUnavailableError(new Error(`cannot open the SQLite database ${path.resolve(file)} (VOTE_DB_PATH): ${(error as Error).message}`));
  }
  guard(() => {
    // One process migrates under the write lock; the others wait for it, then find the work done.
    db.transaction(() => {
      db.exec(MIGRATIONS_TABLE);
      const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
      for (const migration of migrations.filter(({ name }) => !applied.has(name))) {
        db.exec(migration.sql);
        db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(migration.name, new Date().toISOString());
      }
    }).immediate();
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  });
  return db;
}

/** One vote to write: casts (1) or withdraws (-1). */
export interface SqliteVote {
  readonly voter: string;
  readonly topic: string;
  readonly change: 1 | -1;
}

/**
 * Votes sent within one turn of the event loop, written together when it ends (one transaction, one fsync), each
 * settled once its batch is committed; a batch starts after the one before it, so votes are written in order.
 */
export function voteBatcher(writeVotes: (votes: readonly SqliteVote[]) => Promise<void>): (vote: SqliteVote) => Promise<void> {
  let batch: { vote: SqliteVote; settle: (error?: Error) => void }[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const votes = batch;
    batch = [];
    writing = writing.then(() =>
      writeVotes(votes.map(({ vote }) => vote)).then(
        () => votes.forEach(({ settle }) => settle()),
        (error: unknown) => votes.forEach(({ settle }) => settle(error instanceof Error ? error : new Error(String(error)))),
      ),
    );
  };
  return (vote) =>
    new Promise<void>((resolve, reject) => {
      // Every request already read in this turn comes before an immediate runs: their votes join this batch.
      if (batch.length === 0) setImmediate(flush);
      batch.push({ vote, settle: (error) => (error === undefined ? resolve() : reject(error)) });
    });
}

/** The embedded store: one SQLite file in WAL mode, created with its schema on first start. */
export function openSqliteStore(file: string, migrations: readonly Migration[] = readMigrations()): VoteStore {
  const db = openSqliteDatabase(file, migrations);
  const statement = (sql: string) => db.prepare(forSqlite(sql));
  const counts = statement(VOTE_SQL.counts).raw();
  const mine = statement(VOTE_SQL.mine).pluck();
  const cast = statement(VOTE_SQL.cast);
  const withdraw = statement(VOTE_SQL.withdraw);
  const countCast = statement(VOTE_SQL.countCast);
  const countWithdrawal = statement(VOTE_SQL.countWithdrawal);
  const readSetting = statement(VOTE_SQL.readSetting).pluck();
  const writeSetting = statement(VOTE_SQL.writeSetting);
  // IMMEDIATE takes the write lock at once: a busy lock fails before anything is written, and is retried whole.
  // Each count changes only when its vote row did, so a repeated vote in the same batch counts once.
  const write = db.transaction((votes: readonly SqliteVote[]) => {
    const createdAt = new Date().toISOString();
    for (const { voter, topic, change } of votes) {
      if (change === 1) {
        if (cast.run(voter, topic, createdAt).changes) countCast.run(topic);
      } else if (withdraw.run(voter, topic).changes) countWithdrawal.run(topic);
    }
  });
  // SQLite's data_version changes when another connection (another process) commits; this connection's own
  // commits are counted here.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let ownCommits = 0;
  const vote = voteBatcher((votes) =>
    withLockRetries(() => {
      write.immediate(votes);
      // In the same turn as the commit: no tally can see the commit with the version from before it.
      ownCommits++;
    }),
  );

  return {
    kind: 'sqlite',
    version: () => guard(() => `${dataVersion.get() as number}.${ownCommits}`),
    tally: (voter) =>
      withLockRetries(() => ({
        counts: Object.fromEntries(counts.all() as [string, number][]),
        mine: voter ? (mine.all(voter) as string[]) : [],
      })),
    vote: (voter, topic, change) => vote({ voter, topic, change }),
    setting: (name, make) =>
      withLockRetries(() => {
        writeSetting.run(name, make());
        return readSetting.get(name) as string;
      }),
    close: async () => {
      db.close();
    },
  };
}
