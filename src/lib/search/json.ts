/** Readers for JSON of unknown shape (a search service's answers, a config file). */
export type JsonObject = Record<string, unknown>;

export const asObject = (value: unknown): JsonObject => (typeof value === 'object' && value !== null ? (value as JsonObject) : {});

export const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
