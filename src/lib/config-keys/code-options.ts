import { canonicalOptionPath, type OptionIndex } from './canonical';
import { codeFences } from './code-fences';
import { isScriptLanguage } from './languages';
import { resolveConfigKeys } from './resolve';

/** An option as the build reads it from the ConfigOption nodes. */
export interface OptionPlacement {
  readonly path: string;
  readonly sameAs: string | null;
}

/** What a configuration page needs to turn the keys of its code blocks into option popovers. */
export interface CodeOptions {
  /** Options that keys of this page's code blocks name, on this page or others: the template queries them. */
  readonly codeOptionPaths: readonly string[];
  /** Key paths as written (resolveLoader.modules) → the option that documents them (resolve.modules), where they differ. */
  readonly codeOptionAliases: Readonly<Record<string, string>>;
}

export function optionIndex(options: readonly OptionPlacement[]): OptionIndex {
  const byPath = new Map(options.map((option) => [option.path, option]));
  return {
    has: (path) => byPath.has(path),
    sameAs: (path) => byPath.get(path)?.sameAs ?? null,
  };
}

/** Reads the script code blocks of a configuration page's markdown the way the browser will, and lists the options they name. */
export function codeOptionsOf(markdown: string, index: OptionIndex): CodeOptions {
  const paths = new Set<string>();
  const aliases: Record<string, string> = {};
  for (const fence of codeFences(markdown)) {
    if (!isScriptLanguage(fence.language)) continue;
    for (const key of resolveConfigKeys(fence.code)) {
      const option = canonicalOptionPath(key.path, index);
      if (option === null) continue;
      if (option !== key.path) aliases[key.path] = option;
      paths.add(option);
    }
  }
  return { codeOptionPaths: [...paths].sort(), codeOptionAliases: aliases };
}
