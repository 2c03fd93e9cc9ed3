/**
 * @jest-environment node
 *
 * The Hot Module Replacement page against webpack's HMR runtime: every property of the `hot`
 * object the runtime creates is explained, the status table lists the states the runtime sets,
 * and the apply options table names the options the JavaScript runtime reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPage, REPO_ROOT } from './support/workspace';

const HMR = path.join(REPO_ROOT, 'node_modules/webpack/lib/hmr');
const runtime = fs.readFileSync(path.join(HMR, 'HotModuleReplacement.runtime.js'), 'utf8');
const javascriptRuntime = fs.readFileSync(path.join(HMR, 'JavascriptHotModuleReplacement.runtime.js'), 'utf8');
const text = readPage('api/hot-module-replacement.mdx').text;
const firstCells = (section: string) => [...section.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`(\w+)[(`]/g)].map((name) => name[1] ?? ''));
const between = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));

test('every public property of the hot object is explained', () => {
  // The object literal that becomes module.hot: `var hot = { … }` in createModuleHotObject.
  const literal = /var hot = \{([\s\S]*?)\n\t\t\};/.exec(runtime)?.[1] ?? '';
  const properties = [...literal.matchAll(/^\t\t\t(\w+):/gm)].map((match) => match[1] ?? '').filter((name) => !name.startsWith('_'));
  expect(properties).toEqual(expect.arrayContaining(['accept', 'dispose', 'status', 'active']));
  const prose = text.slice(text.indexOf('## Module API'), text.indexOf('## A worked example'));
  expect(properties.filter((name) => !new RegExp(`\`(?:import\\.meta\\.webpackHot\\.)?${name}[(\`]`).test(prose) && !prose.includes(`### ${name}`))).toEqual([]);
});

test('the status table lists the states the runtime sets', () => {
  const states = new Set([...runtime.matchAll(/setStatus\("(\w+)"\)/g)].map((match) => match[1]));
  expect(new Set(firstCells(between('### status', '### check')))).toEqual(states);
});

test("the apply options table names the options the runtime reads", () => {
  const options = new Set([...javascriptRuntime.matchAll(/options\.(\w+)/g)].map((match) => match[1]));
  expect(new Set(firstCells(between('### apply', '## A worked example')))).toEqual(options);
});
