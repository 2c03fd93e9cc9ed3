import { DataError, isRecord } from '../data-file';
import type { MovedSection } from './moved';

/** content/data/webpack-js-org-urls.json: webpack.js.org's pages and anchors, and where each lands here. */
export const OLD_URLS_FILE = 'content/data/webpack-js-org-urls.json';

/** One h2/h3 anchor of an old page: the element here that carries its id, or why none does. */
export interface OldAnchor {
  readonly id: string;
  /** The id of the element here (the same id when `how` is "same"). */
  readonly to?: string;
  /** How the mapping was found (see scripts/webpack-js-org-urls.mjs), "manual" when written by hand. */
  readonly how?: string;
  readonly missing?: string;
  readonly pending?: string;
}

export interface OldPage {
  readonly url: string;
  /** The page here: the same URL, or the one a redirect leads to. */
  readonly to: string;
  /** Why the page is not here yet (another change brings it). */
  readonly pending?: string;
  readonly anchors: readonly OldAnchor[];
  /** Sections of the old page that live on another page here (webpack.js.org moved them too, and redirects their anchors). */
  readonly moved?: readonly MovedSection[];
}

export interface OldUrls {
  readonly source: { readonly repository: string; readonly commit: string };
  readonly pages: readonly OldPage[];
}

const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/([^\s#?]+\/)?$/.test(value);

/** Checks the parsed file, each mistake naming the entry. */
export function parseOldUrls(json: unknown): OldUrls {
  if (!isRecord(json) || !Array.isArray(json.pages) || !isRecord(json.source)) throw new DataError(OLD_URLS_FILE, '', 'must hold "source" and "pages"');
  json.pages.forEach((page: unknown, index) => {
    const where = `pages[${index}]`;
    if (!isRecord(page) || !isPath(page.url) || !isPath(page.to)) throw new DataError(OLD_URLS_FILE, where, 'needs "url" and "to", site paths ending with /');
    if (!Array.isArray(page.anchors)) throw new DataError(OLD_URLS_FILE, `${where}.anchors`, 'must be a list');
    if (page.moved !== undefined) {
      const ok =
        Array.isArray(page.moved) &&
        page.moved.every((section: unknown) => isRecord(section) && typeof section.prefix === 'string' && section.prefix !== '' && isPath(section.to));
      if (!ok) throw new DataError(OLD_URLS_FILE, `${where}.moved`, 'must be a list of { "prefix": an anchor prefix, "to": a site path ending with / }');
    }
    page.anchors.forEach((anchor: unknown, at) => {
      const ok =
        isRecord(anchor) && typeof anchor.id === 'string' && [anchor.to, anchor.missing, anchor.pending].filter((v) => typeof v === 'string').length === 1;
      if (!ok) throw new DataError(OLD_URLS_FILE, `${where}.anchors[${at}]`, 'needs "id" and one of "to", "missing" or "pending"');
    });
  });
  return json as unknown as OldUrls;
}

/** The old pages that are redirects here. */
export function redirectsOf(data: OldUrls): { readonly from: string; readonly to: string }[] {
  return data.pages.filter((page) => page.to !== page.url).map(({ url, to }) => ({ from: url, to }));
}

/** Per page here, the old ids to add and the element each goes to (anchors whose element has another id). */
export function aliasesByPage(data: OldUrls): Map<string, { readonly id: string; readonly to: string }[]> {
  const byPage = new Map<string, { id: string; to: string }[]>();
  for (const page of data.pages) {
    if (page.pending) continue;
    for (const anchor of page.anchors) {
      if (!anchor.to || anchor.to === anchor.id) continue;
      const list = byPage.get(page.to) ?? [];
      if (!list.some((alias) => alias.id === anchor.id)) list.push({ id: anchor.id, to: anchor.to });
      byPage.set(page.to, list);
    }
  }
  return byPage;
}
