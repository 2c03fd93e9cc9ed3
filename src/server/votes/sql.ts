/**
 * The statements both stores run, in PostgreSQL's `$n` notation (SQLite gets `?`, see `forSqlite`), shared with
 * the bare node:http server of `npm run bench:server` so that it measures the same SQL.
 */
export const VOTE_SQL = {
  /** One row per topic: what a GET reads. */
  counts: 'SELECT topic_id, n FROM vote_counts',
  mine: 'SELECT topic_id FROM votes WHERE voter_id = $1 ORDER BY topic_id',
  /** Changes one row, or none when the reader already voted for the topic. */
  cast: 'INSERT INTO votes (voter_id, topic_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (voter_id, topic_id) DO NOTHING',
  /** Changes one row, or none when there was no vote to withdraw. */
  withdraw: 'DELETE FROM votes WHERE voter_id = $1 AND topic_id = $2',
  /** Run in the same transaction as `cast`, only when it changed a row. */
  countCast: 'INSERT INTO vote_counts (topic_id, n) VALUES ($1, 1) ON CONFLICT (topic_id) DO UPDATE SET n = vote_counts.n + 1',
  /** Run in the same transaction as `withdraw`, only when it changed a row (so the row exists and n > 0). */
  countWithdrawal: 'UPDATE vote_counts SET n = n - 1 WHERE topic_id = $1',
  readSetting: 'SELECT value FROM vote_settings WHERE name = $1',
  writeSetting: 'INSERT INTO vote_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
} as const;

/** SQLite's positional parameters: every statement above uses its `$n` once, in order. */
export const forSqlite = (sql: string): string => sql.replace(/\$\d+/g, '?');
