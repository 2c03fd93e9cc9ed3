import path from 'node:path';
import { checkContentFiles, ContentCheckError } from '../../src/lib/content-files';
import { readContentFiles } from '../../src/node/content-dir';

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', 'content-bad', name);

function problemsIn(name: string): string[] {
  try {
    checkContentFiles(readContentFiles(fixture(name)));
  } catch (error) {
    if (error instanceof ContentCheckError) return error.problems.map((problem) => problem.message);
    throw error;
  }
  return [];
}

describe('content validation on fixture trees (what onPreBootstrap runs)', () => {
  it('accepts a valid tree', () => {
    const pages = checkContentFiles(readContentFiles(fixture('valid')));
    expect(pages.map((p) => [p.path, p.url, p.section])).toEqual([
      ['concepts/index.mdx', '/concepts/', 'concepts'],
      ['concepts/output.mdx', '/concepts/output/', 'concepts'],
    ]);
  });

  it('fails on unparsable frontmatter with file, line and reason', () => {
    const [problem] = problemsIn('bad-frontmatter');
    expect(problem).toMatch(/^concepts\/broken\.mdx:[45]: unparsable frontmatter: /);
  });

  it('fails on a missing title', () => {
    expect(problemsIn('missing-title')).toEqual(['concepts/untitled.mdx:1: missing title: every page needs "title: …" in its frontmatter']);
  });

  it('fails on an unknown section', () => {
    expect(problemsIn('unknown-section')[0]).toMatch(/^recipes\/pizza\.mdx:1: unknown section "recipes" \(known: concepts, /);
  });

  it('fails when two files map to one URL', () => {
    expect(problemsIn('duplicate-url')).toEqual(['concepts/index.mdx:1: maps to /concepts/, which concepts.mdx already uses']);
  });

  it('lists every problem in one error message prefixed with content/', () => {
    expect(() => checkContentFiles(readContentFiles(fixture('missing-title')))).toThrow(
      /1 problem\(s\) in content\/:\n {2}content\/concepts\/untitled\.mdx:1:/,
    );
  });
});
