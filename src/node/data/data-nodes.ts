import fs from 'node:fs';
import type { CreateNodeArgs, Node } from 'gatsby';
import { DataError } from '../../lib/data-file';
import { parseProjectsFile } from '../../lib/ecosystem';
import { jsonErrorLine } from '../../lib/json-lines';
import { parseLedger } from '../../lib/release-ledger/parse';
import { releaseDocPages } from '../../lib/release-notes/pages';
import { parseSponsorsFile } from '../../lib/sponsors';
import { parseVoteTopicsFile } from '../../lib/vote';
import { clearAuthorProblem, reportAuthorProblem } from '../author-errors';

interface FileNode extends Node {
  readonly sourceInstanceName: string;
  readonly relativePath: string;
  readonly absolutePath: string;
}

interface DataNodes {
  readonly type: string;
  readonly items: readonly object[];
}

/**
 * Each data file under content/ and the GraphQL nodes it becomes (types in ./schema.ts). Most
 * parsers take the parsed JSON; the release ledger parses its own text, to name the line of a mistake.
 */
const DATA_FILES: Readonly<Record<string, (file: string, data: unknown, text: string) => DataNodes | readonly DataNodes[]>> = {
  'data/ecosystem-projects.json': (file, data) => ({
    type: 'EcosystemProject',
    items: parseProjectsFile(file, data).map((project, position) => ({ ...project, position })),
  }),
  'data/vote-topics.json': (file, data) => ({
    type: 'VoteTopic',
    // "id" belongs to Gatsby on a node, so the topic's own id travels as topicId.
    items: parseVoteTopicsFile(file, data).map(({ id, ...topic }, position) => ({ ...topic, topicId: id, position })),
  }),
  'data/sponsors.json': (file, data) => ({ type: 'SponsorList', items: [parseSponsorsFile(file, data)] }),
  'data/webpack-releases.json': (file, _data, text) => {
    const { releases } = parseLedger(file, text);
    // The release notes pages are DocPage nodes like any other page (sidebar, search, printable, markdown
    // export); their changes are laid out at page creation (src/node/create-pages/release-notes.ts).
    const pages = releaseDocPages(releases).map((page) => ({ ...page, contentFilePath: null, html: '', contributors: [], related: [], options: [] }));
    return [
      { type: 'WebpackRelease', items: releases.map((release, position) => ({ ...release, position })) },
      { type: 'DocPage', items: pages },
    ];
  },
};

type Args = Pick<CreateNodeArgs, 'node' | 'actions' | 'createNodeId' | 'reporter'>;

/** Turns a known JSON file under content/data/ into validated nodes, children of its File node. */
export function createDataNodes({ node, actions, createNodeId, reporter }: Args): void {
  const file = node as FileNode;
  const parse = file.sourceInstanceName === 'content' ? DATA_FILES[file.relativePath] : undefined;
  if (!parse) return;
  const sourcePath = `content/${file.relativePath}`;
  const text = fs.readFileSync(file.absolutePath, 'utf8');
  try {
    for (const { type, items } of [parse(sourcePath, JSON.parse(text), text)].flat()) {
      items.forEach((item, index) => {
        const child = {
          ...item,
          id: createNodeId(`${node.id} >>> ${type} ${index}`),
          parent: node.id,
          children: [],
          internal: { type, contentDigest: `${node.internal.contentDigest}-${index}` },
        };
        void actions.createNode(child);
        actions.createParentChildLink({ parent: node, child: child });
      });
    }
  } catch (error) {
    if (error instanceof DataError) {
      reportAuthorProblem(reporter, { file: error.file, line: error.line, reason: `${error.field ? `${error.field} ` : ''}${error.reason}` });
    } else if (error instanceof SyntaxError) {
      reportAuthorProblem(reporter, { file: sourcePath, line: jsonErrorLine(text, error), reason: `not valid JSON (${error.message})` });
    } else throw error;
    return;
  }
  clearAuthorProblem(sourcePath);
}
