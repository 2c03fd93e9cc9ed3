import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeOptionsByPage } from '../../src/node/create-pages/code-options';
import type { DocPageSummary } from '../../src/node/create-pages/query';

const fence = (config: string) => ['---', 'title: Output', '---', '', '```js', `module.exports = ${config};`, '```', ''].join('\n');

describe('the options that code blocks of configuration pages name', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-options-'));
  const file = path.join(dir, 'output.mdx');
  const page = { id: 'output', section: 'configuration', contentFilePath: file } as DocPageSummary;
  const options = [
    { path: 'output.filename', sameAs: null },
    { path: 'output.path', sameAs: null },
  ];
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("follow each edit of the page's file, and a change of the options", () => {
    fs.writeFileSync(file, fence("{ output: { filename: 'main.js' } }"));
    expect(codeOptionsByPage([page], options).get('output')?.codeOptionPaths).toEqual(['output.filename']);
    fs.writeFileSync(file, fence("{ output: { path: '/dist' } }"));
    expect(codeOptionsByPage([page], options).get('output')?.codeOptionPaths).toEqual(['output.path']);
    // Same text, but the option it names is gone from the reference.
    expect(codeOptionsByPage([page], options.slice(0, 1)).get('output')?.codeOptionPaths).toEqual([]);
  });
});
