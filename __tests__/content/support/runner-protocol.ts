/** Messages between the tests and runner.ts, which runs in its own Node.js process. */
import type { ConfigFormat } from '../../../src/lib/content-examples/config-snippets';

export interface ConfigFile {
  readonly id: string;
  /** Absolute path of the configuration file as the page names it. */
  readonly file: string;
  readonly format: ConfigFormat;
}

/** The `(env, argv)` webpack-cli passes to a configuration function, and the command that produces it. */
export interface CliArgv {
  readonly command: string;
  readonly env: Readonly<Record<string, unknown>>;
  readonly mode?: string;
}

export type RunnerRequest =
  | { readonly kind: 'validate'; readonly configs: readonly ConfigFile[]; readonly argvs: readonly CliArgv[] }
  | {
      readonly kind: 'build';
      readonly config: ConfigFile;
      readonly argv: CliArgv;
      /** Add HotModuleReplacementPlugin, as webpack-dev-server's `hot: true` does for `webpack serve`. */
      readonly hot?: boolean;
    };

/** A regular expression survives JSON as its source and flags. */
export type LineMatch<Pattern> = string | Pattern;
export interface WirePattern {
  readonly regexp: string;
  readonly flags: string;
}

/** What a page in the browser must show, as the guide describes it. */
export interface PageCheckOf<Pattern> {
  /** The HTML file to open, relative to the project, e.g. "dist/index.html". */
  readonly open: string;
  readonly title?: string;
  /** Sentences the page shows. */
  readonly shows?: readonly string[];
  /** CSS selectors that must match, e.g. 'img[src$="images/logo.svg"]'. */
  readonly has?: readonly string[];
  /** Text the page's <style> elements contain. */
  readonly styles?: readonly string[];
  /** The whole console output, line by line (a string must equal its line); [] for a silent page. */
  readonly logs?: readonly LineMatch<Pattern>[];
  /** Buttons to click in order, and what appears afterwards. */
  readonly clicks?: readonly { readonly button: string; readonly shows?: readonly string[]; readonly has?: readonly string[] }[];
}

export type PageCheck = PageCheckOf<RegExp>;

/** Sent to browser.ts, which opens `file` in jsdom; it answers with the problems it found. */
export interface PageRequest {
  readonly file: string;
  readonly check: PageCheckOf<WirePattern>;
}

export interface PageResult {
  readonly problems: readonly string[];
}

export function toWire(check: PageCheck): PageCheckOf<WirePattern> {
  return { ...check, logs: check.logs?.map((line) => (typeof line === 'string' ? line : { regexp: line.source, flags: line.flags })) };
}

export interface ValidateResult {
  readonly id: string;
  /** null when every configuration the file produces passed webpack.validate. */
  readonly problem: string | null;
  /** How many configuration objects were validated (an array or a function counts several). */
  readonly configs: number;
}

export interface BuildResult {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  /** The mode each configuration was built in, as webpack resolved it. */
  readonly modes?: readonly string[];
}

export type RunnerResult =
  | { readonly kind: 'validate'; readonly results: readonly ValidateResult[] }
  | { readonly kind: 'build'; readonly result: BuildResult };

/** What `npx webpack` passes: webpack-cli adds these two flags to env for a plain build. */
export function cliArgv(flags: { readonly env?: Readonly<Record<string, unknown>>; readonly mode?: string } = {}): CliArgv {
  const env = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, ...flags.env };
  const words = [
    'npx webpack',
    ...Object.entries(flags.env ?? {}).map(([key, value]) => `--env ${value === true ? key : `${key}=${String(value)}`}`),
    ...(flags.mode ? [`--mode ${flags.mode}`] : []),
  ];
  return { command: words.join(' '), env, ...(flags.mode ? { mode: flags.mode } : {}) };
}
