import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { extractAnchors } from '../lib/anchors';
import { locateContentFile } from '../lib/content-files';
import { describeMarkdown } from '../lib/description';
import { ContentError, parseContentFile } from '../lib/frontmatter';
import { createDataNodes } from './data/data-nodes';
import { CONTENT_DIR } from './content-dir';
import { OPTIONS_ANCHOR, readWebpackSchemaOptions } from './webpack-schema-options';
import { ContentSyntaxError, renderContent } from './render-content';
import { generateTable } from './generated';
import { tableAnchor } from '../lib/generated-table';
import { handlesAsContributors } from '../lib/git-history/merge';
import { clearAuthorProblem, reportAuthorProblem } from './author-errors';

/** The body as HTML; a syntax error names the file and its line in it. */
function renderBody(relativePath: string, body: string, bodyLine: number): string {
  try {
    return renderContent(body);
  } catch (error) {
    if (!(error instanceof ContentSyntaxError)) throw error;
    throw new ContentError(relativePath, bodyLine + error.line - 1, error.reason);
  }
}

/** content/<path> of a file under content/, or null. */
function contentSourcePath(absolutePath: unknown): string | null {
  if (typeof absolutePath !== 'string' || !absolutePath.startsWith(CONTENT_DIR + path.sep)) return null;
  return `content/${path.relative(CONTENT_DIR, absolutePath).split(path.sep).join('/')}`;
}

const reportContentError = (reporter: Reporter, error: ContentError, stage?: string) =>
  reportAuthorProblem(reporter, { file: `content/${error.file}`, line: error.line, reason: error.reason }, stage);

// What the File node finds, it alone clears (see author-errors.ts).
const FRONTMATTER_STAGE = 'frontmatter';

/**
 * A page's frontmatter, read from its File node: gatsby-plugin-mdx makes no Mdx node from YAML it cannot parse
 * (it prints a js-yaml stack without the file), so the DocPage step below would never see the page.
 */
function checkFrontmatter(node: Node, reporter: Reporter): void {
  const sourcePath = node.extension === 'mdx' ? contentSourcePath(node.absolutePath) : null;
  if (!sourcePath) return;
  try {
    parseContentFile(sourcePath.slice('content/'.length), fs.readFileSync(node.absolutePath as string, 'utf8'));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reportContentError(reporter, error, FRONTMATTER_STAGE);
    return;
  }
  clearAuthorProblem(sourcePath, FRONTMATTER_STAGE);
}

function parsesCleanly(relativePath: string, text: string): boolean {
  try {
    parseContentFile(relativePath, text);
    return true;
  } catch (error) {
    if (error instanceof ContentError) return false;
    throw error;
  }
}

/** Turns each content Mdx node into a DocPage node: the validated, explicit content model. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, createNodeId, reporter }) => {
  if (node.internal.type === 'File') {
    checkFrontmatter(node, reporter);
    return createDataNodes({ node, actions, createNodeId, reporter });
  }
  if (node.internal.type !== 'Mdx') return;
  const contentFilePath = node.internal.contentFilePath;
  if (!contentFilePath || !contentFilePath.startsWith(CONTENT_DIR + path.sep)) return;
  const relativePath = path.relative(CONTENT_DIR, contentFilePath).split(path.sep).join('/');
  const text = fs.readFileSync(contentFilePath, 'utf8');
  // Its File node reported a frontmatter mistake already.
  if (!parsesCleanly(relativePath, text)) return;
  try {
    const { frontmatter, body, bodyLine } = parseContentFile(relativePath, text);
    const html = renderBody(relativePath, body, bodyLine);
    const options = frontmatter.schema ? readWebpackSchemaOptions(relativePath, frontmatter.schema) : [];
    const generatedTable = frontmatter.generated ? generateTable(frontmatter.generated) : null;
    const anchors = [...extractAnchors(body), ...(generatedTable ? [tableAnchor(generatedTable)] : [])];
    const page = {
      ...frontmatter,
      ...locateContentFile(relativePath),
      // Git history joins these at query time (history-fields.ts).
      contributors: handlesAsContributors(frontmatter.contributors),
      description: frontmatter.description ?? describeMarkdown(body),
      options,
      generatedTable,
      optionsSource: frontmatter.schema ? `webpack/schemas/${frontmatter.schema}` : null,
      anchors: options.length ? [...anchors, OPTIONS_ANCHOR] : anchors,
      sourcePath: `content/${relativePath}`,
      contentFilePath,
      html,
      mdx: node.id,
    };
    const docPage = {
      ...page,
      id: createNodeId(`${node.id} >>> DocPage`),
      parent: node.id,
      children: [],
      internal: { type: 'DocPage', contentDigest: node.internal.contentDigest },
    };
    void actions.createNode(docPage);
    actions.createParentChildLink({ parent: node, child: docPage });
    clearAuthorProblem(`content/${relativePath}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reportContentError(reporter, error);
  }
};
