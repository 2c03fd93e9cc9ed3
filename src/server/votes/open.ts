import fs from 'node:fs';
import path from 'node:path';
import { parseVoteTopicsFile } from '../../lib/vote';
import { limitFromEnv, RateLimiter } from '../../lib/vote-service/rate-limit';
import { openPostgresStore } from './postgres-store';
import { createVoteService, type VoteService } from './service';
import { openSqliteStore } from './sqlite-store';
import type { VoteStore } from './store';

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
export function openStoreFromEnv(env: NodeJS.ProcessEnv = runtimeEnv()): Promise<VoteStore> {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL);
  return Promise.resolve(openSqliteStore(env.VOTE_DB_PATH || DEFAULT_DB_PATH));
}

export function readTopicIds(root = process.cwd()): string[] {
  const file = path.join(root, TOPICS_FILE);
  return parseVoteTopicsFile(TOPICS_FILE, JSON.parse(fs.readFileSync(file, 'utf8'))).map((topic) => topic.id);
}

/** The service as the site runs it: limits from VOTE_RATE_PER_VOTER and VOTE_RATE_PER_CLIENT (POSTs per minute). */
export function serviceFromEnv(env: NodeJS.ProcessEnv = runtimeEnv()): VoteService {
  return createVoteService({
    openStore: () => openStoreFromEnv(env),
    topics: readTopicIds(),
    perVoter: new RateLimiter(limitFromEnv(env.VOTE_RATE_PER_VOTER, 30), 60_000),
    perClient: new RateLimiter(limitFromEnv(env.VOTE_RATE_PER_CLIENT, 600), 60_000),
  });
}
