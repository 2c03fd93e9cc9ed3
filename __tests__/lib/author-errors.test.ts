import { problemMessage, RECOVERY, structuredProblem } from '../../src/lib/author-errors/structured';

test('the message names file, line and column, then says how to recover', () => {
  expect(problemMessage({ file: 'content/concepts/index.mdx', line: 3, column: 8, reason: 'title: unclosed flow sequence' })).toBe(
    `content/concepts/index.mdx:3:8: title: unclosed flow sequence\n${RECOVERY}`,
  );
  expect(problemMessage({ file: 'content/data/sponsors.json', reason: 'not valid JSON' })).toBe(`content/data/sponsors.json: not valid JSON\n${RECOVERY}`);
});

test("Gatsby's structured error carries the absolute file and the line for the overlay's 'Open in Editor'", () => {
  expect(structuredProblem({ file: 'content/api/index.mdx', line: 19, reason: 'JSX is not rendered' }, '/site/')).toEqual({
    id: '',
    context: { sourceMessage: `content/api/index.mdx:19: JSX is not rendered\n${RECOVERY}` },
    filePath: '/site/content/api/index.mdx',
    location: { start: { line: 19 } },
  });
  expect(structuredProblem({ file: 'content/data/sponsors.json', reason: 'broken' }, '/site')).not.toHaveProperty('location');
});
