/**
 * @jest-environment node
 *
 * Node.js versions the pages state for webpack features, checked against what webpack's code
 * decides. webpack's built-in TypeScript support (`experiments.typescript: 'auto'`) is switched on
 * by the presence of `module.stripTypeScriptTypes`, not by a version number; Node.js added that
 * function in 23.2.0 and backported it to 22.13.0 (the `@since` tags of @types/node 22 and 23).
 */
import fs from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { contentPages, REPO_ROOT } from './support/workspace';

const STRIP_API_RELEASES = ['22.13', '23.2'];

type ModuleWithStrip = typeof nodeModule & { stripTypeScriptTypes?: unknown };

function typescriptDefault(): unknown {
  const options = webpack.config.getNormalizedWebpackOptions({ entry: './src/index.js' });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options.experiments.typescript;
}

test('webpack turns built-in TypeScript on exactly when module.stripTypeScriptTypes exists', () => {
  const mod = nodeModule as ModuleWithStrip;
  const native = mod.stripTypeScriptTypes;
  try {
    if (typeof native !== 'function') {
      expect(typescriptDefault()).toBe(false);
      mod.stripTypeScriptTypes = (code: string) => code;
    }
    expect(typescriptDefault()).toBe(true);
  } finally {
    mod.stripTypeScriptTypes = native;
    if (native === undefined) delete mod.stripTypeScriptTypes;
  }
});

test("webpack's TypeScript plugin calls module.stripTypeScriptTypes (the API the versions below belong to)", () => {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/lib/typescript/TypeScriptPlugin.js'), 'utf8');
  expect(source).toMatch(/\.stripTypeScriptTypes\(/);
});

/** Sentences about webpack's own TypeScript support that name a Node.js version. */
function typescriptSupportSentences(): { page: string; sentence: string; versions: string[] }[] {
  const found: { page: string; sentence: string; versions: string[] }[] = [];
  // That page is about Node.js running a TypeScript configuration itself (unflagged in 22.18 and 23.6), not about webpack.
  for (const page of contentPages().filter(({ path: file }) => file !== 'configuration/configuration-languages.mdx')) {
    for (const sentence of page.text.split(/(?<=[.!?])\s+|\n/)) {
      const versions = [...sentence.matchAll(/Node\.js (\d+\.\d+)/g)].map((match) => match[1] ?? '');
      if (!versions.length) continue;
      // Loading webpack.config.ts is Node.js's and webpack-cli's business, with versions of its own.
      if (/webpack-cli|configuration file|config(uration)?\.m?ts|import\.meta/.test(sentence)) continue;
      if (/TypeScript|typescript|[Tt]ype stripping|\.ts\b/.test(sentence)) found.push({ page: page.path, sentence, versions });
    }
  }
  return found;
}

test('pages state the Node.js releases that provide module.stripTypeScriptTypes for built-in TypeScript', () => {
  const sentences = typescriptSupportSentences();
  expect(sentences.length).toBeGreaterThanOrEqual(5);
  const wrong = sentences.filter(({ versions }) => versions.some((version) => !STRIP_API_RELEASES.includes(version)));
  expect(wrong.map(({ page, sentence }) => `content/${page}: ${sentence}`)).toEqual([]);
});
