/**
 * @jest-environment node
 *
 * The Stats page against webpack: every option of StatsOptions in webpack's schema is named on the
 * page, the presets it lists are the schema's, and what it says about deprecated options and about
 * `errorDetails: "auto"` is what webpack's stats code does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPage, REPO_ROOT } from './support/workspace';

const { text } = readPage('configuration/stats.mdx');
const WEBPACK = path.join(REPO_ROOT, 'node_modules/webpack');
const definitions = (JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas/WebpackOptions.json'), 'utf8')) as {
  definitions: { StatsOptions: { properties: Record<string, { description: string }> }; StatsValue: { anyOf: { enum?: string[] }[] } };
}).definitions;
const options = definitions.StatsOptions.properties;
const source = (file: string) => fs.readFileSync(path.join(WEBPACK, 'lib/stats', file), 'utf8');

test('every stats option of the schema is named on the page, in prose or as a key in an example', () => {
  expect(Object.keys(options).filter((name) => !text.includes(`\`${name}\``) && !new RegExp(`[\`\\s{]${name}: `).test(text))).toEqual([]);
});

test('the presets table lists the schema presets', () => {
  const presets = definitions.StatsValue.anyOf.find((entry) => entry.enum)?.enum ?? [];
  const rows = [...text.matchAll(/^\| `"([\w-]+)"` \|/gm)].map((match) => match[1]);
  expect(rows.sort()).toEqual([...presets].sort());
});

test('cached, runtime and exclude are the deprecated aliases the page names', () => {
  expect(options.cached.description).toContain("deprecated: use 'cachedModules' instead");
  expect(options.runtime.description).toContain("deprecated: use 'runtimeModules' instead");
  expect(options.exclude.description).toBe('Please use excludeModules instead.');
  expect(text).toContain('`cached` for `cachedModules`, `runtime` for `runtimeModules` and `exclude` for `excludeModules`');
});

test('warningsFilter is deprecated in favour of ignoreWarnings', () => {
  const factory = source('DefaultStatsFactoryPlugin.js');
  expect(factory).toMatch(/warningsFilter: util\.deprecate\([^]*?"config\.stats\.warningsFilter is deprecated in favor of config\.ignoreWarnings",\s*"DEP_WEBPACK_STATS_WARNINGS_FILTER"/);
  expect(text).toContain('`DEP_WEBPACK_STATS_WARNINGS_FILTER`');
  // The page's own example does not use it.
  expect(text.slice(text.indexOf('## Fine-tuning a preset'), text.indexOf('## Text and JSON'))).not.toMatch(/^\s+warningsFilter:/m);
});

test('errorDetails is "auto" for text and hides details from three errors on; logging is "info" for text', () => {
  const presets = source('DefaultStatsPresetPlugin.js');
  expect(presets).toContain('errorDetails: AUTO_FOR_TO_STRING,');
  expect(presets).toMatch(/const AUTO_FOR_TO_STRING = [^]*?if \(forToString\) return "auto";/);
  expect(presets).toMatch(/logging: \(\{ all \}, \{ forToString \}\) =>\s*forToString && all !== false \? "info" : false/);
  expect(source('DefaultStatsFactoryPlugin.js')).toContain('options.errorDetails === "auto" && rawErrors.length >= 3');
  expect(text).toContain('printed only while there are fewer than three errors');
  expect(text).toContain('`"info"` (the default for text)');
});
