import { Parser } from 'htmlparser2';
import type { SearchRecord } from './record';
import { tokenize } from './tokenize';
import type { VocabularyEntry } from './vocabulary';

/**
 * Pages that list things rather than document webpack (the bundlers the comparison names, the Organization's
 * projects and maintainers, the starter kits) are found by the names of what they list. The names come from
 * what the page links or loads, at build time: a project added to a list is found by its name with no word
 * written by hand.
 */

/** A page of npm's site for a package: `/package/name` or `/package/@scope/name`. */
const NPM_PACKAGE = /^https:\/\/(?:www\.)?npmjs\.com\/package\/((?:@([\w.-]+)\/)?[\w.-]+)\/?$/;
/** A GitHub user (`github.com/sokra`) or repository (`github.com/webpack/tapable`), not a file or an issue in one. */
const GITHUB_OWNER_OR_REPO = /^https:\/\/github\.com\/([\w-]+)(?:\/([\w.-]+?))?(?:\.git)?\/?$/;

/**
 * The names a link gives to what it points at: an npm package by its name, and a scoped one also by its scope, the
 * project's name (`@rspack/core` → rspack); a GitHub repository by its name and its owner; a GitHub user by the
 * handle. Other links name nothing.
 */
export function namesOfLink(href: string): string[] {
  const npm = NPM_PACKAGE.exec(href);
  if (npm) return [npm[1], ...(npm[2] ? [npm[2]] : [])];
  const github = GITHUB_OWNER_OR_REPO.exec(href);
  if (github) return github[2] ? [github[2], github[1]] : [github[1]];
  return [];
}

/** The targets of the links inside a rendered page's <main>. */
export function linksInMain(html: string): string[] {
  const links: string[] = [];
  let inMain = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'main') inMain += 1;
        else if (inMain && name === 'a' && attributes.href) links.push(attributes.href);
      },
      onclosetag(name) {
        if (name === 'main') inMain -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** What the site's pages are titled and which words each uses, to tell a distinctive name from a common one. */
export interface SiteWords {
  readonly titles: ReadonlySet<string>;
  readonly pageWords: readonly ReadonlySet<string>[];
}

export function siteWordsOf(records: readonly SearchRecord[]): SiteWords {
  const pages = new Map<string, Set<string>>();
  for (const record of records) {
    const page = record.url.split('#')[0];
    const words = pages.get(page) ?? new Set<string>();
    pages.set(page, words);
    const { lvl1, lvl2, lvl3 } = record.hierarchy;
    for (const word of tokenize([lvl1, lvl2, lvl3, record.content].filter(Boolean).join(' ').toLowerCase())) words.add(word);
  }
  const titles = new Set(records.filter((record) => record.type === 'lvl1').map((record) => (record.hierarchy.lvl1 ?? '').toLowerCase()));
  return { titles, pageWords: [...pages.values()] };
}

/** The share of the site's pages beyond which a name is a common word of the site. */
export const COMMON_NAME_SHARE = 0.1;

/**
 * Of the names a page lists, the ones that should find it. A name that is the title of a page of its own
 * (css-loader) is answered by that page. A name that more than a tenth of the site's pages use (webpack,
 * webpack-dev-server) is a common word of the site and says nothing about this page: indexed as its keyword,
 * it would put the list first for every query that holds it.
 */
export function distinctiveNames(names: readonly string[], { titles, pageWords }: SiteWords): string[] {
  const limit = pageWords.length * COMMON_NAME_SHARE;
  const pagesUsing = (name: string) => pageWords.filter((words) => words.has(name)).length;
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).keys()];
  return unique.filter((name) => !titles.has(name) && pagesUsing(name) <= limit);
}

/** A listing page and the links of what it lists. */
export interface ListingLinks {
  readonly page: string;
  readonly links: readonly string[];
  /** Where the links come from, for the entry's origin ("the links of /comparison/"). */
  readonly source: string;
}

/**
 * Vocabulary entries that index each listing page by the distinctive names of what it links, for the build to
 * add to the reviewed ones (withVocabulary).
 */
export function namedThingsVocabulary(listings: readonly ListingLinks[], records: readonly SearchRecord[]): VocabularyEntry[] {
  const site = siteWordsOf(records);
  return listings.flatMap(({ page, links, source }) => {
    const words = distinctiveNames(
      links.flatMap((link) => namesOfLink(link)),
      site,
    );
    return words.length ? [{ words, targets: [page], origin: `derived: the names ${source} links` }] : [];
  });
}
