import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { releaseEarlierFunctionCopies } from '../server/gatsby-function-copies';
import { serviceFromEnv } from '../server/votes/open';
import type { VoteService } from '../server/votes/service';

// The raw body, whatever its type: the service checks the type (415), the size (413) and the JSON (400) itself,
// answering in JSON rather than with Express's HTML error pages. Written as a destructuring export because
// Gatsby's query scanner takes a plain `export const config` in any file under src/ for a page's DSG config
// and then builds rendering engines, whose validation fails on sharp; the function reads it all the same.
const functionConfig: GatsbyFunctionConfig = { bodyParser: { raw: { type: '*/*', limit: '64kb' } } };
export const { config } = { config: functionConfig };

// `gatsby serve` evaluates a function's bundle afresh for every request (it clears the require cache), so the
// service, with its database connection and rate-limit counters, lives on the process instead of the module.
const SERVICE_KEY = Symbol.for('webpack-docs.vote-service');
const processGlobals = globalThis as unknown as Record<symbol, VoteService | undefined>;

releaseEarlierFunctionCopies();

/** GET and POST /api/votes: see src/server/votes/service.ts and the README. */
export default async function votes(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const service = (processGlobals[SERVICE_KEY] ??= serviceFromEnv());
  const forwarded = req.headers['x-forwarded-proto'];
  const answer = await service.handle({
    method: req.method ?? 'GET',
    contentType: req.headers['content-type'],
    body: Buffer.isBuffer(req.body) ? req.body : typeof req.body === 'string' ? req.body : undefined,
    cookies: req.cookies ?? {},
    clientAddress: req.socket.remoteAddress ?? 'unknown',
    // Behind a proxy that terminates TLS, the proxy says so; `gatsby serve` itself speaks http.
    secure: forwarded === 'https' || ('encrypted' in req.socket && Boolean(req.socket.encrypted)),
  });
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}
