#!/usr/bin/env node
// Load on the vote service as `npm start` serves it (the site's server on the production build, `npm run build` first):
// 200 concurrent voters × 10 votes each against /api/votes, then a check that the totals are exact,
// and requests/s with p50/p95/p99 latency. Uses PostgreSQL when DATABASE_URL is set (npm run bench:vote
// runs both), else a fresh SQLite file. Results go to .bench/vote-<store>.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 200);
const VOTES_EACH = 10;
if (!fs.existsSync('public/index.html')) {
  console.error('public/ has no build: run `npm run build` first');
  process.exit(1);
}
const store = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const topics = JSON.parse(fs.readFileSync('content/data/vote-topics.json', 'utf8')).map((topic) => topic.id);
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, 'localhost', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-bench-votes-'));
const server = spawn(process.execPath, ['scripts/serve.cjs', '--port', String(port), '--host', 'localhost'], {
  env: { ...process.env, VOTE_DB_PATH: path.join(dbDir, 'votes.sqlite'), VOTE_RATE_PER_CLIENT: '1000000', VOTE_NEW_VOTERS_PER_CLIENT: '1000000' },
  stdio: ['ignore', 'ignore', fs.openSync(path.join(os.tmpdir(), 'webpack-docs-bench-vote-server.log'), 'w')],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
  fs.rmSync(dbDir, { recursive: true, force: true });
};
process.on('exit', stop);
const api = `http://localhost:${port}/api/votes`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(api)).ok) break;
  } catch {}
  if (i > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const baseline = (await (await fetch(api)).json()).counts;

// The voters share 8 keep-alive connections, as a few busy browsers would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const latencies = [];
function timed(init = {}, cookie = undefined) {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      api,
      { method: init.method ?? 'GET', agent, headers: { ...init.headers, ...(cookie ? { Cookie: cookie } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          latencies.push(performance.now() - start);
          const body = JSON.parse(text);
          if (response.statusCode !== 200) reject(new Error(`${response.statusCode}: ${body.error}`));
          else resolve({ cookie: String(response.headers['set-cookie'] ?? '').split(';')[0], body });
        });
      },
    );
    request.on('error', (error) =>
      reject(
        new Error(
          `${init.method ?? 'GET'} after ${latencies.length} answers, ${((performance.now() - start) / 1000).toFixed(1)} s in flight: ${error.message}`,
        ),
      ),
    );
    request.end(init.body);
  });
}

// Each voter casts a vote on topics k % T for k = 0…9; even voters withdraw their first topic at the end.
async function voter(index) {
  // The voter id comes with a first vote: a withdrawal, which counts nothing.
  const { cookie } = await timed({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ topic: topics[0], change: -1 }) });
  for (let k = 0; k < VOTES_EACH; k++) {
    const last = k === VOTES_EACH - 1 && index % 2 === 0;
    await timed(
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ topic: topics[last ? 0 : k % topics.length], change: last ? -1 : 1 }),
      },
      cookie,
    );
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: VOTERS }, (_, index) => voter(index)));
const seconds = (performance.now() - started) / 1000;

// What the votes above must add up to, counted the slow way.
const expected = { ...baseline };
const cast = new Map();
for (let index = 0; index < VOTERS; index++) {
  const mine = new Set();
  for (let k = 0; k < VOTES_EACH; k++) {
    const last = k === VOTES_EACH - 1 && index % 2 === 0;
    if (last) mine.delete(topics[0]);
    else mine.add(topics[k % topics.length]);
  }
  for (const topic of mine) cast.set(topic, (cast.get(topic) ?? 0) + 1);
}
for (const topic of topics) expected[topic] = (baseline[topic] ?? 0) + (cast.get(topic) ?? 0);
const counts = (await (await fetch(api)).json()).counts;
stop();
const exact = topics.every((topic) => counts[topic] === expected[topic]);
latencies.sort((a, b) => a - b);
const pct = (p) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1));
const result = {
  store,
  voters: VOTERS,
  votesEach: VOTES_EACH,
  requests: latencies.length,
  seconds: Number(seconds.toFixed(2)),
  requestsPerSecond: Math.round(latencies.length / seconds),
  p50Ms: pct(50),
  p95Ms: pct(95),
  p99Ms: pct(99),
  exact,
};
console.log(
  `${store}: ${result.requests} requests from ${VOTERS} concurrent voters in ${result.seconds} s: ${result.requestsPerSecond} requests/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms; totals ${exact ? 'exact' : 'WRONG'}`,
);
if (!exact) console.log('expected', expected, 'got', counts);
fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync(path.join('.bench', `vote-${store}.json`), JSON.stringify(result, null, 2));
process.exit(exact ? 0 : 1);
