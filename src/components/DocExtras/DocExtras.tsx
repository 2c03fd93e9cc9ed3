import * as React from 'react';
import type { GeneratedTable as Table } from '../../lib/generated-table';
import type { OptionRow } from '../../lib/readme/options-table';
import type { ReleaseNotesView } from '../../lib/release-notes/view';
import { GeneratedTable } from '../GeneratedTable';
import { OptionReference, type OptionEntry } from '../OptionReference';
import { OptionsTable } from '../OptionsTable';
import { ReleaseNotes } from '../ReleaseNotes';

/** What the build generates after a page's own text: options table, reference tables, option reference, release notes. */
export interface DocExtrasData {
  readonly options: readonly OptionRow[];
  readonly optionsSource: string | null;
  readonly generatedTable: Table | null;
  readonly configEntries: readonly OptionEntry[];
  /** The configuration page the entries belong to (dev-server words its introduction differently). */
  readonly configPage: string | null;
  /** A release notes page's changes, or the list of releases (null on other pages). */
  readonly releaseNotes: ReleaseNotesView | null;
}

/** Shared by the content template and the printable pages, so a printed section has everything its pages have. */
export function DocExtras({ extras, idPrefix }: { readonly extras: DocExtrasData; readonly idPrefix?: string }) {
  return (
    <>
      <OptionsTable rows={extras.options} source={extras.optionsSource} idPrefix={idPrefix} />
      <GeneratedTable table={extras.generatedTable} idPrefix={idPrefix} />
      <OptionReference entries={extras.configEntries} fromDevServer={extras.configPage === 'dev-server'} idPrefix={idPrefix} />
      <ReleaseNotes view={extras.releaseNotes} idPrefix={idPrefix} />
    </>
  );
}
