import type { DocExtrasData } from '../components/DocExtras/DocExtras';
import type { OptionEntry } from '../components/OptionReference/OptionReference';
import type { LedgerRelease } from './release-ledger/types';
import type { ReferenceOption } from './release-notes/links';
import { releaseNotesViews } from './release-notes/view';
import { prefixHtml } from './prefix-html';

/** One doc of a printable page as its context names it, in reading order. */
export interface PrintableDocRef {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** Prefix that keeps this doc's heading ids unique on the combined page: {slug}__{id}. */
  readonly slug: string;
  /** On configuration pages: the page name whose option reference the doc ends with. */
  readonly configPage: string | null;
}

/** A printable page's context: its docs, and the variables its template's query selects them by. */
export interface PrintableContext {
  readonly title: string;
  readonly docs: readonly PrintableDocRef[];
  readonly ids: readonly string[];
  readonly configPages: readonly string[];
  /** Whether a release notes page is among the docs: only then does the query fetch the ledger. */
  readonly withReleases: boolean;
}

type Extras = Omit<DocExtrasData, 'configEntries' | 'configPage' | 'releaseNotes'>;

/** What the template's query gives; after the build the page-data keeps none of it (the page keeps its served HTML). */
export interface PrintableData {
  readonly allDocPage?: { readonly nodes: readonly ({ readonly id: string; readonly html: string | null } & Extras)[] };
  readonly allConfigOption?: { readonly nodes: readonly (OptionEntry & { readonly page: string })[] };
  readonly releases?: { readonly nodes: readonly LedgerRelease[] } | null;
  readonly referenceOptions?: { readonly nodes: readonly ReferenceOption[] } | null;
}

/** A doc as the printable page renders it. */
export interface PrintableDoc extends PrintableDocRef {
  /** The doc's HTML, its ids and same-page links prefixed, its headings one level down. */
  readonly html: string;
  /** Generated tables and reference, as on the doc's own page. */
  readonly extras: DocExtrasData;
}

const NO_EXTRAS: Extras = { options: [], optionsSource: null, generatedTable: null };

/** The context's docs, in its order, with the text, tables and release notes the query found for each. */
export function printableDocs(context: PrintableContext, data: PrintableData): PrintableDoc[] {
  const nodes = new Map((data.allDocPage?.nodes ?? []).map((node) => [node.id, node]));
  const entries = data.allConfigOption?.nodes ?? [];
  // Laid out as createPages does for the release notes pages themselves (src/node/create-pages/release-notes.ts).
  const releaseNotes = releaseNotesViews(data.releases?.nodes ?? [], data.referenceOptions?.nodes ?? []);
  return context.docs.map((doc) => {
    const { html, options, optionsSource, generatedTable } = nodes.get(doc.id) ?? { html: null, ...NO_EXTRAS };
    return {
      ...doc,
      html: prefixHtml(html ?? '', doc.slug),
      extras: {
        options,
        optionsSource,
        generatedTable,
        configPage: doc.configPage,
        configEntries: doc.configPage ? entries.filter((entry) => entry.page === doc.configPage) : [],
        releaseNotes: releaseNotes.get(doc.url) ?? null,
      },
    };
  });
}
