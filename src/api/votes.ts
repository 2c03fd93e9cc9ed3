import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { MAX_BODY_BYTES } from '../lib/vote-service/request';
import { releaseEarlierFunctionCopies } from '../server/gatsby-function-copies';
import { voteServiceRequest } from '../server/votes/http-request';
import { serviceFromEnv } from '../server/votes/open';
import type { VoteService } from '../server/votes/service';

// `gatsby develop` serves the vote service as this function; the production server (src/server/site/) mounts the
// same service in-process. The raw body, whatever its type: the service checks the type (415), the size (413) and
// the JSON (400) itself. Written as a destructuring export because Gatsby's query scanner takes a plain
// `export const config` in any file under src/ for a page's DSG config and then builds rendering engines, whose
// validation fails on sharp; the function reads it all the same.
const functionConfig: GatsbyFunctionConfig = { bodyParser: { raw: { type: '*/*', limit: MAX_BODY_BYTES + 1 } } };
export const { config } = { config: functionConfig };

// `gatsby develop` evaluates a function's bundle afresh for every request (it clears the require cache), so the
// service, with its database connection and rate-limit counters, lives on the process instead of the module.
const SERVICE_KEY = Symbol.for('webpack-docs.vote-service');
const processGlobals = globalThis as unknown as Record<symbol, VoteService | undefined>;

releaseEarlierFunctionCopies();

/** GET and POST /api/votes: see src/server/votes/service.ts and the README. */
export default async function votes(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const service = (processGlobals[SERVICE_KEY] ??= serviceFromEnv());
  const answer = await service.handle(
    voteServiceRequest(req.method ?? 'GET', req.headers, {
      body: Buffer.isBuffer(req.body) ? req.body : typeof req.body === 'string' ? req.body : undefined,
      clientAddress: req.socket.remoteAddress ?? 'unknown',
      // Behind a proxy that terminates TLS, the proxy says so; `gatsby develop` itself speaks http.
      secure: req.headers['x-forwarded-proto'] === 'https' || ('encrypted' in req.socket && Boolean(req.socket.encrypted)),
    }),
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.body === undefined) res.status(answer.status).end();
  else res.status(answer.status).json(answer.body);
}
