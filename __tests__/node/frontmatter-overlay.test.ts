/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Node } from 'gatsby';

// Gatsby's overlay channel under develop: what the browser's overlay shows, by id.
type Overlay = { errors: Map<string, unknown> };

describe('a frontmatter mistake under develop', () => {
  const cwd = process.cwd();
  const command = process.env.gatsby_executing_command;
  let dir: string;
  afterEach(() => {
    process.chdir(cwd);
    process.env.gatsby_executing_command = command;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the overlay once the file is saved fixed, though Gatsby keeps the page’s Mdx node from before the break', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontmatter-overlay-'));
    fs.mkdirSync(path.join(dir, 'content/concepts'), { recursive: true });
    const file = path.join(dir, 'content/concepts/page.mdx');
    const good = '---\ntitle: A page\nsort: 1\n---\n\nSome text.\n';
    process.chdir(dir);
    process.env.gatsby_executing_command = 'develop';
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded after chdir: the content folder is read at import */
      const { onCreateNode } = require('../../src/node/on-create-node') as typeof import('../../src/node/on-create-node');
      const { websocketManager } = require('gatsby/dist/utils/websocket-manager') as { websocketManager: Overlay };
      /* eslint-enable @typescript-eslint/no-require-imports */
      const fileNode = {
        id: 'file',
        parent: null,
        children: [],
        internal: { type: 'File', contentDigest: 'd', owner: 'gatsby-source-filesystem' },
        sourceInstanceName: 'content',
        relativePath: 'concepts/page.mdx',
        absolutePath: file,
        extension: 'mdx',
      } as Node;
      const save = (text: string) => {
        fs.writeFileSync(file, text);
        // A save makes a new File node; the Mdx node is made again only when its content differs from the one kept.
        void onCreateNode!(
          {
            node: fileNode,
            actions: { createNode: jest.fn(), createParentChildLink: jest.fn() },
            createNodeId: (seed: string) => seed,
            reporter: { panicOnBuild: jest.fn() },
          } as never,
          {} as never,
          () => undefined,
        );
      };
      const shown = () => [...websocketManager.errors.keys()].filter((id) => id.includes('content/concepts/page.mdx'));

      // An editor's save cut off inside the frontmatter.
      save(good.slice(0, good.indexOf('sort:')));
      expect(shown()).toHaveLength(1);
      save(good);
      expect(shown()).toEqual([]);
    });
  });
});
