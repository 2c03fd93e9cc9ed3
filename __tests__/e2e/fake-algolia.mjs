// A local stand-in for Algolia's search API: answers POST /1/indexes/*/queries the way the
// service does, or fails the way it can (4xx, 5xx, a read timeout, unparsable JSON).
import http from 'node:http';

export const HITS = [
  {
    objectID: '/configuration/output/#outputfilename',
    url: '/configuration/output/',
    anchor: 'outputfilename',
    hierarchy: { lvl0: 'Configuration', lvl1: 'Output', lvl2: 'output.filename', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: 'Names each output bundle.',
    _highlightResult: { hierarchy: { lvl2: { value: 'output.__aa-highlight__filename__/aa-highlight__' } } },
    _snippetResult: { content: { value: 'Names each output bundle.' } },
  },
];

/**
 * mode: 'ok' | 'forbidden' | 'unavailable' | 'slow' | 'garbage'. `requests` records what the
 * client sent (path, query string, parsed body).
 */
export async function startFakeAlgolia(mode = 'ok') {
  const requests = [];
  const server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url, 'http://fake');
      let parsed = null;
      try {
        parsed = JSON.parse(body);
      } catch {}
      requests.push({ method: req.method, path: url.pathname, search: url.searchParams, body: parsed });
      const json = (status, data) => res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(data));
      if (mode === 'forbidden') return json(403, { message: 'Invalid Application-ID or API key', status: 403 });
      if (mode === 'unavailable') return json(503, { message: 'Service Unavailable: the index is being rebuilt', status: 503 });
      if (mode === 'garbage') return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('<html>not json</html>');
      if (mode === 'slow') {
        // Headers and a first byte now (the connection is up), the rest after the 2 s read timeout.
        res.writeHead(200, { ...cors, 'content-type': 'application/json' });
        res.write(' ');
        const timer = setTimeout(() => res.end('{}'), 5000);
        res.on('close', () => clearTimeout(timer));
        return undefined;
      }
      return json(200, { results: [{ hits: HITS, nbHits: 1, page: 0, hitsPerPage: 5, facets: { 'hierarchy.lvl0': { Configuration: 1 } } }] });
    });
    return undefined;
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on: connecting fails at once (a network error). */
export async function closedPort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
