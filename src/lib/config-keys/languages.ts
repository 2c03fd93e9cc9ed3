// Code-block languages whose object literals can be webpack configurations (as prism names them, aliases included).
const SCRIPT_LANGUAGES = new Set(['js', 'javascript', 'jsx', 'mjs', 'cjs', 'ts', 'typescript', 'tsx', 'mts', 'cts']);

export function isScriptLanguage(language: string): boolean {
  return SCRIPT_LANGUAGES.has(language.toLowerCase());
}
