/** What a vote request may carry, checked before anything touches the store. */
export const MAX_BODY_BYTES = 4096;
export const BODY_TOO_LARGE_MESSAGE = `A vote is at most ${MAX_BODY_BYTES} bytes of JSON.`;

export interface VoteChange {
  readonly topic: string;
  readonly change: 1 | -1;
}

/** An answer the service gives instead of doing what was asked. */
export class VoteRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413 | 415 | 429 | 503,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'VoteRequestError';
  }
}

// Fatal: bytes that are not UTF-8 are refused rather than read as replacement characters.
const UTF8 = new TextDecoder('utf-8', { fatal: true });

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{"topic": "<id>", "change": 1 | -1}` from a POST body: JSON only, 4 KB at most, a topic of
 * the topics file, nothing else in the object. Any other body is refused with the reason.
 */
export function parseVoteBody(
  contentType: string | undefined,
  body: Buffer | string | undefined,
  topics: ReadonlySet<string>,
  contentEncoding?: string,
): VoteChange {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new VoteRequestError(415, 'Send the vote as JSON, with Content-Type: application/json.');
  // A compressed body would have to be inflated to be checked: 4 KB of gzip can hold megabytes. Votes are tiny.
  if (contentEncoding && contentEncoding.trim().toLowerCase() !== 'identity')
    throw new VoteRequestError(415, `Send the vote uncompressed: Content-Encoding ${contentEncoding} is not accepted.`);
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new VoteRequestError(415, `Send the vote as UTF-8 JSON, not ${charset}.`);
  const raw = typeof body === 'string' ? Buffer.from(body) : (body ?? Buffer.alloc(0));
  if (raw.length > MAX_BODY_BYTES) throw new VoteRequestError(413, BODY_TOO_LARGE_MESSAGE);
  let data: unknown;
  try {
    data = JSON.parse(UTF8.decode(raw));
  } catch {
    throw new VoteRequestError(400, 'The body is not valid JSON in UTF-8.');
  }
  if (!isPlainObject(data)) throw new VoteRequestError(400, 'The body must be a JSON object: {"topic": "<id>", "change": 1 or -1}.');
  const extra = Object.keys(data).filter((key) => key !== 'topic' && key !== 'change');
  if (extra.length)
    throw new VoteRequestError(400, `Unknown field${extra.length > 1 ? 's' : ''}: ${extra.slice(0, 5).join(', ')}. A vote has only "topic" and "change".`);
  const { topic, change } = data;
  if (typeof topic !== 'string' || !topics.has(topic)) throw new VoteRequestError(400, '"topic" must be the id of one of the topics on the vote page.');
  if (change !== 1 && change !== -1) throw new VoteRequestError(400, '"change" must be 1 (vote) or -1 (withdraw the vote).');
  return { topic, change };
}
