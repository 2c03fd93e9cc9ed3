import GithubSlugger from 'github-slugger';
import { recordId, type Level, type SearchRecord } from './record';

/**
 * A section as the index ships it: the intro under the h1 is `[1]`; an h2/h3 is its level and
 * heading, plus its anchor only when that is not the slug of the heading (nine in ten are).
 */
type PackedSection = readonly [1] | readonly [2 | 3, string] | readonly [2 | 3, string, string | null];

/** One page: its URL, lvl0 as an index into the category list, lvl1, its sections in order. */
type PackedPage = readonly [url: string, category: number, title: string, sections: readonly PackedSection[]];

/**
 * The records the box ranks, without their text, grouped by page so a page's URL and titles are
 * written once: about a third of the size of the records as objects, gzipped.
 */
export interface PackedRecords {
  readonly categories: readonly string[];
  readonly pages: readonly PackedPage[];
  /** The keywords of the few records that have some, by the record's position in the list: the ranking reads them. */
  readonly keywords?: readonly (readonly [record: number, keywords: string])[];
}

const LEVEL_OF: Readonly<Record<Level, number>> = { lvl0: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6 };
const TYPE_OF = { 1: 'lvl1', 2: 'lvl2', 3: 'lvl3' } as const;

const pageUrl = (record: SearchRecord) => record.url.split('#')[0];

export function packRecords(records: readonly SearchRecord[]): PackedRecords {
  const categories: string[] = [];
  const pages = new Map<string, { category: number; title: string; sections: PackedSection[]; slugger: GithubSlugger; keywords: [number, string][] }>();
  for (const record of records) {
    const url = pageUrl(record);
    const { lvl0, lvl1, lvl2, lvl3 } = record.hierarchy;
    let page = pages.get(url);
    if (!page) {
      if (!categories.includes(lvl0 ?? '')) categories.push(lvl0 ?? '');
      page = { category: categories.indexOf(lvl0 ?? ''), title: lvl1 ?? '', sections: [], slugger: new GithubSlugger(), keywords: [] };
      pages.set(url, page);
    }
    if (record.keywords) page.keywords.push([page.sections.length, record.keywords]);
    const level = LEVEL_OF[record.type];
    if (level !== 2 && level !== 3) {
      page.sections.push([1]);
      continue;
    }
    const heading = (level === 2 ? lvl2 : lvl3) ?? '';
    const derived = page.slugger.slug(heading) === record.anchor;
    page.sections.push(derived ? [level, heading] : [level, heading, record.anchor]);
  }
  // Positions in the order unpackRecords gives the records back: page by page.
  let first = 0;
  const keywords = [...pages.values()].flatMap(({ sections, keywords: ofPage }) => {
    const positioned = ofPage.map(([section, text]) => [first + section, text] as const);
    first += sections.length;
    return positioned;
  });
  return { categories, pages: [...pages].map(([url, { category, title, sections }]) => [url, category, title, sections]), keywords };
}

/** The records packRecords was given, with `content: null` (the text ships per page). */
export function unpackRecords({ categories, pages, keywords = [] }: PackedRecords): SearchRecord[] {
  const keywordsOf = new Map(keywords);
  let position = 0;
  return pages.flatMap(([url, category, title, sections]) => {
    const slugger = new GithubSlugger();
    let lvl2: string | null = null;
    return sections.map((section, index): SearchRecord => {
      const [level, heading = null, explicit] = section as readonly [1 | 2 | 3, string?, (string | null)?];
      const slug = heading === null ? null : slugger.slug(heading);
      const anchor = explicit === undefined ? slug : explicit;
      if (level === 2) lvl2 = heading;
      const recordKeywords = keywordsOf.get(position++);
      return {
        objectID: recordId(url, anchor, index),
        url: anchor ? `${url}#${anchor}` : url,
        anchor,
        hierarchy: {
          lvl0: categories[category],
          lvl1: title,
          lvl2: level === 1 ? null : lvl2,
          lvl3: level === 3 ? heading : null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: null,
        type: TYPE_OF[level],
        ...(recordKeywords ? { keywords: recordKeywords } : {}),
      };
    });
  });
}
