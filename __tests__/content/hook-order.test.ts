/**
 * @jest-environment node
 *
 * The hand-written lifecycles on the hook pages against a real production build: every hook they
 * name is one the owner has, in the order webpack calls them, with the arguments a tap receives;
 * the processAssets stage table is exactly Compilation's PROCESS_ASSETS_STAGE_* constants.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createWorkspace, readPage, removeWorkspace } from './support/workspace';

type Owner = 'compiler' | 'compilation' | 'factory';

interface Recorded {
  /** Owner-qualified hook names, consecutive repeats collapsed, in the order of their calls. */
  readonly calls: string[];
  readonly args: Map<string, readonly string[]>;
}

interface Hook {
  readonly _args?: readonly string[];
  readonly _fakeHook?: true;
  intercept?: (interceptor: { call: () => void }) => void;
}

let recorded: Recorded;

function watch(owner: Owner, hooks: object, into: Recorded): void {
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(hooks))) {
    // Deprecated getters warn when read; webpack 4's fake asset hooks only forward.
    const hook = descriptor.get ? undefined : (descriptor.value as Hook);
    if (!hook?.intercept || hook._fakeHook) continue;
    into.args.set(`${owner}.${name}`, hook._args ?? []);
    hook.intercept({
      call: () => {
        if (into.calls.at(-1) !== `${owner}.${name}`) into.calls.push(`${owner}.${name}`);
      },
    });
  }
}

beforeAll(async () => {
  const dir = createWorkspace('hook-order');
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'import("./lazy").then((m) => console.log(m.default));\n');
    fs.writeFileSync(path.join(dir, 'src/lazy.js'), 'export default 42;\n');
    const into: Recorded = { calls: [], args: new Map() };
    const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    watch('compiler', compiler.hooks, into);
    compiler.hooks.thisCompilation.tap('HookOrderTest', (compilation) => watch('compilation', compilation.hooks, into));
    compiler.hooks.normalModuleFactory.tap('HookOrderTest', (factory) => watch('factory', factory.hooks, into));
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        // afterDone is called after this callback returns.
        else setImmediate(resolve);
      });
    });
    recorded = into;
  } finally {
    removeWorkspace(dir);
  }
});

/** The lines of the fenced block that follows `heading`. */
function blockAfter(page: string, heading: string): string[] {
  const text = readPage(page).text;
  const start = text.indexOf('```', text.indexOf(heading));
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n```', start));
  return body.split('\n');
}

/** The position of each named hook's first call; fails on a hook the build never called. */
function firstCalls(owner: Owner, names: readonly string[]): number[] {
  return names.map((name) => {
    const index = recorded.calls.indexOf(`${owner}.${name}`);
    if (index < 0) throw new Error(`${owner} hook ${name}: ${recorded.args.has(`${owner}.${name}`) ? 'not called in a production build' : 'no such hook'}`);
    return index;
  });
}

function expectIncreasing(positions: readonly number[], names: readonly string[]): void {
  const outOfOrder = names.filter((_name, i) => i > 0 && (positions[i] ?? 0) < (positions[i - 1] ?? 0));
  expect(outOfOrder).toEqual([]);
}

test("compiler hooks: a single build's lifecycle is the order webpack calls them", () => {
  // Unindented lines name a compiler hook; indented ones stand for the compilation's work.
  const names = blockAfter('api/compiler-hooks.mdx', '### A single build')
    .filter((line) => /^\w/.test(line))
    .map((line) => line.split(/\s+/)[0] ?? '');
  expect(names.length).toBeGreaterThan(15);
  const compilerCalls = recorded.calls.filter((call) => call.startsWith('compiler.') && call !== 'compiler.infrastructureLog');
  expect(names.map((name) => `compiler.${name}`)).toEqual(compilerCalls);
});

test('compiler hooks: the hooks named while the compiler is created and in watch mode exist', () => {
  const text = readPage('api/compiler-hooks.mdx').text;
  const creating = text.slice(text.indexOf('### Creating the compiler'), text.indexOf('### A single build'));
  const watchNames = blockAfter('api/compiler-hooks.mdx', '### Watch mode')
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter((name) => /^[a-z]\w+$/.test(name));
  // The hooks a numbered step names come before its colon; the rest of the step is explanation.
  const named = [...[...creating.matchAll(/^\d+\. ([^:]+):/gm)].flatMap((item) => [...(item[1] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '')), ...watchNames];
  const webpackHooks = webpack({ context: process.cwd(), entry: {}, infrastructureLogging: { level: 'none' } }).hooks;
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((name) => !(name in webpackHooks))).toEqual([]);
});

test("compilation hooks: the sealing sequence is the order webpack calls them", () => {
  const names = blockAfter('api/compilation-hooks.mdx', '### Sealing')
    .flatMap((line) => (line.split(/\s{2,}/)[0] ?? '').split(' / '))
    .filter((name) => name !== '...');
  expect(names.length).toBeGreaterThan(20);
  expectIncreasing(firstCalls('compilation', names), names);
});

test('compilation hooks: the module graph table names hooks the compilation has', () => {
  const text = readPage('api/compilation-hooks.mdx').text;
  const section = text.slice(text.indexOf('### Building the module graph'), text.indexOf('### Sealing'));
  const names = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1] ?? '');
  expect(names.length).toBeGreaterThan(4);
  expect(names.filter((name) => !recorded.args.has(`compilation.${name}`))).toEqual([]);
});

test('compilation hooks: the processAssets stage table is Compilation.PROCESS_ASSETS_STAGE_*', () => {
  const text = readPage('api/compilation-hooks.mdx').text;
  const rows = [...text.matchAll(/^\| `(PROCESS_ASSETS_STAGE_\w+)` \| (-?\d+) \|/gm)].map((match) => [match[1], Number(match[2])]);
  const stages = Object.entries(webpack.Compilation).filter(([name]) => name.startsWith('PROCESS_ASSETS_STAGE_'));
  expect(rows).toEqual(stages);
});

test("normal module factory: the hooks' order and arguments are what a build calls", () => {
  const text = readPage('api/normal-module-factory-hooks.mdx').text;
  const steps = [...text.matchAll(/^\d+\. `(\w+)\(([\w, ]*)\)`/gm)].map((match) => ({ name: match[1] ?? '', args: (match[2] ?? '').split(', ') }));
  expect(steps.length).toBe(6);
  expect(steps.map(({ name }) => ({ name, args: recorded.args.get(`factory.${name}`) }))).toEqual(steps);
  const names = steps.map(({ name }) => name);
  expectIncreasing(firstCalls('factory', names), names);
});
