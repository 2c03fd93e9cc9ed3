/** Where `npm run serve` listens unless told otherwise, as `gatsby serve` did. */
export const DEFAULT_PORT = 9000;

export class ServerOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerOptionError';
  }
}

const portNumber = (value: string, source: string): number => {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) throw new ServerOptionError(`${source} must be a port number from 1 to 65535, not "${value}"`);
  return port;
};

/** The value of `--name N` or `--name=N` (the last one given), or undefined. */
function flag(argv: readonly string[], names: readonly string[]): { value: string; name: string } | undefined {
  let found: { value: string; name: string } | undefined;
  argv.forEach((arg, index) => {
    for (const name of names) {
      if (arg === name) {
        const value = argv[index + 1];
        if (value === undefined || value.startsWith('-')) throw new ServerOptionError(`${name} needs a value`);
        found = { value, name };
      } else if (arg.startsWith(`${name}=`)) found = { value: arg.slice(name.length + 1), name };
    }
  });
  return found;
}

export interface ListenOptions {
  readonly port: number;
  readonly host: string;
}

/** `--port N` (or `-p N`) first, then PORT, then 9000; `--host H` (or `-H H`), then HOST, then localhost. */
export function listenOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ListenOptions {
  const portFlag = flag(argv, ['--port', '-p']);
  const hostFlag = flag(argv, ['--host', '-H']);
  const port = portFlag ? portNumber(portFlag.value, portFlag.name) : env.PORT ? portNumber(env.PORT, 'PORT') : DEFAULT_PORT;
  return { port, host: hostFlag?.value ?? env.HOST ?? 'localhost' };
}

/** The most worker processes `--workers` takes: more than the cores of any machine this site runs on. */
export const MAX_WORKERS = 64;

/**
 * `--workers N` (or `-w N`), then SERVE_WORKERS: N server processes on one port under a primary that restarts them
 * one at a time on SIGHUP (README, "Deploying without dropping a request"); null when neither is given, for one
 * process without a primary.
 */
export function workersOption(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): number | null {
  const given = flag(argv, ['--workers', '-w']) ?? (env.SERVE_WORKERS ? { value: env.SERVE_WORKERS, name: 'SERVE_WORKERS' } : undefined);
  if (!given) return null;
  const workers = Number(given.value);
  if (!/^\d+$/.test(given.value) || workers < 1 || workers > MAX_WORKERS)
    throw new ServerOptionError(`${given.name} must be a number of processes from 1 to ${MAX_WORKERS}, not "${given.value}"`);
  return workers;
}

/**
 * How many /api/votes requests the server handles per turn of its event loop when it has more waiting
 * (src/server/site/turn-share.ts): pages are answered between those turns. Measured with `npm run bench:server`
 * against 1, 8 and 16 and no limit (README, "Docs pages under API load").
 */
export const DEFAULT_API_REQUESTS_PER_TURN = 4;

/** API_REQUESTS_PER_TURN, else DEFAULT_API_REQUESTS_PER_TURN; 0 lifts the limit (every request in the turn it arrives). */
export function apiRequestsPerTurnOption(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.API_REQUESTS_PER_TURN;
  if (value === undefined || value === '') return DEFAULT_API_REQUESTS_PER_TURN;
  if (!/^\d+$/.test(value) || Number(value) > 1000) throw new ServerOptionError(`API_REQUESTS_PER_TURN must be a whole number from 0 to 1000, not "${value}"`);
  return Number(value);
}

/** Fastify's `trustProxy`: whether to believe the X-Forwarded-* headers a hop of the chain added. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`: unset, empty, `0` or `false` → off (the socket's address is the
 * client's); `true` → trust every hop of X-Forwarded-For; a whole number → trust that many hops; anything else →
 * a comma-separated list of proxy addresses or CIDR ranges to trust.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}
