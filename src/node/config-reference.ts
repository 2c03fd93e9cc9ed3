import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { CONTEXT, formatDefault, valueAt } from '../lib/config-reference/format';
import { MODES, type Mode } from '../lib/config-reference/mode-defaults';
import type { OptionEntryData } from '../lib/config-reference/option-entry';
import { pageForOption } from '../lib/config-reference/placement';
import { optionIds, PREFERRED_HOMES, walkOptions } from '../lib/config-reference/walk';
import { markdownToHtml } from '../lib/markdown-inline';
import type { JsonSchema } from '../lib/schema/json-schema';
import { typeLabel } from '../lib/schema/json-schema';

export interface ConfigOptionEntry extends OptionEntryData {
  /** Configuration page name: output, dev-server, other-options … */
  readonly page: string;
  /** Position in the reference (entries are sorted by path). */
  readonly order: number;
  /** The package whose schema defines the option. */
  readonly schemaPackage: 'webpack' | 'webpack-dev-server';
}

function defaultsByMode(): Record<Mode, unknown> {
  const entries = MODES.map((mode) => {
    const options = webpack.config.getNormalizedWebpackOptions({ mode, context: CONTEXT });
    webpack.config.applyWebpackOptionsDefaults(options);
    return [mode, options] as const;
  });
  return Object.fromEntries(entries) as Record<Mode, unknown>;
}

function cliFlagsByPath(): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  for (const [name, argument] of Object.entries(webpack.cli.getArguments())) {
    for (const config of argument.configs) flags.set(config.path, [...new Set([...(flags.get(config.path) ?? []), `--${name}`])]);
  }
  return flags;
}

function readJson(file: string): JsonSchema {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
}

/** Every option of webpack's configuration schema (and the dev server's), with what a reader needs to know. */
export function buildConfigReference(nodeModules = path.resolve('node_modules')): ConfigOptionEntry[] {
  const webpackSchema = readJson(path.join(nodeModules, 'webpack', 'schemas', 'WebpackOptions.json'));
  const devServerSchema = readJson(path.join(nodeModules, 'webpack-dev-server', 'lib', 'options.json'));
  const defaults = defaultsByMode();
  const flags = cliFlagsByPath();
  const options = [
    ...walkOptions(webpackSchema, '', 1, PREFERRED_HOMES)
      .filter((option) => !option.path.startsWith('devServer.'))
      .map((option) => ({ option, root: webpackSchema, pkg: 'webpack' as const })),
    ...walkOptions(devServerSchema, 'devServer', 2).map((option) => ({ option, root: devServerSchema, pkg: 'webpack-dev-server' as const })),
  ];
  const ids = optionIds(options.map(({ option }) => option.path));
  return options.map(({ option, root, pkg }, order) => ({
    path: option.path,
    anchorId: ids.get(option.path) ?? '',
    sameAs: option.sameAs,
    page: pageForOption(option.path),
    order,
    depth: option.depth,
    descriptionHtml: option.schema.description ? markdownToHtml(option.schema.description) : '',
    type: typeLabel(option.schema, root),
    defaults: {
      development: pkg === 'webpack' ? formatDefault(valueAt(defaults.development, option.path), CONTEXT) : null,
      production: pkg === 'webpack' ? formatDefault(valueAt(defaults.production, option.path), CONTEXT) : null,
      none: pkg === 'webpack' ? formatDefault(valueAt(defaults.none, option.path), CONTEXT) : null,
    },
    cliFlags: flags.get(option.path) ?? [],
    added: option.schema.added ?? null,
    experimental: option.schema.experimental === true,
    deprecated: option.schema.deprecated === true,
    schemaPackage: pkg,
  }));
}
