/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../../src/lib/site-server/cache-control';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../src/lib/site-server/csp';
import { apiRequestsPerTurnOption, DEFAULT_API_REQUESTS_PER_TURN, listenOptions, trustProxyFromEnv, workersOption } from '../../../src/lib/site-server/options';
import { redirectTable } from '../../../src/lib/site-server/redirects';

describe('cacheControlFor', () => {
  it.each([
    ['/static/d/123/og-image.png', IMMUTABLE],
    ['/app-3d2c4f1e9a8b7c6d5e4f.js', IMMUTABLE],
    ['/styles.0a1b2c3d4e5f60718293.css', IMMUTABLE],
    ['/731-4b8e0c2d9f1a.js', IMMUTABLE],
    ['/sw.js', REVALIDATE],
    ['/concepts/index.html', REVALIDATE],
    ['/page-data/concepts/page-data.json', REVALIDATE],
    ['/page-data/app-data.json', REVALIDATE],
    ['/manifest.webmanifest', REVALIDATE],
    ['/icon.svg', REVALIDATE],
  ])('%s → %s', (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected);
  });
});

describe('redirectTable', () => {
  const find = redirectTable([
    { fromPath: '/concepts/old-name/', toPath: '/concepts/new-name/', isPermanent: true },
    { fromPath: '/Guides/Legacy', toPath: '/guides/', ignoreCase: true },
    { fromPath: '/moved/', toPath: '/there/?from=moved', statusCode: 308 },
  ]);
  it('matches with or without the trailing slash, keeps the query, and uses the status asked for', () => {
    expect(find('/concepts/old-name/', '')).toEqual({ status: 301, location: '/concepts/new-name/' });
    expect(find('/concepts/old-name', '?a=1')).toEqual({ status: 301, location: '/concepts/new-name/?a=1' });
    expect(find('/guides/LEGACY/', '')).toEqual({ status: 302, location: '/guides/' });
    expect(find('/moved', '?x=2')).toEqual({ status: 308, location: '/there/?from=moved' });
  });
  it('finds nothing for other paths or other case without ignoreCase', () => {
    expect(find('/concepts/', '')).toBeNull();
    expect(find('/Concepts/old-name/', '')).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
  it('hashes the inline scripts a browser runs, not external or data scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/app.js"></script>' +
      '<script type="application/ld+json">{"x":1}</script><script id="gatsby-chunk-mapping">\nwindow.c=1\n</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('\nwindow.c=1\n')]);
  });
  it('takes no <script> in an attribute or in text for a script, and still hashes the script after it', () => {
    const html =
      '<pre><code data-source="// Written for a <script> tag: expects lodash">// Written for a &lt;script> tag</code></pre>' +
      '<p>A <code>&#x3C;script></code> tag</p><script>window.___webpackCompilationHash="x";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.___webpackCompilationHash="x";')]);
  });
  it('allows other origins only when they are configured', () => {
    const bare = contentSecurityPolicy(["'sha256-x'"], {});
    expect(bare).toContain("script-src 'self' 'sha256-x';");
    expect(bare).toContain("connect-src 'self';");
    expect(bare).toContain("frame-ancestors 'self'");
    expect(bare).toContain("object-src 'none'");
    expect(bare).not.toMatch(/google|algolia|unsafe-eval/);
    const configured = contentSecurityPolicy([], {
      gtagId: 'G-TEST',
      chatScriptUrl: 'https://chat.example/client.js',
      voteApiUrl: 'https://votes.example/api',
      algolia: true,
    });
    expect(configured).toContain("script-src 'self' https://www.googletagmanager.com https://chat.example;");
    expect(configured).toMatch(
      /connect-src 'self' https:\/\/\*\.google-analytics\.com .*https:\/\/chat\.example https:\/\/votes\.example https:\/\/\*\.algolia\.net/,
    );
    expect(contentSecurityPolicy([], { voteApiUrl: '/api/votes' })).toContain("connect-src 'self';");
  });
});

describe('workersOption', () => {
  it('takes --workers, then SERVE_WORKERS; none means one process without a primary', () => {
    expect(workersOption(['--workers', '4'], { SERVE_WORKERS: '2' })).toBe(4);
    expect(workersOption(['-w=3'], {})).toBe(3);
    expect(workersOption([], { SERVE_WORKERS: '2' })).toBe(2);
    expect(workersOption(['--port', '9000'], {})).toBeNull();
  });
  it('refuses what is not a number of processes, with the reason', () => {
    expect(() => workersOption(['--workers', '0'], {})).toThrow('--workers must be a number of processes from 1 to 64, not "0"');
    expect(() => workersOption([], { SERVE_WORKERS: 'two' })).toThrow('SERVE_WORKERS must be a number of processes from 1 to 64, not "two"');
    expect(() => workersOption(['--workers'], {})).toThrow('--workers needs a value');
  });
});

describe('apiRequestsPerTurnOption', () => {
  it('takes API_REQUESTS_PER_TURN, 0 lifting the limit, else the default', () => {
    expect(apiRequestsPerTurnOption({})).toBe(DEFAULT_API_REQUESTS_PER_TURN);
    expect(apiRequestsPerTurnOption({ API_REQUESTS_PER_TURN: '' })).toBe(DEFAULT_API_REQUESTS_PER_TURN);
    expect(apiRequestsPerTurnOption({ API_REQUESTS_PER_TURN: '8' })).toBe(8);
    expect(apiRequestsPerTurnOption({ API_REQUESTS_PER_TURN: '0' })).toBe(0);
  });
  it('refuses anything else, with the reason', () => {
    for (const value of ['-1', 'four', '2.5', '1001'])
      expect(() => apiRequestsPerTurnOption({ API_REQUESTS_PER_TURN: value })).toThrow(
        `API_REQUESTS_PER_TURN must be a whole number from 0 to 1000, not "${value}"`,
      );
  });
});

describe('listenOptions', () => {
  it('takes --port, then PORT, then 9000', () => {
    expect(listenOptions(['--port', '9171'], { PORT: '9172' })).toEqual({ port: 9171, host: 'localhost' });
    expect(listenOptions(['--port=9173'], {})).toEqual({ port: 9173, host: 'localhost' });
    expect(listenOptions([], { PORT: '9172', HOST: '0.0.0.0' })).toEqual({ port: 9172, host: '0.0.0.0' });
    expect(listenOptions([], {})).toEqual({ port: 9000, host: 'localhost' });
  });
  it('refuses what is not a port, with the reason', () => {
    expect(() => listenOptions(['--port', 'abc'], {})).toThrow('--port must be a port number from 1 to 65535, not "abc"');
    expect(() => listenOptions([], { PORT: '70000' })).toThrow('PORT must be a port number');
    expect(() => listenOptions(['--port'], {})).toThrow('--port needs a value');
  });
});

test('TRUST_PROXY is off unless set', () => {
  expect([undefined, '', '0', 'false'].map(trustProxyFromEnv)).toEqual([false, false, false, false]);
  expect(trustProxyFromEnv('true')).toBe(true);
  const twoHops = trustProxyFromEnv('2') as (address: string, hop: number) => boolean;
  expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
});
