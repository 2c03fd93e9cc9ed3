import webpack from 'webpack';
import type { GeneratedTable } from '../../lib/generated-table';

interface TapableHook {
  readonly constructor: { readonly name: string };
  readonly _args?: readonly string[];
}

/** Name, tapable type and arguments of each hook of a hooks object, sorted by name. */
export function hookRows(hooks: object): string[][] {
  // Deprecated hooks are getters that warn when read: list them from their descriptor without touching them.
  return Object.entries(Object.getOwnPropertyDescriptors(hooks))
    .map(([name, descriptor]) => {
      if (descriptor.get) return [name, 'deprecated', ''];
      const hook = descriptor.value as TapableHook & { _factory?: () => TapableHook; _fakeHook?: true };
      // webpack 4's asset hooks survive as deprecated stand-ins that forward to processAssets stages.
      if (hook._fakeHook) return [name, 'deprecated', ''];
      // A HookMap creates one hook per key; its factory tells which kind and with which arguments.
      if (hook.constructor.name === 'HookMap' && hook._factory) {
        const inner = hook._factory();
        return [name, `HookMap<${inner.constructor.name}>`, (inner._args ?? []).join(', ')];
      }
      return [name, hook.constructor.name, (hook._args ?? []).join(', ')];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

/** `owner` as the reader knows it (compiler, normal module factory), `className` as webpack names it. */
function table(id: string, owner: string, className: string, rows: string[][]): GeneratedTable {
  return {
    id,
    title: `All ${owner} hooks`,
    intro: `Read from the hooks object of a real ${className} of the installed webpack: ${rows.length} hooks, their tapable hook class (which decides tap, tapAsync or tapPromise; a HookMap is keyed with \`.for(key)\`) and the arguments a tap receives.`,
    columns: ['Hook', 'Type', 'Arguments'],
    groups: [{ id: `${id}-list`, title: `${owner[0]?.toUpperCase() ?? ''}${owner.slice(1)} hooks`, rows }],
  };
}

function compiler() {
  return webpack({ context: process.cwd(), entry: {}, infrastructureLogging: { level: 'none' } });
}

export function compilerHooksTable(): GeneratedTable {
  return table('all-compiler-hooks', 'compiler', 'Compiler', hookRows(compiler().hooks));
}

export function compilationHooksTable(): GeneratedTable {
  const instance = compiler();
  return table('all-compilation-hooks', 'compilation', 'Compilation', hookRows(instance.newCompilation(instance.newCompilationParams()).hooks));
}

export function normalModuleFactoryHooksTable(): GeneratedTable {
  return table(
    'all-normal-module-factory-hooks',
    'normal module factory',
    'NormalModuleFactory',
    hookRows(compiler().newCompilationParams().normalModuleFactory.hooks),
  );
}

export function contextModuleFactoryHooksTable(): GeneratedTable {
  return table(
    'all-context-module-factory-hooks',
    'context module factory',
    'ContextModuleFactory',
    hookRows(compiler().newCompilationParams().contextModuleFactory.hooks),
  );
}

export function parserHooksTable(): GeneratedTable {
  return table('all-parser-hooks', 'parser', 'JavascriptParser', hookRows(new webpack.javascript.JavascriptParser().hooks));
}
