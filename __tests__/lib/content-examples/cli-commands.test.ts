import { cliCommands, flagsFromHelp, parseCliCommand, proseFlags } from '../../../src/lib/content-examples/cli-commands';

const block = (lang: string, value: string, title: string | null = null) => ({ page: 'p.mdx', line: 10, lang, title, value });

describe('parseCliCommand', () => {
  it.each([
    [['npx', 'webpack', '--mode=production', '--env', 'a=b'], { command: 'build', flags: ['--mode', '--env'] }],
    [['webpack', 'serve', '--open'], { command: 'serve', flags: ['--open'] }],
    [['NODE_ENV=production', 'npx', 'webpack', 'w', '-c', 'x.js'], { command: 'watch', flags: ['-c'] }],
    [['npm', 'run', 'build', '--', '--mode', 'development'], { command: 'build', flags: ['--mode'] }],
    [['./node_modules/.bin/webpack-cli', 'info', '--output', 'json'], { command: 'info', flags: ['--output'] }],
    [['npx', 'webpack', './src/extra.js'], { command: 'build', flags: [] }],
  ])('%j', (words, expected) => expect(parseCliCommand(words)).toEqual(expected));

  it.each([
    [['npm', 'install', '--save-dev', 'webpack']],
    [['npm', 'run', 'build']],
    [['node', '--inspect', 'x.js']],
    [['npx', 'create-webpack-app', '--force']],
  ])('%j is not webpack-cli', (words) => {
    expect(parseCliCommand(words)).toBeNull();
  });
});

describe('cliCommands', () => {
  it('reads shell lines with prompts, chains, comments and continuations, with their file lines', () => {
    const found = cliCommands([block('bash', '$ npm ci && npx webpack --mode production # build\nnpx webpack \\\n  --config a.js')]);
    expect(found.map(({ line, command, flags }) => ({ line, command, flags }))).toEqual([
      { line: 11, command: 'build', flags: ['--mode'] },
      { line: 12, command: 'build', flags: ['--config'] },
    ]);
  });

  it('reads the scripts of a package.json block, not other JSON', () => {
    const json = '{\n  "scripts": {\n    "start": "webpack serve --open",\n    "build": "webpack --mode=production"\n  }\n}';
    expect(cliCommands([block('json', json, 'package.json')]).map((c) => [c.line, c.command, c.flags])).toEqual([
      [13, 'serve', ['--open']],
      [14, 'build', ['--mode']],
    ]);
    expect(cliCommands([block('json', json, 'tsconfig.json')])).toEqual([]);
  });
});

test('flagsFromHelp takes long and short names, with or without colour codes', () => {
  const help =
    'Options\n  -c, --config <path...>   Provide path\n  \u001b[1m--no-color\u001b[22m   Disable colors\n  --mode <value>   Mode\nCommands\n  build|bundle|b [entries...]   Run';
  expect([...flagsFromHelp(help)]).toEqual(['-c', '--config', '--no-color', '--mode']);
});

test('proseFlags finds inline code flags, not code blocks, with file lines', () => {
  const text = '---\ntitle: T\n---\n\nUse `--mode production` or `-c`, not `npm`.\n\n```bash\nnpx webpack --watch\n```\n';
  expect(proseFlags('p.mdx', text)).toEqual([{ line: 5, flag: '--mode' }]);
});
