import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';
import { installedVersion, reuseOrMake } from '../../src/node/build-cache';

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

  it('names an installed package by name and version', () => {
    const nodeModules = fs.mkdtempSync(path.join(os.tmpdir(), 'nm-'));
    fs.mkdirSync(path.join(nodeModules, 'style-loader'));
    fs.writeFileSync(path.join(nodeModules, 'style-loader', 'package.json'), JSON.stringify({ name: 'style-loader', version: '4.0.0' }));
    expect(installedVersion('style-loader', nodeModules)).toBe('style-loader@4.0.0');
    expect(installedVersion('sass-loader', nodeModules)).toBe('sass-loader (not installed)');
  });
});
