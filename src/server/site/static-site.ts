import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, COMPRESSIBLE, REVALIDATE } from '../../lib/site-server/cache-control';
import { policyApplies } from '../../lib/site-server/csp';
import type { SiteServerManifest } from '../../lib/site-server/manifest';
import { redirectTable } from '../../lib/site-server/redirects';
import { isApi } from './errors';
import { API_HEADERS } from './votes-path';
import { chooseEncoding, FileCache } from './file-cache';

const COMPRESSED = /\.(?:br|gz)$/;

/**
 * public/ served as a CDN would: the Brotli or gzip copy the build wrote when the browser accepts it, immutable
 * caching for hashed files and revalidation for the rest, the site's Content-Security-Policy, Gatsby's redirects
 * and `/path` → `/path/` (301), and the 404 page with status 404.
 */
export async function staticSite(app: FastifyInstance, { publicDir, manifest }: { publicDir: string; manifest: SiteServerManifest }): Promise<void> {
  const redirectOf = redirectTable(manifest.redirects);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    const redirect = redirectOf(pathname, query === -1 ? '' : request.url.slice(query));
    if (redirect) await reply.code(redirect.status).header('location', redirect.location).header('cache-control', REVALIDATE).send();
  });

  // Text files from memory, in the same turn of the event loop; anything else (images, fonts, large files,
  // folders, paths the cache does not resolve) goes on to @fastify/static below.
  const cache = new FileCache();
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.sent || isApi(request.url)) return;
    const query = request.url.indexOf('?');
    let pathname: string;
    try {
      pathname = decodeURIComponent(query === -1 ? request.url : request.url.slice(0, query));
    } catch {
      return; // A malformed %-escape: Fastify answers 400.
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return;
    const relative = (pathname.endsWith('/') ? `${pathname}index.html` : pathname).slice(1);
    const cached = cache.get(path.join(publicDir, relative));
    if (!cached) return;
    const encoding = chooseEncoding(request.headers['accept-encoding'], cached);
    const variant = cached.variants[encoding] ?? cached.variants.identity;
    if (!variant) return;
    setHeaders(reply.raw, path.join(publicDir, relative));
    reply.header('content-type', cached.type).header('etag', variant.etag).header('last-modified', cached.lastModified);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    reply.header('content-length', variant.body.length);
    return reply.send(variant.body); // Node leaves the body out of an answer to HEAD.
  });

  const setHeaders = (response: { setHeader(name: string, value: string): unknown }, file: string) => {
    const relative = path.relative(publicDir, file).replace(COMPRESSED, '').split(path.sep).join('/');
    response.setHeader('cache-control', cacheControlFor(`/${relative}`));
    // Which copy was sent depends on Accept-Encoding: a shared cache must not give a Brotli copy to anyone else.
    if (COMPRESSIBLE.test(relative)) response.setHeader('vary', 'Accept-Encoding');
    if (policyApplies(relative)) response.setHeader('content-security-policy', manifest.sitePolicy);
  };
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    redirect: true,
    index: ['index.html'],
    cacheControl: false,
    serveDotFiles: false,
    setHeaders,
  });

  const notFoundPage = fs.existsSync(path.join(publicDir, '404.html'));
  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404);
    if (isApi(request.url))
      return reply
        .headers(API_HEADERS)
        .header('cache-control', 'no-store')
        .send({ error: `Nothing is served at ${request.url.split('?')[0]}.` });
    if (!notFoundPage || (request.method !== 'GET' && request.method !== 'HEAD')) return reply.type('text/plain; charset=utf-8').send('Not found\n');
    return reply.sendFile('404.html');
  });
}
