import type http from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection may take and how many may be open: what sheds slow or idle attackers before readers. */
export interface ConnectionLimits {
  /** From the first byte to the end of the headers: slowloris (headers dribbled) is cut off here. */
  readonly headersTimeoutMs: number;
  /** From the first byte to the end of the body: a vote is at most 4 KB, so a dribbled body is cut off here. */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; a proxy in front must use a shorter upstream timeout. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above (its default, 30 s, lets a timed-out socket live that long). */
  readonly checkIntervalMs: number;
  /** Open connections in all; past it a new one is answered 503 with Retry-After and closed. */
  readonly maxConnections: number;
  /** Open connections from one socket address; not applied behind a trusted proxy (see limitConnections). */
  readonly maxConnectionsPerAddress: number;
  readonly retryAfterSeconds: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  // Well under a server's usual `ulimit -n` (65 536): a flood is refused long before descriptors or memory run out.
  maxConnections: 10_000,
  // Browsers open 6 connections per host; an office or a carrier-grade NAT shares an address between many readers.
  maxConnectionsPerAddress: 256,
  retryAfterSeconds: 5,
};

/** The options Node's HTTP server takes for the timeouts (Fastify passes `http` to http.createServer). */
export function httpServerTimeouts(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  };
}

function refuse(socket: Socket, retryAfterSeconds: number, reason: string): void {
  const body = JSON.stringify({ error: reason });
  // Read and drop whatever the client sends, so closing does not reset the connection before it reads the answer.
  socket.resume();
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${retryAfterSeconds}\r\nContent-Type: application/json\r\n` +
      `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), 1000).unref();
}

export const TOO_MANY_CONNECTIONS_MESSAGE = 'The server has too many open connections; try again shortly.';
export const TOO_MANY_FROM_ADDRESS_MESSAGE = 'Too many open connections from your address; close some and try again.';

/**
 * Counts open connections, in all and per socket address, and answers those past a cap with 503 and Retry-After
 * before Node's HTTP server sees them. Behind a trusted proxy every socket is the proxy's, so a per-address cap
 * would cap the proxy: it is then left to the proxy (which sees the clients), and only the total cap applies.
 */
export function limitConnections(server: http.Server, limits: ConnectionLimits, behindProxy: boolean): void {
  const perAddress = new Map<string, number>();
  let open = 0;
  const accept = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    if (open >= limits.maxConnections) return refuse(socket, limits.retryAfterSeconds, TOO_MANY_CONNECTIONS_MESSAGE);
    const address = behindProxy ? '' : (socket.remoteAddress ?? '');
    const fromAddress = perAddress.get(address) ?? 0;
    if (!behindProxy && fromAddress >= limits.maxConnectionsPerAddress) return refuse(socket, limits.retryAfterSeconds, TOO_MANY_FROM_ADDRESS_MESSAGE);
    open++;
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      open--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left === 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
    for (const listener of accept) listener.call(server, socket);
  });
}
