import { outerSlice } from '../html-slice';
import { findSection, sectionOfUrl } from '../sections';
import { titleFromPath } from '../titles';
import { htmlSections, metaKeywords } from './html-sections';
import { keywordsContent } from './keywords';
import { recordId, type Hierarchy, type SearchRecord } from './record';

/** lvl0 of pages outside the documentation sections (/glossary/, /branding/ …). */
export const GENERAL_CATEGORY = 'General';

// Algolia refuses records over 10 KB on its smaller plans; a longer section is cut.
export const MAX_CONTENT_LENGTH = 8000;

const UNSEARCHABLE = new Set(['/404/', '/404.html/', '/app-shell/', '/offline-plugin-app-shell-fallback/']);

/** Printable pages repeat every doc of a section; the 404 page and the offline shell are not content. */
export function isSearchablePage(url: string): boolean {
  return !UNSEARCHABLE.has(url) && !/(^|\/)printable\/$/.test(url);
}

export function categoryOf(url: string): string {
  return findSection(sectionOfUrl(url))?.title ?? GENERAL_CATEGORY;
}

const truncate = (text: string) => (text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH - 1)}…` : text);

/**
 * Everything pageRecords reads of a page: its URL, its <main> and its keywords. Scripts and the sidebar, which
 * change with the bundle's hash or a neighbour's title, are outside it, so pages with the same inputs have the same
 * records.
 */
export function pageRecordsInputs(url: string, html: string): string[] {
  return [url, outerSlice(html, 'main'), metaKeywords(html).join('\n')];
}

/**
 * One record per section of a rendered page: the intro under the h1, then every h2 and h3, each
 * pointing at its heading's id, e.g. /configuration/output/#outputfilename.
 */
export function pageRecords(url: string, html: string): SearchRecord[] {
  const sections = htmlSections(html);
  if (!sections.length) return [];
  const lvl0 = categoryOf(url);
  const lvl1 = sections[0].level === 1 && sections[0].heading ? sections[0].heading : titleFromPath(url);
  const keywords = metaKeywords(html);
  let lvl2: string | null = null;
  return sections.map((section, index): SearchRecord => {
    if (section.level === 2) lvl2 = section.heading;
    const hierarchy: Hierarchy = {
      lvl0,
      lvl1,
      lvl2: section.level === 1 ? null : lvl2,
      lvl3: section.level === 3 ? section.heading : null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const anchor = section.level === 1 ? null : section.id;
    return {
      objectID: recordId(url, anchor, index),
      url: anchor ? `${url}#${anchor}` : url,
      anchor,
      hierarchy,
      content: section.text ? truncate(section.text) : null,
      type: section.level === 1 ? 'lvl1' : section.level === 2 ? 'lvl2' : 'lvl3',
      ...(section.level === 1 && keywords.length ? { keywords: keywordsContent(keywords) } : {}),
    };
  });
}
