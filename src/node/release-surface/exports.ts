import type { Webpack } from './load';

const isNamespace = (value: unknown): value is object => {
  if (!value || typeof value !== 'object') return false;
  // A plain object of any realm (Jest loads modules in its own): its prototype is some Object.prototype.
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

function kind(value: unknown): string {
  if (typeof value === 'function') return Function.prototype.toString.call(value).startsWith('class') ? 'class' : 'function';
  if (isNamespace(value)) return 'namespace';
  return value === null ? 'null' : typeof value;
}

/**
 * Every export of require('webpack') down to `depth` levels of namespaces (webpack.optimize.SplitChunksPlugin),
 * and what it is: class, function, namespace, or the type of a value.
 */
export function surfaceExports(webpack: Webpack, depth = 3): Record<string, string> {
  const result: Record<string, string> = {};
  const visit = (value: object, prefix: string, level: number) => {
    for (const key of Object.keys(value)) {
      const child: unknown = (value as Record<string, unknown>)[key];
      const name = `${prefix}.${key}`;
      result[name] = kind(child);
      if (level < depth && isNamespace(child)) visit(child, name, level + 1);
    }
  };
  visit(webpack, 'webpack', 1);
  return result;
}
