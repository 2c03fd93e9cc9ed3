import { aggregateHistory } from '../../../src/lib/git-history/aggregate';
import { parseContact } from '../../../src/lib/git-history/contact';
import { parseLog, type FileChange, type LogCommit } from '../../../src/lib/git-history/parse-log';

const commit = (hash: string, authorName: string, changes: FileChange[], coAuthors: string[] = []): LogCommit => ({
  hash,
  authorName,
  authorEmail: `${authorName.toLowerCase()}@example.com`,
  date: `2024-01-0${hash}T00:00:00Z`,
  coAuthors,
  changes,
});
const change = (status: string, path: string, from: string | null = null): FileChange => ({ status, path, from });
const names = (history: ReturnType<typeof aggregateHistory>, file: string) => history.get(file)?.contributors.map((p) => `${p.name}:${p.commits}`);

describe('parseLog', () => {
  it('reads headers, trailers and NUL-separated name-status entries, renames included', () => {
    const output =
      '\x1eabc\x1fAnn\x1fann@example.com\x1f2024-01-02T00:00:00+00:00\x1fBen <ben@example.com>\x1dCy <cy@example.com>\0\nR087\0a.mdx\0b.mdx\0M\0c.mdx\0' +
      '\x1edef\x1fBen\x1fben@example.com\x1f2024-01-01T00:00:00+00:00\x1f\0\nA\0a name with\ttab.mdx\0';
    expect(parseLog(output)).toEqual([
      {
        hash: 'abc',
        authorName: 'Ann',
        authorEmail: 'ann@example.com',
        date: '2024-01-02T00:00:00+00:00',
        coAuthors: ['Ben <ben@example.com>', 'Cy <cy@example.com>'],
        changes: [change('R', 'b.mdx', 'a.mdx'), change('M', 'c.mdx')],
      },
      {
        hash: 'def',
        authorName: 'Ben',
        authorEmail: 'ben@example.com',
        date: '2024-01-01T00:00:00+00:00',
        coAuthors: [],
        changes: [change('A', 'a name with\ttab.mdx')],
      },
    ]);
  });
});

describe('aggregateHistory', () => {
  it('follows a chain of renames back to the first version', () => {
    const history = aggregateHistory(
      [
        commit('4', 'Dan', [change('M', 'c.mdx')]),
        commit('3', 'Cy', [change('R', 'c.mdx', 'b.mdx')]),
        commit('2', 'Ben', [change('R', 'b.mdx', 'a.mdx')]),
        commit('1', 'Ann', [change('A', 'a.mdx')]),
      ],
      parseContact,
    );
    expect(names(history, 'c.mdx')).toEqual(['Dan:1', 'Cy:1', 'Ben:1', 'Ann:1']);
    expect([...history.keys()]).toEqual(['c.mdx']);
  });

  it("does not hand a deleted file's authors to a new file of the same name", () => {
    const history = aggregateHistory(
      [commit('3', 'New', [change('A', 'a.mdx')]), commit('2', 'Gone', [change('D', 'a.mdx')]), commit('1', 'Old', [change('A', 'a.mdx')])],
      parseContact,
    );
    expect(names(history, 'a.mdx')).toEqual(['New:1']);
  });

  it('counts a co-author who is also the author once per commit', () => {
    const history = aggregateHistory([commit('1', 'Ann', [change('A', 'a.mdx')], ['Ann <ann@example.com>', 'Ben <ben@example.com>'])], parseContact);
    expect(names(history, 'a.mdx')).toEqual(['Ann:1', 'Ben:1']);
  });
});
