import fs from 'node:fs';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { LEDGER_FILE } from '../../lib/release-ledger/types';
import { CONTENT_DIR } from '../content-dir';
import { installedVersion, reuseOrMake } from '../build-cache';
import { buildConfigReference } from '../config-reference';

export const CONFIGURATION_SECTION = 'configuration';

// The reference is made from these packages' schemas, defaults and CLI flags.
const REFERENCE_PACKAGES = ['webpack', 'webpack-dev-server'];
export const CONFIG_OPTIONS_FILE = 'configuration-options.json';

export function configurationUrl(page: string, anchorId?: string): string {
  return `/${CONFIGURATION_SECTION}/${page}/${anchorId ? `#${anchorId}` : ''}`;
}

/** One ConfigOption node per option of webpack's schema (and the dev server's), placed on its configuration page. */
export async function sourceConfigOptions({ actions, cache, createNodeId, createContentDigest, reporter }: SourceNodesArgs): Promise<void> {
  const started = Date.now();
  const { value: entries, reused } = await reuseOrMake(
    cache,
    'config reference',
    // The release ledger marks entries (default changed, deprecated, removed in …): its text is an input too.
    [...REFERENCE_PACKAGES.map((name) => installedVersion(name)), fs.readFileSync(path.resolve(LEDGER_FILE), 'utf8')],
    () => buildConfigReference(),
  );
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  for (const entry of entries) {
    const page = path.join(CONTENT_DIR, CONFIGURATION_SECTION, `${entry.page}.mdx`);
    if (!fs.existsSync(page)) {
      reporter.panic(
        `Option "${entry.path}" belongs on ${configurationUrl(entry.page)}, but content/${CONFIGURATION_SECTION}/${entry.page}.mdx does not exist`,
      );
    }
    const target = entry.sameAs ? byPath.get(entry.sameAs) : undefined;
    const node = { ...entry, sameAsUrl: target ? configurationUrl(target.page, target.anchorId) : null };
    void actions.createNode({
      ...node,
      id: createNodeId(`config option ${entry.path}`),
      internal: { type: 'ConfigOption', contentDigest: createContentDigest(node) },
    });
  }
  // Machine-readable index of the reference (and what the coverage test checks the pages against).
  fs.mkdirSync(path.resolve('public'), { recursive: true });
  fs.writeFileSync(
    path.resolve('public', CONFIG_OPTIONS_FILE),
    JSON.stringify(
      // Options of the installed schemas only: a removed option's entry is history, not configuration.
      entries
        .filter((entry) => entry.removedIn === null)
        .map(({ path: optionPath, page: pageName, anchorId, sameAs }) => ({ path: optionPath, url: configurationUrl(pageName), anchorId, sameAs })),
    ),
  );
  reporter.info(`Configuration reference: ${entries.length} options${reused ? ' (from the cache)' : ''} in ${((Date.now() - started) / 1000).toFixed(2)} s`);
}
