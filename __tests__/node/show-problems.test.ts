import type { Reporter } from 'gatsby';
import { showProblemsByFile } from '../../src/node/author-errors';

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
