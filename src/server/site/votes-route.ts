import type { FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from '../../lib/vote-service/request';
import { voteServiceRequest } from '../votes/http-request';
import type { VoteService } from '../votes/service';
import { turnShare } from './turn-share';
import { API_HEADERS, VOTES_PATH } from './votes-path';

/**
 * /api/votes, answered in-process by the service `gatsby develop` serves as a Gatsby Function. Every method
 * reaches the service (which answers 405 itself); the body is read as a stream, whatever its type, and refused
 * once it passes MAX_BODY_BYTES (Fastify checks Content-Length first, so an announced 300 MB is never read).
 */
export function voteRoutes(
  app: FastifyInstance,
  { service, apiRequestsPerTurn }: { service: VoteService; apiRequestsPerTurn: number },
  done: () => void,
): void {
  // A page is answered from memory in the turn its request is read: it then waits behind at most this many votes
  // and counts, not behind every API request read in the same turn (50 under load: its p95 was up to 125 ms).
  const share = apiRequestsPerTurn > 0 ? turnShare(apiRequestsPerTurn) : () => null;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
  app.all(VOTES_PATH, async (request, reply) => {
    await share();
    const answer = await service.handle(
      voteServiceRequest(request.method, request.headers, {
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        clientAddress: request.ip,
        // X-Forwarded-Proto and X-Forwarded-Host count only behind a trusted proxy (TRUST_PROXY).
        secure: request.protocol === 'https',
        host: request.host,
      }),
    );
    reply.code(answer.status).headers(API_HEADERS).headers(answer.headers);
    return answer.body === undefined ? reply.send() : reply.type('application/json; charset=utf-8').send(answer.json ?? JSON.stringify(answer.body));
  });
  done();
}
