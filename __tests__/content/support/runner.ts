/**
 * Runs in a plain Node.js process, never inside Jest: configuration files must load exactly as
 * webpack-cli loads them (native require/import, real __dirname, ES modules), and Jest's module
 * registry would transform them. The test compiles this file with TypeScript's transpileModule
 * into an .mjs next to the workspace's node_modules link and starts it with
 * `node runner.mjs <request.json> <result.json>`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunnerRequest, RunnerResult, BuildResult, ValidateResult, ConfigFile, CliArgv } from './runner-protocol';

type WebpackModule = typeof import('webpack');
type TypeScriptModule = typeof import('typescript');

const requireHere = createRequire(import.meta.url);
const webpack = requireHere('webpack') as WebpackModule;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Compiles a TypeScript configuration the way ts-node would for webpack-cli, next to the original file. */
function compileTypeScript(file: string, module: 'commonjs' | 'esm'): string {
  const ts = requireHere('typescript') as TypeScriptModule;
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: module === 'commonjs' ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const out = `${file}.${module === 'commonjs' ? 'cjs' : 'mjs'}`;
  fs.writeFileSync(out, outputText);
  return out;
}

/** What the configuration file exports, as webpack-cli reads it (an ES module's default export). */
async function loadExport(config: ConfigFile): Promise<unknown> {
  if (config.format === 'json') return JSON.parse(fs.readFileSync(config.file, 'utf8'));
  const file =
    config.format === 'typescript-commonjs'
      ? compileTypeScript(config.file, 'commonjs')
      : config.format === 'typescript-module'
        ? compileTypeScript(config.file, 'esm')
        : config.file;
  // import() lets Node.js decide CommonJS or ES module from the extension and package.json "type".
  const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
  let exported = loaded.default;
  // A compiled `export default` arrives as { __esModule, default } through module.exports.
  if (exported && typeof exported === 'object' && 'default' in exported && '__esModule' in exported) {
    exported = (exported as { default: unknown }).default;
  }
  return exported;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return Boolean(value) && typeof (value as { then?: unknown }).then === 'function';
}

/** webpack-cli's evaluation: await promises, call functions with (env, argv), per item of an array. */
async function evaluate(exported: unknown, argv: CliArgv): Promise<unknown[]> {
  const items = Array.isArray(exported) ? exported : [exported];
  const configs: unknown[] = [];
  for (let item of items) {
    if (isThenable(item)) item = await item;
    if (typeof item === 'function') item = await (item as (env: unknown, argv: unknown) => unknown)(argv.env, argv);
    if (Array.isArray(item)) configs.push(...(item as unknown[]));
    else configs.push(item);
  }
  return configs;
}

async function validate(config: ConfigFile, argvs: readonly CliArgv[]): Promise<ValidateResult> {
  let exported: unknown;
  try {
    exported = await loadExport(config);
  } catch (error) {
    return { id: config.id, problem: `cannot load ${path.basename(config.file)}: ${messageOf(error)}`, configs: 0 };
  }
  // An object is the same whatever the command line; a function may branch on env and argv.
  const variants = typeof exported === 'function' || Array.isArray(exported) ? argvs : argvs.slice(0, 1);
  let count = 0;
  for (const argv of variants) {
    let configs: unknown[];
    try {
      configs = await evaluate(exported, argv);
    } catch (error) {
      return { id: config.id, problem: `evaluating it with ${argv.command} threw: ${messageOf(error)}`, configs: count };
    }
    for (const [index, item] of configs.entries()) {
      try {
        webpack.validate(item as Parameters<WebpackModule['validate']>[0]);
        count++;
      } catch (error) {
        const where = configs.length > 1 ? ` (configuration ${index + 1} of ${configs.length})` : '';
        return { id: config.id, problem: `${argv.command}${where}: ${messageOf(error)}`, configs: count };
      }
    }
  }
  return { id: config.id, problem: null, configs: count };
}

/** One build through webpack's Node API, in the project folder (the working directory). */
async function build(config: ConfigFile, argv: CliArgv, hot = false): Promise<BuildResult> {
  const projectWebpack = createRequire(path.join(process.cwd(), 'package.json'))('webpack') as WebpackModule;
  const evaluated = (await evaluate(await loadExport(config), argv)) as { mode?: string; plugins?: unknown[] }[];
  const configs = evaluated.map((item) => ({
    ...item,
    // `--mode` on webpack-cli's command line wins over the configuration's own mode.
    ...(argv.mode ? { mode: argv.mode } : {}),
    ...(hot ? { plugins: [...(item.plugins ?? []), new projectWebpack.HotModuleReplacementPlugin()] } : {}),
  }));
  const options = (configs.length === 1 ? configs[0] : configs) as Parameters<WebpackModule>[0];
  return new Promise((resolve, reject) => {
    const compiler = projectWebpack(options);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError || !stats) {
          reject(error ?? closeError ?? new Error('webpack returned no stats'));
          return;
        }
        const json = stats.toJson({ all: false, errors: true, warnings: true, children: true });
        const collect = (key: 'errors' | 'warnings') =>
          [json, ...(json.children ?? [])].flatMap((part) => (part[key] ?? []).map((problem) => problem.message));
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        resolve({ errors: collect('errors'), warnings: collect('warnings'), modes: compilers.map((each) => each.options.mode ?? 'production') });
      });
    });
  });
}

async function main(): Promise<void> {
  const [requestFile, resultFile] = process.argv.slice(2);
  const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as RunnerRequest;
  let result: RunnerResult;
  if (request.kind === 'validate') {
    const results: ValidateResult[] = [];
    for (const config of request.configs) results.push(await validate(config, request.argvs));
    result = { kind: 'validate', results };
  } else {
    result = { kind: 'build', result: await build(request.config, request.argv, request.hot) };
  }
  fs.writeFileSync(resultFile, JSON.stringify(result));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
