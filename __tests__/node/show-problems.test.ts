import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { clearDeletedFiles, reportAuthorProblem, showProblemsByFile } from '../../src/node/author-errors';

describe('a kind of problem, checked again after every edit under develop', () => {
  const problem = { file: 'content/guides/a.mdx', line: 3, reason: 'broken link /x/: no such page' };
  const said: string[] = [];
  const reporter = {
    error: (entry: { context: { sourceMessage: string } }) => said.push(`error ${entry.context.sourceMessage.split('\n')[0]}`),
    info: (text: string) => said.push(`info ${text}`),
  } as unknown as Reporter;

  it('is said once while it stays the same, and its fix is said once', () => {
    showProblemsByFile(reporter, 'links', new Map([[problem.file, [problem]]]));
    showProblemsByFile(reporter, 'links', new Map([[problem.file, [problem]]]));
    // Another kind of problem in the same file is its own.
    showProblemsByFile(reporter, 'URLs', new Map());
    showProblemsByFile(reporter, 'links', new Map());
    showProblemsByFile(reporter, 'links', new Map());
    expect(said).toEqual(['error content/guides/a.mdx:3: broken link /x/: no such page', 'info content/guides/a.mdx: its links are fixed']);
  });
});

describe('a problem of a file deleted while develop runs', () => {
  it('is cleared once the file is gone, and said so once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deleted-file-'));
    fs.mkdirSync(path.join(dir, 'content'));
    fs.writeFileSync(path.join(dir, 'content/half.mdx'), '---\ntitle: [unclosed\n');
    const said: string[] = [];
    const reporter = { panicOnBuild: () => said.push('reported'), info: (text: string) => said.push(text) } as unknown as Reporter;
    reportAuthorProblem(reporter, { file: 'content/half.mdx', line: 2, reason: 'frontmatter is not valid YAML' });
    clearDeletedFiles(reporter, dir);
    fs.rmSync(path.join(dir, 'content/half.mdx'));
    clearDeletedFiles(reporter, dir);
    clearDeletedFiles(reporter, dir);
    expect(said).toEqual(['reported', 'content/half.mdx is gone: its problem is cleared']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
