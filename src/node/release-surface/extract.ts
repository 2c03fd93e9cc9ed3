import type { Surface } from '../../lib/release-diff/surface';
import { surfaceExports } from './exports';
import { surfaceHooks } from './hooks';
import { loadWebpack, packageVersion } from './load';
import { surfaceMessages } from './messages';
import { surfaceModuleApi } from './module-api';
import { cliFlags, defaultsByVariant, schemaOptions } from './options';

/** What the webpack package in `dir` exposes to readers (see src/lib/release-diff/surface.ts). */
export function extractSurface(dir: string): Surface {
  // Reading every export touches deprecated ones, whose getters would print a warning each.
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  try {
    const webpack = loadWebpack(dir);
    return {
      version: packageVersion(dir),
      options: schemaOptions(dir),
      defaults: defaultsByVariant(webpack),
      cli: cliFlags(webpack),
      hooks: surfaceHooks(webpack),
      exports: surfaceExports(webpack),
      api: surfaceModuleApi(dir),
      messages: surfaceMessages(dir),
    };
  } finally {
    process.noDeprecation = quiet;
  }
}
