import fs from 'node:fs';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { LEDGER_FILE } from '../../lib/release-ledger/types';
import { CONTENT_DIR } from '../content-dir';
import { installedVersion, keptNodes, rememberNodes, reuseOrMake } from '../build-cache';
import { buildConfigReference, type ConfigOptionEntry } from '../config-reference';

export const CONFIGURATION_SECTION = 'configuration';

// The reference is made from these packages' schemas, defaults and CLI flags.
const REFERENCE_PACKAGES = ['webpack', 'webpack-dev-server'];
export const CONFIG_OPTIONS_FILE = 'configuration-options.json';

export function configurationUrl(page: string, anchorId?: string): string {
  return `/${CONFIGURATION_SECTION}/${page}/${anchorId ? `#${anchorId}` : ''}`;
}

const CONFIG_OPTION_TYPE = 'ConfigOption';

/** One ConfigOption node per option of webpack's schema (and the dev server's), placed on its configuration page. */
export async function sourceConfigOptions(args: SourceNodesArgs): Promise<void> {
  const { cache, reporter } = args;
  const started = Date.now();
  // The release ledger marks entries (default changed, deprecated, removed in …): its text is an input too.
  const inputs = [...REFERENCE_PACKAGES.map((name) => installedVersion(name)), fs.readFileSync(path.resolve(LEDGER_FILE), 'utf8')];
  const kept = await keptNodes(args, CONFIG_OPTION_TYPE, inputs);
  let entries: readonly ConfigOptionEntry[];
  let origin = ' (kept from the last start)';
  if (kept) {
    // Each node is its entry with an id, its sameAsUrl and Gatsby's fields.
    entries = kept as unknown as ConfigOptionEntry[];
  } else {
    const made = await reuseOrMake(cache, 'config reference', inputs, () => {
      // A page whose reference subtree is not in the schema stops the build with the page and the path.
      try {
        return buildConfigReference();
      } catch (error) {
        return reporter.panic(error instanceof Error ? error.message : String(error));
      }
    });
    entries = made.value;
    origin = made.reused ? ' (from the cache)' : '';
    createOptionNodes(args, entries);
    await rememberNodes(cache, CONFIG_OPTION_TYPE, inputs, entries.length);
  }
  for (const pageName of new Set(entries.map((entry) => entry.page))) {
    if (!fs.existsSync(path.join(CONTENT_DIR, CONFIGURATION_SECTION, `${pageName}.mdx`))) {
      const entry = entries.find((option) => option.page === pageName);
      reporter.panic(`Option "${entry?.path}" belongs on ${configurationUrl(pageName)}, but content/${CONFIGURATION_SECTION}/${pageName}.mdx does not exist`);
    }
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
  reporter.info(`Configuration reference: ${entries.length} options${origin} in ${((Date.now() - started) / 1000).toFixed(2)} s`);
}

function createOptionNodes({ actions, createNodeId, createContentDigest }: SourceNodesArgs, entries: readonly ConfigOptionEntry[]): void {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  for (const entry of entries) {
    const target = entry.sameAs ? byPath.get(entry.sameAs) : undefined;
    const node = { ...entry, sameAsUrl: target ? configurationUrl(target.page, target.anchorId) : null };
    void actions.createNode({
      ...node,
      id: createNodeId(`config option ${entry.path}`),
      internal: { type: CONFIG_OPTION_TYPE, contentDigest: createContentDigest(node) },
    });
  }
}
