#!/usr/bin/env node
// npm run bench:server: the site's server (npm run serve) against a bare node:http server executing the same SQL
// (scripts/bench/bare-vote-server.cjs), in this one process and run: GET and POST /api/votes at 1, 10 and 50
// connections, on SQLite and, when DATABASE_URL is set (npm run bench:server starts a throwaway cluster), on
// PostgreSQL: req/s and p50/p95/p99 side by side with the ratio. Then a docs page's latency alone and while 50
// connections load the API, for one server process (with and without the API's share of each turn of the event loop)
// and under the cluster primary with 1 and 2 workers, each a row of its own with the goal; and
// the server's memory over a long mixed run (BENCH_SOAK_SECONDS, default 300). Goals (issues 27 and 35): ≥ 50 % of
// the bare server's throughput in every row, a docs page's p95 ≤ 20 ms and p99 ≤ 50 ms under load, memory flat.
// Results go to .bench/server.json. `npm run build` must have run first.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, measure } from './bench/load.mjs';
import { freePort } from './serve-build.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const CONNECTIONS = [1, 10, 50];
const VOTERS = 200;
const DOCS_PAGE = '/concepts/';
if (!fs.existsSync('public/index.html')) {
  console.error('public/ has no build: run `npm run build` first');
  process.exit(1);
}
const topics = JSON.parse(fs.readFileSync('content/data/vote-topics.json', 'utf8')).map((topic) => topic.id);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-bench-server-'));
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

/** Starts a server process (`args`, `extraEnv`: more options of npm run serve) and waits until it answers. */
async function start(kind, store, args = [], extraEnv = {}) {
  const port = await freePort();
  const env = {
    ...process.env,
    ...(store === 'sqlite'
      ? { VOTE_DB_PATH: path.join(work, `${kind}-${port}.sqlite`), DATABASE_URL: '' }
      : { DATABASE_URL: await freshPostgresDatabase(`bench_${kind}`) }),
    // The limits would refuse a load generator's thousands of votes a minute from one address: lifted here.
    VOTE_RATE_PER_CLIENT: '100000000',
    VOTE_RATE_PER_VOTER: '100000000',
    VOTE_NEW_VOTERS_PER_CLIENT: '100000000',
    ...extraEnv,
  };
  const command =
    kind === 'site' ? ['scripts/serve.cjs', '--port', String(port), '--host', '127.0.0.1', ...args] : ['scripts/bench/bare-vote-server.cjs', String(port)];
  const child = spawn(process.execPath, command, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/votes`)).ok) break;
    } catch {
      if (tries > 600) throw new Error(`${kind} server did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        children.delete(child);
      }),
  };
}

/** Voter cookies: the site's are signed, so they come from its own answers; the bare server takes any id. */
async function voterCookies(kind, base) {
  if (kind === 'bare') return Array.from({ length: VOTERS }, (_, i) => `bare_voter=v${i}`);
  const cookies = [];
  for (let i = 0; i < VOTERS; i++) {
    const response = await fetch(`${base}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: topics[0], change: -1 }),
    });
    cookies.push(/webpack_docs_voter=[^;]+/.exec(response.headers.get('set-cookie'))[0]);
  }
  return cookies;
}

/** A new, empty database on the cluster of DATABASE_URL, one per server: the two run side by side. */
async function freshPostgresDatabase(name) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  await pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await pool.query(`CREATE DATABASE ${name}`);
  await pool.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const rows = [];
// BENCH_STORES=sqlite (or postgres) runs one store's rows only.
const stores = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter(
  (store) => !process.env.BENCH_STORES || process.env.BENCH_STORES.split(',').includes(store),
);
// Both servers run at once and each row is measured on one right after the other: on a shared machine, load from
// other jobs then weighs on both sides of a ratio alike, not on one server's whole series.
for (const store of stores) {
  const servers = { site: await start('site', store), bare: await start('bare', store) };
  const cookies = { site: await voterCookies('site', servers.site.base), bare: await voterCookies('bare', servers.bare.base) };
  for (const method of ['GET', 'POST'])
    for (const connections of CONNECTIONS)
      for (const kind of ['site', 'bare']) {
        const options = { connections, method, cookies: cookies[kind], topics };
        await load(`${servers[kind].base}/api/votes`, { ...options, seconds: 1 }); // warm-up
        const result = await load(`${servers[kind].base}/api/votes`, { ...options, seconds: SECONDS });
        rows.push({ store, kind, method, connections, ...result });
        console.error(`${store} ${kind} ${method} ×${connections}: ${result.rps} req/s, p95 ${result.p95} ms`);
      }
  await Promise.all([servers.site.stop(), servers.bare.stop()]);
}

const pad = (value, width) => String(value).padStart(width);
console.log(`\nbench:server, ${SECONDS} s per row (${os.cpus().length} cores, Node ${process.version})\n`);
console.log('store     method conns │ site req/s   p50   p95   p99 │ bare req/s   p50   p95   p99 │ site/bare');
const table = [];
for (const store of stores)
  for (const method of ['GET', 'POST'])
    for (const connections of CONNECTIONS) {
      const find = (kind) => rows.find((row) => row.store === store && row.kind === kind && row.method === method && row.connections === connections);
      const site = find('site');
      const bare = find('bare');
      const ratio = site.rps / bare.rps;
      table.push({ store, method, connections, site, bare, ratio });
      console.log(
        `${store.padEnd(9)} ${method.padEnd(6)} ${pad(connections, 5)} │ ${pad(site.rps, 10)} ${pad(site.p50, 5)} ${pad(site.p95, 5)} ${pad(site.p99, 5)} │ ${pad(bare.rps, 10)} ${pad(bare.p50, 5)} ${pad(bare.p95, 5)} ${pad(bare.p99, 5)} │ ${pad(`${(ratio * 100).toFixed(0)} %`, 9)}${ratio < 0.5 ? '  below the 50 % goal' : ''}${site.errors ? `  (${site.errors} errors)` : ''}`,
      );
    }

/**
 * Loads on /api/votes from a forked process (scripts/bench/api-load.mjs), resolving to their results: the client
 * timing a docs page meanwhile then waits for the server, not for the load generator sharing its event loop.
 */
function loadFromAnotherProcess(url, loads) {
  const child = fork(new URL('./bench/api-load.mjs', import.meta.url), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  children.add(child);
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => (code ? reject(new Error(`the load process exited with ${code}`)) : undefined));
    child.send({ url, loads });
  }).finally(() => children.delete(child));
}

// A docs page, one request at a time, while 50 connections read and vote; and alone, on the same server, for scale:
// for each way of running the server, in this one run (the machine is shared, so only side by side compares).
const DOCS_GOAL = { p95: 20, p99: 50 };
const DESIGNS = [
  { name: 'one process', args: [] },
  // The same without the API's share of each turn (turn-share.ts): every API request read in a turn goes before the page.
  { name: 'no API share', args: [], env: { API_REQUESTS_PER_TURN: '0' } },
  // One worker under the cluster primary: what a rolling restart needs, at the cost of the primary's hand-off.
  { name: '--workers 1', args: ['--workers', '1'] },
  { name: '--workers 2', args: ['--workers', '2'] },
];
const docsRows = [];
for (const design of DESIGNS) {
  const server = await start('site', 'sqlite', design.args, design.env);
  const cookies = await voterCookies('site', server.base);
  const docsPageOptions = { url: `${server.base}${DOCS_PAGE}`, connections: 1, duration: SECONDS * 2, headers: { 'accept-encoding': 'br' } };
  const alone = await measure(docsPageOptions);
  const [underLoad, api] = await Promise.all([
    measure(docsPageOptions),
    loadFromAnotherProcess(`${server.base}/api/votes`, [
      { connections: 25, method: 'GET', cookies, topics, seconds: SECONDS * 2 },
      { connections: 25, method: 'POST', cookies, topics, seconds: SECONDS * 2 },
    ]),
  ]);
  await server.stop();
  docsRows.push({ design: design.name, alone, underLoad, api });
}
console.log(
  `\nDocs page ${DOCS_PAGE} while 50 connections load /api/votes from another process (25 GET, 25 POST; SQLite), goal p95 ≤ ${DOCS_GOAL.p95} ms, p99 ≤ ${DOCS_GOAL.p99} ms`,
);
console.log('server         │ alone p50   p95 │ under load p50   p95   p99 │ API GET req/s POST req/s │ goal');
for (const { design, alone, underLoad, api } of docsRows) {
  const met = underLoad.p95 <= DOCS_GOAL.p95 && underLoad.p99 <= DOCS_GOAL.p99 && !underLoad.errors;
  console.log(
    `${design.padEnd(14)} │ ${pad(alone.p50, 9)} ${pad(alone.p95, 5)} │ ${pad(underLoad.p50, 14)} ${pad(underLoad.p95, 5)} ${pad(underLoad.p99, 5)} │ ${pad(api[0].rps, 13)} ${pad(api[1].rps, 10)} │ ${met ? 'met' : 'missed'}${underLoad.errors ? ` (${underLoad.errors} errors)` : ''}`,
  );
}

// A single process for the memory run: what it measures is one server's growth.
const server = await start('site', 'sqlite');
const cookies = await voterCookies('site', server.base);
// Memory over a long mixed run: the server's resident set every 10 s.
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const samples = [rss()];
const sampler = setInterval(() => samples.push(rss()), 10_000);
await Promise.all([
  load(`${server.base}/api/votes`, { connections: 10, method: 'GET', cookies, topics, seconds: SOAK_SECONDS }),
  load(`${server.base}/api/votes`, { connections: 10, method: 'POST', cookies, topics, seconds: SOAK_SECONDS }),
  measure({ url: `${server.base}${DOCS_PAGE}`, connections: 5, duration: SOAK_SECONDS, headers: { 'accept-encoding': 'br' } }),
]);
clearInterval(sampler);
samples.push(rss());
await server.stop();
const third = Math.max(1, Math.floor(samples.length / 3));
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const memory = {
  seconds: SOAK_SECONDS,
  startMB: Math.round(samples[0]),
  maxMB: Math.round(Math.max(...samples)),
  firstThirdMB: Math.round(mean(samples.slice(0, third))),
  lastThirdMB: Math.round(mean(samples.slice(-third))),
  samplesMB: samples.map(Math.round),
};
console.log(
  `Memory over ${SOAK_SECONDS} s of mixed load (10 GET, 10 POST, 5 docs page connections): start ${memory.startMB} MB, mean of the first third ${memory.firstThirdMB} MB, of the last third ${memory.lastThirdMB} MB, max ${memory.maxMB} MB`,
);

fs.mkdirSync('.bench', { recursive: true });
fs.writeFileSync(
  '.bench/server.json',
  JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, table, docsGoal: DOCS_GOAL, docsRows, memory }, null, 2),
);
process.exit(0);
