/**
 * @jest-environment node
 *
 * Messages of webpack-cli that pages show as a reader sees them, checked against a real run of the
 * installed CLI: a change of wording, of the order of lines or of the exit code fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractCodeBlocks } from '../../src/lib/content-examples/code-blocks';
import { runCli } from './support/webpack-cli';
import { readPage } from './support/workspace';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-cli-messages-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The text block that follows `heading` on `page`. */
function blockAfter(page: string, heading: string): string[] {
  const { text } = readPage(page);
  const headingLine = text.split('\n').indexOf(heading) + 1;
  expect(headingLine).toBeGreaterThan(0);
  const block = extractCodeBlocks(page, text).find((candidate) => candidate.line > headingLine && candidate.lang === 'text');
  if (!block) throw new Error(`${page}: no text block after "${heading}"`);
  return block.value.split('\n');
}

const lines = (output: string) => output.split('\n').filter((line) => line.trim());

test('migrate/webpack-cli-7: --node-env is rejected with the message and exit code the page shows', () => {
  const { code, output } = runCli(['--node-env', 'production'], scratch);
  expect(code).toBe(2);
  expect(lines(output)).toEqual(blockAfter('migrate/webpack-cli-7.mdx', '## The `--node-env` flag is gone'));
  expect(readPage('migrate/webpack-cli-7.mdx').text).toContain("webpack-cli 7 rejects it with `Unknown option '--node-env'` and exits with code 2");
});

test('configuration-languages: a TypeScript configuration no loader can load ends with "Please install one of them"', () => {
  const project = fs.mkdtempSync(path.join(scratch, 'ts-'));
  fs.writeFileSync(path.join(project, 'webpack.config.ts'), 'enum Mode { Production = "production" }\nexport default { mode: Mode.Production };\n');
  const { code, output } = runCli(['--config', 'webpack.config.ts'], project);
  expect(code).toBe(2);
  // The page leaves out the "Require stack:" lines each failed require() appends, as it says.
  const shown = lines(output).filter((line) => line.startsWith('[webpack-cli]'));
  expect(lines(output).filter((line) => !line.startsWith('[webpack-cli]')).every((line) => /^Require stack:$|^- \//.test(line))).toBe(true);
  expect(shown).toEqual(blockAfter('configuration/configuration-languages.mdx', '### Please install one of them'));
  expect(readPage('configuration/configuration-languages.mdx').text).toContain('and the build exits with code 2');
});

test('guides/scaffolding: `webpack init` is an unknown command in webpack-cli 7', () => {
  const { code, output } = runCli(['init'], scratch);
  expect(code).toBe(2);
  expect(lines(output)).toEqual(blockAfter('guides/scaffolding.mdx', '## `webpack init` has moved'));
});
