/**
 * @jest-environment node
 *
 * public/_headers, for a CDN serving the build itself: for every file and page of a small build, the headers its
 * rules give (Netlify's and Cloudflare's way: every rule whose path matches, none setting a header twice) are the
 * ones the site's server sends, value for value.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SITE_SERVER_MANIFEST, type SiteServerManifest } from '../../src/lib/site-server/manifest';
import { RateLimiter } from '../../src/lib/vote-service/rate-limit';
import { staticHeaderRules } from '../../src/lib/site-server/static-headers';
import { HEADERS_FILE, writeStaticHeaders } from '../../src/node/static-headers';
import { createSiteServer } from '../../src/server/site/create-server';
import { createVoteService } from '../../src/server/votes/service';
import { openSqliteStore } from '../../src/server/votes/sqlite-store';
import { tempFolder, writeSiteRoot } from './fixtures/site-root';

const root = writeSiteRoot(tempFolder('static-headers'), {
  'index.html': '<!DOCTYPE html><title>webpack</title><script>document.documentElement.dataset.theme="dark"</script>',
  'concepts/index.html': '<!DOCTYPE html><title>Concepts</title><script>window.page="concepts"</script>',
  'concepts/entry-points/index.html': '<!DOCTYPE html><title>Entry points</title><script>window.page="entry-points"</script>',
  'concepts/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'framework-0123456789abcdef0123.js': 'console.log(2);',
  '404.html': '<!DOCTYPE html><title>Not found</title>',
  'app-0123456789abcdef0123.js': 'console.log(1);',
  'chunks/search-box-0123456789ab.js': 'console.log(3);',
  'maps/chunks/search-box-0123456789ab.js.map': '{}',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'page-data/concepts/page-data.json': '{}',
  'page-data/app-data.json': '{}',
  'static/0123456789abcdef/font.woff2': 'WOFF',
  'icons/icon-48x48.png': 'PNG',
  'static/d/1/og-image.png': 'PNG',
});
const publicDir = path.join(root, 'public');
let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, SITE_SERVER_MANIFEST), 'utf8')) as SiteServerManifest;
  writeStaticHeaders(publicDir, manifest);
  const service = createVoteService({
    openStore: async () => openSqliteStore(path.join(root, 'votes.sqlite')),
    topics: ['typescript-support'],
    perVoter: new RateLimiter(10, 60_000),
    perClient: new RateLimiter(10, 60_000),
    newVotersPerClient: new RateLimiter(10, 3_600_000),
  });
  app = await createSiteServer({ root, service, trustProxy: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The `_headers` file read back: each rule's path and headers. */
function readRules(): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of fs.readFileSync(path.join(publicDir, HEADERS_FILE), 'utf8').split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) rules.push({ path: line, headers: {} });
    else {
      const [name, ...value] = line.trim().split(': ');
      expect(rules.at(-1)?.headers[name]).toBeUndefined();
      rules.at(-1)!.headers[name] = value.join(': ');
    }
  }
  return rules;
}

it('gives every file and page the headers the server sends with it', async () => {
  const rules = readRules();
  const matches = (rule: string, urlPath: string) => rule === urlPath || (rule.endsWith('/*') && urlPath.startsWith(rule.slice(0, -1)));
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== HEADERS_FILE)
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  const pages = files.filter((file) => file.endsWith('/index.html')).map((file) => file.slice(0, -'index.html'.length));
  expect(pages).toEqual(expect.arrayContaining(['/', '/concepts/', '/concepts/entry-points/']));
  for (const url of [...files, ...pages]) {
    const given: Record<string, string> = {};
    for (const rule of rules.filter((candidate) => matches(candidate.path, url)))
      for (const [name, value] of Object.entries(rule.headers)) {
        // A second rule setting the same header would have it joined with a comma by the CDN.
        expect([url, name, given[name]]).toEqual([url, name, undefined]);
        given[name] = value;
      }
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(200);
    const sent = Object.fromEntries(Object.keys(given).map((name) => [name, response.headers.get(name)]));
    expect({ url, ...sent }).toEqual({ url, ...given });
    expect(given['cache-control']).toBeDefined();
    expect(given['x-content-type-options']).toBe('nosniff');
    // The site's policy on everything but the worker's script, from the rules as from the server.
    expect([url, response.headers.get('content-security-policy')]).toEqual([url, url === '/sw.js' ? null : given['content-security-policy']]);
  }
});

it('sets a folder of files with one Cache-Control with one rule, and the files at the top one each', () => {
  const paths = readRules().map((rule) => rule.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/page-data/*',
      '/static/*',
      '/icons/*',
      '/concepts/*',
      '/chunks/*',
      '/maps/*',
      '/framework-0123456789abcdef0123.js',
      '/sw.js',
      '/',
    ]),
  );
  expect(paths).not.toEqual(expect.arrayContaining(['/page-data/app-data.json']));
  expect(paths).not.toContain('/concepts/diagram.svg');
  // A page in a folder is covered by the folder's rule, its policy included.
  expect(paths).not.toContain('/concepts/');
  expect(paths).not.toContain('/concepts/entry-points/index.html');
  expect(paths).not.toContain('/concepts/entry-points/*');
  expect(paths).not.toContain(`/${HEADERS_FILE}`);
});

it("stays within Cloudflare Pages' 100 rules however many pages and chunks the site has", () => {
  // The shape of the real build: pages in section folders, lazy chunks in chunks/, Gatsby's bundles and the
  // site's own files at the top.
  const site = (pages: number, chunks: number) => [
    'index.html',
    '404.html',
    'sw.js',
    'chunk-map.json',
    'app-0123456789abcdef0123.js',
    'maps/app-0123456789abcdef0123.js.map',
    'styles.0123456789abcdef0123.css',
    ...['api', 'concepts', 'configuration', 'guides', 'loaders', 'plugins'].flatMap((section) =>
      Array.from({ length: pages }, (_, n) => [`${section}/page-${n}/index.html`, `${section}/page-${n}/index.md`]).flat(),
    ),
    ...Array.from({ length: pages }, (_, n) => `page-data/page-${n}/page-data.json`),
    ...Array.from({ length: chunks }, (_, n) => [`chunks/${n}-0123456789ab.js`, `maps/chunks/${n}-0123456789ab.js.map`]).flat(),
  ];
  const count = (files: string[]) => staticHeaderRules(files, { sitePolicy: "script-src 'self'" }, {}).length;
  expect(count(site(300, 200))).toBe(count(site(10, 5)));
  expect(count(site(300, 200))).toBeLessThanOrEqual(100);
});
