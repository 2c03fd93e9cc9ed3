import { pageForOption } from '../../lib/config-reference/placement';
import { parseContentFile } from '../../lib/frontmatter';
import type { GeneratedTableName } from '../../lib/generated-table';
import type { Surface } from '../../lib/release-diff/surface';
import { urlFromContentPath } from '../../lib/urls';
import { CONTENT_DIR, readContentFiles } from '../content-dir';
import { readWebpackSchemaOptions } from '../webpack-schema-options';

/** The names each generated table lists (src/node/generated/), read from the same webpack's surface. */
const GENERATED_NAMES: Readonly<Record<GeneratedTableName, (surface: Surface) => string[]>> = {
  'cli-flags': (surface) => Object.keys(surface.cli),
  'compiler-hooks': (surface) => hooksOf(surface, 'Compiler.hooks.'),
  'compilation-hooks': (surface) => hooksOf(surface, 'Compilation.hooks.'),
  'normal-module-factory-hooks': (surface) => hooksOf(surface, 'NormalModuleFactory.hooks.'),
  'context-module-factory-hooks': (surface) => hooksOf(surface, 'ContextModuleFactory.hooks.'),
  'parser-hooks': (surface) => hooksOf(surface, 'JavascriptParser.hooks.'),
};

function hooksOf(surface: Surface, prefix: string): string[] {
  return Object.keys(surface.hooks)
    .filter((hook) => hook.startsWith(prefix))
    .map((hook) => hook.slice(prefix.length));
}

/**
 * The text of every content page by its site path, with the names the build generates into it from
 * the installed webpack (whose surface is given): the configuration reference's option paths, the
 * CLI and hook tables, a core plugin's options table. "Which pages mention X" is answered on this text.
 */
export function readSitePages(surface: Surface, contentDir = CONTENT_DIR): Map<string, string> {
  const reference = new Map<string, string[]>();
  for (const option of Object.keys(surface.options)) {
    const url = `/configuration/${pageForOption(option)}/`;
    reference.set(url, [...(reference.get(url) ?? []), option]);
  }
  const pages = new Map<string, string>();
  for (const file of readContentFiles(contentDir)) {
    const { frontmatter } = parseContentFile(file.path, file.text);
    const url = urlFromContentPath(file.path);
    const generated = [
      ...(reference.get(url) ?? []),
      ...(frontmatter.generated ? GENERATED_NAMES[frontmatter.generated](surface) : []),
      ...(frontmatter.schema ? readWebpackSchemaOptions(file.path, frontmatter.schema).map((row) => row.name) : []),
    ];
    pages.set(url, [file.text, ...generated].join('\n'));
  }
  return pages;
}
