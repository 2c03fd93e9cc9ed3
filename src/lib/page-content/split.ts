/**
 * A doc page's text and generated reference are in its served HTML. Its page-data.json, which Gatsby
 * also fetches on a first visit, would send them a second time, so after the build they move into a
 * file of their own beside it (`content.json`), fetched only when a page is rendered without its
 * served HTML: a client-side navigation, or the offline app shell.
 */

/** The part of a page's query result that holds what the page shows as text and tables. */
export interface PageContent {
  readonly docPage: Readonly<Record<string, unknown>>;
  readonly allConfigOption?: unknown;
}

/** Query fields moved out of page-data: each is rendered into the HTML and needs no script to read. */
export const DOC_PAGE_CONTENT_FIELDS = ['html', 'generatedTable', 'options'] as const;

/** The file beside a page's page-data.json that holds its content. */
export const CONTENT_FILE = 'content.json';

/** `/page-data/concepts/output/page-data.json` → `/page-data/concepts/output/content.json`. */
export const contentUrlOf = (pageDataUrl: string): string => pageDataUrl.replace(/[^/]+$/, CONTENT_FILE);

type QueryData = Readonly<Record<string, unknown>> & { readonly docPage?: Readonly<Record<string, unknown>> | null };

/** Splits a doc page's query result into what stays in page-data and its content; null when it has none. */
export function splitPageContent(data: QueryData): { readonly rest: QueryData; readonly content: PageContent } | null {
  const docPage = data.docPage;
  if (!docPage || typeof docPage.html !== 'string') return null;
  const moved = Object.fromEntries(DOC_PAGE_CONTENT_FIELDS.filter((field) => field in docPage).map((field) => [field, docPage[field]]));
  const kept = Object.fromEntries(Object.entries(docPage).filter(([field]) => !(field in moved)));
  const { allConfigOption, ...others } = data;
  const content: PageContent = allConfigOption === undefined ? { docPage: moved } : { docPage: moved, allConfigOption };
  return { rest: { ...others, docPage: kept }, content };
}

/** Puts a page's content back into its query result (the inverse of splitPageContent). */
export function mergePageContent<T extends QueryData>(data: T, content: PageContent): T {
  return {
    ...data,
    docPage: { ...data.docPage, ...content.docPage },
    ...(content.allConfigOption === undefined ? {} : { allConfigOption: content.allConfigOption }),
  };
}
