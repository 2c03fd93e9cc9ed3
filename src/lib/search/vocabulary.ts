import type { SearchRecord } from './record';

/**
 * Readers' vocabulary (content/data/reader-vocabulary.json): the words readers type for a thing the pages
 * name in webpack's words ("delete old files in dist" for `output.clean`). Each entry's words are indexed
 * as keywords of its target sections, so the engine finds them there like any other keyword.
 */
export interface VocabularyEntry {
  /** Readers' words and phrases. */
  readonly words: readonly string[];
  /** Site paths with an optional #anchor: the sections that answer those words. */
  readonly targets: readonly string[];
  /** Where the words come from: the message webpack prints, or the kind of question readers ask. */
  readonly origin: string;
  /**
   * For words quoted from a message a tool prints: the installed file that prints it ("webpack/lib/…"), where a
   * test finds every one of the words, so a message that changes is noticed.
   */
  readonly printedBy?: string;
}

export const VOCABULARY_FILE = 'content/data/reader-vocabulary.json';

const isWords = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((word) => typeof word === 'string' && word.trim() !== '' && !word.includes(','));

/** A file inside an installed package ("webpack/lib/…", "@scope/name/…"), never outside node_modules. */
const packageFile = (path: unknown): path is string => typeof path === 'string' && /^(@\w[\w.-]*\/)?\w[\w.-]*\/[\w./-]+$/.test(path) && !path.includes('..');

/** The entries, or an error naming the first entry that is wrong and why. */
export function checkVocabulary(value: unknown): VocabularyEntry[] {
  if (!Array.isArray(value)) throw new Error(`${VOCABULARY_FILE}: must be a list of entries`);
  return value.map((entry: unknown, index): VocabularyEntry => {
    const where = `${VOCABULARY_FILE}: entry ${index}`;
    if (typeof entry !== 'object' || entry === null) throw new Error(`${where} must be an object with words, targets and origin`);
    const { words, targets, origin, printedBy } = entry as Record<string, unknown>;
    const named = isWords(words) ? `${where} ("${words[0]}")` : where;
    if (!isWords(words)) throw new Error(`${named}: "words" must be a non-empty list of words or phrases without commas`);
    if (!Array.isArray(targets) || !targets.length || !targets.every((target) => typeof target === 'string' && /^\/([\w.-]+\/)*(#[\w-]+)?$/.test(target))) {
      throw new Error(`${named}: "targets" must be a non-empty list of site paths such as /configuration/output/#outputclean`);
    }
    if (typeof origin !== 'string' || !origin.trim()) throw new Error(`${named}: "origin" must say where the words come from`);
    if (printedBy !== undefined && !packageFile(printedBy)) {
      throw new Error(`${named}: "printedBy" must be a file of an installed package, such as webpack/lib/errors/CaseSensitiveModulesWarning.js`);
    }
    return { words, targets: targets as string[], origin, ...(packageFile(printedBy) ? { printedBy } : {}) };
  });
}

/** The records with each entry's words added to the keywords of its targets; an error names an entry whose target no record has. */
export function withVocabulary(records: readonly SearchRecord[], entries: readonly VocabularyEntry[]): SearchRecord[] {
  const added = new Map<string, string[]>();
  const urls = new Set(records.map((record) => record.url));
  entries.forEach((entry, index) => {
    for (const target of entry.targets) {
      if (!urls.has(target)) throw new Error(`${VOCABULARY_FILE}: entry ${index} ("${entry.words[0]}") targets ${target}, which no page section has`);
      added.set(target, [...(added.get(target) ?? []), ...entry.words]);
    }
  });
  return records.map((record) => {
    const words = added.get(record.url);
    return words ? { ...record, keywords: [record.keywords, ...words].filter(Boolean).join(', ') } : record;
  });
}
