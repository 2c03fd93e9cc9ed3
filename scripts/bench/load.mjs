// Load generation for npm run bench:server, shared by the benchmark and its load process (api-load.mjs).
import autocannon from 'autocannon';

/**
 * An autocannon run, with every response's time recorded: autocannon's own summary has p90 and p97.5 but no p95.
 * Resolves to { rps, p50, p95, p99, errors }.
 */
export function measure(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (p) => Math.round((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN) * 100) / 100;
      resolve({ rps: Math.round(result.requests.average), p50: at(50), p95: at(95), p99: at(99), errors: result.errors + result.non2xx });
    });
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}

/** One run against /api/votes: each request a voter in turn; POSTs cast or withdraw one of `topics`. */
export function load(url, { connections, method, cookies, topics, seconds }) {
  let next = 0;
  return measure({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const cookie = cookies[next++ % cookies.length];
          const headers = { ...request.headers, cookie };
          if (method === 'GET') return { ...request, headers };
          const body = JSON.stringify({ topic: topics[next % topics.length], change: next % 3 ? 1 : -1 });
          return { ...request, headers: { ...headers, 'content-type': 'application/json' }, body };
        },
      },
    ],
  });
}
