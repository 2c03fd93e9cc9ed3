/**
 * @jest-environment node
 *
 * The ContextModuleFactory Hooks page's example, built from the page's own code blocks with the
 * translations its prose describes: `npx webpack` prints what the page shows, and the test file
 * stays out of the build (two lazy chunks, three without the plugin).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { projectFromBlocks } from '../../src/lib/content-examples/project';
import { createWorkspace, linkNodeModules, readPage, removeWorkspace, REPO_ROOT, writeFiles } from './support/workspace';

const PAGE = 'api/context-module-factory-hooks.mdx';
const blocks = extractCodeBlocks(PAGE, readPage(PAGE).text);
const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');

function build(dir: string): { log: string; chunks: string[] } {
  const result = spawnSync(process.execPath, [CLI], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`${result.stdout}${result.stderr}`);
  const chunks = fs.readdirSync(path.join(dir, 'dist')).filter((file) => file !== 'main.js');
  return { log: `${result.stdout}${result.stderr}`, chunks };
}

test('the example prints what the page shows and leaves the test file out', () => {
  const dir = createWorkspace('context-module-factory');
  try {
    linkNodeModules(dir);
    writeFiles(dir, projectFromBlocks(blocks).values());
    writeFiles(dir, [
      { path: 'package.json', content: '{ "name": "example", "private": true }\n' },
      { path: 'src/locales/de.js', content: "export default { hello: 'Hallo' };\n" },
      { path: 'src/locales/en.js', content: "export default { hello: 'Hello' };\n" },
      { path: 'src/locales/en.test.js', content: "import messages from './en.js';\ntest(messages);\n" },
    ]);
    const shown = blocks.find((block) => block.lang === 'text')?.value.split('\n') ?? [];
    expect(shown.length).toBe(2);
    const withPlugin = build(dir);
    expect(withPlugin.log.split('\n').filter((line) => line.startsWith('<i> [ContextReportPlugin]'))).toEqual(shown);
    expect(withPlugin.chunks).toHaveLength(2);

    // "Without the plugin, en.test.js would get a third."
    fs.rmSync(path.join(dir, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'webpack.config.js'), "module.exports = { mode: 'production', entry: './src/index.js' };\n");
    expect(build(dir).chunks).toHaveLength(3);
  } finally {
    removeWorkspace(dir);
  }
});
