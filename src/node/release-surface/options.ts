import fs from 'node:fs';
import path from 'node:path';
import { CONTEXT, formatDefault } from '../../lib/config-reference/format';
import { PREFERRED_HOMES, walkOptions } from '../../lib/config-reference/walk';
import type { DefaultsVariant, SurfaceOption } from '../../lib/release-diff/surface';
import { typeLabel, type JsonSchema } from '../../lib/schema/json-schema';
import type { Webpack } from './load';

/**
 * Every option of the package's WebpackOptions.json, by the same paths as the configuration reference.
 * Types are read without `tsType`, the TypeScript spelling webpack adds for its .d.ts files: a release
 * that rewrites `((value: string) => boolean)` as `Function` changes no accepted value.
 */
export function schemaOptions(dir: string): Record<string, SurfaceOption> {
  const text = fs.readFileSync(path.join(dir, 'schemas', 'WebpackOptions.json'), 'utf8');
  const root = JSON.parse(text, (key, value: unknown) => (key === 'tsType' ? undefined : value)) as JsonSchema;
  const entries = walkOptions(root, '', 1, PREFERRED_HOMES).map(({ path: optionPath, schema }) => {
    const option: SurfaceOption = {
      type: typeLabel(schema, root),
      description: schema.description ?? '',
      ...(schema.added ? { added: schema.added } : {}),
      ...(schema.deprecated ? { deprecated: true as const } : {}),
    };
    return [optionPath, option] as const;
  });
  return Object.fromEntries(entries);
}

const VARIANT_OPTIONS: Readonly<Record<DefaultsVariant, object>> = {
  development: { mode: 'development' },
  production: { mode: 'production' },
  none: { mode: 'none' },
  futureDefaults: { mode: 'production', experiments: { futureDefaults: true } },
};

/** Leaves of the normalized options, as the reference shows them; objects are walked into. */
function flatten(value: unknown, prefix: string, into: Record<string, string>, depth = 0): void {
  const isPlainObject = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp);
  if (isPlainObject && depth < 8) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into, depth + 1);
    return;
  }
  // output.path is resolved from the working directory, managed paths from wherever webpack's
  // dependencies were loaded: neither says anything about the release.
  // node_modules first: a packed release's folder may lie under the working directory or not.
  const shown = formatDefault(value, CONTEXT)
    ?.replace(/(\/[^/"]+)*\/node_modules\//g, '<node_modules>/')
    .split(process.cwd())
    .join('<cwd>');
  if (shown !== undefined) into[prefix] = shown;
}

/** The defaults applyWebpackOptionsDefaults gives each mode, and production with experiments.futureDefaults. */
export function defaultsByVariant(webpack: Webpack): Record<DefaultsVariant, Record<string, string>> {
  const entries = Object.entries(VARIANT_OPTIONS).map(([variant, config]) => {
    const options = webpack.config.getNormalizedWebpackOptions({ ...config, context: CONTEXT });
    webpack.config.applyWebpackOptionsDefaults(options);
    const values: Record<string, string> = {};
    flatten(options, '', values);
    return [variant, values] as const;
  });
  return Object.fromEntries(entries) as Record<DefaultsVariant, Record<string, string>>;
}

/** Each flag of webpack.cli.getArguments() and the types it takes. */
export function cliFlags(webpack: Webpack): Record<string, string> {
  const entries = Object.entries(webpack.cli.getArguments()).map(([name, argument]) => {
    const types = [...new Set(argument.configs.map((config) => config.type))].join(' | ');
    return [`--${name}`, argument.multiple ? `${types} (repeatable)` : types] as const;
  });
  return Object.fromEntries(entries);
}
