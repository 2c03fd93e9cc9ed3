/**
 * Default export of an ESM-only package (remark-gfm) from CommonJS config code: Node 20.19+ can
 * require() ES modules, and gatsby-config is compiled to CommonJS.
 */
export function esmDefault<T = unknown>(name: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(name) as { default?: T } & T;
  return mod.default ?? mod;
}
