import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';
import { installedVersion, reuseOrMake, reuseOrMakeFile } from '../../src/node/build-cache';

function memoryCache(): GatsbyCache {
  const store = new Map<string, unknown>();
  return {
    name: 'test',
    directory: '',
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => {
      store.set(key, value);
      return value;
    },
    del: async (key: string) => {
      store.delete(key);
    },
  };
}

describe('build cache', () => {
  it('reuses what was made from the same inputs, and makes it again when an input changes', async () => {
    const cache = memoryCache();
    const make = jest.fn(() => ({ html: '<p>README</p>' }));
    expect(await reuseOrMake(cache, 'readme page', ['css-loader@7.1.5'], make)).toEqual({ value: { html: '<p>README</p>' }, reused: false });
    expect(await reuseOrMake(cache, 'readme page', ['css-loader@7.1.5'], make)).toEqual({ value: { html: '<p>README</p>' }, reused: true });
    expect(make).toHaveBeenCalledTimes(1);
    await reuseOrMake(cache, 'readme page', ['css-loader@7.1.6'], make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps values in files named by their inputs, read back as they were made', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'file-cache-')), 'pages');
    const codec = { encode: (value: string[]) => value.join('\n'), decode: (text: string) => text.split('\n') };
    const make = jest.fn(() => ['# Output', 'Where bundles go.']);
    try {
      expect(reuseOrMakeFile(dir, ['/concepts/output/', '<article>…</article>'], codec, make)).toEqual({
        value: ['# Output', 'Where bundles go.'],
        reused: false,
      });
      expect(reuseOrMakeFile(dir, ['/concepts/output/', '<article>…</article>'], codec, make)).toEqual({
        value: ['# Output', 'Where bundles go.'],
        reused: true,
      });
      expect(make).toHaveBeenCalledTimes(1);
      // Inputs are kept apart: the same characters split differently are other inputs.
      reuseOrMakeFile(dir, ['/concepts/output/<article>', '…</article>'], codec, make);
      expect(make).toHaveBeenCalledTimes(2);
      expect(fs.readdirSync(dir)).toHaveLength(2);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('names an installed package by name and version', () => {
    const nodeModules = fs.mkdtempSync(path.join(os.tmpdir(), 'nm-'));
    fs.mkdirSync(path.join(nodeModules, 'style-loader'));
    fs.writeFileSync(path.join(nodeModules, 'style-loader', 'package.json'), JSON.stringify({ name: 'style-loader', version: '4.0.0' }));
    expect(installedVersion('style-loader', nodeModules)).toBe('style-loader@4.0.0');
    expect(installedVersion('sass-loader', nodeModules)).toBe('sass-loader (not installed)');
  });
});
