/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from '../../src/node/precompress';
import { buildServerManifest, MAX_INLINE_SCRIPTS } from '../../src/node/server-manifest';
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

test("the server manifest holds the site's policy, with the hashes of every page's inline scripts, and the redirects", () => {
  site.write('/other/', '<html><head><script>window.b=2</script><script>window.a=1</script></head></html>');
  const manifest = buildServerManifest(site.publicDir, [{ fromPath: '/old/', toPath: '/concepts/', isPermanent: true, redirectInBrowser: false } as never], {});
  const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
  expect(manifest.sitePolicy).toContain(`script-src 'self' ${[sha('window.a=1'), sha('window.b=2')].sort().join(' ')};`);
  expect(manifest.redirects).toEqual([{ fromPath: '/old/', toPath: '/concepts/', isPermanent: true }]);
});

test('fails the build when the pages have more different inline scripts than one policy should list, naming pages', () => {
  for (let n = 0; n <= MAX_INLINE_SCRIPTS; n++) site.write(`/page-${n}/`, `<script>window.pagePath="/page-${n}/"</script>`);
  expect(() => buildServerManifest(site.publicDir, [], {})).toThrow(
    /^19 different inline scripts across the pages \(at most 16, .*: 18 of them on one page only, such as in [\w-]+\/index\.html/,
  );
});
