import fs from 'node:fs';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { MARKDOWN_CACHE_DIR, writeMarkdownPages } from './markdown-pages';

/**
 * Where Gatsby 5 puts its compiled gatsby-node (this module included): Parcel bundles the build code, so there is
 * no file of this module alone for a thread to load.
 */
const COMPILED_GATSBY_NODE = path.join('.cache', 'compiled', 'gatsby-node.js');
const TASK = 'markdown-pages';

type MarkdownArgs = Parameters<typeof writeMarkdownPages>;
type MarkdownResult = ReturnType<typeof writeMarkdownPages>;

/**
 * writeMarkdownPages in a thread of its own. Every page's parse trees are garbage once its markdown is written;
 * in Gatsby's own heap, which holds the whole build, V8 let that garbage grow the process past 3 GB at 1,000
 * pages before collecting it. A thread's heap holds little else, stays small, and is freed when it ends.
 * With a markdown cache (a rebuild: only changed pages are converted) the ≈ 0.45 s the thread takes to load the
 * bundle is not worth it, and without the compiled bundle (tests) there is no thread to start: then the export
 * runs in this thread.
 */
export function writeMarkdownPagesInThread(args: MarkdownArgs, bundle: string = path.resolve(COMPILED_GATSBY_NODE)): Promise<MarkdownResult> {
  const [, , , cacheDir = MARKDOWN_CACHE_DIR] = args;
  if (!fs.existsSync(bundle) || fs.existsSync(cacheDir)) return Promise.resolve(writeMarkdownPages(...args));
  return new Promise((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: { task: TASK, args } });
    worker.once('message', (result: MarkdownResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The markdown export's thread ended (code ${code}) without a result`)));
  });
}

// Loaded by the thread above (the whole bundle is): the export runs there and posts its result.
const task = isMainThread ? null : (workerData as { task?: string; args?: MarkdownArgs } | null);
if (task?.task === TASK && task.args) parentPort?.postMessage(writeMarkdownPages(...task.args));
