import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const run = (url, connections, extra = {}) => new Promise((res) => autocannon({ url, connections, duration: 4, ...extra }, (e, r) => res(Math.round(r.requests.average))));
const env = { ...process.env, VOTE_DB_PATH: '/tmp/i27-votes/cmp.sqlite', VOTE_RATE_PER_CLIENT: '100000000', VOTE_RATE_PER_VOTER: '100000000', VOTE_NEW_VOTERS_PER_CLIENT: '100000000' };
const site = spawn(process.execPath, ['scripts/serve.cjs', '--port', '9177', '--host', '127.0.0.1'], { env, stdio: 'inherit' });
const bare = spawn(process.execPath, ['scripts/bench/bare-vote-server.cjs', '9178'], { env: { ...env, VOTE_DB_PATH: '/tmp/i27-votes/cmp-bare.sqlite' }, stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 25000));
const body = JSON.stringify({ topic: 'built-in-css', change: 1 });
for (let i = 0; i < 2; i++) {
  console.log('GET  site', await run('http://127.0.0.1:9177/api/votes', 10), 'bare', await run('http://127.0.0.1:9178/api/votes', 10));
  console.log('POST site', await run('http://127.0.0.1:9177/api/votes', 10, { method: 'POST', body, headers: { 'content-type': 'application/json', cookie: process.env.C ?? '' } }), 'bare', await run('http://127.0.0.1:9178/api/votes', 10, { method: 'POST', body, headers: { 'content-type': 'application/json', cookie: 'bare_voter=x' } }));
}
site.kill(); bare.kill(); process.exit(0);
