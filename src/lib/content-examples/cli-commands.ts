import { markdownTree, type CodeBlock, type CodeNode } from './code-blocks';

/** A `webpack …` command shown on a page, reduced to what webpack-cli parses: the command and its flags. */
export interface CliCommand {
  readonly page: string;
  /** 1-based line in the .mdx file. */
  readonly line: number;
  /** The command webpack-cli runs: build, serve, watch, info, … (build when none is named). */
  readonly command: string;
  /** Flags as written, without their values: `--mode`, `--no-color`, `-c`. */
  readonly flags: readonly string[];
  /** The command line as the page shows it, for messages. */
  readonly text: string;
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps1', 'cmd']);
/** Programs that are webpack-cli: the `webpack` binary of the webpack package hands over to it. */
const CLI_PROGRAMS = new Set(['webpack', 'webpack-cli']);
/** First words that name a command of webpack-cli; anything else after `webpack` is an entry. */
const COMMANDS: Readonly<Record<string, string>> = {
  build: 'build',
  bundle: 'build',
  b: 'build',
  watch: 'watch',
  w: 'watch',
  serve: 'serve',
  server: 'serve',
  s: 'serve',
  info: 'info',
  i: 'info',
  configtest: 'configtest',
  t: 'configtest',
  version: 'version',
  v: 'version',
  help: 'help',
  h: 'help',
  complete: 'complete',
};

/** Programs that run a package's binary, and their subcommands that do. */
const RUNNERS = new Set(['npx', 'pnpm', 'yarn']);
const RUNNER_COMMANDS = new Set(['exec', 'dlx']);

/** `--mode=production` → `--mode`; values and entries (words without a leading dash) are not flags. */
function flagName(word: string): string | null {
  if (!/^--?[a-zA-Z]/.test(word)) return null;
  return word.split('=')[0] ?? null;
}

/**
 * The webpack-cli invocation in one shell command, if it is one: `webpack …`, `npx webpack …`,
 * `npx webpack-cli …`, `node_modules/.bin/webpack …`, and `npm run <script> -- …` (the flags after
 * `--` reach the script, which in these docs' projects is webpack).
 */
export function parseCliCommand(words: readonly string[]): { command: string; flags: string[] } | null {
  let rest = [...words];
  while (rest[0] && /^[A-Z_][A-Z0-9_]*=/.test(rest[0])) rest.shift(); // NODE_ENV=production webpack
  if (RUNNERS.has(rest[0] ?? '')) {
    rest = rest.slice(1);
    while (rest[0]?.startsWith('-')) rest.shift(); // npx --yes webpack
    if (RUNNER_COMMANDS.has(rest[0] ?? '')) rest.shift(); // pnpm exec webpack, pnpm dlx webpack
  } else if (rest[0] === 'npm' && rest[1] === 'run') {
    const separator = rest.indexOf('--');
    if (separator < 0) return null;
    return {
      command: 'build',
      flags: rest
        .slice(separator + 1)
        .map(flagName)
        .filter((flag): flag is string => flag !== null),
    };
  }
  const program = rest[0]?.replace(/^(\.\/)?node_modules\/\.bin\//, '');
  if (!program || !CLI_PROGRAMS.has(program)) return null;
  rest = rest.slice(1);
  const command = rest[0] && COMMANDS[rest[0]] ? COMMANDS[rest[0]] : 'build';
  if (rest[0] && COMMANDS[rest[0]]) rest = rest.slice(1);
  return { command, flags: rest.map(flagName).filter((flag): flag is string => flag !== null) };
}

/** Shell words of a command line: splits on blanks, keeps quoted strings whole, drops comments. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(#.*$)|(\S+)/g;
  for (const match of line.matchAll(pattern)) {
    if (match[3] !== undefined) break;
    words.push(match[1] ?? match[2] ?? match[4] ?? '');
  }
  return words;
}

/** The separate commands of a line: `a && b`, `a; b`, `a | b`. */
function commandsOfLine(line: string): string[] {
  return line
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function fromLine(page: string, line: number, text: string): CliCommand[] {
  const found: CliCommand[] = [];
  for (const part of commandsOfLine(text.replace(/^\s*(\$|>|PS>)\s+/, ''))) {
    const parsed = parseCliCommand(shellWords(part));
    if (parsed) found.push({ page, line, text: part, ...parsed });
  }
  return found;
}

/**
 * Every webpack-cli command a page shows: lines of shell blocks (a trailing `\` joins lines) and
 * the scripts of package.json blocks.
 */
export function cliCommands(blocks: readonly CodeBlock[]): CliCommand[] {
  const commands: CliCommand[] = [];
  for (const block of blocks) {
    const lines = block.value.split('\n');
    if (block.lang && SHELL_LANGS.has(block.lang)) {
      for (let index = 0; index < lines.length; index += 1) {
        let text = lines[index] ?? '';
        const start = index;
        while (text.endsWith('\\') && index + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++index] ?? ''}`;
        commands.push(...fromLine(block.page, block.line + 1 + start, text));
      }
    } else if (block.lang === 'json' && block.title?.endsWith('package.json')) {
      lines.forEach((text, index) => {
        const script = /^\s*"[^"]+":\s*"(.*)",?\s*$/.exec(text);
        if (script?.[1]) commands.push(...fromLine(block.page, block.line + 1 + index, script[1].replace(/\\"/g, '"')));
      });
    }
  }
  return commands;
}

/** The flags a `--help=verbose` text lists: `-c, --config <pathToConfigFile...>` gives `-c` and `--config`. */
export function flagsFromHelp(help: string): Set<string> {
  const flags = new Set<string>();
  // eslint-disable-next-line no-control-regex -- colour codes, when the CLI was asked for colours
  for (const line of help.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    const match = /^\s{2}((?:-[a-zA-Z], )?--[a-zA-Z0-9-]+)/.exec(line);
    if (!match?.[1]) continue;
    for (const flag of match[1].split(', ')) flags.add(flag);
  }
  return flags;
}

/** Flags named in a page's prose: inline code that starts with a flag, such as `--mode` or `--env production`. */
export function proseFlags(page: string, text: string): { line: number; flag: string }[] {
  const { tree, bodyLine } = markdownTree(page, text);
  const found: { line: number; flag: string }[] = [];
  const visit = (node: CodeNode) => {
    if (node.type === 'inlineCode') {
      const flag = flagName((node.value ?? '').trim().split(/\s+/)[0] ?? '');
      if (flag?.startsWith('--')) found.push({ line: bodyLine + (node.position?.start.line ?? 1) - 1, flag });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return found;
}
