import { recordTitle, type SearchRecord } from './record';

/**
 * What a reader means when the words alone do not rank it first. Full-text scores reward matching
 * words; these rules reward matching the thing a reader named:
 * - a query that is exactly a section's heading (an option path such as `devtool`, a glossary
 *   term, a hook name) puts that section first, before longer names that merely start with it;
 * - a query that is exactly a page's title (a loader, a plugin, a guide) puts the page first;
 * - a CLI flag (`--mode`) or an API call written with parentheses is read as the name inside.
 * A question ("what is a chunk") is reduced to its content words first, so its term is matched too.
 */
export const RERANK = {
  /** Score factor for a section whose own heading is the query. */
  exactHeading: 30,
  /** Score factor for a page whose title is the query. */
  exactPageTitle: 20,
} as const;

const QUESTION = /^(what|what's|whats|how|why|when|where|which|who|is|are|can|do|does|should)\b(\s+(is|are|was|do|does|did|can|should|i|you|we|to|a|an|the))*\s+/i;

/** The name a reader typed, as a heading would spell it: case, dashes of a flag and call parentheses aside. */
export function normalizedName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^--?/, '')
    .replace(/\(\)$/, '')
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ');
}

/** The words of a question without the question around them: "what is a chunk?" → "chunk". */
export function questionSubject(query: string): string {
  return query.trim().replace(QUESTION, '').replace(/^(a|an|the)\s+/i, '').replace(/[?!.]+$/, '');
}

/** Headings compared as names: the flag table's "--mode" and the glossary's "Chunk" both name "mode"/"chunk". */
const headingName = (heading: string) => normalizedName(heading.replace(/`/g, ''));

export interface Scored {
  readonly id: number;
  readonly score: number;
}

/** Reorders full-text results by the rules above; ties keep the engine's order. */
export function rerank<T extends Scored>(query: string, results: readonly T[], records: readonly SearchRecord[]): T[] {
  const names = new Set([normalizedName(query), normalizedName(questionSubject(query))].filter(Boolean));
  const factor = (record: SearchRecord | undefined): number => {
    if (!record) return 1;
    if (names.has(headingName(recordTitle(record.hierarchy))) && record.type !== 'lvl1') return RERANK.exactHeading;
    if (record.type === 'lvl1' && names.has(headingName(record.hierarchy.lvl1 ?? ''))) return RERANK.exactPageTitle;
    return 1;
  };
  return results
    .map((result, index) => ({ result, index, score: result.score * factor(records[result.id]) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ result, score }) => ({ ...result, score }));
}

/**
 * The words to hand the full-text engine. A pasted error message carries the reader's own paths
 * and names in quotes ('./App' in '/home/me/app/src'); they match unrelated sections, so a long
 * query drops its quoted parts and keeps webpack's own words.
 */
export function engineQuery(query: string): string {
  const words = query.trim().split(/\s+/);
  if (words.length < 5) return query;
  const unquoted = query.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, ' ').replace(/\s+/g, ' ').trim();
  return unquoted.split(' ').length >= 3 ? unquoted : query;
}
