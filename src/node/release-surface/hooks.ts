import { hookRows } from '../generated/hooks';
import type { Webpack } from './load';

/** `Owner.hooks.name` (or `Plugin.getCompilationHooks.name`) → "SyncHook(compilation, params)". */
function hooksOf(owner: string, hooks: object): [string, string][] {
  return hookRows(hooks).map(([name, type, args]) => [`${owner}.${name}`, `${type}(${args})`]);
}

/** Classes among the exports that offer getCompilationHooks(compilation), each once (some are exported twice). */
function compilationHookOwners(webpack: Webpack): Map<string, (compilation: unknown) => object> {
  const owners = new Map<string, (compilation: unknown) => object>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (!value || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value) || depth > 2) return;
    seen.add(value);
    const candidate = value as { name?: string; getCompilationHooks?: (compilation: unknown) => object };
    if (typeof value === 'function' && typeof candidate.getCompilationHooks === 'function' && candidate.name) {
      owners.set(candidate.name, candidate.getCompilationHooks.bind(value));
    }
    if (typeof value === 'object' || depth === 0) for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key], depth + 1);
  };
  visit(webpack, 0);
  return owners;
}

/** The hooks of real Compiler, Compilation, factory and parser objects, and of every getCompilationHooks. */
export function surfaceHooks(webpack: Webpack): Record<string, string> {
  const compiler = webpack({ context: process.cwd(), entry: {}, infrastructureLogging: { level: 'none' } });
  const params = compiler.newCompilationParams();
  const compilation = compiler.newCompilation(params);
  const entries = [
    ...hooksOf('Compiler.hooks', compiler.hooks),
    ...hooksOf('Compilation.hooks', compilation.hooks),
    ...hooksOf('NormalModuleFactory.hooks', params.normalModuleFactory.hooks),
    ...hooksOf('ContextModuleFactory.hooks', params.contextModuleFactory.hooks),
    ...hooksOf('JavascriptParser.hooks', new webpack.javascript.JavascriptParser().hooks),
  ];
  for (const [name, getHooks] of compilationHookOwners(webpack)) entries.push(...hooksOf(`${name}.getCompilationHooks`, getHooks(compilation)));
  return Object.fromEntries(entries);
}
