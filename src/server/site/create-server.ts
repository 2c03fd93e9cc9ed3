import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SITE_SERVER_MANIFEST, type SiteServerManifest } from '../../lib/site-server/manifest';
import { DEFAULT_API_REQUESTS_PER_TURN, type TrustProxy } from '../../lib/site-server/options';
import type { VoteService } from '../votes/service';
import { CONNECTION_LIMITS, type ConnectionLimits, httpServerTimeouts, limitConnections } from './connection-limits';
import { clientErrorResponse, isApi, sendError } from './errors';
import { securityHeaders } from './security-headers';
import { staticSite } from './static-site';
import { voteRoutes } from './votes-route';

export interface SiteServerOptions {
  /** The project folder: public/ and the build's manifest are found from it, wherever it was moved. */
  readonly root: string;
  readonly service: VoteService;
  /** Fastify's trustProxy (see trustProxyFromEnv): whose X-Forwarded-* headers to believe. */
  readonly trustProxy: TrustProxy;
  /** Timeouts and connection caps; CONNECTION_LIMITS unless a test needs shorter ones. */
  readonly limits?: ConnectionLimits;
  /** /api/votes requests handled per turn of the event loop (apiRequestsPerTurnOption); 0 for no limit. */
  readonly apiRequestsPerTurn?: number;
}

/** The build's manifest, or a clear reason to run the build. */
export function readSiteManifest(root: string): SiteServerManifest {
  const file = path.join(root, SITE_SERVER_MANIFEST);
  if (!fs.existsSync(path.join(root, 'public/index.html'))) throw new Error(`${path.join(root, 'public')} has no build: run \`npm run build\` first.`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing (it is written by \`npm run build\`): build the site again.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteServerManifest;
}

/**
 * The site's production server: public/ as a CDN would serve it and /api/votes in-process, with the headers a
 * docs host sends (helmet's, security-headers.ts; the site's Content-Security-Policy comes from the build).
 */
export async function createSiteServer({
  root,
  service,
  trustProxy,
  limits = CONNECTION_LIMITS,
  apiRequestsPerTurn = DEFAULT_API_REQUESTS_PER_TURN,
}: SiteServerOptions): Promise<FastifyInstance> {
  const manifest = readSiteManifest(root);
  const app = Fastify({
    trustProxy,
    ...httpServerTimeouts(limits),
    // Errors are logged by sendError and the vote service, one clear line each; no per-request log.
    logger: false,
    // While stopping (graceful-stop.ts), a request on a connection already open is answered, with
    // `Connection: close`, rather than refused with 503: the client's next request reaches a running process.
    return503OnClosing: false,
    // Malformed %-escapes in the path: the same JSON (or text) error as every other failure.
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
    clientErrorHandler: (error, socket) => {
      const response = socket.writable ? clientErrorResponse(error, socket.bytesWritten) : null;
      if (response) socket.end(response);
      else socket.destroy();
    },
  });
  limitConnections(app.server, limits, trustProxy !== false);
  app.setErrorHandler(sendError);
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    // The API sends its own (API_HEADERS).
    if (!isApi(request.url)) reply.headers(headers);
    done();
  });
  await app.register(voteRoutes, { service, apiRequestsPerTurn });
  await app.register(staticSite, { publicDir: path.join(root, 'public'), manifest });
  // A request answered while the server stops (graceful-stop.ts) closes its connection after the answer, though it
  // arrived before: the client's next request opens a connection to a process that is running.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => service.close());
  return app;
}
