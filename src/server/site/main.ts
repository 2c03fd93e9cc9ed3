import path from 'node:path';
import { listenOptions, ServerOptionError, trustProxyFromEnv } from '../../lib/site-server/options';
import { serviceFromEnv } from '../votes/open';
import { createSiteServer } from './create-server';

/** The project folder, found from this file rather than the working directory: the site can be moved. */
const ROOT = path.resolve(__dirname, '../../..');

/** `npm run serve [-- --port N] [--host H]`: the built site and its vote service, until SIGINT or SIGTERM. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  let listen;
  try {
    listen = listenOptions(argv, env);
  } catch (error) {
    if (!(error instanceof ServerOptionError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  const app = await createSiteServer({ root: ROOT, service: serviceFromEnv(env, ROOT), trustProxy: trustProxyFromEnv(env.TRUST_PROXY) });
  await app.listen(listen);
  const store = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.resolve(ROOT, env.VOTE_DB_PATH || '.data/votes.sqlite');
  console.log(`Serving ${path.join(ROOT, 'public')} on http://${listen.host}:${listen.port}/ (votes in ${store})`);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
