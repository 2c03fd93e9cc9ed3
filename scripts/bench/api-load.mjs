// Loads on /api/votes from a process of their own (forked by npm run bench:server), so that generating them does
// not delay the client timing a docs page meanwhile. Takes { url, loads: [load() options] } by IPC and answers
// their results, in order.
import { load } from './load.mjs';

process.once('message', async ({ url, loads }) => {
  const results = await Promise.all(loads.map((options) => load(url, options)));
  process.send(results, () => process.exit(0));
});
