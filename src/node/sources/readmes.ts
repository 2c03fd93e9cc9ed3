import fs from 'node:fs';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { describeMarkdown } from '../../lib/description';
import { packagePeople } from '../../lib/git-history/package-people';
import { optionRows } from '../../lib/readme/options-table';
import type { JsonSchema } from '../../lib/schema/json-schema';
import { pageNameOf, validatePackageEntries, type PackageEntry } from '../../lib/readme/packages';
import { renderReadme } from '../../lib/readme/render-readme';
import { ownReadmeFragment, repositoryFileUrl, repositoryOf } from '../../lib/readme/repository';
import { installedVersion, keptNodes, rememberNodes, reuseOrMake } from '../build-cache';
import { CONTENT_DIR } from '../content-dir';
import { OPTIONS_ANCHOR } from '../webpack-schema-options';

const PACKAGES_FILE = 'content/data/packages.json';
// Where loader and plugin packages keep their options schema, in order of preference.
const SCHEMA_CANDIDATES = ['dist/options.json', 'dist/cjs/options.json', 'dist/plugin-options.json', 'lib/schema.json', 'src/options.json'];

interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly license?: string;
  readonly description?: string;
  readonly repository?: string | { url?: string; directory?: string };
  readonly author?: unknown;
  readonly contributors?: unknown;
}

/** Everything a README page needs from its installed package; a package that cannot be documented fails here. */
export function readPackagePage(entry: PackageEntry, nodeModules: string) {
  const dir = path.join(nodeModules, entry.package);
  const pkgFile = path.join(dir, 'package.json');
  if (!fs.existsSync(pkgFile)) throw new Error(`${entry.package}: not installed (add it as a pinned devDependency)`);
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as PackageJson;
  const readmeName = fs.readdirSync(dir).find((file) => /^readme\.md$/i.test(file));
  if (!readmeName) throw new Error(`${entry.package}: the package ships no README.md`);
  const repo = repositoryOf(pkg.repository);
  if (!repo) throw new Error(`${entry.package}: cannot determine its repository from package.json "repository"`);

  const readme = fs.readFileSync(path.join(dir, readmeName), 'utf8');
  const rendered = renderReadme(readme, repo);
  const schemaFile = SCHEMA_CANDIDATES.find((file) => fs.existsSync(path.join(dir, file)));
  const headings = new Set(rendered.anchors.flatMap((anchor) => [anchor.id, ...anchor.children.map((child) => child.id)]));
  // A schema's "link" to a heading of the README on GitHub points at the same heading on this page.
  const localLink = (link: string | null) => {
    const fragment = link && ownReadmeFragment(link, repo);
    return fragment && headings.has(decodeURIComponent(fragment.slice(1))) ? fragment : link;
  };
  const rows = schemaFile ? optionRows(JSON.parse(fs.readFileSync(path.join(dir, schemaFile), 'utf8')) as JsonSchema) : [];
  const options = rows.map((row) => ({ ...row, link: localLink(row.link) }));
  const name = pageNameOf(entry.package);
  return {
    page: {
      title: entry.title ?? entry.package,
      url: `/${entry.section}/${name}/`,
      section: entry.section,
      name,
      sort: 0,
      group: entry.group,
      summary: entry.summary,
      description: describeMarkdown(readme) ?? pkg.description ?? null,
      // The README's authors are the package's, not this repository's committers.
      contributors: packagePeople(pkg),
      keywords: entry.keywords ?? [],
      related: [],
      repo: repo.url,
      edit: repositoryFileUrl(repo, readmeName, 'blob'),
      source: `https://www.npmjs.com/package/${pkg.name}/v/${pkg.version}`,
      packageName: pkg.name,
      packageVersion: pkg.version,
      license: pkg.license ?? null,
      options,
      optionsSource: schemaFile ? `${entry.package}/${schemaFile}` : null,
      anchors: options.length ? [...rendered.anchors, OPTIONS_ANCHOR] : rendered.anchors,
      sourcePath: `node_modules/${entry.package}/${readmeName}`,
      contentFilePath: null,
      html: rendered.html,
    },
    droppedFragments: rendered.droppedFragments,
  };
}

/** One DocPage node per package listed in content/data/packages.json, from the README it ships. */
export async function sourceReadmePages(args: SourceNodesArgs): Promise<void> {
  const { actions, cache, createNodeId, createContentDigest, reporter } = args;
  const started = Date.now();
  let reused = 0;
  const entries = validatePackageEntries(JSON.parse(fs.readFileSync(PACKAGES_FILE, 'utf8')), PACKAGES_FILE);
  const nodeModules = path.resolve('node_modules');
  for (const entry of entries) {
    const mdxTwin = path.join(CONTENT_DIR, entry.section, `${pageNameOf(entry.package)}.mdx`);
    if (fs.existsSync(mdxTwin)) reporter.panic(`${PACKAGES_FILE}: ${entry.package} maps to the same URL as ${path.relative(process.cwd(), mdxTwin)}`);
  }
  const inputsOf = (entry: PackageEntry) => [JSON.stringify(entry), installedVersion(entry.package, nodeModules)];
  const allInputs = entries.flatMap(inputsOf);
  const ids = new Set(entries.map((entry) => createNodeId(`readme ${entry.package}`)));
  if (await keptNodes(args, 'DocPage', allInputs, (node) => ids.has(node.id))) {
    reporter.info(`README pages: ${entries.length} packages kept from the last start in ${((Date.now() - started) / 1000).toFixed(2)} s`);
    return;
  }
  for (const entry of entries) {
    try {
      const made = await reuseOrMake(cache, 'readme page', inputsOf(entry), () => readPackagePage(entry, nodeModules));
      if (made.reused) reused++;
      const { page, droppedFragments } = made.value;
      if (droppedFragments.length) reporter.verbose(`${entry.package}: README links to missing headings ${droppedFragments.join(', ')}; shown as text`);
      void actions.createNode({
        ...page,
        id: createNodeId(`readme ${entry.package}`),
        internal: { type: 'DocPage', contentDigest: createContentDigest(page) },
      });
    } catch (error) {
      reporter.panic(`${PACKAGES_FILE}: ${(error as Error).message}`);
    }
  }
  await rememberNodes(cache, 'DocPage', allInputs, entries.length);
  reporter.info(
    `README pages: ${entries.length} packages (${entries.length - reused} rendered, ${reused} from the cache) in ${((Date.now() - started) / 1000).toFixed(2)} s`,
  );
}
