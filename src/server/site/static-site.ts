import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, COMPRESSIBLE, REVALIDATE } from '../../lib/site-server/cache-control';
import type { SiteServerManifest } from '../../lib/site-server/manifest';
import { redirectTable } from '../../lib/site-server/redirects';
import { isApi } from './errors';

const COMPRESSED = /\.(?:br|gz)$/;

/**
 * public/ served as a CDN would: the Brotli or gzip copy the build wrote when the browser accepts it, immutable
 * caching for hashed files and revalidation for the rest, each page's Content-Security-Policy, Gatsby's redirects
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

  const setHeaders = (response: { setHeader(name: string, value: string): unknown }, file: string) => {
    const relative = path.relative(publicDir, file).replace(COMPRESSED, '').split(path.sep).join('/');
    response.setHeader('cache-control', cacheControlFor(`/${relative}`));
    // Which copy was sent depends on Accept-Encoding: a shared cache must not give a Brotli copy to anyone else.
    if (COMPRESSIBLE.test(relative)) response.setHeader('vary', 'Accept-Encoding');
    if (relative.endsWith('.html')) response.setHeader('content-security-policy', manifest.pagePolicies[relative] ?? manifest.defaultPolicy);
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
    if (isApi(request.url)) return reply.header('cache-control', 'no-store').send({ error: `Nothing is served at ${request.url.split('?')[0]}.` });
    if (!notFoundPage || (request.method !== 'GET' && request.method !== 'HEAD')) return reply.type('text/plain; charset=utf-8').send('Not found\n');
    return reply.sendFile('404.html');
  });
}
