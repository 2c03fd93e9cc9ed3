/**
 * @jest-environment node
 *
 * Every webpack-cli command a page shows (shell blocks, package.json scripts) and every flag named
 * in its prose is checked against the flags the installed webpack-cli lists in `--help=verbose`
 * for that command, so a page cannot teach a flag the CLI would reject.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliCommands, flagsFromHelp, proseFlags } from '../../src/lib/content-examples/cli-commands';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { runCli as runInstalledCli } from './support/webpack-cli';
import { contentPages } from './support/workspace';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-cli-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const runCli = (args: readonly string[]) => runInstalledCli(args, scratch);

const helpCache = new Map<string, Set<string>>();
function flagsOf(command: string): Set<string> {
  let flags = helpCache.get(command);
  if (!flags) {
    flags = flagsFromHelp(runCli(command === 'build' ? ['--help=verbose'] : [command, '--help=verbose']).output);
    helpCache.set(command, flags);
  }
  return flags;
}

/** Flags of other programs that pages name in prose, each with the program it belongs to. */
const OTHER_PROGRAMS: Readonly<Record<string, string>> = {
  '--save-dev': 'npm install',
  '--save-exact': 'npm install',
  '--global': 'npm install',
  '--dev': 'yarn add',
  '--yes': 'npx',
  '--legacy-peer-deps': 'npm install',
  '--experimental-strip-types': 'node',
  '--no-experimental-strip-types': 'node',
  '--experimental-transform-types': 'node',
  '--inspect': 'node',
  '--inspect-brk': 'node',
  '--max-old-space-size': 'node',
  '--openssl-legacy-provider': 'node',
  '--cpu-prof': 'node',
  '--trace-deprecation': 'node',
  '--import': 'node',
  '--loader': 'node',
  '--watch-path': 'node',
  '--env-file': 'node',
  '--project': 'tsc',
  '--noEmit': 'tsc',
  '--declaration': 'tsc',
  '--emitDeclarationOnly': 'tsc',
  '--depth': 'git clone',
  '--enable-source-maps': 'node',
  '--force': 'create-webpack-app',
  '--template': 'create-webpack-app',
};

/** Flags that older webpack-cli versions had: pages may name them to say they are gone, never use them in a command. */
const REMOVED: Readonly<Record<string, string>> = {
  '--node-env': 'removed in webpack-cli 7',
};

/** Prefixes written as a prefix, "with a `--stats-` prefix". */
const isPrefix = (flag: string) => flag.endsWith('-');

const pages = contentPages();
const commands = pages.flatMap((page) => cliCommands(extractCodeBlocks(page.path, page.text)));

test('the CLI lists its flags (the check below has something to compare with)', () => {
  expect(flagsOf('build').size).toBeGreaterThan(1000);
  expect(flagsOf('build').has('--config-node-env')).toBe(true);
  expect(flagsOf('build').has('--node-env')).toBe(false);
  expect(flagsOf('serve').has('--open')).toBe(true);
});

test('a removed flag is really gone from the CLI', () => {
  for (const flag of Object.keys(REMOVED)) expect(flagsOf('build').has(flag)).toBe(false);
});

test('pages show webpack-cli commands (the extraction finds them)', () => {
  expect(commands.length).toBeGreaterThan(80);
  expect(commands.some((command) => command.command === 'serve')).toBe(true);
});

test('an unknown flag is caught, with the CLI\'s own message', () => {
  const [command] = cliCommands([{ page: 'self-check.mdx', line: 1, lang: 'bash', title: null, value: 'npx webpack --mdoe production' }]);
  expect(command?.flags).toEqual(['--mdoe']);
  expect(flagsOf('build').has('--mdoe')).toBe(false);
  expect(runCli(['--mdoe', 'production']).output).toMatch(/Unknown option '--mdoe'/);
});

test.each(commands.map((command) => [`content/${command.page}:${command.line} ${command.text}`, command] as const))('%s', (_name, command) => {
  const unknown = command.flags.filter((flag) => !flagsOf(command.command).has(flag));
  if (unknown.length) {
    const { output } = runCli([...(command.command === 'build' ? [] : [command.command]), ...unknown]);
    throw new Error(`content/${command.page}:${command.line}: webpack-cli ${command.command} does not know ${unknown.join(', ')}:\n${output.trim()}`);
  }
});

test('every flag named in prose is a flag of webpack-cli or of the program named beside it', () => {
  const known = new Set(['build', 'watch', 'serve', 'info', 'configtest', 'version'].flatMap((command) => [...flagsOf(command)]));
  const problems = pages.flatMap((page) =>
    proseFlags(page.path, page.text)
      .filter(({ flag }) => !known.has(flag) && !(flag in OTHER_PROGRAMS) && !(flag in REMOVED) && !isPrefix(flag))
      .map(({ line, flag }) => `content/${page.path}:${line}: ${flag} is not a webpack-cli flag`),
  );
  expect(problems).toEqual([]);
});
