import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyCache, Node } from 'gatsby';
import { installedVersion, keptNodes, rememberNodes, reuseOrMake, reuseOrMakeFile } from '../../src/node/build-cache';

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

const optionNode = (id: string) => ({ id, internal: { type: 'ConfigOption' } }) as unknown as Node;

/** What sourceNodes gets from Gatsby, over a store holding `nodes`. */
function nodeArgs(nodes: Node[]) {
  const touchNode = jest.fn();
  return {
    cache: memoryCache(),
    actions: { touchNode } as never,
    getNodesByType: (type: string) => nodes.filter((node) => node.internal.type === type),
    touchNode,
  };
}

describe('build cache', () => {
  it('keeps nodes made from the same inputs at an earlier start, touching each, and not when an input changed or a node is gone', async () => {
    const nodes = [optionNode('a'), optionNode('b')];
    const args = nodeArgs(nodes);
    expect(await keptNodes(args, 'ConfigOption', ['webpack@5.113.0'])).toBeNull();
    await rememberNodes(args.cache, 'ConfigOption', ['webpack@5.113.0'], 2);
    expect(await keptNodes(args, 'ConfigOption', ['webpack@5.113.0'])).toEqual(nodes);
    expect(args.touchNode.mock.calls).toEqual([[nodes[0]], [nodes[1]]]);
    expect(await keptNodes(args, 'ConfigOption', ['webpack@5.113.1'])).toBeNull();
    nodes.pop();
    expect(await keptNodes(args, 'ConfigOption', ['webpack@5.113.0'])).toBeNull();
  });

  it('counts only the nodes a source owns among those of its type', async () => {
    const args = nodeArgs([optionNode('readme a'), optionNode('mdx b')]);
    await rememberNodes(args.cache, 'ConfigOption', ['x'], 1);
    expect(await keptNodes(args, 'ConfigOption', ['x'], (node) => node.id.startsWith('readme'))).toEqual([optionNode('readme a')]);
  });

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
