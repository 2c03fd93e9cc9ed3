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

/** Node's own statuses for what its HTTP parser or timers reject (node:_http_server socketOnError). */
const CLIENT_ERRORS: Readonly<Record<string, readonly [status: string, message: string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['408 Request Timeout', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: ['431 Request Header Fields Too Large', 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['413 Payload Too Large', 'The chunk extensions of the request are too large.'],
};

/**
 * The answer to a request Node's HTTP server could not read, in JSON as nothing routed it; or null where none may be
 * sent. As in Node's default handler, a connection that has already carried an answer is closed without one: it is a
 * browser's keep-alive connection whose next request failed (say, timed out while the machine was busy), and a browser
 * sends that request again on a new connection when the old one closes, but shows a 400 to the page.
 */
export function clientErrorResponse(error: NodeJS.ErrnoException, bytesWritten: number): string | null {
  if (bytesWritten > 0 || error.code === 'ECONNRESET') return null;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? ['400 Bad Request', 'The request could not be read as HTTP.'];
  const body = JSON.stringify({ error: message });
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
