import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { isDevelop } from './command';
import { mayHoldQuery } from '../lib/develop/query-files';

/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby internals, required only when develop runs this hook. */
type ParseFile = (this: unknown, file: string, addError: unknown) => Promise<unknown>;

interface Internals {
  readonly parser: { prototype: { parseFile: ParseFile } };
  readonly isComponent: (file: string) => boolean;
}

/** The parts of Gatsby 5's query extraction this relies on, or null when a Gatsby version has moved them. */
function gatsbyInternals(): Internals | null {
  try {
    const parser = (require('gatsby/dist/query/file-parser') as { default?: Internals['parser'] }).default;
    const { store } = require('gatsby/dist/redux') as { store: { getState(): { components: Map<string, unknown> } } };
    if (typeof parser?.prototype.parseFile !== 'function') return null;
    return { parser, isComponent: (file) => store.getState().components.has(file) };
  } catch {
    return null;
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Gatsby parses every file under src/ whose text holds `graphql`, `config` or `Head` on each develop start (its parse
 * cache lives in memory), looking for queries and page exports: about a hundred files of this site, which documents
 * webpack's config everywhere, where a dozen import from 'gatsby' and a few more are page components. The others are
 * passed over. Gatsby's own check runs on what is left; files outside src/ (plugins') go to it unchanged.
 */
function extractQueriesFromGatsbyFilesOnly(reporter: Reporter): void {
  const gatsby = gatsbyInternals();
  if (!gatsby) {
    reporter.info('develop: queries are looked for in every file under src/ (this Gatsby version lacks what narrowing it needs)');
    return;
  }
  const src = path.resolve('src') + path.sep;
  const parseFile = gatsby.parser.prototype.parseFile;
  gatsby.parser.prototype.parseFile = async function (file, addError) {
    if (file.startsWith(src) && !gatsby.isComponent(file)) {
      const text = await fs.readFile(file, 'utf8').catch(() => null);
      // An unreadable file goes to Gatsby, which reports it.
      if (text !== null && !mayHoldQuery(text)) return null;
    }
    return parseFile.call(this, file, addError);
  };
}

/** Before develop's first query extraction. */
export const onPluginInit: GatsbyNode['onPluginInit'] = ({ reporter }) => {
  if (isDevelop()) extractQueriesFromGatsbyFilesOnly(reporter);
};
