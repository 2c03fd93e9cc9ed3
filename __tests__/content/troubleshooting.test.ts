/**
 * @jest-environment node
 *
 * Every message on the Troubleshooting page is produced by a real webpack build of the files the
 * page shows, and the page shows it exactly as webpack prints it (project path aside).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace } from './support/workspace';

const PAGE = 'guides/troubleshooting.mdx';
const PROJECT = '/home/reader/project';

interface Scenario {
  readonly heading: string;
  readonly files: Readonly<Record<string, string>>;
  readonly config?: Configuration;
}

const SCENARIOS: readonly Scenario[] = [
  { heading: "Module not found: Error: Can't resolve", files: { 'src/index.js': "import './missing';\n" } },
  { heading: 'Invalid configuration object', files: { 'src/index.js': '' }, config: { output: { path: 'dist' } } },
  { heading: 'Module parse failed: You may need an appropriate loader', files: { 'src/index.js': "import './data.yaml';\n", 'src/data.yaml': 'a: [1' } },
  { heading: "export 'x' (imported as 'y') was not found", files: { 'src/index.js': "import { nope } from './a';\nconsole.log(nope);\n", 'src/a.js': 'export const yes = 1;\n' } },
  { heading: 'Critical dependency: the request of a dependency is an expression', files: { 'src/index.js': "const name = Math.random() > 1 ? 'a' : 'b';\nrequire(name);\n" } },
  { heading: 'Asset size limit and entrypoint size limit', files: { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(300000))});\n` } },
  { heading: 'Conflict: Multiple chunks emit assets to the same filename', files: { 'src/index.js': "import('./a');\nimport('./b');\n", 'src/a.js': '1;\n', 'src/b.js': '2;\n' }, config: { output: { chunkFilename: 'same.js' } } },
  { heading: "The 'mode' option has not been set", files: { 'src/index.js': '' }, config: { mode: undefined } },
];

/** What `npx webpack` prints for the problems of a build, with the project folder as the page shows it. */
async function messages(scenario: Scenario): Promise<string> {
  const dir = createWorkspace('troubleshooting');
  try {
    linkNodeModules(dir);
    for (const [file, text] of Object.entries(scenario.files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const config: Configuration = { mode: 'production', context: dir, entry: './src/index.js', ...scenario.config, output: { path: path.join(dir, 'dist'), ...scenario.config?.output } };
    if (scenario.config && 'mode' in scenario.config && scenario.config.mode === undefined) delete config.mode;
    const text = await new Promise<string>((resolve) => {
      try {
        webpack(config, (error, stats) => resolve(error ? error.message : (stats?.toString({ all: false, errors: true, warnings: true, colors: false }) ?? '')));
      } catch (error) {
        resolve((error as Error).message);
      }
    });
    return text.split(dir).join(PROJECT);
  } finally {
    removeWorkspace(dir);
  }
}

/** The page's code blocks by the heading they follow. */
function blocksByHeading(): Map<string, { lang: string | null; value: string; title: string | null }[]> {
  const { text } = readPage(PAGE);
  const lines = text.split('\n');
  const blocks = extractCodeBlocks(PAGE, text);
  const byHeading = new Map<string, { lang: string | null; value: string; title: string | null }[]>();
  for (const block of blocks) {
    const heading = lines.slice(0, block.line).reverse().find((line) => line.startsWith('## '))?.slice(3) ?? '';
    byHeading.set(heading, [...(byHeading.get(heading) ?? []), block]);
  }
  return byHeading;
}

const pageBlocks = blocksByHeading();

test('every message block on the page has a scenario', () => {
  const withMessages = [...pageBlocks].filter(([, blocks]) => blocks.some((block) => block.lang === 'text')).map(([heading]) => heading);
  expect(withMessages.sort()).toEqual(SCENARIOS.map((scenario) => scenario.heading).sort());
});

test.each(SCENARIOS.map((scenario) => [scenario.heading, scenario] as const))('%s', async (heading, scenario) => {
  const blocks = pageBlocks.get(heading) ?? [];
  // The source the page shows is the source the build used.
  for (const block of blocks.filter((b) => b.title?.startsWith('src/'))) expect(`${block.value}\n`).toBe(scenario.files[block.title ?? '']);
  const shown = blocks.find((block) => block.lang === 'text')?.value ?? '';
  const printed = await messages(scenario);
  expect(printed).toContain(shown);
});
