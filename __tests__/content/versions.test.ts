/**
 * @jest-environment node
 *
 * Versions on pages are the versions this repository installs (package.json is the one place they
 * are decided): package.json snippets accept the installed version, install commands name its
 * major, prose naming an exact version of webpack's own tools names the installed one, and the
 * installation guide's table repeats each package's version and `engines` field.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { contentPages, readPage, REPO_ROOT } from './support/workspace';

/** The installed version of a package, or null when this repository does not install it. */
function installed(name: string): string | null {
  const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : null;
}

function manifest(name: string): { version: string; engines?: { node?: string } } {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; engines?: { node?: string } };
}

const TOOLS = ['webpack', 'webpack-cli', 'webpack-dev-server'] as const;
const pages = contentPages();

test('the site builds with the current major of each tool it documents', () => {
  const own = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; dependencies: Record<string, string> };
  for (const tool of TOOLS) expect(semver.satisfies(installed(tool) ?? '0.0.0', own.devDependencies[tool] ?? own.dependencies[tool] ?? '')).toBe(true);
  expect(semver.major(installed('webpack') ?? '')).toBe(5);
  expect(semver.major(installed('webpack-cli') ?? '')).toBeGreaterThanOrEqual(7);
});

test('package.json snippets ask for versions that include the installed one', () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const block of extractCodeBlocks(page.path, page.text)) {
      if (block.lang !== 'json' || !block.title?.endsWith('package.json')) continue;
      const json = JSON.parse(block.value) as Record<string, unknown>;
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
        for (const [name, range] of Object.entries((json[field] ?? {}) as Record<string, string>)) {
          const version = installed(name);
          if (field === 'peerDependencies' || !version) continue;
          if (!semver.satisfies(version, range)) problems.push(`content/${page.path}:${block.line}: "${name}": "${range}" does not include the installed ${version}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('install commands name the installed major version', () => {
  const problems: string[] = [];
  for (const page of pages) {
    // The migration guides for webpack 1 to 4 install those old versions on purpose.
    if (/^migrate\/[34]\.mdx$/.test(page.path)) continue;
    for (const block of extractCodeBlocks(page.path, page.text)) {
      for (const match of block.value.matchAll(/(?:npm (?:install|i|add)|yarn add|pnpm add)[^\n]*/g)) {
        for (const spec of match[0].matchAll(/\s((?:@[\w.-]+\/)?[\w.-]+)@(\d+)(?=\s|$)/g)) {
          const [, name = '', major = ''] = spec;
          const version = installed(name);
          if (version && semver.major(version) !== Number(major)) problems.push(`content/${page.path}:${block.line}: ${name}@${major}, but ${version} is installed`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('an exact version of webpack, webpack-cli or webpack-dev-server in prose is the installed one or an older major', () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const match of page.text.matchAll(/\b(webpack|webpack-cli|webpack-dev-server) (\d+\.\d+\.\d+)\b/g)) {
      const [, tool = '', version = ''] = match;
      const current = installed(tool) ?? '';
      if (version !== current && semver.major(version) >= semver.major(current)) problems.push(`content/${page.path}: ${tool} ${version}, but ${current} is installed`);
    }
  }
  expect(problems).toEqual([]);
});

test("the installation guide's table shows each tool's installed version and engines field", () => {
  const { text } = readPage('guides/installation.mdx');
  for (const tool of TOOLS) {
    const { version, engines } = manifest(tool);
    const minimum = semver.minVersion(engines?.node ?? '')?.version;
    expect(text).toContain(`| \`${tool}\` | ${version} | ${minimum} or later |`);
  }
});
