/**
 * @jest-environment node
 *
 * Every code block that shows a whole webpack configuration file (titled webpack.config.js,
 * webpack.prod.config.js, webpack.config.ts, …) is evaluated as that file and checked with
 * webpack.validate, so a snippet on the site cannot drift from what webpack accepts.
 */
import path from 'node:path';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { configFormat, configSnippets, type ConfigSnippet } from '../../src/lib/content-examples/config-snippets';
import { fileFromBlock, projectFromBlocks } from '../../src/lib/content-examples/project';
import { cliArgv, type ValidateResult } from './support/runner-protocol';
import { callRunner, contentPages, createWorkspace, DEFAULT_PACKAGE_JSON, installScripts, removeWorkspace, writeFiles } from './support/workspace';

// `npx webpack` and a development build: a configuration function may branch on either.
const COMMANDS = [cliArgv(), cliArgv({ env: { development: true }, mode: 'development' })];

interface Case {
  readonly name: string;
  readonly snippet: ConfigSnippet;
}

const cases: Case[] = [];
const pageFiles = new Map<string, ReturnType<typeof projectFromBlocks>>();
for (const page of contentPages()) {
  const blocks = extractCodeBlocks(page.path, page.text);
  const snippets = configSnippets(blocks);
  if (!snippets.length) continue;
  // Files the snippets may require (./webpack.common.js, package.json): the page's final versions.
  pageFiles.set(page.path, projectFromBlocks(blocks));
  for (const snippet of snippets) cases.push({ name: `content/${page.path}:${snippet.block.line} (${snippet.block.title})`, snippet });
}

// The runner's own check: configurations webpack must refuse (and some it must accept), so a green run means something.
const SELF_CHECKS = [
  { file: 'webpack.config.js', text: "module.exports = { output: { path: 'dist' } };", problem: /^npx webpack: Invalid configuration object[\s\S]*configuration\.output\.path: The provided value "dist" is not an absolute path!/ },
  { file: 'webpack.config.js', text: "module.exports = (env) => [{ mode: 'production' }, { mode: env.development ? 'fast' : 'none' }];", problem: /^npx webpack --env development --mode development \(configuration 2 of 2\): Invalid configuration object[\s\S]*configuration\.mode should be one of these/ },
  { file: 'webpack.config.cjs', text: "module.exports = Promise.resolve({ entry: require('./missing.js') });", problem: /^cannot load webpack\.config\.cjs: Cannot find module '\.\/missing\.js'/ },
  { file: 'webpack.config.mjs', text: "export default async () => ({ mode: 'none', output: { path: import.meta.dirname } });", problem: null },
  { file: 'webpack.config.ts', text: "import path from 'node:path';\nimport type { Configuration } from 'webpack';\nconst config: Configuration = { output: { path: path.resolve(__dirname, 'dist') } };\nexport default config;", problem: null },
] as const;

let workspace = '';
const results = new Map<string, ValidateResult>();
const selfCheckResults: ValidateResult[] = [];

beforeAll(async () => {
  workspace = createWorkspace('config-snippets');
  const { runner } = installScripts(workspace);
  const configs = cases.map(({ snippet }, index) => {
    // One folder per snippet: each is evaluated as the file it claims to be, beside the page's other files.
    const dir = path.join(workspace, String(index));
    const files = pageFiles.get(snippet.block.page) ?? new Map();
    // Every project webpack-cli runs in has a package.json; configurations may read it (pkg.name, version).
    if (!files.has('package.json')) writeFiles(dir, [DEFAULT_PACKAGE_JSON]);
    writeFiles(dir, files.values());
    writeFiles(dir, [fileFromBlock(snippet.block)]);
    return { id: String(index), file: path.join(dir, snippet.block.title), format: snippet.format };
  });
  const selfChecks = SELF_CHECKS.map((check, index) => {
    const dir = path.join(workspace, `self-check-${index}`);
    writeFiles(dir, [DEFAULT_PACKAGE_JSON, { path: check.file, content: check.text }]);
    return { id: `self-check-${index}`, file: path.join(dir, check.file), format: configFormat(check.file) ?? 'javascript' };
  });
  const answer = await callRunner(runner, workspace, { kind: 'validate', configs: [...configs, ...selfChecks], argvs: COMMANDS }, 120_000);
  if (answer.kind !== 'validate') throw new Error('unexpected runner answer');
  for (const result of answer.results) {
    if (result.id.startsWith('self-check-')) selfCheckResults.push(result);
    else results.set(cases[Number(result.id)].name, result);
  }
}, 180_000);

afterAll(() => removeWorkspace(workspace));

describe(`webpack configuration snippets (${cases.length})`, () => {
  it('finds the snippets of the content pages', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it('refuses invalid configurations with webpack’s message, and loads every format', () => {
    expect(selfCheckResults.map((result) => result.problem)).toEqual(
      SELF_CHECKS.map((check) => (check.problem ? expect.stringMatching(check.problem) : null)),
    );
  });

  it.each(cases.map((c) => [c.name]))('%s passes webpack.validate', (name) => {
    const result = results.get(name);
    expect(result).toBeDefined();
    if (result?.problem) throw new Error(`${name}: ${result.problem}`);
    expect(result?.configs).toBeGreaterThan(0);
  });
});
