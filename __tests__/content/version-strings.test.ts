/**
 * @jest-environment node
 *
 * One source for versions in prose: every version of webpack on a page (named or bare: "webpack 5.112",
 * "In 5.112.2", "v5.113.0") and of the family's tools ("webpack-cli 7.3.1") is the installed one, or
 * reads as history ("since 5.110", "5.101 or later") of a webpack release the ledger or webpack itself
 * records. A page that still states the previous release as the current one fails with file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseLedger } from '../../src/lib/release-ledger/parse';
import { LEDGER_FILE } from '../../src/lib/release-ledger/types';
import { findVersionMentions, judgeVersionMention, type VersionFacts } from '../../src/lib/release-ledger/version-mentions';
import { contentPages, REPO_ROOT } from './support/workspace';

const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');
const packages = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'content/data/packages.json'), 'utf8')) as { package: string }[];
const TOOLS = ['webpack', 'webpack-cli', 'webpack-dev-server', 'webpack-merge', 'enhanced-resolve', ...packages.map((entry) => entry.package)];

function installedVersion(name: string): string | null {
  const file = path.join(NODE_MODULES, name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : null;
}

/** Versions webpack records itself: `added` in its schemas, `@since` in its code. */
function recordedByWebpack(): string[] {
  const dir = path.join(NODE_MODULES, 'webpack');
  const files = [
    ...fs.readdirSync(path.join(dir, 'schemas'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).map((file) => path.join(dir, 'schemas', file)),
    ...fs.readdirSync(path.join(dir, 'lib'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js')).map((file) => path.join(dir, 'lib', file)),
  ];
  return files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:"added": "|@since )(\d+\.\d+\.\d+)/g)].map((match) => match[1]));
}

function facts(): VersionFacts {
  const ledger = parseLedger(LEDGER_FILE, fs.readFileSync(path.join(REPO_ROOT, LEDGER_FILE), 'utf8'));
  const exact = [...ledger.releases.flatMap((release) => [release.version, release.previous]), ...recordedByWebpack()];
  // With a release (5.112.2) come its minor (5.112) and the patches before it (5.112.0, 5.112.1).
  const knownWebpack = new Set(
    exact.flatMap((version) => {
      const [major, minor, patch] = version.split('.');
      return [`${major}.${minor}`, ...Array.from({ length: Number(patch) + 1 }, (_, index) => `${major}.${minor}.${index}`)];
    }),
  );
  const installed = Object.fromEntries(TOOLS.map((tool) => [tool, installedVersion(tool)]).filter((entry): entry is [string, string] => entry[1] !== null));
  return { installed, knownWebpack, ledgerFloor: ledger.releases[ledger.releases.length - 1].previous };
}

test('every version in the pages is the installed one, or history the ledger or webpack records', () => {
  const known = facts();
  const problems = contentPages().flatMap((page) =>
    findVersionMentions(page.text, TOOLS).flatMap((mention) => {
      const problem = judgeVersionMention(mention, known);
      return problem ? [`content/${page.path}:${mention.line}: ${problem}`] : [];
    }),
  );
  expect(problems).toEqual([]);
});
