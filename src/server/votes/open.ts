import fs from 'node:fs';
import path from 'node:path';
import { parseVoteTopicsFile } from '../../lib/vote';
import { limitFromEnv, RateLimiter } from '../../lib/vote-service/rate-limit';
import { openPostgresStore } from './postgres-store';
import { createVoteService, type VoteService } from './service';
import { openSqliteStore } from './sqlite-store';
import { readMigrations, type VoteStore } from './store';

/** Where the embedded database lives unless VOTE_DB_PATH says otherwise (git-ignored). */
export const DEFAULT_DB_PATH = '.data/votes.sqlite';
const TOPICS_FILE = 'content/data/vote-topics.json';

/**
 * The server's environment as it runs. Gatsby bundles functions with webpack, which replaces `process.env`
 * with the variables of the build; the vote service is configured where it runs, so it reads them here.
 */
export function runtimeEnv(): NodeJS.ProcessEnv {
  return (globalThis as { process: NodeJS.Process }).process.env;
}

/** PostgreSQL when DATABASE_URL is set, else the SQLite file at VOTE_DB_PATH. */
export async function openStoreFromEnv(env: NodeJS.ProcessEnv = runtimeEnv(), root = process.cwd()): Promise<VoteStore> {
  const migrations = readMigrations(path.join(root, 'migrations'));
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL, migrations);
  return openSqliteStore(path.resolve(root, env.VOTE_DB_PATH || DEFAULT_DB_PATH), migrations);
}

export function readTopicIds(root = process.cwd()): string[] {
  const file = path.join(root, TOPICS_FILE);
  return parseVoteTopicsFile(TOPICS_FILE, JSON.parse(fs.readFileSync(file, 'utf8'))).map((topic) => topic.id);
}

/** Defaults of the limits, each overridden by its environment variable (README, "The vote service"). */
export const VOTE_LIMITS = {
  /** POSTs per minute per voter: a reader clicking through every topic twice stays well under it. */
  VOTE_RATE_PER_VOTER: 30,
  /** POSTs per minute per client address, many readers behind one address (an office, a carrier's NAT) included. */
  VOTE_RATE_PER_CLIENT: 600,
  /**
   * New voter ids per hour per client address. A new id is a fresh ballot, so this bounds how many votes one
   * address can add to a topic (20 an hour, 480 a day, instead of one per request); twenty readers voting for
   * the first time within an hour behind one address is already a busy office.
   */
  VOTE_NEW_VOTERS_PER_CLIENT: 20,
} as const;

/** The service as the site runs it, with the limits of VOTE_LIMITS or the environment. */
export function serviceFromEnv(env: NodeJS.ProcessEnv = runtimeEnv(), root = process.cwd()): VoteService {
  const limit = (name: keyof typeof VOTE_LIMITS) => limitFromEnv(env[name], VOTE_LIMITS[name]);
  return createVoteService({
    openStore: () => openStoreFromEnv(env, root),
    topics: readTopicIds(root),
    perVoter: new RateLimiter(limit('VOTE_RATE_PER_VOTER'), 60_000),
    perClient: new RateLimiter(limit('VOTE_RATE_PER_CLIENT'), 60_000),
    newVotersPerClient: new RateLimiter(limit('VOTE_NEW_VOTERS_PER_CLIENT'), 3_600_000),
  });
}
