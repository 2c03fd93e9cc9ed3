import cluster from 'node:cluster';
import path from 'node:path';
import { apiRequestsPerTurnOption, listenOptions, ServerOptionError, trustProxyFromEnv, workersOption } from '../../lib/site-server/options';
import { serviceFromEnv } from '../votes/open';
import { runPrimary } from './cluster-primary';
import { createSiteServer } from './create-server';
import { stopOnSignals } from './graceful-stop';

/** The project folder, found from this file rather than the working directory: the site can be moved. */
const ROOT = path.resolve(__dirname, '../../..');

/**
 * `npm run serve [-- --port N] [--host H] [--workers N]`: the built site and its vote service, until SIGINT or
 * SIGTERM. With --workers, a primary process runs N of them on the port (cluster-primary.ts); each worker runs this
 * same function and file, loaded afresh, so a worker started by a restart serves the build on disk.
 */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  let listen;
  let workers;
  let apiRequestsPerTurn;
  try {
    listen = listenOptions(argv, env);
    workers = workersOption(argv, env);
    apiRequestsPerTurn = apiRequestsPerTurnOption(env);
  } catch (error) {
    if (!(error instanceof ServerOptionError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  const store = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.resolve(ROOT, env.VOTE_DB_PATH || '.data/votes.sqlite');
  const serving = `Serving ${path.join(ROOT, 'public')} on http://${listen.host}:${listen.port}/ (votes in ${store})`;
  if (workers !== null && cluster.isPrimary) {
    await runPrimary(workers, (line) => console.log(line));
    console.log(`${serving} with ${workers} workers; \`kill -HUP ${process.pid}\` restarts them onto a new build`);
    return;
  }
  const app = await createSiteServer({
    root: ROOT,
    service: serviceFromEnv(env, ROOT),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    apiRequestsPerTurn,
  });
  await app.listen(listen);
  if (cluster.isPrimary) {
    stopOnSignals(app);
    console.log(serving);
  } else {
    // Ctrl-C in a terminal reaches the whole process group: a worker leaves it to the primary, whose SIGTERM then
    // stops it gracefully (a SIGTERM after its own SIGINT would end it at once).
    process.on('SIGINT', () => undefined);
    stopOnSignals(app, ['SIGTERM']);
  }
}
