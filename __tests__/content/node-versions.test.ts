/**
 * @jest-environment node
 *
 * Node.js versions the pages state for webpack features, checked against what webpack's code
 * decides. webpack's built-in TypeScript support (`experiments.typescript: 'auto'`) strips types
 * with webpack's own code: it is on whatever Node.js runs the build, with or without Node.js's
 * `module.stripTypeScriptTypes`, so no page may tie it to a Node.js version.
 */
import nodeModule from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { contentPages, createWorkspace, removeWorkspace, writeFiles } from './support/workspace';

type ModuleWithStrip = typeof nodeModule & { stripTypeScriptTypes?: unknown };

function typescriptDefault(): unknown {
  const options = webpack.config.getNormalizedWebpackOptions({ entry: './src/index.js' });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options.experiments.typescript;
}

/** Runs `body` with Node.js's `module.stripTypeScriptTypes` replaced (or removed, for `undefined`). */
async function withStripApi<T>(replacement: unknown, body: () => Promise<T> | T): Promise<T> {
  const mod = nodeModule as ModuleWithStrip;
  const native = mod.stripTypeScriptTypes;
  try {
    if (replacement === undefined) delete mod.stripTypeScriptTypes;
    else mod.stripTypeScriptTypes = replacement;
    return await body();
  } finally {
    mod.stripTypeScriptTypes = native;
    if (native === undefined) delete mod.stripTypeScriptTypes;
  }
}

test('webpack turns built-in TypeScript on with or without module.stripTypeScriptTypes', async () => {
  expect(await withStripApi(undefined, typescriptDefault)).toBe(true);
  expect(await withStripApi((code: string) => code, typescriptDefault)).toBe(true);
});

test("webpack strips types itself: a .ts module builds while Node.js's stripper throws", async () => {
  const dir = createWorkspace('node-versions');
  try {
    writeFiles(dir, [{ path: 'src/index.ts', content: 'const n: number = 41;\nconsole.log(n + 1);\n' }]);
    const printed = await withStripApi(
      () => {
        throw new Error('module.stripTypeScriptTypes was called');
      },
      () =>
        new Promise<string>((resolve, reject) => {
          webpack({ mode: 'none', context: dir, entry: './src/index.ts', output: { path: path.join(dir, 'dist') } }, (error, stats) =>
            error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats.toString({ all: false, errors: true, colors: false })),
          );
        }),
    );
    expect(printed).toBe('');
  } finally {
    removeWorkspace(dir);
  }
}, 60_000);

/** Sentences about webpack's own TypeScript support that name a Node.js version. */
function typescriptSupportSentences(): { page: string; sentence: string }[] {
  const found: { page: string; sentence: string }[] = [];
  // That page is about Node.js running a TypeScript configuration itself (unflagged in 22.18 and 23.6), not about webpack.
  for (const page of contentPages().filter(({ path: file }) => file !== 'configuration/configuration-languages.mdx')) {
    for (const sentence of page.text.split(/(?<=[.!?])\s+|\n/)) {
      if (!/Node\.js \d+\.\d+|stripTypeScriptTypes/.test(sentence)) continue;
      // Loading webpack.config.ts is Node.js's and webpack-cli's business, with versions of its own.
      if (/webpack-cli|configuration file|config(uration)?\.m?ts|import\.meta/.test(sentence)) continue;
      if (/TypeScript|typescript|[Tt]ype stripping|\.ts\b/.test(sentence)) found.push({ page: page.path, sentence });
    }
  }
  return found;
}

test("no page ties webpack's built-in TypeScript support to a Node.js version or to module.stripTypeScriptTypes", () => {
  expect(typescriptSupportSentences().map(({ page, sentence }) => `content/${page}: ${sentence}`)).toEqual([]);
});
