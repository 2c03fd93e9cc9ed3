// The limit the site's server is measured against (npm run bench:server): a bare node:http server executing the
// vote service's own SQL (src/server/votes/sql.ts) on the same store, with nothing else: no signed cookie, no
// checks, no limits, no static files. Usage: node bare-vote-server.cjs <port> (VOTE_DB_PATH or DATABASE_URL).
require('../require-ts.cjs');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { forSqlite, VOTE_SQL } = require('../../src/server/votes/sql.ts');

const migrations = fs
  .readdirSync(path.join(__dirname, '../../migrations'))
  .sort()
  .map((file) => fs.readFileSync(path.join(__dirname, '../../migrations', file), 'utf8'));

function sqliteStore(file) {
  const Database = require('better-sqlite3');
  const db = new Database(file, { timeout: 5 });
  db.pragma('journal_mode = WAL');
  for (const sql of migrations) db.exec(sql);
  const counts = db.prepare(forSqlite(VOTE_SQL.counts)).raw();
  const mine = db.prepare(forSqlite(VOTE_SQL.mine)).pluck();
  const cast = db.prepare(forSqlite(VOTE_SQL.cast));
  const withdraw = db.prepare(forSqlite(VOTE_SQL.withdraw));
  const countCast = db.prepare(forSqlite(VOTE_SQL.countCast));
  const countWithdrawal = db.prepare(forSqlite(VOTE_SQL.countWithdrawal));
  const vote = db.transaction((voter, topic, change) => {
    if (change === 1) {
      if (cast.run(voter, topic, new Date().toISOString()).changes) countCast.run(topic);
    } else if (withdraw.run(voter, topic).changes) countWithdrawal.run(topic);
  });
  return {
    tally: async (voter) => ({ counts: Object.fromEntries(counts.all()), mine: voter ? mine.all(voter) : [] }),
    vote: async (voter, topic, change) => vote.immediate(voter, topic, change),
  };
}

async function postgresStore(url) {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: url, max: 10 });
  for (const sql of migrations) await pool.query(sql);
  return {
    tally: async (voter) => {
      const [counts, mine] = await Promise.all([
        pool.query({ text: VOTE_SQL.counts, rowMode: 'array' }),
        voter ? pool.query({ text: VOTE_SQL.mine, values: [voter], rowMode: 'array' }) : null,
      ]);
      return { counts: Object.fromEntries(counts.rows), mine: mine ? mine.rows.map(([topic]) => topic) : [] };
    },
    vote: async (voter, topic, change) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        if (change === 1) {
          if ((await client.query(VOTE_SQL.cast, [voter, topic, new Date().toISOString()])).rowCount) await client.query(VOTE_SQL.countCast, [topic]);
        } else if ((await client.query(VOTE_SQL.withdraw, [voter, topic])).rowCount) await client.query(VOTE_SQL.countWithdrawal, [topic]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

(async () => {
  const store = process.env.DATABASE_URL ? await postgresStore(process.env.DATABASE_URL) : sqliteStore(process.env.VOTE_DB_PATH);
  const server = http.createServer((request, response) => {
    const voter = /bare_voter=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? null;
    const answer = (body) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const fail = (error) => {
      response.writeHead(500);
      response.end(String(error));
    };
    if (request.method === 'POST') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const { topic, change } = JSON.parse(Buffer.concat(chunks).toString());
        store
          .vote(voter, topic, change)
          .then(() => store.tally(voter))
          .then(answer, fail);
      });
    } else store.tally(voter).then(answer, fail);
  });
  server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('listening\n'));
})();
