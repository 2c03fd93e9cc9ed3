import fs from 'node:fs';
import { codeOptionsOf, optionIndex, type CodeOptions, type OptionPlacement } from '../../lib/config-keys/code-options';
import { CONFIGURATION_SECTION } from '../sources/config-options';
import type { DocPageSummary } from './query';

// Pages are created again after every edit under develop: each page's result is kept while its text and the
// options are the same, so only an edited page's code blocks are read again.
let lastOptions = '';
const byFile = new Map<string, { readonly text: string; readonly found: CodeOptions }>();

/** Which options the code blocks of each configuration page name, by page id, so its template can query them. */
export function codeOptionsByPage(pages: readonly DocPageSummary[], options: readonly OptionPlacement[]): Map<string, CodeOptions> {
  const signature = options.map((option) => `${option.path}\0${option.sameAs ?? ''}`).join('\n');
  if (signature !== lastOptions) {
    byFile.clear();
    lastOptions = signature;
  }
  const index = optionIndex(options);
  const codeOptions = (file: string) => {
    const text = fs.readFileSync(file, 'utf8');
    const last = byFile.get(file);
    if (last?.text === text) return last.found;
    const found = codeOptionsOf(text, index);
    byFile.set(file, { text, found });
    return found;
  };
  return new Map(
    pages.flatMap((page) => (page.section === CONFIGURATION_SECTION && page.contentFilePath ? [[page.id, codeOptions(page.contentFilePath)] as const] : [])),
  );
}
