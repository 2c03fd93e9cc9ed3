import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageUrlOf } from '../lib/link-check';
import { buildEmbeddedIndex } from '../lib/search/engine';
import { linksInMain, namedThingsVocabulary, type ListingLinks } from '../lib/search/named-things';
import { categoryOf, GENERAL_CATEGORY, isSearchablePage, pageRecords, pageRecordsInputs } from '../lib/search/page-records';
import { PAGE_TEXT_FILE, pageTexts } from '../lib/search/page-text';
import { SEARCH_CONFIG_FILE, SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE, type SearchRecord } from '../lib/search/record';
import { checkSearchConfig, searchConfigFromEnv } from '../lib/search/setup';
import { checkVocabulary, VOCABULARY_FILE, withVocabulary } from '../lib/search/vocabulary';
import { isStarterKitList, STARTER_KITS_JSON } from '../lib/starter-kits';
import { reuseOrMakeFile, type FileCodec } from './build-cache';

/**
 * Each page's records by a hash of what they are made from: a rebuild after one page changed reads that page's
 * records again and takes the others from here.
 */
export const SEARCH_RECORDS_CACHE_DIR = path.join('.cache', 'search-records');

const RECORDS_CODEC: FileCodec<SearchRecord[]> = { encode: (records) => JSON.stringify(records), decode: (text) => JSON.parse(text) as SearchRecord[] };

export interface SearchIndexStats {
  readonly pages: number;
  /** Pages whose records were made in this build rather than taken from the cache. */
  readonly indexed: number;
  readonly records: number;
  readonly milliseconds: number;
  readonly indexBytes: number;
  readonly indexGzipBytes: number;
}

/** Readers' vocabulary, checked; a mistake stops the build with the entry that is wrong. */
function readVocabulary() {
  return checkVocabulary(JSON.parse(fs.readFileSync(VOCABULARY_FILE, 'utf8')));
}

/**
 * The pages outside the documentation sections (comparison, Organization …) list other projects and people: each
 * is found by the ones it links. Starter Kits loads its list in the browser, from the file the build wrote.
 */
function listingLinks(publicDir: string, pages: readonly { url: string; html: string }[]): ListingLinks[] {
  const linked = pages.map(({ url, html }) => ({ page: url, links: linksInMain(html), source: `the page ${url}` }));
  const kitsFile = path.join(publicDir, STARTER_KITS_JSON);
  const kits: unknown = fs.existsSync(kitsFile) ? JSON.parse(fs.readFileSync(kitsFile, 'utf8')) : [];
  if (!isStarterKitList(kits)) throw new Error(`${kitsFile}: not a list of starter kits`);
  return [...linked, { page: '/starter-kits/', links: kits.map((kit) => kit.url), source: STARTER_KITS_JSON }];
}

/** Every rendered page of the built site a reader could search for, in a stable order. */
function searchablePages(publicDir: string): { url: string; file: string }[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry === 'index.html' || entry.endsWith(`${path.sep}index.html`))
    .map((entry) => ({ url: pageUrlOf(`/${entry.split(path.sep).join('/')}`), file: path.join(publicDir, entry) }))
    .filter(({ url }) => isSearchablePage(url))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Indexes the rendered site, so every kind of page (MDX, READMEs, generated reference) is covered
 * as readers see it: writes the embedded index the search box loads, each page's section texts
 * for snippets, and the same records as an Algolia-ready JSON array (objectID, hierarchy, url,
 * anchor, content) a maintainer can push.
 */
export function writeSearchIndex(
  publicDir: string,
  cacheDir: string = SEARCH_RECORDS_CACHE_DIR,
  vocabulary: ReturnType<typeof checkVocabulary> = readVocabulary(),
): SearchIndexStats {
  const start = process.hrtime.bigint();
  const pages = searchablePages(publicDir);
  let indexed = 0;
  const listings: { url: string; html: string }[] = [];
  const pageSections: SearchRecord[] = pages.flatMap(({ url, file }) => {
    const html = fs.readFileSync(file, 'utf8');
    if (categoryOf(url) === GENERAL_CATEGORY) listings.push({ url, html });
    const { value, reused } = reuseOrMakeFile(cacheDir, pageRecordsInputs(url, html), RECORDS_CODEC, () => pageRecords(url, html));
    if (!reused) indexed += 1;
    return value;
  });
  const records = withVocabulary(pageSections, [...vocabulary, ...namedThingsVocabulary(listingLinks(publicDir, listings), pageSections)]);
  const index = JSON.stringify(buildEmbeddedIndex(records));
  fs.writeFileSync(path.join(publicDir, SEARCH_INDEX_FILE), index);
  for (const [page, text] of pageTexts(records)) fs.writeFileSync(path.join(publicDir, page, PAGE_TEXT_FILE), JSON.stringify(text));
  fs.writeFileSync(path.join(publicDir, SEARCH_RECORDS_FILE), JSON.stringify(records, null, 1));
  const milliseconds = Number(process.hrtime.bigint() - start) / 1e6;
  return {
    pages: pages.length,
    indexed,
    records: records.length,
    milliseconds,
    indexBytes: Buffer.byteLength(index),
    indexGzipBytes: zlib.gzipSync(index, { level: 9 }).length,
  };
}

/**
 * Writes the Algolia settings of the build's environment for the box to read on first use (a
 * file rather than values compiled into the bundle, so a deployment or a test can point the box
 * elsewhere without rebuilding). Returns what is wrong with a partial setup.
 */
export function writeSearchConfig(publicDir: string, env: Readonly<Record<string, string | undefined>>): string[] {
  const config = searchConfigFromEnv(env);
  fs.writeFileSync(path.join(publicDir, SEARCH_CONFIG_FILE), JSON.stringify(config));
  return checkSearchConfig(config).problems;
}
