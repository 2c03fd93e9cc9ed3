import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Node } from 'gatsby';
import { createDataNodes } from '../../src/node/data/data-nodes';

/** The structured error of a data file mistake (src/lib/author-errors), by its message. */
const saying = (message: unknown): unknown => expect.objectContaining({ context: { sourceMessage: message } });

function fileNode(relativePath: string, absolutePath: string): Node {
  return {
    id: `file-${relativePath}`,
    parent: null,
    children: [],
    internal: { type: 'File', contentDigest: 'digest', owner: 'gatsby-source-filesystem' },
    sourceInstanceName: 'content',
    relativePath,
    absolutePath,
  };
}

function run(relativePath: string, absolutePath: string) {
  const created: Record<string, unknown>[] = [];
  const actions = { createNode: jest.fn((node) => created.push(node)), createParentChildLink: jest.fn() };
  const reporter = { panicOnBuild: jest.fn() };
  createDataNodes({
    node: fileNode(relativePath, absolutePath),
    actions: actions as never,
    createNodeId: (seed: string) => `id:${seed}`,
    reporter: reporter as never,
  });
  return { created, actions, reporter };
}

describe('data nodes', () => {
  it('turns each project of ecosystem-projects.json into an EcosystemProject node, in file order', () => {
    const { created, actions } = run('data/ecosystem-projects.json', path.resolve('content/data/ecosystem-projects.json'));
    expect(created).toHaveLength(41);
    expect(created[1]).toMatchObject({
      repo: 'webpack/webpack',
      position: 1,
      internal: { type: 'EcosystemProject' },
      parent: 'file-data/ecosystem-projects.json',
    });
    expect(actions.createParentChildLink).toHaveBeenCalledTimes(41);
  });

  it('keeps a vote topic id apart from the node id, and makes one SponsorList node', () => {
    const topics = run('data/vote-topics.json', path.resolve('content/data/vote-topics.json')).created;
    expect(topics[0]).toMatchObject({ topicId: 'built-in-css', internal: { type: 'VoteTopic' } });
    expect(topics[0].id).toMatch(/^id:/);
    const [sponsors] = run('data/sponsors.json', path.resolve('content/data/sponsors.json')).created;
    expect(sponsors).toMatchObject({ internal: { type: 'SponsorList' }, note: expect.stringMatching(/^Sample data/) });
  });

  it('ignores other files', () => {
    expect(run('data/packages.json', path.resolve('content/data/sponsors.json')).created).toHaveLength(0);
  });

  it('stops the build with the file and field of a mistake, or of broken JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-nodes-'));
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ id: 'x', title: 'T' }]));
    expect(run('data/vote-topics.json', bad).reporter.panicOnBuild).toHaveBeenCalledWith(
      saying(expect.stringContaining('content/data/vote-topics.json: topics[0].description must be a non-empty string\n')),
    );
    fs.writeFileSync(bad, '{ nope');
    expect(run('data/sponsors.json', bad).reporter.panicOnBuild).toHaveBeenCalledWith(
      saying(expect.stringMatching(/^content\/data\/sponsors\.json:1: not valid JSON/)),
    );
    fs.rmSync(dir, { recursive: true });
  });

  it('makes a WebpackRelease node per ledger entry, and stops the build with the file and line of a bad ledger', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-nodes-'));
    const ledger = path.join(dir, 'webpack-releases.json');
    const entry = { version: '5.113.0', previous: '5.112.2', date: '2026-11-19', summary: 'S.', changes: [] };
    fs.writeFileSync(ledger, JSON.stringify({ releases: [entry] }, null, 2));
    const created = run('data/webpack-releases.json', ledger).created;
    expect(created[0]).toMatchObject({ ...entry, position: 0, internal: { type: 'WebpackRelease' } });
    // And the release notes pages: the index, then the release's own.
    expect(created.slice(1).map((node) => [node.url, (node.internal as { type: string }).type, node.html])).toEqual([
      ['/migrate/releases/', 'DocPage', ''],
      ['/migrate/releases/5.113/', 'DocPage', ''],
    ]);
    fs.writeFileSync(ledger, JSON.stringify({ releases: [{ ...entry, date: '19.11.2026' }] }, null, 2));
    expect(run('data/webpack-releases.json', ledger).reporter.panicOnBuild).toHaveBeenCalledWith(
      saying(expect.stringContaining('content/data/webpack-releases.json:6: releases[0].date must be a date such as 2026-11-19 (got "19.11.2026")\n')),
    );
    fs.writeFileSync(ledger, '{\n  "releases": [\n    {,\n  ]\n}');
    expect(run('data/webpack-releases.json', ledger).reporter.panicOnBuild).toHaveBeenCalledWith(
      saying(expect.stringMatching(/^content\/data\/webpack-releases\.json:3: not valid JSON/)),
    );
    fs.rmSync(dir, { recursive: true });
  });
});
