/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from '../../src/node/precompress';
import { buildServerManifest } from '../../src/node/server-manifest';
import { tempSite } from './temp-site';

const site = tempSite('webpack-docs-precompress-');
afterAll(site.remove);
const page = `<html><head><script>window.a=1</script></head><body>${'<p>Words of the page.</p>'.repeat(200)}</body></html>`;

test('writes Brotli and gzip copies of text files of 1 KB or more, and only what changed on the next run', async () => {
  site.write('/concepts/', page);
  site.write('/tiny/', '<p>small</p>');
  fs.writeFileSync(path.join(site.publicDir, 'image.png'), Buffer.alloc(4096, 1));
  const first = await precompress(site.publicDir);
  expect(first).toMatchObject({ files: 1, written: 1 });
  const file = path.join(site.publicDir, 'concepts/index.html');
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(page);
  expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(page);
  expect(fs.existsSync(path.join(site.publicDir, 'tiny/index.html.br'))).toBe(false);
  expect(fs.existsSync(path.join(site.publicDir, 'image.png.br'))).toBe(false);
  expect((await precompress(site.publicDir)).written).toBe(0);
});

test('removes copies whose file is gone or became too small, so they are never served for it', async () => {
  site.write('/gone/', page);
  site.write('/shrinks/', page);
  await precompress(site.publicDir);
  fs.rmSync(path.join(site.publicDir, 'gone/index.html'));
  fs.writeFileSync(path.join(site.publicDir, 'shrinks/index.html'), '<p>short now</p>');
  await precompress(site.publicDir);
  expect(fs.readdirSync(path.join(site.publicDir, 'gone'))).toEqual([]);
  expect(fs.readdirSync(path.join(site.publicDir, 'shrinks'))).toEqual(['index.html']);
});

test("the server manifest holds each page's policy with its inline scripts' hashes, and the redirects", () => {
  const manifest = buildServerManifest(site.publicDir, [{ fromPath: '/old/', toPath: '/concepts/', isPermanent: true, redirectInBrowser: false } as never], {});
  expect(manifest.pagePolicies['concepts/index.html']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
  expect(manifest.pagePolicies['tiny/index.html']).toContain("script-src 'self';");
  expect(manifest.redirects).toEqual([{ fromPath: '/old/', toPath: '/concepts/', isPermanent: true }]);
});
