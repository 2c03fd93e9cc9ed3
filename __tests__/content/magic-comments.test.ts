/**
 * @jest-environment node
 *
 * The magic comments on the Module Methods page against the parser plugins that read them: the
 * import() table names exactly the comments ImportParserPlugin acts on (webpackEntryOptions is
 * only checked there, for workers), its webpackMode rows are the modes the plugin accepts, the
 * worker paragraph names the comments WorkerAndWorkletPlugin reads, and its example emits the file
 * the page says.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createWorkspace, readPage, removeWorkspace, REPO_ROOT } from './support/workspace';

const LIB = path.join(REPO_ROOT, 'node_modules/webpack/lib/dependencies');
const read = (file: string) => fs.readFileSync(path.join(LIB, file), 'utf8');
/** The magic comments a parser plugin reads from `importOptions`. */
const commentsRead = (source: string) => new Set([...source.matchAll(/importOptions\.(webpack\w+)/g)].map((match) => match[1] ?? ''));

const text = readPage('api/module-methods.mdx').text;
const magicComments = text.slice(text.indexOf('### Magic comments'), text.indexOf('\n## ', text.indexOf('### Magic comments')));
const table = [...magicComments.matchAll(/^\| `(webpack\w+)(?:: ([^`]*))?`/gm)];

test('the import() table names exactly the comments ImportParserPlugin reads', () => {
  const parsed = commentsRead(read('import/ImportParserPlugin.js'));
  parsed.delete('webpackEntryOptions');
  expect(parsed.size).toBeGreaterThan(8);
  const documented = new Set(magicComments.split('\n').filter((line) => line.startsWith('| `webpack')).flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`(webpack\w+)/g)].map((match) => match[1] ?? '')));
  expect(documented).toEqual(parsed);
});

test('the webpackMode rows are the modes ImportParserPlugin accepts', () => {
  const source = read('import/ImportParserPlugin.js');
  const accepted = /mode !== "lazy" &&\s*mode !== "lazy-once" &&\s*mode !== "eager" &&\s*mode !== "weak"\s*\)/.test(source) ? ['lazy', 'lazy-once', 'eager', 'weak'] : [];
  const rows = table.filter((match) => match[1] === 'webpackMode').map((match) => JSON.parse(match[2] ?? '') as string);
  expect(rows).toEqual(accepted);
});

test('the worker paragraph names the comments WorkerAndWorkletPlugin reads, and its example emits the file it names', async () => {
  const worker = commentsRead(read('worker/WorkerAndWorkletPlugin.js'));
  const paragraph = magicComments.slice(magicComments.indexOf('A worker started with'));
  expect(new Set([...paragraph.slice(0, paragraph.indexOf('```')).matchAll(/`(webpack\w+)/g)].map((match) => match[1]))).toEqual(worker);

  const example = /```js\n([\s\S]*?)\n```/.exec(paragraph)?.[1] ?? '';
  const emitted = /emitted as `([^`]+)`/.exec(paragraph)?.[1] ?? '';
  const dir = createWorkspace('worker-comments');
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), `${example}\n`);
    fs.writeFileSync(path.join(dir, 'src/crunch.js'), 'self.onmessage = (event) => self.postMessage(event.data * 2);\n');
    await new Promise<void>((resolve, reject) => {
      webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') } }, (error, stats) =>
        error || stats?.hasErrors() || stats?.hasWarnings() ? reject(error ?? new Error(stats?.toString())) : resolve(),
      );
    });
    expect(fs.existsSync(path.join(dir, 'dist', emitted))).toBe(true);
  } finally {
    removeWorkspace(dir);
  }
});
