/**
 * What one webpack version exposes to readers, as the release diff compares it
 * (extracted by src/node/release-surface/, compared by ./diff.ts). Plain JSON, so a version's
 * surface can be committed (content/data/webpack-surface.json) and compared offline.
 */

/** One option of the configuration schema, by its reference path (module.rules[].test). */
export interface SurfaceOption {
  readonly type: string;
  readonly description: string;
  readonly added?: string;
  readonly deprecated?: true;
}

/** The configurations whose defaults are compared: each mode, and production with experiments.futureDefaults. */
export const DEFAULTS_VARIANTS = ['development', 'production', 'none', 'futureDefaults'] as const;
export type DefaultsVariant = (typeof DEFAULTS_VARIANTS)[number];

export interface Surface {
  readonly version: string;
  readonly options: Readonly<Record<string, SurfaceOption>>;
  /** Per variant, each default value (as a reader writes it) by its option path. */
  readonly defaults: { readonly [variant in DefaultsVariant]: Readonly<Record<string, string>> };
  /** Each CLI flag (--output-path) and the types it takes. */
  readonly cli: Readonly<Record<string, string>>;
  /** Each hook (Compiler.hooks.done, JavascriptModulesPlugin.getCompilationHooks.render) and its tapable type with arguments. */
  readonly hooks: Readonly<Record<string, string>>;
  /** Each export of require('webpack') a few levels deep (webpack.optimize.SplitChunksPlugin) and what it is. */
  readonly exports: Readonly<Record<string, string>>;
  /** The HMR and import.meta API of module.d.ts (webpack.Hot.accept, ImportMeta.webpackHot) and its signature. */
  readonly api: Readonly<Record<string, string>>;
  /** Each *Error and *Warning class of lib/ and the text of its message. */
  readonly messages: Readonly<Record<string, string>>;
}
