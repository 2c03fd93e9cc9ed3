/**
 * @jest-environment node
 *
 * "Since webpack 5.N" on a page is checked against what webpack itself records: the `added` field its
 * schemas carry for newer options, the `@since` tag of a hook in its code, or its README for features
 * that have no option of their own. A new "since" statement
 * without an entry here fails, so every such version on the site has its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentPages, REPO_ROOT } from './support/workspace';

const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(WEBPACK, file), 'utf8')) as unknown;

/** The value at a JSON pointer (`/definitions/Foo/properties/bar`). */
function at(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}

const schemaAdded = (file: string, pointer: string) => () => (at(readJson(file), pointer) as { added?: string } | undefined)?.added;
const codeSince = (file: string, near: string) => () => {
  const source = fs.readFileSync(path.join(WEBPACK, file), 'utf8');
  const index = source.indexOf(near);
  return index < 0 ? undefined : /@since (\d+\.\d+\.\d+)/.exec(source.slice(Math.max(0, index - 300), index))?.[1];
};

/** The version webpack's README gives after `near`: what it says of features that have no option of their own. */
const readmeSince = (near: string) => () => {
  const readme = fs.readFileSync(path.join(WEBPACK, 'README.md'), 'utf8');
  const index = readme.indexOf(near);
  return index < 0 ? undefined : /since (\d+\.\d+\.\d+)/.exec(readme.slice(index, index + 200))?.[1];
};

/** Each statement: its page, words that find it, and where webpack records the version. */
const STATEMENTS: readonly { page: string; about: RegExp; source: () => string | undefined }[] = [
  { page: 'configuration/other-options.mdx', about: /these three lists also accept globs/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/SnapshotOptions/properties/managedPaths/items/anyOf/2') },
  { page: 'configuration/other-options.mdx', about: /`file` \(a regular expression, or since webpack [\d.]+ a glob\)/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/IgnoreWarnings/items/anyOf/1/properties/file/anyOf/1') },
  { page: 'configuration/optimization.mdx', about: /`minimize` also accepts an object keyed by asset type/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/OptimizationMinimizeOptions') },
  { page: 'configuration/performance.mdx', about: /the same option also enables a set of analysis checks/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/PerformanceOptions/properties/duplicatePackages') },
  { page: 'configuration/performance.mdx', about: /Five of the checks came later/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/PerformanceOptions/properties/unusedModules') },
  { page: 'configuration/stats.mdx', about: /`hints` and `hintsCount` \(since webpack/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/StatsOptions/properties/hintsCount') },
  { page: 'configuration/externals.mdx', about: /The `sideEffects: false` form, available since webpack/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/ExternalItemSideEffects') },
  { page: 'plugins/banner-plugin.mdx', about: /object \(since [\d.]+\), a function/, source: schemaAdded('schemas/plugins/BannerPlugin.json', '/definitions/Rule/anyOf/2') },
  { page: 'plugins/split-chunks-plugin.mdx', about: /`dedupDepth` lets the plugin/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/OptimizationSplitChunksOptions/properties/dedupDepth') },
  { page: 'concepts/loaders.mdx', about: /`glob`: glob patterns instead of regular expressions/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/RuleSetRule/properties/glob') },
  { page: 'guides/output-management.mdx', about: /`keep` can also be a string/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/GlobCondition') },
  { page: 'api/logging.mdx', about: /shows the build's progress in this output/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/InfrastructureLogging/properties/progress') },
  { page: 'guides/author-libraries.mdx', about: /`entryExports: 'all'` \(since webpack/, source: schemaAdded('schemas/WebpackOptions.json', '/definitions/LibraryEntryExports') },
  { page: 'guides/native-css.mdx', about: /calls the built-in CSS and HTML support stable and on by default since/, source: readmeSince('Webpack generates HTML pages and extracts CSS files itself') },
  { page: 'guides/native-html.mdx', about: /calls the built-in HTML and CSS support stable and on by default since/, source: readmeSince('Webpack generates HTML pages and extracts CSS files itself') },
  { page: 'api/normal-module-factory-hooks.mdx', about: /`prepareModuleType\.for\(type\)` runs once per module type/, source: codeSince('lib/module/NormalModuleFactory.js', 'prepareModuleType: new HookMap') },
];

/** Pages that mention a "since" version only as an example of the convention. */
const EXAMPLES = new Set(['contribute/release-process.mdx']);

const SINCE = /[Ss]ince (?:webpack )?(5\.\d+(?:\.\d+)?)/g;

/** The sentence (or table cell, or list item) around a match. */
function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1;
  const ends = [text.indexOf('. ', index), text.indexOf('\n', index)].filter((end) => end >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) + 1 : text.length);
}

const pages = contentPages();

test.each(STATEMENTS.map((statement) => [`${statement.page}: ${statement.about.source.slice(0, 50)}`, statement] as const))('%s', (_name, { page, about, source }) => {
  const text = pages.find((file) => file.path === page)?.text ?? '';
  const match = about.exec(text);
  expect(match).not.toBeNull();
  const sentence = sentenceAround(text, match?.index ?? 0);
  const stated = [...sentence.matchAll(SINCE)].map((since) => since[1]);
  expect(stated).toHaveLength(1);
  const recorded = source();
  expect(recorded).toMatch(/^5\.\d+\.\d+$/);
  // "5.112" on a page stands for 5.112.0.
  expect(`${stated[0]}.0`.split('.').slice(0, 3).join('.')).toBe(recorded);
});

test('every "since 5.N" on the site is one of the statements checked above', () => {
  const unchecked: string[] = [];
  for (const page of pages.filter((file) => !EXAMPLES.has(file.path))) {
    for (const since of page.text.matchAll(SINCE)) {
      const sentence = sentenceAround(page.text, since.index ?? 0);
      const known = STATEMENTS.some((statement) => statement.page === page.path && statement.about.test(sentence));
      if (!known) unchecked.push(`content/${page.path}: ${sentence.trim().slice(0, 120)}`);
    }
  }
  expect(unchecked).toEqual([]);
});
