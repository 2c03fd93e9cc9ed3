/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NodePluginArgs } from 'gatsby';
import { readGitHistory } from '../../src/node/git-history';
import { sourceDocHistory } from '../../src/node/sources/doc-history';
import { FixtureRepo } from './git-fixture';

const alice = { name: 'Alice Example', email: 'alice@old.example' };
const aliceAtWork = { name: 'A. Example', email: 'alice@work.example' };
const bob = { name: 'Bob Builder', email: '12345+bobby@users.noreply.github.com' };
const carol = { name: 'Carol Coder', email: 'carol@users.noreply.github.com' };
const seed = { name: 'Seed maintainers', email: 'maintainers@users.noreply.a-seed-d68198fc.example' };

const RENAMED = 'content/guides/new-name.mdx';
const OTHER = 'content/concepts/a.mdx';
const UNTRACKED = 'content/concepts/untracked.mdx';
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

let repo: FixtureRepo;

beforeAll(() => {
  repo = new FixtureRepo();
  // Two addresses of one person, merged by .mailmap.
  repo.write('.mailmap', 'Alice Example <alice@example.org> <alice@old.example>\nAlice Example <alice@example.org> <alice@work.example>\n');
  repo.write('content/guides/old-name.mdx', page('Guide', 'First version of a guide with enough text to be recognised after a rename.\n\nSecond paragraph.'));
  repo.write(OTHER, page('A', 'Concept text.'));
  repo.commit(alice, '2024-01-01T10:00:00+00:00', 'Add pages');
  repo.write(
    'content/guides/old-name.mdx',
    page('Guide', 'First version of a guide with enough text to be recognised after a rename.\n\nSecond paragraph, edited.'),
  );
  repo.commit(aliceAtWork, '2024-02-01T10:00:00+00:00', 'Edit the guide');
  repo.git(['mv', 'content/guides/old-name.mdx', RENAMED]);
  repo.commit(bob, '2024-03-01T10:00:00+00:00', 'Rename the guide');
  repo.write(RENAMED, page('Guide', 'First version of a guide with enough text to be recognised after a rename.\n\nSecond paragraph, edited twice.'));
  repo.commit(
    carol,
    '2024-04-01T10:00:00+02:00',
    'Pair on the guide\n\nCo-authored-by: Dave Doe <dave@example.net>\nCo-authored-by: Alice Old <alice@old.example>',
  );
  repo.write(OTHER, page('A', 'Concept text, edited.'));
  repo.commit(seed, '2024-05-01T10:00:00+00:00', 'Seed edit\n\nCo-authored-by: Eve <eve@users.noreply.github.com.evil.example>');
  repo.write(UNTRACKED, page('Untracked', 'Not committed.'));
});

afterAll(() => repo.remove());

describe('readGitHistory on a fixture repository', () => {
  it('credits authors and co-authors of a file across its rename, mailmapped, most commits first', () => {
    const { histories } = readGitHistory(repo.dir, 'content', [RENAMED, OTHER]);
    expect(histories.get(RENAMED)?.contributors).toEqual([
      // Two commits under two addresses (one before the rename) plus a co-authored one, merged by .mailmap.
      { name: 'Alice Example', handle: null, url: null, avatarUrl: null, commits: 3 },
      { name: 'Carol Coder', handle: 'carol', url: 'https://github.com/carol', avatarUrl: 'https://github.com/carol.png', commits: 1 },
      { name: 'Dave Doe', handle: null, url: null, avatarUrl: null, commits: 1 },
      { name: 'Bob Builder', handle: 'bobby', url: 'https://github.com/bobby', avatarUrl: 'https://github.com/bobby.png', commits: 1 },
    ]);
    expect(histories.has('content/guides/old-name.mdx')).toBe(false);
  });

  it('dates the last update by the newest commit touching the file', () => {
    const { histories } = readGitHistory(repo.dir, 'content', [RENAMED, OTHER]);
    expect(histories.get(RENAMED)?.lastUpdated).toEqual({ date: '2024-04-01T10:00:00+02:00', name: 'Carol Coder' });
    expect(histories.get(OTHER)?.lastUpdated).toEqual({ date: '2024-05-01T10:00:00+00:00', name: 'Seed maintainers' });
  });

  it('shows look-alike noreply domains by name, never as a GitHub user', () => {
    const people = readGitHistory(repo.dir, 'content', [OTHER]).histories.get(OTHER)?.contributors ?? [];
    // One commit each: ties keep the order of the newest commit first.
    expect(people.map((person) => [person.name, person.handle])).toEqual([
      ['Seed maintainers', null],
      ['Eve', null],
      ['Alice Example', null],
    ]);
  });

  it('names files without committed history in one warning', () => {
    const { warning } = readGitHistory(repo.dir, 'content', [RENAMED, OTHER, UNTRACKED]);
    expect(warning).toMatch(/1 content file\(s\) have no committed git history.*content\/concepts\/untracked\.mdx/);
  });

  it('degrades to no history, with a reason, in a shallow clone, outside a repository and before the first commit', () => {
    const shallow = readGitHistory(repo.shallowClone(), 'content', [RENAMED]);
    expect(shallow.histories.size).toBe(0);
    expect(shallow.warning).toMatch(/shallow git clone/);
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-repo-'));
    try {
      const result = readGitHistory(outside, 'content', []);
      expect(result.histories.size).toBe(0);
      expect(result.warning).toMatch(/not inside a git repository/);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
    const empty = new FixtureRepo();
    try {
      const result = readGitHistory(empty.dir, 'content', []);
      expect(result.histories.size).toBe(0);
      expect(result.warning).toMatch(/git log failed/);
    } finally {
      empty.remove();
    }
  });
});

function gatsbyArgs() {
  const nodes: Array<Record<string, unknown>> = [];
  const reporter = { warn: jest.fn(), info: jest.fn() };
  const args = {
    actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
    createNodeId: (key: string) => `id(${key})`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    reporter,
  } as unknown as Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>;
  return { args, nodes, reporter };
}

describe('sourceDocHistory', () => {
  it('creates a DocHistory node per committed file, warns once about the untracked one and reports its time', () => {
    const { args, nodes, reporter } = gatsbyArgs();
    sourceDocHistory(args, repo.dir, path.join(repo.dir, 'content'));
    expect(nodes.map((node) => node.sourcePath).sort()).toEqual([OTHER, RENAMED]);
    expect(nodes[0]).toMatchObject({ id: `id(doc history ${String(nodes[0].sourcePath)})`, internal: { type: 'DocHistory' } });
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/git history of 2 of 3 content files read in \d+\.\d\d s/));
  });

  it('in a shallow clone creates no nodes and warns exactly once, without failing', () => {
    const { args, nodes, reporter } = gatsbyArgs();
    const clone = path.join(path.dirname(repo.dir), 'shallow');
    if (!fs.existsSync(clone)) repo.shallowClone();
    sourceDocHistory(args, clone, path.join(clone, 'content'));
    expect(nodes).toEqual([]);
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringMatching(/shallow/));
  });
});
