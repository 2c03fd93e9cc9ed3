/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { mayHoldQuery } from '../../../src/lib/develop/query-files';

interface Parsed {
  readonly astDefinitions: readonly unknown[];
}
type GatsbyFileParser = new () => { parseFile(file: string, addError: () => void): Promise<Parsed | null> };

describe('mayHoldQuery', () => {
  it('keeps files that import from gatsby, over several lines too', () => {
    expect(mayHoldQuery("import { graphql } from 'gatsby';")).toBe(true);
    expect(mayHoldQuery('import React from "react";\nimport {\n  graphql,\n  useStaticQuery,\n} from "gatsby";')).toBe(true);
    expect(mayHoldQuery("export { Head } from 'gatsby';")).toBe(true);
  });

  it('passes over type-only imports and files that only mention config or Head', () => {
    expect(mayHoldQuery("import type { GatsbyNode } from 'gatsby';\nconst config = {};")).toBe(false);
    expect(mayHoldQuery("// the Head of the page\nimport { x } from 'gatsby-plugin-mdx';")).toBe(false);
  });

  // Gatsby's own parser over the site: every file where it finds a query or fragment is one the filter keeps.
  it('keeps every file of src/ in which Gatsby finds a query', async () => {
    const FileParser = jest.requireActual<{ default: GatsbyFileParser }>('gatsby/dist/query/file-parser').default;
    const parser = new FileParser();
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(file);
        return /\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
      });
    const files = walk(path.resolve('src'));
    const withQueries: string[] = [];
    for (const file of files) {
      const parsed = await parser.parseFile(file, () => {});
      if (parsed?.astDefinitions.length) withQueries.push(file);
    }
    expect(withQueries.length).toBeGreaterThan(5);
    expect(withQueries.filter((file) => !mayHoldQuery(fs.readFileSync(file, 'utf8')))).toEqual([]);
  }, 60_000);
});
