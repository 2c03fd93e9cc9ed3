import webpack from 'webpack';
import type { GeneratedTable } from '../../lib/generated-table';

interface TapableHook {
  readonly constructor: { readonly name: string };
  readonly _args?: readonly string[];
}

function hookRows(hooks: object): string[][] {
  // Deprecated hooks are getters that warn when read: list them from their descriptor without touching them.
  return Object.entries(Object.getOwnPropertyDescriptors(hooks))
    .map(([name, descriptor]) => {
      if (descriptor.get) return [name, 'deprecated', ''];
      const hook = descriptor.value as TapableHook;
      return [name, hook.constructor.name, (hook._args ?? []).join(', ')];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

function table(id: string, owner: string, rows: string[][]): GeneratedTable {
  return {
    id,
    title: `All ${owner} hooks`,
    intro: `Read from the hooks object of a real ${owner === 'compiler' ? 'Compiler' : 'Compilation'} of the installed webpack: ${rows.length} hooks, their tapable hook class (which decides tap, tapAsync or tapPromise) and the arguments a tap receives.`,
    columns: ['Hook', 'Type', 'Arguments'],
    groups: [{ id: `${id}-list`, title: `${owner[0].toUpperCase()}${owner.slice(1)} hooks`, rows }],
  };
}

function compiler() {
  return webpack({ context: process.cwd(), entry: {}, infrastructureLogging: { level: 'none' } });
}

export function compilerHooksTable(): GeneratedTable {
  return table('all-compiler-hooks', 'compiler', hookRows(compiler().hooks));
}

export function compilationHooksTable(): GeneratedTable {
  const instance = compiler();
  return table('all-compilation-hooks', 'compilation', hookRows(instance.newCompilation(instance.newCompilationParams()).hooks));
}
