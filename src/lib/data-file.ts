/**
 * Checks for the JSON data files under content/data/: a mistake names the file and the exact field
 * ("content/data/sponsors.json: members[3].name must be a non-empty string"), like content pages do,
 * and the line when the caller knows it ("content/data/webpack-releases.json:12: releases[0].date …").
 */
export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly reason: string,
    readonly line?: number,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${field ? `${field} ` : ''}${reason}`);
    this.name = 'DataError';
  }
}

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads fields of one record, each failure naming `where` (e.g. "projects[2]"). */
export function fieldReader(file: string, where: string, record: JsonRecord) {
  const fail = (key: string, reason: string) => new DataError(file, `${where}.${key}`, reason);
  return {
    string(key: string): string {
      const value = record[key];
      if (typeof value !== 'string' || !value.trim()) throw fail(key, 'must be a non-empty string');
      return value.trim();
    },
    /** A string that may be empty, absent or null; returned as null when there is nothing. */
    optionalString(key: string): string | null {
      const value = record[key];
      if (value === undefined || value === null || value === '') return null;
      if (typeof value !== 'string') throw fail(key, 'must be a string');
      return value.trim() || null;
    },
    number(key: string): number {
      const value = record[key];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw fail(key, 'must be a number, 0 or more');
      return value;
    },
    matching(key: string, pattern: RegExp, description: string, optional = false): string | null {
      const value = optional ? this.optionalString(key) : this.string(key);
      if (value !== null && !pattern.test(value)) throw fail(key, `must be ${description} (got "${value}")`);
      return value;
    },
  };
}

/** The items of a list that must be non-empty and hold only records. */
export function recordList(file: string, field: string, value: unknown): JsonRecord[] {
  if (!Array.isArray(value) || !value.length) throw new DataError(file, field, 'must be a non-empty list');
  value.forEach((item, index) => {
    if (!isRecord(item)) throw new DataError(file, `${field}[${index}]`, 'must be an object');
  });
  return value as JsonRecord[];
}

/** Fails on the second item that shares a key with an earlier one. */
export function assertUnique<T>(file: string, field: string, items: readonly T[], key: (item: T) => string): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) throw new DataError(file, `${field}[${index}]`, `repeats "${value}"`);
    seen.add(value);
  });
}
