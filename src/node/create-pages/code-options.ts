import fs from 'node:fs';
import { codeOptionsOf, optionIndex, type CodeOptions, type OptionPlacement } from '../../lib/config-keys/code-options';
import { CONFIGURATION_SECTION } from '../sources/config-options';
import type { DocPageSummary } from './query';

/** Which options the code blocks of each configuration page name, by page id, so its template can query them. */
export function codeOptionsByPage(pages: readonly DocPageSummary[], options: readonly OptionPlacement[]): Map<string, CodeOptions> {
  const index = optionIndex(options);
  return new Map(
    pages.flatMap((page) =>
      page.section === CONFIGURATION_SECTION && page.contentFilePath
        ? [[page.id, codeOptionsOf(fs.readFileSync(page.contentFilePath, 'utf8'), index)] as const]
        : [],
    ),
  );
}
