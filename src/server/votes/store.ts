import fs from 'node:fs';
import path from 'node:path';

/** What the vote service keeps: one row per voter and topic, and a few settings of its own. */
export interface VoteStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Votes per topic, and the topics this voter voted for. */
  tally(voter: string | null): Promise<{ counts: Record<string, number>; mine: string[] }>;
  /**
   * A value that changes whenever what tally() answers may have changed (a vote by this process or any other), read
   * without running a query's work; null when the store cannot tell so cheaply, and every tally is then read.
   */
  version(): string | null;
  /** Casts (1) or withdraws (-1) one vote, in one transaction; a repeated cast or withdrawal changes nothing. */
  vote(voter: string, topic: string, change: 1 | -1): Promise<void>;
  /** A setting, created with `make()` by whoever asks first. */
  setting(name: string, make: () => string): Promise<string>;
  close(): Promise<void>;
}

/** The store is missing, locked past its timeout or refusing connections: the service answers 503. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The vote store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

export interface Migration {
  readonly name: string;
  readonly sql: string;
}

/** The SQL files of migrations/, in name order: the same files for SQLite and PostgreSQL. */
export function readMigrations(dir = path.join(process.cwd(), 'migrations')): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file, sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

export const MIGRATIONS_TABLE = 'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)';

/**
 * Loads a package from the project's node_modules at run time. Gatsby bundles functions with webpack;
 * native and optional modules (better-sqlite3's addon, pg's optional pg-native) must stay outside.
 */
export function requireFromProject<T>(name: string): T {
  const load = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require;
  return load(name) as T;
}
