/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeMarkdownPagesInThread } from '../../src/node/markdown-thread';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-thread-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const publicDir = () => path.join(dir, 'public');
/** A stand-in for Gatsby's compiled gatsby-node, which the thread loads. */
const bundle = () => path.join(dir, 'gatsby-node.js');
const writeBundle = (source: string) => fs.writeFileSync(bundle(), source);

test('without a compiled bundle (no Gatsby build) the export runs here and writes the pages', async () => {
  fs.mkdirSync(path.join(publicDir(), 'concepts'), { recursive: true });
  fs.writeFileSync(path.join(publicDir(), 'concepts', 'index.html'), '<html><body><article><h1>Concepts</h1><p>Core ideas.</p></article></body></html>');
  await expect(writeMarkdownPagesInThread([publicDir(), 'https://webpack.example', 'Docs', path.join(dir, 'cache')], bundle())).resolves.toMatchObject({
    pages: 1,
    converted: 1,
  });
  expect(fs.readFileSync(path.join(publicDir(), 'concepts', 'index.md'), 'utf8')).toBe('# Concepts\n\nCore ideas.\n');
});

test("the thread gets the export's arguments and its result comes back", async () => {
  writeBundle(`const { parentPort, workerData } = require('node:worker_threads');
if (workerData.task === 'markdown-pages') parentPort.postMessage({ pages: workerData.args.length, fullBytes: 0, converted: 0 });`);
  await expect(writeMarkdownPagesInThread([publicDir(), 'https://webpack.example', 'Docs', path.join(dir, 'cache')], bundle())).resolves.toEqual({
    pages: 4,
    fullBytes: 0,
    converted: 0,
  });
});

test('with a markdown cache (a rebuild) the export runs here: starting a thread would cost more than the few pages', async () => {
  writeBundle(`require('node:worker_threads').parentPort.postMessage({ pages: -1, fullBytes: 0, converted: 0 });`);
  fs.mkdirSync(path.join(dir, 'cache'));
  fs.mkdirSync(publicDir());
  await expect(writeMarkdownPagesInThread([publicDir(), 'https://webpack.example', 'Docs', path.join(dir, 'cache')], bundle())).resolves.toMatchObject({
    pages: 0,
  });
});

test('a thread that fails or ends without a result fails the step', async () => {
  writeBundle(`throw new Error('no markdown today');`);
  await expect(writeMarkdownPagesInThread([publicDir(), 'https://webpack.example', 'Docs', path.join(dir, 'cache')], bundle())).rejects.toThrow(
    'no markdown today',
  );
  writeBundle('');
  await expect(writeMarkdownPagesInThread([publicDir(), 'https://webpack.example', 'Docs', path.join(dir, 'cache')], bundle())).rejects.toThrow(
    'without a result',
  );
});
