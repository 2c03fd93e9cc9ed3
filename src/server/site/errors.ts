import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_TOO_LARGE_MESSAGE } from '../../lib/vote-service/request';
import { API_HEADERS, VOTES_PATH } from './votes-path';

/**
 * Whether a URL is the vote service's: its errors are JSON. Only /api/votes: the documentation's own API section
 * (/api/cli/, /api/node/, …) is pages, whose errors are the site's.
 */
export const isApi = (url: string) => url.startsWith(VOTES_PATH);

/** The reason to give for an error Fastify raised itself, in the vote service's words where it has them. */
function messageOf(error: FastifyError, status: number): string {
  if (status === 413) return BODY_TOO_LARGE_MESSAGE;
  if (status === 415) return 'Send the vote as JSON, with Content-Type: application/json.';
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not a valid URL (a malformed %-escape).';
  if (status >= 500) return 'The server failed unexpectedly.';
  return error.message;
}

/**
 * Every failure answers like the vote service does: `{"error": "<message>"}` with its status under /api/, plain
 * text elsewhere. A refused body also closes the connection, so the client stops sending the rest of it.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) console.error(`${request.method} ${request.url} failed:`, error);
  const message = messageOf(error, status);
  reply.code(status).header('cache-control', 'no-store');
  if (status === 413) reply.header('connection', 'close');
  if (isApi(request.url)) return reply.headers(API_HEADERS).type('application/json; charset=utf-8').send({ error: message });
  return reply.type('text/plain; charset=utf-8').send(`${message}\n`);
}

/** A request Node's HTTP parser could not read at all: answered in JSON, as nothing routed it. */
export function clientErrorResponse(): string {
  const body = JSON.stringify({ error: 'The request could not be read as HTTP.' });
  return `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
